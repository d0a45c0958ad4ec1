// The intake schemas: the spec's section 5 messages and limits, trimming, and what happens to
// control characters (removed, so they never reach the database or an email header).
import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { ApplicationSchema } from '~/schemas/application'
import { ContactSchema } from '~/schemas/contact'
import { ContractRequestSchema } from '~/schemas/contract-request'
import { cleanLine, cleanText } from '~/schemas/fields'
import { CircleInterestSchema, ExitSuiteInterestSchema } from '~/schemas/interest'

function form(values: Record<string, string>) {
  const data = new FormData()
  for (const [k, v] of Object.entries(values)) data.set(k, v)
  return data
}

function errors(schema: Parameters<typeof parseWithZod>[1]['schema'], values: Record<string, string>) {
  const submission = parseWithZod(form(values), { schema })
  return submission.status === 'success' ? {} : submission.error
}

const valid = { fullName: 'Avery Founder', companyName: 'Northwind', email: 'avery@northwind.example', phone: '305 555 0100' }

describe('booking and application schema', () => {
  test('empty fields: the spec messages', () => {
    expect(errors(ApplicationSchema, {})).toEqual({
      fullName: ['Full name is required'],
      companyName: ['Company name is required'],
      email: ['Invalid email address'],
      phone: ['Phone number is required'],
    })
  })

  test('limits: 100, 100, 255, 20 characters after trimming', () => {
    const atLimit = {
      fullName: 'N'.repeat(100),
      companyName: 'C'.repeat(100),
      email: `${'e'.repeat(243)}@example.com`,
      phone: '1'.repeat(20),
    }
    expect(atLimit.email).toHaveLength(255)
    expect(errors(ApplicationSchema, { ...atLimit, fullName: `  ${atLimit.fullName}  ` })).toEqual({})
    expect(
      errors(ApplicationSchema, {
        fullName: 'N'.repeat(101),
        companyName: 'C'.repeat(101),
        email: `${'e'.repeat(244)}@example.com`,
        phone: '1'.repeat(21),
      }),
    ).toEqual({
      fullName: ['Name must be less than 100 characters'],
      companyName: ['Company name must be less than 100 characters'],
      email: ['Email must be less than 255 characters'],
      phone: ['Phone number must be less than 20 characters'],
    })
  })

  test('spaces alone are empty; an address without @ is invalid', () => {
    expect(errors(ApplicationSchema, { ...valid, fullName: '   ', email: 'not-an-email' })).toEqual({
      fullName: ['Full name is required'],
      email: ['Invalid email address'],
    })
  })

  test('values are trimmed and cleaned of control characters', () => {
    const submission = parseWithZod(
      form({ ...valid, fullName: ' Avery\u0000 Fo\u001bunder\r\nBcc: x@y.z ', companyName: '\u202eNorthwind ' }),
      { schema: ApplicationSchema },
    )
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    expect(submission.value.fullName).toBe('Avery  Fo under Bcc: x@y.z')
    expect(submission.value.companyName).toBe('Northwind')
  })
})

describe('contract request schema', () => {
  test('agreement needed: required, at most 200 characters', () => {
    expect(errors(ContractRequestSchema, valid)).toEqual({ agreementNeeded: ['Please specify the agreement needed'] })
    expect(errors(ContractRequestSchema, { ...valid, agreementNeeded: 'A'.repeat(201) })).toEqual({
      agreementNeeded: ['Agreement description must be less than 200 characters'],
    })
    expect(errors(ContractRequestSchema, { ...valid, agreementNeeded: 'A'.repeat(200) })).toEqual({})
  })
})

describe('contact schema', () => {
  test('name, email and message are all required (the message despite its optional label)', () => {
    expect(errors(ContactSchema, {})).toEqual({
      name: ['Name is required'],
      email: ['Invalid email address'],
      message: ['Message is required'],
    })
    expect(errors(ContactSchema, { name: 'A', email: 'a@b.example', message: ' \n\t ' })).toEqual({ message: ['Message is required'] })
  })

  test('the message keeps its line breaks and loses other controls', () => {
    const submission = parseWithZod(form({ name: 'A', email: 'a@b.example', message: 'Line one\r\nLine two\u0007\tend' }), {
      schema: ContactSchema,
    })
    expect(submission.status === 'success' && submission.value.message).toBe('Line one\nLine two\tend')
  })
})

describe('interest schemas', () => {
  test('name, email and company required; the Exit Suite message optional', () => {
    const missing = { name: ['Name is required'], email: ['Invalid email address'], company: ['Company is required'] }
    expect(errors(CircleInterestSchema, {})).toEqual(missing)
    expect(errors(ExitSuiteInterestSchema, {})).toEqual(missing)
    expect(errors(ExitSuiteInterestSchema, { name: 'A', email: 'a@b.example', company: 'C' })).toEqual({})
  })
})

test('cleanLine and cleanText', () => {
  expect(cleanLine('a\u0000\u0001b\nc\u007f\u0085d')).toBe('a b c d')
  expect(cleanText('a\r\nb\rc\u0000d\u2066e')).toBe('a\nb\ncde')
})
