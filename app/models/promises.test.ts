import { describe, expect, test } from 'vitest'
import { addBusinessDays, clientPromises, formatFirmDate } from './promises'

describe('the post-purchase promises as dates', () => {
  test('business days skip weekends and count from the day after', () => {
    const friday = new Date(Date.UTC(2026, 2, 6, 12)) // Fri Mar 6, 2026
    expect(addBusinessDays(friday, 1).toISOString().slice(0, 10)).toBe('2026-03-09') // Monday
    expect(addBusinessDays(friday, 5).toISOString().slice(0, 10)).toBe('2026-03-13')
    expect(addBusinessDays(friday, 7).toISOString().slice(0, 10)).toBe('2026-03-17')
  })

  test('a payment on Tuesday afternoon in Florida: analysis by Wednesday, report the next Tuesday to Thursday', () => {
    const p = clientPromises('2026-03-03T20:15:00.000Z') // Tue Mar 3, 3:15 PM EST
    expect(p.paidOn).toBe('Mar 3, 2026')
    expect(p.analysisBy.iso).toBe('2026-03-04T20:15:00.000Z')
    expect(p.analysisBy.label).toBe('Wed, Mar 4, 2026, 3:15 PM EST')
    expect(p.reportFrom).toEqual({ iso: '2026-03-10', label: 'Tue, Mar 10' })
    expect(p.reportTo).toEqual({ iso: '2026-03-12', label: 'Thu, Mar 12, 2026' })
  })

  test('the calendar day is the firm’s: 11 PM in New York is still that day, not tomorrow in UTC', () => {
    const p = clientPromises('2026-03-07T03:30:00.000Z') // Fri Mar 6, 10:30 PM EST
    expect(p.paidOn).toBe('Mar 6, 2026')
    expect(p.reportFrom.iso).toBe('2026-03-13')
    expect(p.reportTo.iso).toBe('2026-03-17')
    expect(formatFirmDate('2026-03-07T03:30:00.000Z')).toBe('Mar 6, 2026')
  })
})

describe('the promises in Spanish', () => {
  test('the same dates in es-US, the English unchanged', () => {
    const p = clientPromises('2026-03-03T20:15:00.000Z', 'es')
    expect(p.paidOn).toBe(
      new Intl.DateTimeFormat('es-US', { timeZone: 'America/New_York', dateStyle: 'medium' }).format(new Date('2026-03-03T20:15:00.000Z')),
    )
    expect(p.paidOn).toMatch(/3.*mar.*2026/)
    expect(p.analysisBy.iso).toBe('2026-03-04T20:15:00.000Z')
    expect(p.analysisBy.label).toMatch(/^mié/)
    expect(p.reportFrom.label).toMatch(/^mar, 10 .*mar/)
    expect(p.reportTo.iso).toBe('2026-03-12')
    expect(formatFirmDate('2026-03-07T03:30:00.000Z', 'es')).toMatch(/6.*mar.*2026/)
    expect(formatFirmDate('2026-03-07T03:30:00.000Z', 'en')).toBe('Mar 6, 2026')
  })
})
