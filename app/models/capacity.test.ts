import { describe, expect, test } from 'vitest'
import { canReserve, isLive, monthBoundsUtc, monthKey, placesLeft } from './capacity.server'

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
