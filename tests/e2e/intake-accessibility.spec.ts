// The intake forms and the scheduling section checked with axe-core (WCAG 2.2 AA), JavaScript on and off.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { open } from '../support/intake-forms'

test.describe('accessibility (axe-core)', () => {
  async function seriousViolations(page: Page) {
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze()
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      )
  }

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
      expect(await seriousViolations(page)).toEqual([])
      await page.getByRole('main').getByRole('button').last().click()
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })
  }

  test('the scheduling section: none serious or critical', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'axe-core runs as a script inside the page')
    await open(page, '/apply-sell-side?submitted=1')
    await expect(page.getByRole('heading', { name: 'Select a Time' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
})
