// The Growth Score's monthly places: how many are left, and holding one for a buyer while they pay.
// A place is taken by a paid signup (in the month it was paid) or by a live hold of an unpaid signup.
// Reserving counts and inserts inside one BEGIN IMMEDIATE transaction, so two processes can never both
// take the last place.
//
// A hold lives only while its checkout can still be paid (issue 14, finding 6): it ends when the
// checkout session expires at the provider (webhook), when the buyer comes back through the cancel
// URL (the session is expired at the provider in the same step), when a new checkout for the same
// signup replaces it, and at the latest CHECKOUT_LIFETIME_MS + RESERVATION_GRACE_MS after it began.
// Open holds are limited per email address and per network, so throwaway signups from one place
// cannot fill the month.
import net from 'node:net'
import { countRows, createId, type Db, getDb, now, type Tx } from '~/utils/db.server'

export const FIRM_TIME_ZONE = 'America/New_York'
/**
 * Stripe's shortest checkout: expires_at must be at least 30 minutes after the session is created,
 * measured on Stripe's clock when the request arrives. One more minute covers the request itself
 * (stripe-node's 20 s timeout and its retries, which resend the same expires_at) and clock skew.
 */
export const CHECKOUT_LIFETIME_MS = 31 * 60 * 1000
/**
 * A hold outlives its session by this much when no expiry event arrives: a payment completed in the
 * session's last second is confirmed by webhook within seconds, and two minutes also cover a few
 * seconds of clock skew between us and the provider. A payment confirmed later than that is still
 * honoured (see verify-payment), it only may not find its place kept.
 */
export const RESERVATION_GRACE_MS = 2 * 60 * 1000
/** Open holds at once: per email address, and per network (before RATE_LIMIT_MULTIPLIER). */
export const HOLD_LIMITS = { perEmail: 1, perNetwork: 2 } as const

// ---- pure arithmetic (unit-tested) ----

/** The calendar month ("2026-11") that an instant falls in, in the firm's time zone. */
export function monthKey(at: Date, timeZone = FIRM_TIME_ZONE) {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(at)
  const year = parts.find((p) => p.type === 'year')!.value
  const month = parts.find((p) => p.type === 'month')!.value
  return `${year}-${month}`
}

export type LocalTime = { year: number; month: number; day: number; hour: number; minute: number; second: number; ms: number }

/** The wall-clock fields of an instant in a time zone. */
export function localParts(at: Date, timeZone: string): LocalTime {
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
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
    ms: at.getUTCMilliseconds(),
  }
}

/** The offset (ms) of a time zone from UTC at an instant: local wall time minus UTC. */
function zoneOffsetMs(at: Date, timeZone: string) {
  const t = localParts(at, timeZone)
  const wall = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second)
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

/** The key the per-network limit counts by: an IPv4 address as it is, an IPv6 address cut to its /64
 * (one subscriber's whole allocation, which its owner can rotate through freely). */
