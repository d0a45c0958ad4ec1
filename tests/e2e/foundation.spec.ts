import type { APIRequestContext } from '@playwright/test'
import { appDb, expect, test } from './fixtures'

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

test.describe('a form posted from another site', () => {
  function leadCount(email: string) {
    const db = appDb()
    try {
      return (db.prepare('select count(*) as n from leads where email = ?').get(email) as { n: number }).n
    } finally {
      db.close()
    }
  }
  /** Posts the contact form as a browser would from a page with these origin headers. */
  function postContact(request: APIRequestContext, email: string, origin: string, fetchSite: string) {
    return request.post('/contact', {
      form: { name: 'Cross Site', email, message: 'Hello from elsewhere' },
      headers: { origin, 'sec-fetch-site': fetchSite, accept: 'text/html' },
      maxRedirects: 0,
    })
  }

  test('is refused with a 403 page that says nothing was sent, and nothing is stored', async ({ request, page }) => {
    const email = `cross-${Math.random().toString(36).slice(2, 8)}@visitor.example`
    const response = await postContact(request, email, 'https://elsewhere.example', 'cross-site')
    expect(response.status()).toBe(403)
    await page.setContent(await response.text())
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Form not sent')
    await expect(page.getByText('Nothing was sent.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'open the form' })).toHaveAttribute('href', '/contact')
    expect(leadCount(email)).toBe(0)
  })

  test('from our own page with the origin withheld (Origin: null, Sec-Fetch-Site: same-origin) goes through', async ({ request }) => {
    const email = `withheld-${Math.random().toString(36).slice(2, 8)}@visitor.example`
    const response = await postContact(request, email, 'null', 'same-origin')
    expect(response.status()).toBe(302)
    expect(leadCount(email)).toBe(1)
  })
})
