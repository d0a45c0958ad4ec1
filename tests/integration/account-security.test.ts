// Issue 14's findings 1, 3, 4, 7, 8 (headers, sessions, passwords) and 9, each tried as an attacker would,
// against the built web process, the real worker, the fake Stripe and an SMTP sink. Every test here failed
// on the code before the fix (see docs/decisions/0016-threat-model.md).
import { spawn, spawnSync } from 'node:child_process'
import http from 'node:http'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freePort } from '../fakes/redis-server'
import { waitUntil } from '../support/app-process'
import {
  HttpBrowser,
  proceedToPayment,
  signUpAndSign,
  startPurchaseStack,
  startWeb,
  visibleText,
  type PurchaseStack,
} from '../support/purchase-stack'
import { compiled } from '../support/compiled'

const root = path.resolve(__dirname, '../..')
/** Runs `npm run admin:create` against the test's database, as the operator would. */
function adminCreate(...args: string[]) {
  return spawnSync(process.execPath, [compiled('scripts/admin-create'), ...args], {
    cwd: root,
    env: { ...process.env, ...stack.vars } as NodeJS.ProcessEnv,
    encoding: 'utf8',
  })
}

const ADMIN = { email: 'configured.admin@firm.example', password: 'configured admin passphrase' }
let stack: PurchaseStack

