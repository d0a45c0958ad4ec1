// The Growth Score's monthly places: how many are left, and holding one for a buyer while they pay.
// A place is taken by a paid signup (in the month it was paid) or by a live reservation of an unpaid
// signup. Reserving counts and inserts inside one BEGIN IMMEDIATE transaction, so two processes can
// never both take the last place.
import { createId, now, type Db } from '~/utils/db.server'

export const FIRM_TIME_ZONE = 'America/New_York'
/** A reservation outlives its checkout session a little, so a payment made in the last second still has its place. */
export const RESERVATION_GRACE_MS = 5 * 60 * 1000
/** Stripe requires at least 30 minutes; one more covers the request's own latency. */
export const CHECKOUT_LIFETIME_MS = 31 * 60 * 1000

// ---- pure arithmetic (unit-tested) ----

/** The calendar month ("2026-11") that an instant falls in, in the firm's time zone. */
export function monthKey(at: Date, timeZone = FIRM_TIME_ZONE) {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(at)
  const year = parts.find((p) => p.type === 'year')!.value
  const month = parts.find((p) => p.type === 'month')!.value
  return `${year}-${month}`
}

/** The offset (ms) of a time zone from UTC at an instant: local wall time minus UTC. */
function zoneOffsetMs(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at)
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value)
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'))
  return wall - Math.floor(at.getTime() / 1000) * 1000
}

/** The UTC instant at which local midnight of the 1st of a month falls in the firm's time zone. */
function monthStartUtc(year: number, month: number, timeZone: string) {
  const guess = Date.UTC(year, month - 1, 1)
  // Two passes settle the offset even when the month starts next to a daylight-saving change.
  let utc = guess - zoneOffsetMs(new Date(guess), timeZone)
  utc = guess - zoneOffsetMs(new Date(utc), timeZone)
  return new Date(utc)
}

/** [start, end) of a month as ISO UTC strings, for range queries on ISO timestamps. */
export function monthBoundsUtc(month: string, timeZone = FIRM_TIME_ZONE) {
  const [year, mon] = month.split('-').map(Number)
  const start = monthStartUtc(year, mon, timeZone)
  const end = mon === 12 ? monthStartUtc(year + 1, 1, timeZone) : monthStartUtc(year, mon + 1, timeZone)
  return { start: start.toISOString(), end: end.toISOString() }
}

/** Places left (never negative). */
export function placesLeft(capacity: number, paid: number, held: number) {
  return Math.max(0, capacity - paid - held)
}

export function canReserve(capacity: number, paid: number, held: number) {
  return placesLeft(capacity, paid, held) > 0
}

/** A reservation holds a place while it is unreleased and unexpired. */
export function isLive(reservation: { released_at: string | null; expires_at: string }, at: Date) {
  return reservation.released_at === null && Date.parse(reservation.expires_at) > at.getTime()
}

// ---- queries ----

export type MonthUsage = { month: string; capacity: number; paid: number; held: number; left: number }

/** Paid signups of the month plus live reservations of unpaid signups, excluding one signup if asked. */
export async function monthUsage(db: Db, capacity: number, at = new Date(), excludeSignupId?: string): Promise<MonthUsage> {
  const month = monthKey(at)
  const { start, end } = monthBoundsUtc(month)
  const paidRow = await db
    .selectFrom('signups')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('payment_status', '=', 'paid')
    .where('paid_at', '>=', start)
    .where('paid_at', '<', end)
    .executeTakeFirstOrThrow()
  let held = db
    .selectFrom('capacity_reservations as r')
    .innerJoin('signups as s', 's.id', 'r.signup_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('r.month', '=', month)
    .where('r.released_at', 'is', null)
    .where('r.expires_at', '>', at.toISOString())
    .where('s.payment_status', '=', 'pending')
  if (excludeSignupId) held = held.where('r.signup_id', '!=', excludeSignupId)
  const heldRow = await held.executeTakeFirstOrThrow()
  const paid = Number(paidRow.n)
  const heldCount = Number(heldRow.n)
  return { month, capacity, paid, held: heldCount, left: placesLeft(capacity, paid, heldCount) }
}

export type Reservation = { id: string; signupId: string; month: string; expiresAt: string; reused: boolean }

/**
 * Holds a place for a signup. MUST run inside writeTransaction (BEGIN IMMEDIATE): the count and the
 * insert then see no other writer in between. A signup that already holds a live place keeps it (a
 * double click reuses the reservation and therefore the same checkout idempotency key).
 */
export async function reservePlace(trx: Db, signupId: string, capacity: number, at = new Date()): Promise<Reservation | null> {
  const existing = await trx.selectFrom('capacity_reservations').selectAll().where('signup_id', '=', signupId).executeTakeFirst()
  if (existing && isLive(existing, at)) {
    return { id: existing.id, signupId, month: existing.month, expiresAt: existing.expires_at, reused: true }
  }
  const usage = await monthUsage(trx, capacity, at, signupId)
  if (!canReserve(capacity, usage.paid, usage.held)) return null
  const reservation = {
    id: createId(),
    signup_id: signupId,
    month: usage.month,
    expires_at: new Date(at.getTime() + CHECKOUT_LIFETIME_MS + RESERVATION_GRACE_MS).toISOString(),
    released_at: null,
    created_at: now(),
  }
  // One row per signup: a retry after a cancel replaces the old, released row with a new id.
  await trx.deleteFrom('capacity_reservations').where('signup_id', '=', signupId).execute()
  await trx.insertInto('capacity_reservations').values(reservation).execute()
  return { id: reservation.id, signupId, month: reservation.month, expiresAt: reservation.expires_at, reused: false }
}

/** Frees a signup's place (cancel, expiry, failure). Paid signups keep theirs. */
export async function releasePlace(db: Db, signupId: string, reservationId?: string) {
  let query = db
    .updateTable('capacity_reservations')
    .set({ released_at: now() })
    .where('signup_id', '=', signupId)
    .where('released_at', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('signups').select('id').where('signups.id', '=', signupId).where('payment_status', '=', 'pending')),
    )
  if (reservationId) query = query.where('id', '=', reservationId)
  const result = await query.executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}
