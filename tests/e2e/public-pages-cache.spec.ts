// Public pages served from memory (server/public-pages.ts, decision 0017): the same bytes for every
// anonymous visitor, allowed by hash, never for a signed-in one; and the form pages that hydrate instead.
// Moved out of public-site.spec.ts, which had grown past its size.
import { expect, signIn, test } from './fixtures'

test.describe('public pages served from memory', () => {
  test('a signed-in visitor never gets the anonymous copy of a cached page', async ({ page }) => {
    await page.goto('/contracts')
    await page.goto('/contracts')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Client Login' })).toBeVisible()
    await signIn(page)
    await page.goto('/contracts')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Client Portal' })).toBeVisible()
  })

  test('an anonymous visitor gets the same page as everyone, allowed by hash, and a 304 when it has not changed', async ({ request }) => {
    const first = await request.get('/contracts')
    const second = await request.get('/contracts')
    const html = await first.text()
    expect(await second.text()).toBe(html)
    expect(html).not.toContain('nonce=')
    const csp = first.headers()['content-security-policy']
    expect(csp).not.toContain("'nonce-")
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/)
    expect(first.headers()['cache-control']).toContain('public')
    const etag = first.headers()['etag']
    expect(etag).toBeTruthy()
    const again = await request.get('/contracts', { headers: { 'if-none-match': etag } })
    expect(again.status()).toBe(304)
  })

  test('/growth-score, with its forms, is the same page for every anonymous visitor and kept one minute at most', async ({
    request,
    page,
  }) => {
    const first = await request.get('/growth-score')
    const second = await request.get('/growth-score')
    const html = await first.text()
    expect(await second.text()).toBe(html)
    expect(html).not.toContain('nonce=')
    expect(html).toContain('action="/growth-score?index"')
    expect(first.headers()['content-security-policy']).not.toContain("'nonce-")
    expect(first.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=30')
    // No React: the page's forms are plain posts, as without JavaScript.
    await page.goto('/growth-score')
    await expect(page.locator('html[data-static]')).toBeAttached()
    await expect(page.locator('script[src], script[type="module"]')).toHaveCount(0)
  })

  test('a page that hydrates carries a fresh CSP nonce on every response', async ({ request }) => {
    const nonces = []
    for (let i = 0; i < 3; i++) {
      const response = await request.get('/contact')
      const html = await response.text()
      const nonce = /nonce="([^"]+)"/.exec(html)?.[1]
      expect(response.headers()['content-security-policy']).toContain(`'nonce-${nonce}'`)
      expect(response.headers()['cache-control'] ?? '').not.toContain('public')
      nonces.push(nonce)
    }
    expect(new Set(nonces).size).toBe(3)
  })
})

test.describe('form pages hydrate', () => {
  for (const path of ['/contact', '/book-growth-score', '/auth']) {
    test(`${path}: React takes over without errors, and the page works before it does`, async ({ page, javaScriptEnabled }) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      await page.goto(path)
      await expect(page.locator('form[method="post"]').first()).toBeVisible()
      if (javaScriptEnabled && path !== '/auth') {
        // Rendered only once hydrated (components/intake.tsx JsField).
        await expect(page.locator('input[name="__js"]').first()).toBeAttached({ timeout: 20_000 })
      }
      expect(errors).toEqual([])
    })
  }
})
