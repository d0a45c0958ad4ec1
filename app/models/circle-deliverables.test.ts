// The monthly limit on Circle deliverables, against a fresh SQLite file: two per calendar month in the
// firm's time zone, counted and inserted in one write transaction, and only for members.
import { afterAll, describe, expect, test } from 'vitest'
import { useFreshDatabase } from '../../tests/support/app-process'

useFreshDatabase()
const { migrate } = await import('~/utils/migrate.server')
const dbModule = await import('~/utils/db.server')
migrate(dbModule.getSqlite())
const db = dbModule.getDb()
const { requestDeliverable, deliverablesUsed } = await import('./circle-deliverables.server')

afterAll(async () => {
  const { producerRedis } = await import('~/utils/redis.server')
  producerRedis().disconnect()
})

async function member(status: 'active' | 'past_due' | 'pending' | 'ended' = 'active') {
  const id = dbModule.createId()
  const at = dbModule.now()
  await db
    .insertInto('circle_memberships')
    .values({ id, source: 'client', email: `${id}@member.example`, name: 'M', status, created_at: at, updated_at: at })
    .execute()
  return id
}

const ask = (id: string, at: Date, title = 'A deliverable') => requestDeliverable(id, { title, description: 'Please.' }, null, at)

describe('deliverable requests', () => {
  test('two a month; the third is refused', async () => {
    const id = await member()
    const at = new Date('2026-11-10T15:00:00Z')
    expect((await ask(id, at)).ok).toBe(true)
    expect((await ask(id, at)).ok).toBe(true)
    expect(await ask(id, at)).toEqual({ ok: false, reason: 'limit' })
    expect(await deliverablesUsed(id, '2026-11')).toBe(2)
  })

  test('months are the firm’s (New York): 11:30 pm on Nov 30 there is still November', async () => {
    const id = await member()
    // 04:30 UTC on Dec 1 is 11:30 pm on Nov 30 in New York.
    expect((await ask(id, new Date('2026-12-01T04:30:00Z'))).ok).toBe(true)
    expect((await ask(id, new Date('2026-12-01T04:40:00Z'))).ok).toBe(true)
    expect((await ask(id, new Date('2026-12-01T04:50:00Z'))).ok).toBe(false)
    // 05:30 UTC is 12:30 am on Dec 1 there: a new month.
    expect((await ask(id, new Date('2026-12-01T05:30:00Z'))).ok).toBe(true)
  })

  test('twenty at once give exactly two', async () => {
    const id = await member()
    const at = new Date('2026-11-15T15:00:00Z')
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => ask(id, at, `Request ${i}`)))
    expect(results.filter((r) => r.ok)).toHaveLength(2)
    expect(await deliverablesUsed(id, '2026-11')).toBe(2)
  })

  test('only members may ask; a member in payment retries still may', async () => {
    expect(await ask(await member('pending'), new Date())).toEqual({ ok: false, reason: 'not-member' })
    expect(await ask(await member('ended'), new Date())).toEqual({ ok: false, reason: 'not-member' })
    expect((await ask(await member('past_due'), new Date())).ok).toBe(true)
  })
})
