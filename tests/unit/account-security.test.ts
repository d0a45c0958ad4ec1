// The pure rules behind issue 14's fixes: where a sign-in may send the browser, which passwords are
// refused, how long a session lives, how sign-in waits grow, which responses are never stored, and where
// the client's address comes from.
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ServerBuild } from '@remix-run/node'
import express from 'express'
import { describe, expect, test } from 'vitest'
import { extendedDeadline, SESSION_LIMITS, sessionDeadline } from '~/utils/auth.server'
import { safeRedirect } from '~/utils/misc'
import { PASSWORD_PROBLEMS, passwordProblem } from '~/utils/password-policy.server'
import { backoffSeconds } from '~/utils/rate-limit.server'
import { createPublicPages, redirectToRememberedLanguage, rememberedLanguageRedirect } from '../../server/public-pages'
import { contentSecurityPolicy, formRedirectTargets, isPersonalRequest, trustProxySetting } from '../../server/security'
import { siteScript } from '~/components/layout/site-script'
import { PUBLIC_PAGE_CACHE_CONTROL } from '~/utils/public-page'

describe('safeRedirect: only this site', () => {
  test.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard/contact?tab=2#form', '/dashboard/contact?tab=2#form'],
    ['/growth-score?step=sign&signup_id=abc', '/growth-score?step=sign&signup_id=abc'],
    ['/a/../b', '/b'],
  ])('%s is followed as %s', (to, expected) => {
    expect(safeRedirect(to, '/fallback')).toBe(expected)
  })

  test.each([
    '/\t/evil.example', // a browser drops the tab: //evil.example
    '/\n/evil.example',
    '/\r/evil.example',
    '/%09/evil.example'.replace('%09', '\u0009'),
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'evil.example',
    '',
    '/\u0000x',
    `/${'a'.repeat(2001)}`,
  ])('%j falls back', (to) => {
    expect(safeRedirect(to, '/fallback')).toBe('/fallback')
  })

  test('a value that is not text falls back', () => {
    expect(safeRedirect(null, '/x')).toBe('/x')
    expect(safeRedirect(undefined, '/x')).toBe('/x')
  })
})

describe('passwordProblem: NIST SP 800-63B rules past the length check', () => {
  test.each(['password', 'Password', 'qwertyuiop', 'iloveyou', 'passwordpassword', 'password1234567890', '!!!letmein!!!'])(
    '%s is a common password',
    (password) => expect(passwordProblem(password)).toBe(PASSWORD_PROBLEMS.common),
  )
  test('repetitive passwords are refused', () => {
    expect(passwordProblem('aaaaaaaaaaaaaaaaaaaa')).toBe(PASSWORD_PROBLEMS.repetitive)
    expect(passwordProblem('abababababababab')).toBe(PASSWORD_PROBLEMS.repetitive)
  })
  test('the address itself is refused', () => {
    expect(passwordProblem('maria.lopez the founder', { email: 'Maria.Lopez@startup.example' })).toBe(PASSWORD_PROBLEMS.email)
  })
  test('no composition rules: a long phrase of lowercase words is fine', () => {
    expect(passwordProblem('correct horse battery staple')).toBeNull()
    expect(passwordProblem('orbital mechanics are fun', { email: 'founder@startup.example' })).toBeNull()
  })
})

describe('sessions: idle limit, rolling, capped by an absolute one', () => {
  const day = 24 * 3600 * 1000
  const at = (ms: number) => new Date(ms).toISOString()
  test('a client session used every week still ends 30 days after sign-in', () => {
    const created = Date.parse('2026-01-01T00:00:00Z')
    let session = { created_at: at(created), expires_at: at(created + SESSION_LIMITS.client.idleMs) }
    for (let week = 1; week <= 5; week++) {
      const now = created + week * 7 * day
      if (now >= sessionDeadline(session, false)) break
      const next = extendedDeadline(session, false, now)
      if (next) session = { ...session, expires_at: at(next) }
    }
    expect(sessionDeadline(session, false)).toBe(created + 30 * day)
  })
  test('an unused session ends at its idle limit', () => {
    const created = Date.parse('2026-01-01T00:00:00Z')
    const session = { created_at: at(created), expires_at: at(created + SESSION_LIMITS.client.idleMs) }
    expect(sessionDeadline(session, false)).toBe(created + 14 * day)
  })
  test('an admin session ends 7 days after sign-in at the latest, and 12 hours after its last use', () => {
    const created = Date.parse('2026-01-01T00:00:00Z')
    const session = { created_at: at(created), expires_at: at(created + 30 * day) }
    expect(sessionDeadline(session, true)).toBe(created + 7 * day)
    const fresh = { created_at: at(created), expires_at: at(created + SESSION_LIMITS.admin.idleMs) }
    expect(extendedDeadline(fresh, true, created + 7 * 3600 * 1000)).toBe(created + 19 * 3600 * 1000)
    // Not every request writes: within the first half of the idle limit nothing is extended.
    expect(extendedDeadline(fresh, true, created + 3600 * 1000)).toBeNull()
  })
})

