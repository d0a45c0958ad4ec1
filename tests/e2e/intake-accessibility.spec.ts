// The intake forms and the scheduling section checked with axe-core (WCAG 2.2 AA), JavaScript on and off.
import { axeViolations, expect, test } from './fixtures'
import { open } from '../support/intake-forms'
import { intakeFormPages } from '../support/public-pages'

test.describe('accessibility (axe-core)', () => {
  for (const path of intakeFormPages) {
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