beforeAll(async () => {
  stack = await startPurchaseStack({
    env: { ALLOW_TEST_ACCOUNTS: 'true', RATE_LIMIT_MULTIPLIER: '1', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  })
}, 120_000)

afterAll(async () => {
  await stack?.stop()
})

const user = (email: string) => stack.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst()

function createTestAccount(browser: HttpBrowser, email: string, password = 'attacker chosen passphrase') {
  return browser.post('/auth?mode=test-account', { intent: 'test-account', email, password, redirectTo: '' }, false)
}

function signIn(browser: HttpBrowser, email: string, password: string, redirectTo = '') {
  return browser.post('/auth', { intent: 'sign-in', email, password, redirectTo }, false)
}

describe('finding 1: no account takeover through test accounts', () => {
  test('a test account made with a future buyer’s address gets nothing of the purchase, and loses its session', async () => {
    const email = 'future.buyer@client.example'
    const attacker = new HttpBrowser(stack.web.url, { from: '127.0.0.21' })
    expect((await createTestAccount(attacker, email)).status).toBe(302)
    expect((await signIn(attacker, email, 'attacker chosen passphrase')).status).toBe(302)
    expect((await attacker.get('/dashboard', false)).status).toBe(200)
    const attackerUser = await user(email)

    const buyer = new HttpBrowser(stack.web.url, { from: '127.0.0.22' })
    const signupId = await signUpAndSign(buyer, email)
    const { checkoutUrl } = await proceedToPayment(buyer, signupId)
    const sessionId = checkoutUrl!.split('/pay/')[1]
    stack.stripe.pay(sessionId)
    await buyer.get(stack.stripe.successUrl(sessionId))
    const paid = await waitUntil(
      () =>
        stack.db.selectFrom('signups').select(['user_id']).where('id', '=', signupId).where('user_id', 'is not', null).executeTakeFirst(),
      30_000,
      'the portal provisioned',
    )

    // The purchase went to a new, real account; the test account was retired and signed out.
    expect(paid.user_id).not.toBe(attackerUser!.id)
    const owner = await user(email)
    expect(owner).toMatchObject({ id: paid.user_id, is_test_account: 0, password_hash: null })
    const retired = await stack.db
      .selectFrom('users')
      .select(['email', 'password_hash'])
      .where('id', '=', attackerUser!.id)
      .executeTakeFirstOrThrow()
    expect(retired.email).not.toBe(email)
    expect(retired.password_hash).toBeNull()
    const back = await attacker.get('/dashboard', false)
    expect(back.status).toBe(302)
    expect(new URL(back.location!).pathname).toBe('/auth')
    expect((await signIn(attacker, email, 'attacker chosen passphrase')).status).toBe(401)
    // Only the address's owner can open the portal: through the emailed link.
    const mail = await stack.smtp.waitFor((m) => m.to.includes(email) && m.subject === 'Set the password for your client portal')
    expect(mail.text).toContain('/auth/set-password?token=')
  })

  test('npm run admin:create on an address someone made a test account with signs that someone out', async () => {
    const email = 'future.partner@firm.example'
    const attacker = new HttpBrowser(stack.web.url, { from: '127.0.0.23' })
    expect((await createTestAccount(attacker, email)).status).toBe(302)
    expect((await signIn(attacker, email, 'attacker chosen passphrase')).status).toBe(302)
    const created = adminCreate('--email', email, '--password', 'the partner’s own passphrase')
    expect(created.status, created.stderr).toBe(0)
    const panel = await attacker.get('/internal-admin', false)
    expect(panel.status).toBe(302)
    expect(new URL(panel.location!).pathname).toBe('/auth')
    expect((await signIn(attacker, email, 'attacker chosen passphrase')).status).toBe(401)
    expect(await user(email)).toMatchObject({ is_test_account: 0 })
    // Without --password the attacker's password does not survive either.
    const other = 'future.associate@firm.example'
    await createTestAccount(attacker, other)
    expect(adminCreate('--email', other).status).toBe(0)
    expect((await signIn(attacker, other, 'attacker chosen passphrase')).status).toBe(401)
  })

  test('the test-account form answers the same for a client’s address and a new one, and is rate limited', async () => {
    const client = 'existing.client@client.example'
    const { upsertUser } = await import('~/utils/auth.server')
    await upsertUser({ email: client, password: 'the client’s own passphrase', verified: true })
    const before = await user(client)
    const visitor = new HttpBrowser(stack.web.url, { from: '127.0.0.24' })
    const known = await createTestAccount(visitor, client)
    const unknown = await createTestAccount(visitor, 'somebody.new@client.example')
    expect(known.status).toBe(302)
    expect(known.location).toBe(unknown.location)
    expect(visibleText((await visitor.get(known.location!)).html)).toContain('Your test account has been created. You can now sign in.')
    expect((await user(client))!.password_hash).toBe(before!.password_hash)
    expect((await user(client))!.is_test_account).toBe(0)
    for (let i = 0; i < 3; i++) expect((await createTestAccount(visitor, `more-${i}@client.example`)).status).toBe(302)
    const refused = await createTestAccount(visitor, 'one.too.many@client.example')
    expect(refused.status).toBe(429)
    expect(visibleText(refused.html)).toMatch(/Too many test accounts were created from your network\. Please try again in \d+ minutes?\./)
  })

  test('a weak or common password is refused with a clear message', async () => {
    const visitor = new HttpBrowser(stack.web.url, { from: '127.0.0.25' })
    const short = await createTestAccount(visitor, 'short@client.example', 'eightchr')
    expect(short.status).toBe(400)
    expect(visibleText(short.html)).toContain('Password must be at least 15 characters')
    const common = await createTestAccount(visitor, 'common@client.example', 'passwordpassword')
    expect(common.status).toBe(400)
    expect(visibleText(common.html)).toContain('This password is on a list of commonly used passwords')
    expect(await user('common@client.example')).toBeUndefined()
  })
})

describe('finding 3: no open redirect at sign-in', () => {
  test.each(['/%09/evil.example', '/%0a/evil.example', '/%0d/evil.example', '/%5Cevil.example', '//evil.example', 'https://evil.example'])(
    'a signed-in visitor sent to /auth?redirectTo=%s stays on the site',
    async (target) => {
      const visitor = new HttpBrowser(stack.web.url, { from: '127.0.0.26' })
      const response = await signIn(visitor, ADMIN.email, ADMIN.password)
      expect(response.status).toBe(302)
      const page = await visitor.get(`/auth?redirectTo=${target}`, false)
      expect(page.status).toBe(302)
      expect(new URL(page.location!).origin).toBe(stack.web.url)
    },
  )
})

describe('finding 4: the client address is the socket’s unless a trusted proxy is configured', () => {
  test('25 sign-ins with a rotating X-Forwarded-For meet the per-address limit', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 25; i++) {
      const response = await fetch(`${stack.web.url}/auth`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': `198.51.100.${i}`,
          'x-client-address': `203.0.113.${i}`,
        },
        body: new URLSearchParams({ intent: 'sign-in', email: `nobody${i}@client.example`, password: 'not the password' }),
      })
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true)
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429])
  })

  test('a session records the socket’s address, not the header', async () => {
    const email = 'recorded.address@client.example'
    const { upsertUser } = await import('~/utils/auth.server')
    const { id } = await upsertUser({ email, password: 'recorded address passphrase', verified: true })
    const body = new URLSearchParams({ intent: 'sign-in', email, password: 'recorded address passphrase' }).toString()
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        `${stack.web.url.replace('localhost', '127.0.0.1')}/auth`,
        {
          method: 'POST',
          localAddress: '127.0.0.29',
          agent: false,
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '6.6.6.6', 'fly-client-ip': '7.7.7.7' },
        },
        (res) => {
          res.resume()
          resolve(res.statusCode!)
        },
      )
      req.on('error', reject)
      req.end(body)
    })
    expect(status).toBe(302)
    const sessions = await stack.db.selectFrom('sessions').select(['ip']).where('user_id', '=', id).execute()
    expect(sessions.map((s) => s.ip)).toEqual(['127.0.0.29'])
  })
})