describe('sign-in waits grow and stop at 15 minutes', () => {
  test('five failures are free, then 30 s doubling', () => {
    expect([1, 2, 3, 4].map((n) => backoffSeconds(n))).toEqual([0, 0, 0, 0])
    expect([5, 6, 7, 8, 9, 10, 11].map((n) => backoffSeconds(n))).toEqual([30, 60, 120, 240, 480, 900, 900])
  })
})

describe('responses that are never stored', () => {
  test.each([
    ['/dashboard', ''],
    ['/dashboard.data', ''],
    ['/dashboard/contact', ''],
    ['/internal-admin/leads', '?page=2'],
    ['/auth', ''],
    ['/auth/set-password', '?token=x'],
    ['/growth-score', '?step=sign&signup_id=abc'],
    ['/growth-score/checkout/cs_1', ''],
    ['/growth-score/letter', '?signup_id=abc'],
    ['/growth-score/sign', '?signup_id=abc'],
    ['/growth-score/payment', '?signup_id=abc'],
    ['/growth-score/complete', '?signup_id=abc'],
    ['/growth-score/restart', ''],
    ['/circle/invitation/tok', ''],
    ['/circle/m1', '?payment=success'],
    ['/circle/files/f1', ''],
    // the same pages in Spanish (issue 28)
    ['/es/dashboard', ''],
    ['/es/dashboard.data', ''],
    ['/es/dashboard/contact', ''],
    ['/es/auth', ''],
    ['/es/auth/set-password', '?token=x'],
    ['/es/growth-score', '?step=sign&signup_id=abc'],
    ['/es/growth-score/letter', '?signup_id=abc'],
    ['/es/growth-score.data', ''],
    ['/es/circle/invitation/tok', ''],
  ])('%s%s is personal', (path, search) => expect(isPersonalRequest(path, search, undefined)).toBe(true))
  test.each([
    ['/', ''],
    ['/contact', ''],
    ['/growth-score', ''],
    ['/dashboarding', ''],
    ['/apex-circle', ''],
    ['/es', ''],
    ['/es/contact', ''],
    ['/es/growth-score', ''],
    ['/es/apex-circle', ''],
  ])('%s%s for an anonymous visitor is not', (path, search) => expect(isPersonalRequest(path, search, 'theme=dark')).toBe(false))
  test('any page for a signed-in visitor, a visitor with a notice waiting or a buyer mid-purchase is personal', () => {
    expect(isPersonalRequest('/', '', 'en_session=abc')).toBe(true)
    expect(isPersonalRequest('/contact', '', 'a=1; __Host-en_session=abc')).toBe(true)
    expect(isPersonalRequest('/growth-score', '', '__Host-gs_flow=abc')).toBe(true)
    expect(isPersonalRequest('/contracts', '', '__Host-en_toast=abc')).toBe(true)
  })
})

describe('content security policy', () => {
  const env = { production: true, STRIPE_API_BASE: undefined, SIGNATURE_PROVIDER: 'builtin', DOCUSIGN_BASE_URL: undefined } as const
  const scriptSrc = (policy: string) =>
    policy
      .split(';')
      .find((d) => d.startsWith('script-src '))!
      .split(' ')
      .slice(1)

  test('the site script is allowed by the hash of its exact text, on every page', () => {
    const hash = `'sha256-${crypto.createHash('sha256').update(siteScript).digest('base64')}'`
    expect(scriptSrc(contentSecurityPolicy(env))).toEqual(["'self'", hash])
    expect(scriptSrc(contentSecurityPolicy(env, 'abc'))).toEqual(["'self'", hash, "'nonce-abc'"])
  })

  test('no inline script runs unless allowed: no unsafe-inline, no eval, no inline handlers', () => {
    const policy = contentSecurityPolicy(env, 'abc')
    expect(scriptSrc(policy).join(' ')).not.toMatch(/unsafe/)
    expect(policy).toContain("script-src-attr 'none'")
    expect(policy).toContain("object-src 'none'")
  })
})

describe('forwarded headers and form targets', () => {
  test('nothing forwarded is believed by default', () => {
    expect(trustProxySetting('none')).toBe(false)
    expect(trustProxySetting('fly')).toBe(1)
    expect(trustProxySetting(2)).toBe(2)
  })
  test('forms may lead only to this site and the configured providers', () => {
    expect(formRedirectTargets({ SIGNATURE_PROVIDER: 'builtin' })).toEqual(['https://checkout.stripe.com', 'https://billing.stripe.com'])
    expect(formRedirectTargets({ SIGNATURE_PROVIDER: 'builtin', STRIPE_API_BASE: 'http://127.0.0.1:12111/v1' })).toEqual([
      'https://checkout.stripe.com',
      'https://billing.stripe.com',
      'http://127.0.0.1:12111',
    ])
    expect(formRedirectTargets({ SIGNATURE_PROVIDER: 'docusign', DOCUSIGN_BASE_URL: 'https://demo.docusign.net/restapi' })).toContain(
      'https://demo.docusign.net',
    )
    expect(formRedirectTargets({ SIGNATURE_PROVIDER: 'builtin' })).not.toContain('https:')
  })
})

