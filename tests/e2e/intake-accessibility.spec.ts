// The intake forms and the scheduling section checked with axe-core (WCAG 2.2 AA), JavaScript on and off.
import { axeViolations, expect, test } from './fixtures'
import { open } from '../support/intake-forms'

test.describe('accessibility (axe-core)', () => {
  const pages = [
    '/contact',
    '/book-growth-score',
    '/apply-apex-circle',
    '/apply-sell-side',
    '/apply-buy-side',
    '/request-contract',
    '/interest/circle',
    '/interest/exit-suite',
  ]
  for (const path of pages) {
    test(`${path}: none serious or critical, idle and with every error showing`, async ({ page, javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled, 'axe-core runs as a script inside the page')
      await open(page, path)
      expect(await axeViolations(page, { seriousOnly: true, bestPractice: true })).toEqual([])
      await page.getByRole('main').getByRole('button').last().click()
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
      expect(await axeViolations(page, { seriousOnly: true, bestPractice: true })).toEqual([])
    })
  }

  test('the scheduling section: none serious or critical', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'axe-core runs as a script inside the page')
    await open(page, '/apply-sell-side?submitted=1')
    await expect(page.getByRole('heading', { name: 'Select a Time' })).toBeVisible()
    expect(await axeViolations(page, { seriousOnly: true, bestPractice: true })).toEqual([])
  })
})
