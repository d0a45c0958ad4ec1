// The intake schemas: the spec's section 5 messages and limits, trimming, and what happens to
// control characters (removed, so they never reach the database or an email header). Each schema is a
// factory of the form's language: English gives the spec's messages, Spanish their translation.
import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { applicationSchema } from '~/schemas/application'
import { contactSchema } from '~/schemas/contact'
import { contractRequestSchema } from '~/schemas/contract-request'
import { cleanLine, cleanText } from '~/schemas/fields'
import { circleInterestSchema, exitSuiteInterestSchema } from '~/schemas/interest'
import { copiesIn } from '~/utils/i18n.server'

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
    expect(errors(applicationSchema(copiesIn('en')), {})).toEqual({
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
    expect(errors(applicationSchema(copiesIn('en')), { ...atLimit, fullName: `  ${atLimit.fullName}  ` })).toEqual({})
    expect(
      errors(applicationSchema(copiesIn('en')), {
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
    expect(errors(applicationSchema(copiesIn('en')), { ...valid, fullName: '   ', email: 'not-an-email' })).toEqual({
      fullName: ['Full name is required'],
      email: ['Invalid email address'],
    })
  })

  test('values are trimmed and cleaned of control characters', () => {
    const submission = parseWithZod(
      form({ ...valid, fullName: ' Avery\u0000 Fo\u001bunder\r\nBcc: x@y.z ', companyName: '\u202eNorthwind ' }),
      { schema: applicationSchema(copiesIn('en')) },
    )
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    expect(submission.value.fullName).toBe('Avery  Fo under Bcc: x@y.z')
    expect(submission.value.companyName).toBe('Northwind')
  })
})

describe('contract request schema', () => {
  test('agreement needed: required, at most 200 characters', () => {
    expect(errors(contractRequestSchema(copiesIn('en')), valid)).toEqual({ agreementNeeded: ['Please specify the agreement needed'] })
    expect(errors(contractRequestSchema(copiesIn('en')), { ...valid, agreementNeeded: 'A'.repeat(201) })).toEqual({
      agreementNeeded: ['Agreement description must be less than 200 characters'],
    })
    expect(errors(contractRequestSchema(copiesIn('en')), { ...valid, agreementNeeded: 'A'.repeat(200) })).toEqual({})
  })
})

describe('contact schema', () => {
  test('name, email and message are all required (the message despite its optional label)', () => {
    expect(errors(contactSchema(copiesIn('en')), {})).toEqual({
      name: ['Name is required'],
      email: ['Invalid email address'],
      message: ['Message is required'],
    })
    expect(errors(contactSchema(copiesIn('en')), { name: 'A', email: 'a@b.example', message: ' \n\t ' })).toEqual({
      message: ['Message is required'],
    })
  })

  test('the message keeps its line breaks and loses other controls', () => {
    const submission = parseWithZod(form({ name: 'A', email: 'a@b.example', message: 'Line one\r\nLine two\u0007\tend' }), {
      schema: contactSchema(copiesIn('en')),
    })
    expect(submission.status === 'success' && submission.value.message).toBe('Line one\nLine two\tend')
  })
})

describe('interest schemas', () => {
  test('name, email and company required; the Exit Suite message optional', () => {
    const missing = { name: ['Name is required'], email: ['Invalid email address'], company: ['Company is required'] }
    expect(errors(circleInterestSchema(copiesIn('en')), {})).toEqual(missing)
    expect(errors(exitSuiteInterestSchema(copiesIn('en')), {})).toEqual(missing)
    expect(errors(exitSuiteInterestSchema(copiesIn('en')), { name: 'A', email: 'a@b.example', company: 'C' })).toEqual({})
  })
})

describe('Spanish messages (a form on an /es/ page)', () => {
  test('application and contract request', () => {
    expect(errors(applicationSchema(copiesIn('es')), {})).toEqual({
      fullName: ['El nombre completo es obligatorio'],
      companyName: ['El nombre de la empresa es obligatorio'],
      email: ['Dirección de correo electrónico no válida'],
      phone: ['El número de teléfono es obligatorio'],
    })
    expect(
      errors(applicationSchema(copiesIn('es')), {
        fullName: 'N'.repeat(101),
        companyName: 'C'.repeat(101),
        email: `${'e'.repeat(244)}@example.com`,
        phone: '1'.repeat(21),
      }),
    ).toEqual({
      fullName: ['El nombre debe tener menos de 100 caracteres'],
      companyName: ['El nombre de la empresa debe tener menos de 100 caracteres'],
      email: ['El correo electrónico debe tener menos de 255 caracteres'],
      phone: ['El número de teléfono debe tener menos de 20 caracteres'],
    })
    expect(errors(contractRequestSchema(copiesIn('es')), valid)).toEqual({ agreementNeeded: ['Indique el contrato que necesita'] })
    expect(errors(contractRequestSchema(copiesIn('es')), { ...valid, agreementNeeded: 'A'.repeat(201) })).toEqual({
      agreementNeeded: ['La descripción del contrato debe tener menos de 200 caracteres'],
    })
  })

  test('contact and interest forms', () => {
    expect(errors(contactSchema(copiesIn('es')), {})).toEqual({
      name: ['El nombre es obligatorio'],
      email: ['Dirección de correo electrónico no válida'],
      message: ['El mensaje es obligatorio'],
    })
    const missing = {
      name: ['El nombre es obligatorio'],
      email: ['Dirección de correo electrónico no válida'],
      company: ['La empresa es obligatoria'],
    }
    expect(errors(circleInterestSchema(copiesIn('es')), {})).toEqual(missing)
    expect(errors(exitSuiteInterestSchema(copiesIn('es')), {})).toEqual(missing)
    expect(
      errors(exitSuiteInterestSchema(copiesIn('es')), { name: 'A', email: 'a@b.example', company: 'C', message: 'M'.repeat(2001) }),
    ).toEqual({
      message: ['El mensaje debe tener menos de 2000 caracteres'],
    })
  })

  test('one schema per language, built once', () => {
    expect(contactSchema(copiesIn('es'))).toBe(contactSchema(copiesIn('es')))
    expect(contactSchema(copiesIn('es'))).not.toBe(contactSchema(copiesIn('en')))
  })
})

test('cleanLine and cleanText', () => {
  expect(cleanLine('a\u0000\u0001b\nc\u007f\u0085d')).toBe('a b c d')
  expect(cleanText('a\r\nb\rc\u0000d\u2066e')).toBe('a\nb\ncde')
})
