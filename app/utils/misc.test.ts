import { describe, expect, test } from 'vitest'
import { longDate, sentence } from './misc'

describe('sentence', () => {
  test('adds a period only where the text does not end a sentence already', () => {
    expect(sentence('Reyes Logistics LLC')).toBe('Reyes Logistics LLC.')
    expect(sentence('Reyes Logistics Inc.')).toBe('Reyes Logistics Inc.')
    expect(sentence('Message Sent!')).toBe('Message Sent!')
    expect(sentence('Ready?  ')).toBe('Ready?')
    expect(sentence('And so on…')).toBe('And so on…')
  })
})

describe('longDate', () => {
  test('writes the day in the firm’s time zone, and nothing for no date', () => {
    expect(longDate('2026-11-25T03:00:00.000Z')).toBe('November 24, 2026')
    expect(longDate(new Date('2026-03-06T15:00:00.000Z'))).toBe('March 6, 2026')
    expect(longDate(null)).toBeNull()
    expect(longDate('')).toBeNull()
  })
})