describe('finding 8: headers, sessions, the queue dashboard', () => {
  test('personal pages are never stored; public ones say any cache may keep them; every page has a Permissions-Policy', async () => {
    for (const path of [
      '/auth',
      '/auth/forgot-password',
      '/dashboard',
      '/internal-admin',
      '/growth-score?step=sign&signup_id=x',
      '/growth-score/sign?signup_id=x',
      '/growth-score/payment?signup_id=x',
      '/growth-score/restart',
    ]) {
      const response = await fetch(`${stack.web.url}${path}`, { redirect: 'manual' })
      expect(response.headers.get('cache-control'), path).toBe('private, no-store')
    }
    const visitor = new HttpBrowser(stack.web.url, { from: '127.0.0.27' })
    await signIn(visitor, ADMIN.email, ADMIN.password)
    const signedIn = await fetch(`${stack.web.url}/`, { headers: { cookie: [...visitor.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } })
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store')
    const posted = await fetch(`${stack.web.url}/`, {
      method: 'POST',
      body: new URLSearchParams({ choice: 'none' }),
      headers: { origin: stack.web.url },
    })
    expect(posted.headers.get('cache-control')).toBe('private, no-store')
    for (let i = 0; i < 2; i++) {
      const home = await fetch(`${stack.web.url}/contracts`)
      expect(home.headers.get('cache-control')).toContain('public')
      expect(home.headers.get('permissions-policy')).toContain('camera=()')
      const csp = home.headers.get('content-security-policy')!
      const formAction = csp.split(';').find((d) => d.trim().startsWith('form-action'))!
      expect(formAction.trim().split(/\s+/)).not.toContain('https:')
    }
  })

  test('a session ends 30 days after sign-in however often it is used', async () => {
    const visitor = new HttpBrowser(stack.web.url, { from: '127.0.0.28' })
    const email = 'long.lived@client.example'
    const { upsertUser } = await import('~/utils/auth.server')
    await upsertUser({ email, password: 'a long lived passphrase', verified: true })
    expect((await signIn(visitor, email, 'a long lived passphrase')).status).toBe(302)
    expect((await visitor.get('/dashboard', false)).status).toBe(200)
    const id = (await user(email))!.id
    await stack.db
      .updateTable('sessions')
      .set({
        created_at: new Date(Date.now() - 31 * 24 * 3600 * 1000).toISOString(),
        expires_at: new Date(Date.now() + 24 * 3600 * 1000).toISOString(),
      })
      .where('user_id', '=', id)
      .execute()
    const after = await visitor.get('/dashboard', false)
    expect(after.status).toBe(302)
    expect(new URL(after.location!).pathname).toBe('/auth')
  })

  test('the queue dashboard’s API refuses a change from another site before anything else', async () => {
    const foreign = await fetch(`${stack.web.url}/internal-admin/queues/api/queues/pause`, {
      method: 'PUT',
      headers: { origin: 'https://evil.example' },
    })
    expect(foreign.status).toBe(403)
    expect(await foreign.json()).toEqual({ error: 'Changes to the job queues are accepted only from this site.' })
    const own = await fetch(`${stack.web.url}/internal-admin/queues/api/queues/pause`, {
      method: 'PUT',
      headers: { origin: stack.web.url },
    })
    expect(own.status).toBe(401)
  })
})

describe('finding 9: the configured admin exists whichever way the web starts', () => {
  test('start:web alone made ADMIN_EMAIL an admin, and a restart keeps its sessions', async () => {
    const admin = await user(ADMIN.email)
    expect(admin).toMatchObject({ is_test_account: 0 })
    expect(await stack.db.selectFrom('admins').select('user_id').where('user_id', '=', admin!.id).executeTakeFirst()).toBeTruthy()
    const before = await stack.db.selectFrom('sessions').select('id').where('user_id', '=', admin!.id).execute()
    expect(before.length).toBeGreaterThan(0)
    const again = await startWeb(stack.vars, await freePort())
    await again.stop()
    const after = await stack.db.selectFrom('sessions').select('id').where('user_id', '=', admin!.id).execute()
    expect(after).toEqual(before)
  })
})

describe('finding 7: production without SMTP_URL does not start', () => {
  test('one line names the variable', async () => {
    const child = spawn(process.execPath, [compiled('server/web')], {
      cwd: root,
      env: {
        ...process.env,
        ...stack.vars,
        NODE_ENV: 'production',
        SMTP_URL: '',
        APP_URL: 'https://firm.example',
        PORT: String(await freePort()),
      } as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout!.on('data', (d) => (output += d))
    child.stderr!.on('data', (d) => (output += d))
    const code = await new Promise((resolve) => child.once('exit', resolve))
    expect(code).toBe(1)
    expect(output.trim()).toBe('Invalid environment variable SMTP_URL: required in production')
  })
})
