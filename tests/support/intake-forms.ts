// The intake specs' helpers: the firm's intake address, a unique label, the stored lead for an email,
// opening a form page (hydrated, in the JavaScript project), and the toast's words.
import type { Page } from '@playwright/test'
import { appDb, expect, test } from '../e2e/fixtures'

export const FIRM = 'intake@harborvale.example'

export function unique(label: string) {
  return `${label} ${Math.random().toString(36).slice(2, 8)}`
}

export function lead(email: string) {
  const db = appDb()
  try {
    return db.prepare('select * from leads where email = ?').get(email) as Record<string, string | null> | undefined
  } finally {
    db.close()
  }
}

/**
 * Opens a page; in the JavaScript project, waits until React has hydrated its intake form (the pages
 * hydrate after the first paint, and a form sent before that is a plain no-JavaScript post).
 */
export async function open(page: Page, path: string) {
  await page.goto(path)
  const javaScript = test.info().project.use.javaScriptEnabled !== false
  // A page that hydrates marks it; a page without React (`data-static`, such as /growth-score) has nothing to wait for.
  const hydrates = (await page.locator('html[data-static]').count()) === 0
  if (javaScript && hydrates && (await page.locator('input[name="company_website"]').count()) > 0) {
    await page.locator('input[name="__js"]').first().waitFor({ state: 'attached' })
  }
}

/** Fills an application form's four contact fields (the agreement and the button are the caller's). */
export async function fillApplication(page: Page, a: { name: string; company: string; email: string; phone: string }) {
  await page.getByLabel('Full name').fill(a.name)
  await page.getByLabel('Company name').fill(a.company)
  await page.getByLabel('Email').fill(a.email)
  await page.getByLabel('Phone').fill(a.phone)
}

export async function expectToast(page: Page, title: string, description: string) {
  const toast = page.getByTestId('toast')
  await expect(toast).toContainText(title)
  await expect(toast).toContainText(description)
}
