import { afterEach, beforeEach, expect, test } from 'vitest'
import { env, EnvError, resetEnvForTests } from './env.server'

const names = ['FIRM_NOTIFY_EMAIL', 'FIRM_EMAIL', 'ADMIN_EMAIL', 'EMAIL_SEND_RATE'] as const
let saved: Record<string, string | undefined>

beforeEach(() => {
  saved = Object.fromEntries(names.map((name) => [name, process.env[name]]))
  for (const name of names) delete process.env[name]
  resetEnvForTests()
})

afterEach(() => {
  for (const name of names) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
  resetEnvForTests()
})

test('email variables follow the forms’ email rule: trimmed, then checked', () => {
  process.env.FIRM_EMAIL = '  office@firm.example '
  process.env.ADMIN_EMAIL = 'admin@firm.example'
  expect(env().FIRM_EMAIL).toBe('office@firm.example')
  expect(env().ADMIN_EMAIL).toBe('admin@firm.example')
})

test('the notification address has its default when unset', () => {
  expect(env().FIRM_NOTIFY_EMAIL).toBe('intake@harborvale.example')
})

test.each([
  ['FIRM_NOTIFY_EMAIL', 'not an address', 'Invalid email address'],
  ['FIRM_EMAIL', 'office@', 'Invalid email address'],
  ['ADMIN_EMAIL', `${'a'.repeat(250)}@firm.example`, 'Email must be less than 255 characters'],
] as const)('a wrong %s names the variable and the rule’s message', (name, value, message) => {
  process.env[name] = value
  expect(() => env()).toThrow(EnvError)
  expect(() => env()).toThrow(`Invalid environment variable ${name}: ${message}`)
})

test('the worker sends at most 200 emails a second unless told otherwise; 0 lifts the limit, a negative rate is refused', () => {
  expect(env().EMAIL_SEND_RATE).toBe(200)
  process.env.EMAIL_SEND_RATE = '0'
  resetEnvForTests()
  expect(env().EMAIL_SEND_RATE).toBe(0)
  process.env.EMAIL_SEND_RATE = '-5'
  resetEnvForTests()
  expect(() => env()).toThrow('Invalid environment variable EMAIL_SEND_RATE')
})
