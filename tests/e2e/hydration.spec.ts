// Every public page that loads JavaScript starts it without an error, in both languages (issue 28). A
// route module runs its top level in the browser too: a call there into server-only code (a `.server`
// module is empty in the browser) or a Spanish namespace its loader forgot breaks hydration while the
// server-rendered page still looks right, which no other test would notice.
import { expect, test } from './fixtures'
import { intakeFormPages } from '../support/public-pages'

const HYDRATING_PAGES = [...intakeFormPages, '/auth', '/auth/forgot-password']

test.describe('with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'hydration needs JavaScript')

  for (const lang of ['en', 'es'] as const) {
    for (const path of HYDRATING_PAGES) {
      const url = lang === 'es' ? `/es${path}` : path
      test(`${url} hydrates without an error`, async ({ page }) => {
        const errors: string[] = []
        page.on('pageerror', (error) => errors.push(error.message))
        await page.goto(url)
        await expect.poll(() => page.evaluate(() => '__remixRouter' in window)).toBe(true)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        // Hydrated, and nothing was thrown on the way.
        expect(errors).toEqual([])
      })
    }
  }
})
