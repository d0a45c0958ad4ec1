import { describe, expect, test } from 'vitest'
import { sentence } from './misc'

describe('sentence', () => {
  test('adds a period only where the text does not end a sentence already', () => {
    expect(sentence('Reyes Logistics LLC')).toBe('Reyes Logistics LLC.')
    expect(sentence('Reyes Logistics Inc.')).toBe('Reyes Logistics Inc.')
    expect(sentence('Message Sent!')).toBe('Message Sent!')
    expect(sentence('Ready?  ')).toBe('Ready?')
    expect(sentence('And so on…')).toBe('And so on…')
  })
})
