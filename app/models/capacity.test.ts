import { describe, expect, test } from 'vitest'
import {
  CHECKOUT_LIFETIME_MS,
  RESERVATION_GRACE_MS,
  canReserve,
  emailKey,
  holdRefusal,
  isLive,
  monthBoundsUtc,
  monthKey,
  networkHoldLimit,
  networkKey,
  placesLeft,
} from './capacity.server'

describe('monthly capacity arithmetic', () => {
  test('the month is the firm’s (New York), not UTC', () => {
    // 03:30 UTC on 1 December is still 30 November in New York (UTC-5).
    expect(monthKey(new Date('2026-12-01T03:30:00Z'))).toBe('2026-11')
    expect(monthKey(new Date('2026-12-01T05:00:00Z'))).toBe('2026-12')
    // Summer time: UTC-4.
    expect(monthKey(new Date('2026-07-01T03:59:59Z'))).toBe('2026-06')
    expect(monthKey(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07')
  })

  test('month bounds are local midnights, across daylight-saving changes and the year end', () => {
    expect(monthBoundsUtc('2026-11')).toEqual({ start: '2026-11-01T04:00:00.000Z', end: '2026-12-01T05:00:00.000Z' })
    expect(monthBoundsUtc('2026-03')).toEqual({ start: '2026-03-01T05:00:00.000Z', end: '2026-04-01T04:00:00.000Z' })
    expect(monthBoundsUtc('2026-12')).toEqual({ start: '2026-12-01T05:00:00.000Z', end: '2027-01-01T05:00:00.000Z' })
    // Every instant falls in the month whose bounds contain it.
    for (const iso of ['2026-11-01T04:00:00.000Z', '2026-11-30T23:00:00.000Z', '2026-12-01T04:59:59.999Z']) {
      const { start, end } = monthBoundsUtc(monthKey(new Date(iso)))
      expect(iso >= start && iso < end).toBe(true)
    }
  })

  test('places left counts paid signups and live holds against the capacity', () => {
    expect(placesLeft(5, 0, 0)).toBe(5)
    expect(placesLeft(5, 3, 1)).toBe(1)
    expect(placesLeft(5, 4, 1)).toBe(0)
    expect(placesLeft(5, 6, 0)).toBe(0)
    expect(canReserve(5, 3, 1)).toBe(true)
    expect(canReserve(5, 3, 2)).toBe(false)
    expect(canReserve(0, 0, 0)).toBe(false)
  })

  test('a hold is live until released or expired', () => {
    const at = new Date('2026-11-10T12:00:00Z')
    expect(isLive({ released_at: null, expires_at: '2026-11-10T12:30:00Z' }, at)).toBe(true)
    expect(isLive({ released_at: null, expires_at: '2026-11-10T12:00:00Z' }, at)).toBe(false)
    expect(isLive({ released_at: '2026-11-10T11:00:00Z', expires_at: '2026-11-10T12:30:00Z' }, at)).toBe(false)
  })
})

describe('who may hold a place (issue 14, finding 6)', () => {
  test('a hold lasts as long as Stripe’s shortest checkout, plus a minute of margin and two of grace', () => {
    // Stripe refuses expires_at under 30 minutes after creation.
    expect(CHECKOUT_LIFETIME_MS).toBeGreaterThanOrEqual(30 * 60 * 1000)
    expect(CHECKOUT_LIFETIME_MS).toBeLessThanOrEqual(31 * 60 * 1000)
    expect(RESERVATION_GRACE_MS).toBeLessThanOrEqual(2 * 60 * 1000)
  })

  test('an IPv4 address is its own network; an IPv6 address counts by its /64', () => {
    expect(networkKey('203.0.113.7')).toBe('203.0.113.7')
    expect(networkKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(networkKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(networkKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64')
    expect(networkKey('2001:DB8:0001:0002:0:0:0:9')).toBe('2001:db8:1:2::/64')
    expect(networkKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(networkKey('::1')).toBe('0:0:0:0::/64')
    expect(networkKey('[2001:db8:1:2::5]')).toBe('2001:db8:1:2::/64')
    // Two addresses of one /64 are one network; of two /64s, two.
    expect(networkKey('2001:db8:1:2::a')).toBe(networkKey('2001:db8:1:2:dead:beef::1'))
    expect(networkKey('2001:db8:1:3::a')).not.toBe(networkKey('2001:db8:1:2::a'))
    expect(networkKey(null)).toBe('unknown')
  })

  test('emails compare without case or surrounding spaces', () => {
    expect(emailKey('  Ada@Client.Example ')).toBe('ada@client.example')
  })

  test('a full month is said first, then one open checkout per email, then the per-network limit', () => {
    const ok = { left: 3, sameEmail: 0, sameNetwork: 0, networkLimit: 2 }
    expect(holdRefusal(ok)).toBeNull()
    expect(holdRefusal({ ...ok, sameNetwork: 1 })).toBeNull()
    expect(holdRefusal({ ...ok, sameNetwork: 2 })).toBe('network')
    expect(holdRefusal({ ...ok, sameEmail: 1 })).toBe('email')
    expect(holdRefusal({ ...ok, sameEmail: 1, sameNetwork: 2 })).toBe('email')
    expect(holdRefusal({ ...ok, left: 0, sameEmail: 1, sameNetwork: 5 })).toBe('full')
  })

  test('the per-network limit is 2 in production and scales like the rate limits elsewhere', () => {
    expect(networkHoldLimit(1)).toBe(2)
    expect(networkHoldLimit(1000)).toBe(2000)
    expect(networkHoldLimit(0.01)).toBe(1)
  })
})
