// Issue 23: reset requests by a stranger must not block the owner's own reset, while a flood is still
// limited. Through /auth/forgot-password's action, against a private Redis, with the limits at their real
// values (RATE_LIMIT_MULTIPLIER=1); each browser has its own client address. Whether an email went out
// is read from the outbox (the reset email is queued there in the request's transaction).
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startPrivateRedis } from '../fakes/redis-server'
import { useFreshDatabase } from '../support/app-process'
import { RouteBrowser, shownMessage } from '../support/auth-browser'

let redis: Awaited<ReturnType<typeof startPrivateRedis>>
let resetAction: typeof import('~/routes/($lang)+/_auth+/auth_.forgot-password').action
let signInAction: typeof import('~/routes/($lang)+/_auth+/auth').action
const PASSWORD = 'the owner’s long passphrase'

beforeAll(async () => {
  redis = await startPrivateRedis()
  useFreshDatabase({ REDIS_URL: redis.url, RATE_LIMIT_MULTIPLIER: '1', LOG_LEVEL: 'warn' })
  const { migrate } = await import('~/utils/migrate.server')
  const { getSqlite } = await import('~/utils/db.server')
  migrate(getSqlite())
  ;({ action: resetAction } = await import('~/routes/($lang)+/_auth+/auth_.forgot-password'))
  ;({ action: signInAction } = await import('~/routes/($lang)+/_auth+/auth'))
  const { producerRedis } = await import('~/utils/redis.server')
  const connection = producerRedis()
  if (connection.status !== 'ready') await new Promise((resolve) => connection.once('ready', resolve))
})

afterAll(async () => {
  const { producerRedis } = await import('~/utils/redis.server')
  producerRedis().disconnect()
  await redis?.stop()
})

let n = 0
async function client() {
  const { upsertUser } = await import('~/utils/auth.server')
  const email = `owner${++n}-${Date.now()}@client.example`
  const user = await upsertUser({ email, password: PASSWORD, verified: true })
  return { id: user.id, email }
}

/** Reset emails queued for the account. */
async function resetEmails(userId: string) {
  const { getDb } = await import('~/utils/db.server')
  const rows = await getDb()
    .selectFrom('outbox')
    .select('payload')
    .where('subject_type', '=', 'user')
    .where('subject_id', '=', userId)
    .execute()
  return rows.filter((row) => row.payload.includes('reset-password')).length
}

const requestReset = (browser: RouteBrowser, email: string) => browser.run(resetAction, '/auth/forgot-password', { email })

describe('password reset requests (issue 23, low)', () => {
  test('five requests by a stranger do not block the owner’s own request from another address', async () => {
    const owner = await client()
    const stranger = new RouteBrowser('198.51.100.70')
    const first = await requestReset(stranger, owner.email)
    expect(first.status).toBe(302)
    expect(first.location).toBe('/auth/forgot-password?sent')
    for (let i = 0; i < 4; i++) await requestReset(stranger, owner.email)
    const before = await resetEmails(owner.id)

    const own = await requestReset(new RouteBrowser('192.0.2.70'), owner.email)
    expect(own.status).toBe(302)
    expect(own.location).toBe('/auth/forgot-password?sent')
    expect(await resetEmails(owner.id)).toBe(before + 1)
  })

  test('a flood from one address is limited: after five requests that address waits', async () => {
    const stranger = new RouteBrowser('198.51.100.71')
    const targets = await Promise.all(Array.from({ length: 6 }, () => client()))
    for (const target of targets.slice(0, 5)) expect((await requestReset(stranger, target.email)).status).toBe(302)
    const refused = await requestReset(stranger, targets[5]!.email)
    expect(refused.status).toBe(429)
    expect(shownMessage(refused)).toBe('Too many reset requests. Please wait 60 minutes and try again.')
    expect(await resetEmails(targets[5]!.id)).toBe(0)
  })

  test('one address asking for one account again and again waits after three', async () => {
    const owner = await client()
    const stranger = new RouteBrowser('198.51.100.72')
    for (let i = 0; i < 3; i++) expect((await requestReset(stranger, owner.email)).status).toBe(302)
    expect((await requestReset(stranger, owner.email)).status).toBe(429)
    expect(await resetEmails(owner.id)).toBe(3)
  })

  test('a flood from many addresses sends one inbox ten links an hour at most, but the owner’s own browser still gets one', async () => {
    const owner = await client()
    // The owner has signed in from this browser before.
    const usual = new RouteBrowser('192.0.2.73')
    const signedIn = await usual.run(signInAction, '/auth', { intent: 'sign-in', email: owner.email, password: PASSWORD, redirectTo: '' })
    expect(signedIn.status).toBe(302)
    expect(usual.cookies.has('en_device')).toBe(true)
    usual.cookies.delete('en_session') // signed out, password forgotten

    for (let i = 0; i < 10; i++) expect((await requestReset(new RouteBrowser(`198.51.100.${100 + i}`), owner.email)).status).toBe(302)
    const capped = await requestReset(new RouteBrowser('198.51.100.120'), owner.email)
    expect(capped.status).toBe(429)
    expect(await resetEmails(owner.id)).toBe(10)

    const own = await requestReset(usual.at('203.0.113.73'), owner.email)
    expect(own.status).toBe(302)
    expect(await resetEmails(owner.id)).toBe(11)
  })

  test('the answer for an address without an account is the same, limits included (no way to tell who is a client)', async () => {
    const nobody = `nobody-${Date.now()}@client.example`
    for (let i = 0; i < 10; i++) expect((await requestReset(new RouteBrowser(`198.51.100.${130 + i}`), nobody)).status).toBe(302)
    expect((await requestReset(new RouteBrowser('198.51.100.150'), nobody)).status).toBe(429)
  })
})
