import { describe, expect, test } from 'vitest'
import { addMonths, exitDiscountFrom, monthsOfMembership, nextPlanningDue } from './membership-dates'

const start = new Date('2026-01-31T15:00:00Z')

describe('membership dates', () => {
  test('months are whole months from the start day, clamped at month ends', () => {
    expect(addMonths(start, 1).toISOString()).toBe('2026-02-28T15:00:00.000Z')
    expect(monthsOfMembership(start, new Date('2026-02-27T00:00:00Z'))).toBe(0)
    expect(monthsOfMembership(start, new Date('2026-03-31T15:00:00Z'))).toBe(2)
    expect(monthsOfMembership(start, new Date('2027-01-31T14:59:59Z'))).toBe(11)
    expect(monthsOfMembership(start, new Date('2027-01-31T15:00:00Z'))).toBe(12)
  })

  test('the exit discount applies after 12 months', () => {
    expect(exitDiscountFrom(start).toISOString()).toBe('2027-01-31T15:00:00.000Z')
  })

  test('the next planning session is due at the end of the current quarter of membership', () => {
    expect(nextPlanningDue(start, new Date('2026-02-10T00:00:00Z')).toISOString()).toBe('2026-04-30T15:00:00.000Z')
    expect(nextPlanningDue(start, new Date('2026-05-01T00:00:00Z')).toISOString()).toBe('2026-07-31T15:00:00.000Z')
  })
})
