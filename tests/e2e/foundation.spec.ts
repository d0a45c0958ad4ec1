import { expect, test } from './fixtures'

test('the site answers and unknown pages get the 404 page', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: /home/i })).toHaveAttribute('href', '/')
  await expect(page.getByRole('main').getByRole('link', { name: /contact/i })).toHaveAttribute('href', '/contact')
})

test('/healthz reports the database, Redis and the worker', async ({ request }) => {
  await expect
    .poll(async () => (await (await request.get('/healthz')).json()) as Record<string, string>, { timeout: 15_000 })
    .toMatchObject({ db: 'ok', redis: 'ok', worker: 'ok' })
})
