import { expect, test } from 'vitest'
import { readSidebarOpen, sidebarCookie } from './sidebar'

test('the sidebar is open unless its cookie says false', () => {
  expect(readSidebarOpen(null)).toBe(true)
  expect(readSidebarOpen('en_session=abc')).toBe(true)
  expect(readSidebarOpen('a=1; sidebar_state=false; b=2')).toBe(false)
  expect(readSidebarOpen('sidebar_state=true')).toBe(true)
  expect(readSidebarOpen('not_sidebar_state=false')).toBe(true)
})

test('the cookie lasts 7 days for the whole site', () => {
  expect(sidebarCookie(false)).toBe('sidebar_state=false; Path=/; Max-Age=604800; SameSite=Lax')
  expect(sidebarCookie(true, true)).toContain('; Secure')
})
