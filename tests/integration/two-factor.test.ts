// Two-factor sign-in over HTTP against the real web process (built app, BUILD_DIR), a private Redis
// and the limits at their real values (RATE_LIMIT_MULTIPLIER=1): the password alone gives no session;
// the pending step cannot be forged or stretched; codes are limited per sign-in and address (the rest
// of the rules, and the owner never locked out, in two-factor-lockout.test.ts); odd bodies get a 4xx.
import { createCookieSessionStorage } from '@remix-run/node'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freePort, startPrivateRedis } from '../fakes/redis-server'
import { useFreshDatabase } from '../support/app-process'
import { HttpBrowser, startWeb, visibleText, type WebProcess } from '../support/purchase-stack'
import { enrolSecondFactor, totpAt } from '../support/two-factor'

let redis: Awaited<ReturnType<typeof startPrivateRedis>>
let web: WebProcess
let vars: Record<string, string>
const PASSWORD = 'a fine long passphrase'

beforeAll(async () => {
  redis = await startPrivateRedis()
  ;({ vars } = useFreshDatabase({
    REDIS_URL: redis.url,
    RATE_LIMIT_MULTIPLIER: '1',
    BUILD_DIR: process.env.BUILD_DIR ?? 'build',
    LOG_LEVEL: 'warn',
  }))
  const { migrate } = await import('~/utils/migrate.server')
  const { getSqlite } = await import('~/utils/db.server')
  migrate(getSqlite())
  web = await startWeb(vars, await freePort())
})

afterAll(async () => {
  await web?.stop()
  await redis?.stop()
})

let n = 0
async function enrolledAdmin() {
  const { upsertUser, makeAdmin } = await import('~/utils/auth.server')
  const email = `partner${++n}-${Date.now()}@harborvale.example`
  const user = await upsertUser({ email, password: PASSWORD })
  await makeAdmin(user.id)
  return { id: user.id, email, ...(await enrolSecondFactor({ id: user.id, email })) }
}

