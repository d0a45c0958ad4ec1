// Sign-in limits at their real values (RATE_LIMIT_MULTIPLIER=1), against a real Redis, through the
// /auth route's action and remix-auth's form strategy. The browser suites run with the multiplier at
// 1000 (many sign-ins from one address), so the rules are proven here: a guesser is slowed per email
// and address pair with growing waits, and no one else's failures ever lock the owner out.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startPrivateRedis } from '../fakes/redis-server'
import { useFreshDatabase } from '../support/app-process'

let redis: Awaited<ReturnType<typeof startPrivateRedis>>
let action: typeof import('~/routes/($lang)+/_auth+/auth').action
let upsertUser: typeof import('~/utils/auth.server').upsertUser

beforeAll(async () => {
  redis = await startPrivateRedis()
  useFreshDatabase({ REDIS_URL: redis.url, RATE_LIMIT_MULTIPLIER: '1' })
  const { migrate } = await import('~/utils/migrate.server')
  const { getSqlite } = await import('~/utils/db.server')
  migrate(getSqlite())
  ;({ action } = await import('~/routes/($lang)+/_auth+/auth'))
  ;({ upsertUser } = await import('~/utils/auth.server'))
  // The limiter talks to Redis through the request-path connection; let it connect first.
  const { producerRedis } = await import('~/utils/redis.server')
  const connection = producerRedis()
  if (connection.status !== 'ready') await new Promise((resolve) => connection.once('ready', resolve))
})

afterAll(async () => {
  await redis?.stop()
})

type Outcome = { status: number; notice?: { title: string; description: string } | null; location?: string | null }

/** Posts the sign-in form as a browser at `ip` would, and reads what the page would show. */
async function signIn(email: string, password: string, ip = '203.0.113.7'): Promise<Outcome> {
  const request = new Request('http://localhost/auth', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-client-address': ip },
    body: new URLSearchParams({ intent: 'sign-in', email, password, redirectTo: '' }),
  })
  let result: unknown
  try {
    result = await action({ request, params: {}, context: { cspNonce: '' } })
  } catch (thrown) {
    result = thrown
  }
  if (result instanceof Response) return { status: result.status, location: result.headers.get('location') }
  const { data, init } = result as { data: { notice: Outcome['notice'] }; init: { status: number } }
  return { status: init.status, notice: data.notice }
}

async function newUser(password = 'the right password') {
  const email = `limit-${Math.random().toString(36).slice(2)}@client.example`
  await upsertUser({ email, password })
  return { email, password }
}

describe('sign-in rate limits (real values)', () => {
  test('after five wrong passwords from one address, that address waits before its next try, even with the right password', async () => {
    const { email, password } = await newUser()
    for (let attempt = 1; attempt <= 5; attempt++) {
      const outcome = await signIn(email, 'wrong password', '198.51.100.1')
      expect(outcome.status).toBe(401)
      expect(outcome.notice).toEqual({ title: 'Sign In Failed', description: 'Invalid email or password.' })
    }
    // The fifth failure starts a wait (30 s, shown in whole minutes) before the next attempt.
    const sixth = await signIn(email, password, '198.51.100.1')
    expect(sixth.status).toBe(429)
    expect(sixth.notice?.title).toBe('Sign In Failed')
    expect(sixth.notice?.description).toBe('Too many sign-in attempts. For your security, please wait 1 minute and try again.')
  })

  test('an attacker hammering an email from other addresses never locks its owner out', async () => {
    const { email, password } = await newUser()
    for (let ip = 1; ip <= 4; ip++) {
      for (let attempt = 1; attempt <= 5; attempt++) await signIn(email, 'guess', `198.51.100.${100 + ip}`)
      expect((await signIn(email, 'guess', `198.51.100.${100 + ip}`)).status).toBe(429)
    }
    const owner = await signIn(email, password, '192.0.2.200')
    expect(owner.status).toBe(302)
    expect(owner.location).toBe('/dashboard')
  })

  test('a successful sign-in clears the count for that email and address', async () => {
    const { email, password } = await newUser()
    for (let attempt = 1; attempt <= 4; attempt++) expect((await signIn(email, 'wrong', '192.0.2.10')).status).toBe(401)
    const ok = await signIn(email, password, '192.0.2.10')
    expect(ok.status).toBe(302)
    expect(ok.location).toBe('/dashboard')
    for (let attempt = 1; attempt <= 5; attempt++) expect((await signIn(email, 'wrong', '192.0.2.10')).status).toBe(401)
    expect((await signIn(email, 'wrong', '192.0.2.10')).status).toBe(429)
  })

  test('one address trying many emails is stopped after 20 attempts in 15 minutes', async () => {
    const ip = '192.0.2.99'
    for (let attempt = 1; attempt <= 20; attempt++) {
      const { email } = await newUser()
      expect((await signIn(email, 'wrong', ip)).status).toBe(401)
    }
    const { email, password } = await newUser()
    const refused = await signIn(email, password, ip)
    expect(refused.status).toBe(429)
    expect(refused.notice?.description).toContain('Too many sign-in attempts')
    // Another address is unaffected.
    expect((await signIn(email, password, '192.0.2.100')).status).toBe(302)
  })

  test('unknown emails take as long as known ones (no account enumeration by timing)', async () => {
    const { email } = await newUser()
    const time = async (address: string) => {
      const started = performance.now()
      await signIn(address, 'wrong', `192.0.2.${Math.floor(Math.random() * 200) + 1}`)
      return performance.now() - started
    }
    await time(email) // warm up argon2
    const known = (await time(email)) + (await time(email))
    const unknown = (await time(`nobody-${Date.now()}@client.example`)) + (await time(`nobody2-${Date.now()}@client.example`))
    expect(unknown).toBeGreaterThan(known * 0.5)
  })
})