export function networkKey(ip: string | null | undefined) {
  const raw = (ip ?? '')
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(raw)
  if (mapped) return mapped[1]
  if (net.isIPv4(raw)) return raw
  if (!net.isIPv6(raw)) return raw.slice(0, 64) || 'unknown'
  const [left, right = ''] = raw.toLowerCase().split('::')
  const head = left ? left.split(':') : []
  const tail = raw.includes('::') && right ? right.split(':') : []
  // An embedded IPv4 tail (::1.2.3.4) counts as two groups; only the first four groups matter here.
  const tailGroups = tail.flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]))
  const groups = raw.includes('::') ? [...head, ...Array(8 - head.length - tailGroups.length).fill('0'), ...tailGroups] : head
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`
}

export function emailKey(email: string) {
  return email.trim().toLowerCase()
}

export type HoldCounts = { left: number; sameEmail: number; sameNetwork: number; networkLimit: number }
export type HoldRefusal = 'full' | 'email' | 'network'

/**
 * Whether a new hold may be taken. The month being full is said first (it is what a buyer needs to
 * know); then one open checkout per email address; then the per-network limit.
 */
export function holdRefusal(c: HoldCounts): HoldRefusal | null {
  if (c.left <= 0) return 'full'
  if (c.sameEmail >= HOLD_LIMITS.perEmail) return 'email'
  if (c.sameNetwork >= c.networkLimit) return 'network'
  return null
}

/** The per-network limit, scaled like every rate limit (tests and development raise it). */
export function networkHoldLimit(multiplier: number) {
  return Math.max(1, Math.round(HOLD_LIMITS.perNetwork * multiplier))
}

// ---- queries ----

export type MonthUsage = { month: string; capacity: number; paid: number; held: number; left: number }

/** Holds that keep a place now: unreleased, unexpired, of a signup not yet paid. */
function liveHolds(db: Db, at: Date) {
  return db
    .selectFrom('capacity_reservations as r')
    .innerJoin('signups as s', 's.id', 'r.signup_id')
    .where('r.released_at', 'is', null)
    .where('r.expires_at', '>', at.toISOString())
    .where('s.payment_status', '=', 'pending')
}

/** Paid signups of the month plus live holds of unpaid signups, excluding one signup if asked. */
export async function monthUsage(capacity: number, at = new Date(), excludeSignupId?: string, tx?: Tx): Promise<MonthUsage> {
  const db = tx ?? getDb()
  const month = monthKey(at)
  const { start, end } = monthBoundsUtc(month)
  const paid = await countRows(
    db.selectFrom('signups').where('payment_status', '=', 'paid').where('paid_at', '>=', start).where('paid_at', '<', end),
  )
  let held = liveHolds(db, at).where('r.month', '=', month)
  if (excludeSignupId) held = held.where('r.signup_id', '!=', excludeSignupId)
  const heldCount = await countRows(held)
  return { month, capacity, paid, held: heldCount, left: placesLeft(capacity, paid, heldCount) }
}

export type Reservation = {
  id: string
  signupId: string
  month: string
  expiresAt: string
  /** The signup already held this place (a second press): no new hold was taken. */
  reused: boolean
  /** The session the reused hold waits for, if the provider already answered. */
  checkoutSessionId: string | null
}

export type HoldHolder = { ip: string | null; email: string }
export type ReserveResult = { ok: true; reservation: Reservation } | { ok: false; refusal: HoldRefusal; retryAt: string | null }

/**
 * Holds a place for a signup. MUST run inside writeTransaction (BEGIN IMMEDIATE): the counts and the
 * insert then see no other writer in between. A signup that already holds a live place keeps it (a
 * double click reuses the hold and therefore the same checkout); otherwise its old hold, if any, is
 * replaced by the new one: a signup never holds two places.
 */
export async function reservePlace(
  trx: Tx,
  signupId: string,
  capacity: number,
  holder: HoldHolder,
  networkLimit: number,
  at = new Date(),
): Promise<ReserveResult> {
  const existing = await trx.selectFrom('capacity_reservations').selectAll().where('signup_id', '=', signupId).executeTakeFirst()
  if (existing && isLive(existing, at)) {
    return {
      ok: true,
      reservation: {
        id: existing.id,
        signupId,
        month: existing.month,
        expiresAt: existing.expires_at,
        reused: true,
        checkoutSessionId: existing.checkout_session_id,
      },
    }
  }
  const usage = await monthUsage(capacity, at, signupId, trx)
  const email = emailKey(holder.email)
  const network = networkKey(holder.ip)
  const others = (column: 'r.email_key' | 'r.network_key', value: string) =>
    liveHolds(trx, at)
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('r.expires_at').as('first_end')])
      .where(column, '=', value)
      .where('r.signup_id', '!=', signupId)
      .executeTakeFirstOrThrow()
  const byEmail = await others('r.email_key', email)
  const byNetwork = await others('r.network_key', network)
  const refusal = holdRefusal({ left: usage.left, sameEmail: Number(byEmail.n), sameNetwork: Number(byNetwork.n), networkLimit })
  if (refusal) {
    const retryAt = refusal === 'email' ? byEmail.first_end : refusal === 'network' ? byNetwork.first_end : null
    return { ok: false, refusal, retryAt: (retryAt as string | null) ?? null }
  }
  const reservation = {
    id: createId(),
    signup_id: signupId,
    month: usage.month,
    expires_at: new Date(at.getTime() + CHECKOUT_LIFETIME_MS + RESERVATION_GRACE_MS).toISOString(),
    released_at: null,
    created_at: now(),
    checkout_session_id: null,
    network_key: network,
    email_key: email,
  }
  // One row per signup: a retry after a cancel or an expiry replaces the old row (a new id, so a new
  // idempotency key and a new session).
  await trx.deleteFrom('capacity_reservations').where('signup_id', '=', signupId).execute()
  await trx.insertInto('capacity_reservations').values(reservation).execute()
  return {
    ok: true,
    reservation: {
      id: reservation.id,
      signupId,
      month: reservation.month,
      expiresAt: reservation.expires_at,
      reused: false,
      checkoutSessionId: null,
    },
  }
}

/** Records which session a hold waits for; false when the hold was released or replaced meanwhile. */
export async function attachSession(trx: Tx, reservationId: string, checkoutSessionId: string) {
  const result = await trx
    .updateTable('capacity_reservations')
    .set({ checkout_session_id: checkoutSessionId })
    .where('id', '=', reservationId)
    .where('released_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** The hold a session keeps a place with, if any. */
export function holdForSession(checkoutSessionId: string, tx?: Tx) {
  return (tx ?? getDb())
    .selectFrom('capacity_reservations')
    .selectAll()
    .where('checkout_session_id', '=', checkoutSessionId)
    .executeTakeFirst()
}

/** Frees a signup's place (cancel, expiry, failure). Paid signups keep theirs. */
export async function releasePlace(signupId: string, reservationId?: string, tx?: Tx) {
  let query = (tx ?? getDb())
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

/**
 * Frees the place held for one checkout session, the moment that session can no longer be paid
 * (expired at the provider, cancelled by the buyer). A newer hold of the same signup, for another
 * session, is left alone.
 */
export async function releaseSessionHold(checkoutSessionId: string, tx?: Tx) {
  const result = await (tx ?? getDb())
    .updateTable('capacity_reservations')
    .set({ released_at: now() })
    .where('checkout_session_id', '=', checkoutSessionId)
    .where('released_at', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('signups')
          .select('id')
          .whereRef('signups.id', '=', 'capacity_reservations.signup_id')
          .where('payment_status', '=', 'pending'),
      ),
    )
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/**
 * After a payment is recorded: true when the month it was paid in now has more paid signups than
 * places (its hold had lapsed or been released, and others took the places meanwhile). The payment
 * stands; the caller flags it for the firm.
 */
export async function paidOverCapacity(capacity: number, paidAt: string, tx?: Tx) {
  const usage = await monthUsage(capacity, new Date(paidAt), undefined, tx)
  return usage.paid > capacity
}
