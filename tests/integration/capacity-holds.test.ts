// The hold rules against a real SQLite file (issue 14, finding 6): limits per email and per network,
// a signup's new hold replacing its old one, a session's expiry freeing exactly its own hold, and a
// late payment flagged when its month is already full.
import { beforeAll, describe, expect, test } from 'vitest'
import { useFreshDatabase } from '../support/app-process'

type Capacity = typeof import('~/models/capacity.server')
let cap: Capacity
let db: import('~/utils/db.server').Db
let dbm: typeof import('~/utils/db.server')

beforeAll(async () => {
  useFreshDatabase()
  const { migrate } = await import('~/utils/migrate.server')
  dbm = await import('~/utils/db.server')
  migrate(dbm.getSqlite())
  db = dbm.getDb()
  cap = await import('~/models/capacity.server')
})

async function signedSignup(email: string, extra: Partial<{ payment_status: 'paid'; paid_at: string }> = {}) {
  const id = dbm.createId()
  const at = dbm.now()
  await db
    .insertInto('signups')
    .values({
      id,
      name: 'Holder',
      email,
      company_name: 'Hold Co',
      phone: '305-555-0100',
      created_at: at,
      updated_at: at,
      signed_document_url: `signed-${Date.now()}`,
      ...extra,
    })
    .execute()
  return id
}

const reserve = (signupId: string, holder: { ip: string | null; email: string }, capacity = 10, limit = 2, at?: Date) =>
  dbm.writeTransaction((trx) => cap.reservePlace(trx, signupId, capacity, holder, limit, at))

async function usage(capacity = 10) {
  return cap.monthUsage(capacity)
}

describe('hold limits', () => {
  test('two open holds per network: the third signup from it is refused, another network is not', async () => {
    const before = await usage()
    const ids = await Promise.all(['n1@a.example', 'n2@a.example', 'n3@a.example', 'n4@a.example'].map((e) => signedSignup(e)))
    const r1 = await reserve(ids[0], { ip: '198.51.100.1', email: 'n1@a.example' })
    const r2 = await reserve(ids[1], { ip: '198.51.100.1', email: 'n2@a.example' })
    const r3 = await reserve(ids[2], { ip: '198.51.100.1', email: 'n3@a.example' })
    expect(r1.ok && r2.ok).toBe(true)
    expect(r3).toMatchObject({ ok: false, refusal: 'network' })
    // It says when the first of those holds ends, for the message.
    if (!r3.ok && r1.ok) expect(r3.retryAt).toBe(r1.reservation.expiresAt)
    expect((await reserve(ids[3], { ip: '198.51.100.2', email: 'n4@a.example' })).ok).toBe(true)
    expect((await usage()).held).toBe(before.held + 3)
  })

  test('an IPv6 buyer rotating addresses inside one /64 is one network', async () => {
    const ids = await Promise.all(['v1@b.example', 'v2@b.example', 'v3@b.example'].map((e) => signedSignup(e)))
    expect((await reserve(ids[0], { ip: '2001:db8:77:1::1', email: 'v1@b.example' })).ok).toBe(true)
    expect((await reserve(ids[1], { ip: '2001:db8:77:1::2', email: 'v2@b.example' })).ok).toBe(true)
    expect(await reserve(ids[2], { ip: '2001:db8:77:1:abcd::3', email: 'v3@b.example' })).toMatchObject({ ok: false, refusal: 'network' })
  })

  test('one open hold per email address, whatever its case', async () => {
    const a = await signedSignup('Same@C.example')
    const b = await signedSignup('same@c.example')
    expect((await reserve(a, { ip: '192.0.2.10', email: 'Same@C.example' })).ok).toBe(true)
    expect(await reserve(b, { ip: '192.0.2.11', email: ' same@c.example' })).toMatchObject({ ok: false, refusal: 'email' })
    // Once the first checkout is over, the second may hold.
    await cap.releasePlace(a)
    expect((await reserve(b, { ip: '192.0.2.11', email: 'same@c.example' })).ok).toBe(true)
  })

  test('a full month is refused as full, before any limit', async () => {
    const full = await usage(0)
    expect(full.left).toBe(0)
    const id = await signedSignup('full@d.example')
    expect(await reserve(id, { ip: '192.0.2.99', email: 'full@d.example' }, 0)).toMatchObject({ ok: false, refusal: 'full' })
  })

  test('holds that lapsed or were released count toward no limit', async () => {
    const ids = await Promise.all(['l1@e.example', 'l2@e.example', 'l3@e.example'].map((e) => signedSignup(e)))
    const longAgo = new Date(Date.now() - cap.CHECKOUT_LIFETIME_MS - cap.RESERVATION_GRACE_MS - 1000)
    expect((await reserve(ids[0], { ip: '203.0.113.50', email: 'l1@e.example' }, 10, 2, longAgo)).ok).toBe(true)
    expect((await reserve(ids[1], { ip: '203.0.113.50', email: 'l2@e.example' })).ok).toBe(true)
    await cap.releasePlace(ids[1])
    expect((await reserve(ids[2], { ip: '203.0.113.50', email: 'l3@e.example' })).ok).toBe(true)
  })
})

