// The pending sign-in between password and code, against a fresh SQLite file: it works once, only for
// its own user, ends with a change of password or a revocation, counts its wrong codes, and expires.
import { afterAll, describe, expect, test, vi } from 'vitest'
import { useFreshDatabase } from '../../tests/support/app-process'

useFreshDatabase()
const { migrate } = await import('~/utils/migrate.server')
const dbModule = await import('~/utils/db.server')
migrate(dbModule.getSqlite())
const db = dbModule.getDb()
const pending = await import('./pending-sign-ins.server')
const { upsertUser, revokeSessions } = await import('~/utils/auth.server')

afterAll(async () => {
  vi.useRealTimers()
  const { producerRedis } = await import('~/utils/redis.server')
  producerRedis().disconnect()
})

let n = 0
async function user() {
  const email = `pending${++n}@client.example`
  return { email, ...(await upsertUser({ email, password: 'a long enough passphrase' })) }
}

describe('pending sign-ins', () => {
  test('found only with its own user, and used up once', async () => {
    const a = await user()
    const b = await user()
    const id = await pending.createPendingSignIn(a.id, '/internal-admin')
    expect(await pending.findPendingSignIn(id, b.id)).toBeNull()
    expect(await pending.findPendingSignIn(id, a.id)).toEqual({ id, userId: a.id, redirectTo: '/internal-admin', failures: 0 })
    expect(await pending.consumePendingSignIn(id)).toBe(true)
    expect(await pending.consumePendingSignIn(id)).toBe(false)
    expect(await pending.findPendingSignIn(id, a.id)).toBeNull()
  })

  test('of two requests racing to use one, only one succeeds', async () => {
    const a = await user()
    const id = await pending.createPendingSignIn(a.id, '/dashboard')
    const results = await Promise.all(Array.from({ length: 5 }, () => pending.consumePendingSignIn(id)))
    expect(results.filter(Boolean)).toHaveLength(1)
  })

  test('a new password ends it; the same password set again does not', async () => {
    const a = await user()
    const id = await pending.createPendingSignIn(a.id, '/dashboard')
    await upsertUser({ email: a.email, password: 'a long enough passphrase' })
    expect(await pending.findPendingSignIn(id, a.id)).not.toBeNull()
    await upsertUser({ email: a.email, password: 'a different long passphrase' })
    expect(await pending.findPendingSignIn(id, a.id)).toBeNull()
  })

  test('revoking the account’s sessions ends its pending sign-ins, and no one else’s', async () => {
    const a = await user()
    const b = await user()
    const mine = await pending.createPendingSignIn(a.id, '/dashboard')
    const theirs = await pending.createPendingSignIn(b.id, '/dashboard')
    await revokeSessions(a.id)
    expect(await pending.findPendingSignIn(mine, a.id)).toBeNull()
    expect(await pending.findPendingSignIn(theirs, b.id)).not.toBeNull()
  })

  test('wrong codes are counted on it', async () => {
    const a = await user()
    const id = await pending.createPendingSignIn(a.id, '/dashboard')
    expect(await pending.recordWrongCode(id)).toBe(1)
    expect(await pending.recordWrongCode(id)).toBe(2)
    expect((await pending.findPendingSignIn(id, a.id))?.failures).toBe(2)
    expect(await pending.recordWrongCode('no-such-sign-in')).toBe(pending.MAX_WRONG_CODES_PER_SIGN_IN)
  })

  test('it lasts ten minutes, and expired ones are swept as new ones come', async () => {
    const a = await user()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'))
    const id = await pending.createPendingSignIn(a.id, '/dashboard')
    vi.setSystemTime(new Date('2026-11-24T10:09:59Z'))
    expect(await pending.findPendingSignIn(id, a.id)).not.toBeNull()
    vi.setSystemTime(new Date('2026-11-24T10:10:01Z'))
    expect(await pending.findPendingSignIn(id, a.id)).toBeNull()
    expect(await pending.consumePendingSignIn(id)).toBe(false)
    await pending.createPendingSignIn(a.id, '/dashboard')
    expect(await db.selectFrom('pending_sign_ins').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined()
    vi.useRealTimers()
  })
})