describe('production settings', () => {
  test('the notice cookie is __Host- and Secure, and the development outbox is off', async () => {
    const saved = { ...process.env }
    Object.assign(process.env, {
      NODE_ENV: 'production',
      SESSION_SECRET: 'production-secret-production-secret',
      APP_URL: 'https://firm.example',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    })
    const { resetEnvForTests } = await import('~/utils/env.server')
    resetEnvForTests()
    try {
      const { createToastHeaders } = await import('~/utils/toast.server')
      const cookie = (await createToastHeaders({ title: 'Saved', description: 'Done.' })).get('set-cookie')!
      expect(cookie).toMatch(/^__Host-en_toast=/)
      expect(cookie).toMatch(/; Secure/i)
      expect(cookie).toMatch(/; Path=\//i)
      expect(cookie).not.toMatch(/; Domain=/i)
      const { devOutboxEnabled } = await import('~/models/dev-outbox.server')
      expect(devOutboxEnabled()).toBe(false)
    } finally {
      process.env = saved
      resetEnvForTests()
    }
  })
})

describe('the remembered language (issue 28)', () => {
  test('the home page opens in Spanish for a visitor who chose Spanish with the switch, keeping the query', () => {
    expect(rememberedLanguageRedirect('GET', '/', 'theme=dark; lang=es')).toBe('/es')
    expect(rememberedLanguageRedirect('HEAD', '/?utm_source=card', 'lang=es')).toBe('/es?utm_source=card')
  })
  test('nothing else moves: other pages, English or no choice, posts', () => {
    expect(rememberedLanguageRedirect('GET', '/', undefined)).toBeNull()
    expect(rememberedLanguageRedirect('GET', '/', 'lang=en')).toBeNull()
    expect(rememberedLanguageRedirect('GET', '/', 'xlang=es')).toBeNull()
    expect(rememberedLanguageRedirect('GET', '/about', 'lang=es')).toBeNull()
    expect(rememberedLanguageRedirect('GET', '/es', 'lang=es')).toBeNull()
    expect(rememberedLanguageRedirect('POST', '/', 'lang=es')).toBeNull()
  })
  test('a CDN keeps the home page apart by the cookie (the redirect depends on it), and no other page', async () => {
    // A build of one public page at every URL, served as server/index.ts serves it: the redirect, the
    // stored pages, then Express with the rendering middleware.
    const page = { default: () => null, headers: () => ({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL }) }
    const build = {
      mode: 'production',
      entry: {
        module: {
          default: (_request: Request, status: number, headers: Headers) => {
            headers.set('Content-Type', 'text/html')
            return new Response('<!DOCTYPE html><html><body>A page</body></html>', { status, headers })
          },
        },
      },
      routes: {
        root: { id: 'root', path: '', module: page },
        page: { id: 'page', parentId: 'root', path: '*', module: page },
      },
      assets: { entry: { imports: [], module: '' }, routes: {}, url: '', version: '' },
      publicPath: '/build/',
      assetsBuildDirectory: 'public/build',
      future: {},
      isSpaMode: false,
    } as unknown as ServerBuild
    const publicPages = createPublicPages({ build, mode: 'production', origin: 'https://firm.example', sharedPolicy: "default-src 'self'" })
    const app = express().use(publicPages.render)
    const server = http.createServer((req, res) => redirectToRememberedLanguage(req, res) || publicPages.serve(req, res) || app(req, res))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const vary = (response: Response) => (response.headers.get('vary') ?? '').split(/\s*,\s*/)
    try {
      for (const url of ['/', '/?utm_source=card', '/about', '/es']) {
        // Rendered, then answered from memory, then answered 304 from memory.
        const first = await fetch(base + url)
        const second = await fetch(base + url)
        const etag = second.headers.get('etag')!
        const unchanged = await fetch(base + url, { headers: { 'If-None-Match': etag } })
        expect([first.status, second.status, unchanged.status], url).toEqual([200, 200, 304])
        expect(first.headers.get('cache-control'), url).toBe(PUBLIC_PAGE_CACHE_CONTROL)
        for (const response of [first, second, unchanged]) {
          expect(vary(response), url).toContain('Accept-Encoding')
          if (url === '/' || url.startsWith('/?')) expect(vary(response), url).toContain('Cookie')
          else expect(vary(response), url).not.toContain('Cookie')
        }
      }
      const redirect = await fetch(`${base}/`, { headers: { Cookie: 'lang=es' }, redirect: 'manual' })
      expect(redirect.status).toBe(302)
      expect(redirect.headers.get('location')).toBe('/es')
      expect(vary(redirect)).toContain('Cookie')
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
