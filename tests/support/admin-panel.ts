// The admin panel's spec helpers: a client made straight in the database, a session cookie for
// requests made without a page, opening a client's detail dialog, the toast, and a client's stage rows.
import type { Page } from '@playwright/test'
import { appDb, expect } from '../e2e/fixtures'

export const tag = () => Math.random().toString(36).slice(2, 8)

/** A paying client with the portal's six stages and five tasks, created directly in the database. */
export async function createClient(opts: { first?: string; last?: string; company?: string; email?: string } = {}) {
  const t = tag()
  const first = opts.first ?? `Ines${t}`
  const last = opts.last ?? `Okoro${t}`
  const email = opts.email ?? `ines.${t}@okoro-ventures.example`
  const company = opts.company ?? `Okoro Ventures ${t} LLC`
  const { upsertUser } = await import('~/utils/auth.server')
  const { ensureClientProfile } = await import('~/models/clients.server')
  const user = await upsertUser({ email, password: 'correct horse battery', firstName: first, lastName: last })
  const profile = await ensureClientProfile({ id: user.id, firstName: first, lastName: last, companyName: company })
  return { id: profile.id, userId: user.id, first, last, name: `${first} ${last}`, email, company }
}

/** A Cookie header for a new session of this user (for requests made without a page). */
export async function sessionCookie(userId: string) {
  const { createSession } = await import('~/utils/auth.server')
  return (await createSession(userId, new Request('http://localhost/'))).split(';')[0]
}

export async function openClient(page: Page, client: { name: string; email: string }) {
  await page.goto(`/internal-admin?q=${encodeURIComponent(client.email)}`)
  await page.getByRole('link', { name: client.name }).click()
  const dialog = page.getByRole('dialog', { name: client.name })
  await expect(dialog).toBeVisible()
  return dialog
}

export function toast(page: Page) {
  return page.getByTestId('toast')
}

export function stageRows(client: { id: string }) {
  const db = appDb()
  try {
    return db
      .prepare('select stage_order, is_completed, completed_at from progress_stages where client_id = ? order by stage_order')
      .all(client.id) as Array<{ stage_order: number; is_completed: number; completed_at: string | null }>
  } finally {
    db.close()
  }
}