describe('a signup holds one place at most', () => {
  test('pressing again reuses the live hold; after it ends, a new hold replaces the old row', async () => {
    const id = await signedSignup('again@f.example')
    const first = await reserve(id, { ip: '203.0.113.60', email: 'again@f.example' })
    const second = await reserve(id, { ip: '203.0.113.60', email: 'again@f.example' })
    expect(first.ok && second.ok).toBe(true)
    if (!first.ok || !second.ok) return
    expect(second.reservation).toMatchObject({ id: first.reservation.id, reused: true })
    await dbm.writeTransaction((trx) => cap.attachSession(trx, first.reservation.id, 'cs_old'))
    expect(await cap.releaseSessionHold('cs_old')).toBe(true)
    const third = await reserve(id, { ip: '203.0.113.60', email: 'again@f.example' })
    expect(third.ok && third.reservation.reused).toBe(false)
    const rows = await db.selectFrom('capacity_reservations').selectAll().where('signup_id', '=', id).execute()
    expect(rows).toHaveLength(1)
    expect(rows[0].released_at).toBeNull()
  })

  test('a session’s expiry frees its own hold only, never the newer hold of the same signup', async () => {
    const id = await signedSignup('newer@g.example')
    const r = await reserve(id, { ip: '203.0.113.70', email: 'newer@g.example' })
    if (!r.ok) throw new Error('no hold')
    await dbm.writeTransaction((trx) => cap.attachSession(trx, r.reservation.id, 'cs_newer'))
    expect(await cap.releaseSessionHold('cs_older')).toBe(false)
    expect(cap.isLive((await cap.holdForSession('cs_newer'))!, new Date())).toBe(true)
    // A released hold cannot be given a session afterwards.
    await cap.releaseSessionHold('cs_newer')
    expect(await dbm.writeTransaction((trx) => cap.attachSession(trx, r.reservation.id, 'cs_late'))).toBe(false)
  })

  test('a paid signup’s hold is not released by a late expiry', async () => {
    const id = await signedSignup('paid-hold@h.example')
    const r = await reserve(id, { ip: '203.0.113.80', email: 'paid-hold@h.example' })
    if (!r.ok) throw new Error('no hold')
    await dbm.writeTransaction((trx) => cap.attachSession(trx, r.reservation.id, 'cs_paid'))
    await db.updateTable('signups').set({ payment_status: 'paid', paid_at: dbm.now() }).where('id', '=', id).execute()
    expect(await cap.releaseSessionHold('cs_paid')).toBe(false)
  })
})

describe('a payment is always honoured', () => {
  test('more paid signups than places in a month is reported, so the firm can be told', async () => {
    const paidAt = '2031-03-10T15:00:00.000Z'
    await signedSignup('p1@i.example', { payment_status: 'paid', paid_at: paidAt })
    expect(await cap.paidOverCapacity(1, paidAt)).toBe(false)
    await signedSignup('p2@i.example', { payment_status: 'paid', paid_at: paidAt })
    expect(await cap.paidOverCapacity(1, paidAt)).toBe(true)
    expect(await cap.paidOverCapacity(2, paidAt)).toBe(false)
  })
})
