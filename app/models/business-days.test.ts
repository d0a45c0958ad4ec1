import { describe, expect, test } from 'vitest'
import { addBusinessDays, isBusinessDay } from './business-days.server'

// 10:00 in New York, written as UTC instants: EDT is UTC−4, EST is UTC−5.
describe('business days in the firm’s time zone', () => {
  test('three business days from a Wednesday skip the weekend', () => {
    // Wed 2025-03-05 10:00 EST → Mon 2025-03-10 10:00 EDT (daylight saving began on Sunday the 9th).
    expect(addBusinessDays(new Date('2025-03-05T15:00:00Z'), 3).toISOString()).toBe('2025-03-10T14:00:00.000Z')
  })

  test('a federal holiday next to a weekend is skipped too', () => {
    // Thu 2025-08-28 10:00 EDT: Fri 29, (weekend), Labor Day Mon 1 Sep skipped, Tue 2, Wed 3.
    expect(addBusinessDays(new Date('2025-08-28T14:00:00Z'), 3).toISOString()).toBe('2025-09-03T14:00:00.000Z')
  })

  test('a Saturday holiday is observed on the Friday before', () => {
    // Independence Day 2026 falls on a Saturday: Friday 3 July is the day off.
    expect(isBusinessDay(2026, 7, 3)).toBe(false)
    expect(addBusinessDays(new Date('2026-07-02T14:00:00Z'), 1).toISOString()).toBe('2026-07-06T14:00:00.000Z')
  })

  test('the local date counts, not the UTC one', () => {
    // Fri 2025-11-28 22:00 EST is already Saturday in UTC; one business day later is Monday 22:00 EST.
    expect(addBusinessDays(new Date('2025-11-29T03:00:00Z'), 1).toISOString()).toBe('2025-12-02T03:00:00.000Z')
  })

  test('an ordinary weekday is a business day; Thanksgiving and a Sunday are not', () => {
    expect(isBusinessDay(2025, 11, 26)).toBe(true)
    expect(isBusinessDay(2025, 11, 27)).toBe(false)
    expect(isBusinessDay(2025, 11, 30)).toBe(false)
  })
})