async function sessions(userId: string) {
  const { getDb } = await import('~/utils/db.server')
  return (await getDb().selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length
}

describe('two-factor sign-in over HTTP', () => {
  test('the password alone sets only a short-lived, httpOnly pending cookie and opens nothing', async () => {
    const admin = await enrolledAdmin()
    const browser = new HttpBrowser(web.url)
    const response = await fetch(`${web.url}/auth`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'sign-in', email: admin.email, password: PASSWORD, redirectTo: '/internal-admin/leads' }),
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/auth/two-factor')
    const cookies = response.headers.getSetCookie()
    expect(cookies.some((c) => c.startsWith('en_session='))).toBe(false)
    const pending = cookies.find((c) => c.startsWith('en_2fa='))!
    expect(pending).toMatch(/HttpOnly/i)
    expect(pending).toMatch(/SameSite=Lax/i)
    expect(pending).toMatch(/Max-Age=600/i)
    expect(await sessions(admin.id)).toBe(0)

    browser.cookies.set('en_2fa', pending.split(';')[0].slice('en_2fa='.length))
    const admin403 = await browser.get('/internal-admin', false)
    expect(admin403.status).toBe(302)
    expect(admin403.location).toMatch(/\/auth\?redirectTo=/)
    const page = await browser.get('/auth/two-factor', false)
    expect(page.status).toBe(200)
    expect(visibleText(page.html)).toContain('Enter your code')

    const done = await browser.post('/auth/two-factor', { code: totpAt(admin.secret, Date.now() + 30_000) }, false)
    expect(done.status).toBe(302)
    expect(new URL(done.location!).pathname).toBe('/internal-admin/leads')
    expect(browser.cookies.has('en_2fa')).toBe(false)
    expect(await sessions(admin.id)).toBe(1)
  })

  test('a pending cookie signed with another secret, older than ten minutes, or not from a password step, is refused', async () => {
    const admin = await enrolledAdmin()
    // A real password step, whose pending sign-in the forged cookies below name: only what each forges differs.
    const real = new HttpBrowser(web.url)
    await real.post('/auth', { intent: 'sign-in', email: admin.email, password: PASSWORD, redirectTo: '' }, false)
    const reader = createCookieSessionStorage({
      cookie: { name: 'en_2fa', secrets: [vars.SESSION_SECRET], path: '/', httpOnly: true, sameSite: 'lax' },
    })
    const pendingId = (await reader.getSession(`en_2fa=${real.cookies.get('en_2fa')}`)).get('id') as string
    expect(pendingId).toBeTruthy()
    const forge = async (secret: string, startedAt: number, id: string | null = pendingId) => {
      const storage = createCookieSessionStorage({
        cookie: { name: 'en_2fa', secrets: [secret], path: '/', httpOnly: true, sameSite: 'lax' },
      })
      const cookie = await storage.getSession()
      if (id) cookie.set('id', id)
      cookie.set('userId', admin.id)
      cookie.set('redirectTo', '/internal-admin')
      cookie.set('startedAt', startedAt)
      return (await storage.commitSession(cookie)).split(';')[0].slice('en_2fa='.length)
    }
    const code = () => totpAt(admin.secret, Date.now() + 30_000)
    for (const value of [
      await forge('not-the-secret-not-the-secret!!', Date.now()),
      await forge(vars.SESSION_SECRET, Date.now() - 11 * 60_000),
      await forge(vars.SESSION_SECRET, Date.now(), null),
      await forge(vars.SESSION_SECRET, Date.now(), 'a-pending-sign-in-that-never-was'),
    ]) {
      const browser = new HttpBrowser(web.url)
      browser.cookies.set('en_2fa', value)
      const page = await browser.get('/auth/two-factor', false)
      expect(page.status).toBe(302)
      expect(new URL(page.location!).pathname).toBe('/auth')
      const post = await browser.post('/auth/two-factor', { code: code() }, false)
      expect(post.status).toBe(302)
      expect(new URL(post.location!).pathname).toBe('/auth')
    }
    expect(await sessions(admin.id)).toBe(0)
    // The same cookie made with the right secret, a fresh time and the password step's id works: the
    // refusals above were for the signature, the age and the missing password step.
    const browser = new HttpBrowser(web.url)
    browser.cookies.set('en_2fa', await forge(vars.SESSION_SECRET, Date.now()))
    expect((await browser.post('/auth/two-factor', { code: code() }, false)).status).toBe(302)
    expect(await sessions(admin.id)).toBe(1)
  })

  test('five wrong codes, then the user waits: even the right code is refused with a wait message', async () => {
    const admin = await enrolledAdmin()
    const browser = new HttpBrowser(web.url)
    await browser.post('/auth', { intent: 'sign-in', email: admin.email, password: PASSWORD, redirectTo: '' }, false)
    expect(browser.cookies.has('en_2fa')).toBe(true)
    const right = totpAt(admin.secret, Date.now() + 30_000)
    const wrong = right === '111111' ? '222222' : '111111'
    for (let i = 0; i < 5; i++) {
      const page = await browser.post('/auth/two-factor', { code: wrong }, false)
      expect(page.status).toBe(401)
      expect(visibleText(page.html)).toContain('That code is not valid.')
    }
    const limited = await browser.post('/auth/two-factor', { code: right }, false)
    expect(limited.status).toBe(429)
    expect(visibleText(limited.html)).toContain('Too many codes were tried. For your security, please wait 15 minutes and try again.')
    expect(await sessions(admin.id)).toBe(0)
    // Another admin is not affected by this one's count.
    const other = await enrolledAdmin()
    const otherBrowser = new HttpBrowser(web.url)
    await otherBrowser.post('/auth', { intent: 'sign-in', email: other.email, password: PASSWORD, redirectTo: '' }, false)
    expect((await otherBrowser.post('/auth/two-factor', { code: totpAt(other.secret, Date.now() + 30_000) }, false)).status).toBe(302)
  })

  test('wrong codes from one address do not lock the owner out: the right code from another address signs in', async () => {
    // Each browser connects from its own loopback address; the web server takes the client's address
    // from the socket (TRUST_PROXY unset), as in production without a proxy.
    const admin = await enrolledAdmin()
    const attacker = new HttpBrowser(web.url, { from: '127.0.0.31' })
    await attacker.post('/auth', { intent: 'sign-in', email: admin.email, password: PASSWORD, redirectTo: '' }, false)
    const right = totpAt(admin.secret, Date.now() + 30_000)
    const wrong = right === '111111' ? '222222' : '111111'
    for (let i = 0; i < 5; i++) expect((await attacker.post('/auth/two-factor', { code: wrong }, false)).status).toBe(401)
    expect((await attacker.post('/auth/two-factor', { code: right }, false)).status).toBe(429)

    const owner = new HttpBrowser(web.url, { from: '127.0.0.32' })
    await owner.post('/auth', { intent: 'sign-in', email: admin.email, password: PASSWORD, redirectTo: '/internal-admin/leads' }, false)
    const done = await owner.post('/auth/two-factor', { code: right }, false)
    expect(done.status).toBe(302)
    expect(new URL(done.location!).pathname).toBe('/internal-admin/leads')
    expect(await sessions(admin.id)).toBe(1)
  })

  test('bodies that are not a form, or too long a code, get a 4xx and a sentence, never a 500', async () => {
    const admin = await enrolledAdmin()
    const browser = new HttpBrowser(web.url)
    await browser.post('/auth', { intent: 'sign-in', email: admin.email, password: PASSWORD, redirectTo: '' }, false)
    const cookie = `en_2fa=${browser.cookies.get('en_2fa')}`
    for (const [type, body] of [
      ['application/json', JSON.stringify({ code: '123456' })],
      ['text/plain', 'code=123456'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="code"\r\n\r\n1234'],
    ]) {
      const response = await fetch(`${web.url}/auth/two-factor`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie, 'content-type': type },
        body,
      })
      expect(response.status, type).toBeGreaterThanOrEqual(400)
      expect(response.status, type).toBeLessThan(500)
    }
    const long = await browser.post('/auth/two-factor', { code: '1'.repeat(33) }, false)
    expect(long.status).toBe(400)
    expect(visibleText(long.html)).toContain('The code must be less than 32 characters')
  })
})
