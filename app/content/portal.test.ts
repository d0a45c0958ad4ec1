import { expect, test } from 'vitest'
import { DOCUMENT_CATEGORIES, DOCUMENT_ITEMS } from './portal'

test('every checklist item belongs to exactly one category', () => {
  const placed = DOCUMENT_CATEGORIES.flatMap((c) => c.keys as readonly string[])
  expect([...placed].sort()).toEqual(DOCUMENT_ITEMS.map((i) => i.key as string).sort())
  expect(new Set(placed).size).toBe(placed.length)
})
