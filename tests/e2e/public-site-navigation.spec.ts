// The public website's navigation: the home page's choice (navigating at once with JavaScript, a
// server redirect without it) and the mobile menu dialog.
import { expect, test } from './fixtures'

test.describe('home choice', () => {
  test('choosing navigates at once with JavaScript', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'the immediate navigation needs JavaScript')
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Continue' })).toBeHidden()
    await page.getByLabel('I am a business owner and I am…').selectOption({ label: 'Looking to scale my business' })
    await expect(page).toHaveURL(/\/scale$/)
    await page.goto('/')
    await page.getByLabel('I am a business owner and I am…').selectOption({ label: 'Looking for a specific contract' })
    await expect(page).toHaveURL(/\/contracts$/)
  })

  test('without JavaScript the Continue button sends the choice and the server redirects', async ({ page, javaScriptEnabled }) => {
    test.skip(Boolean(javaScriptEnabled), 'the button is the no-JavaScript path')
    await page.goto('/')
    await page.getByLabel('I am a business owner and I am…').selectOption({ label: 'Looking to sell/buy a business' })
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(/\/buy-sell$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buy or sell a business')
  })

  test('a missing choice is refused by the server with a message', async ({ request }) => {
    const response = await request.post('/?index', { form: { choice: 'nothing' }, maxRedirects: 0 })
    expect(response.status()).toBe(400)
  })
})

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('is a modal dialog from the right: focus stays inside, Escape closes it', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'the dialog needs JavaScript; the disclosure fallback is checked on every page')
    await page.goto('/deal-portfolio')
    const trigger = page.locator('header summary', { hasText: 'Menu' })
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog')
    await trigger.click()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await expect(dialog).toBeVisible()
    // It slides in from the right and ends flush with the right edge.
    await expect
      .poll(async () => {
        const box = await dialog.boundingBox()
        return box && Math.round(box.x + box.width)
      })
      .toBe(375)
    await expect(dialog.getByText('Navigation', { exact: true })).toBeVisible()
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      const inside = await page.evaluate(
        () => document.activeElement === document.body || Boolean(document.activeElement?.closest('dialog')),
      )
      expect(inside).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await trigger.click()
    await dialog.getByRole('link', { name: 'Our Mission' }).click()
    await expect(page).toHaveURL(/\/our-mission$/)
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
  })
})
