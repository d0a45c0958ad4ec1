import { afterEach, describe, expect, test } from 'vitest'
import { resetEnvForTests } from '~/utils/env.server'
import { defaultFirm, firmWith } from './firm'
import { firmOverrides, getFirm } from './firm.server'

const saved = { ...process.env }
afterEach(() => {
  process.env = { ...saved }
  resetEnvForTests()
})

describe('firm identity', () => {
  test('is the fictional default when nothing is configured', () => {
    for (const name of ['FIRM_NAME', 'FIRM_ATTORNEY_NAME', 'FIRM_EMAIL', 'FIRM_PHONE']) delete process.env[name]
    resetEnvForTests()
    expect(firmOverrides()).toEqual({})
    expect(getFirm()).toBe(defaultFirm)
    expect(defaultFirm.email).toMatch(/\.example$/)
  })

  test('takes name, attorney, email and phone from FIRM_* variables', () => {
    Object.assign(process.env, {
      FIRM_NAME: 'Ortega Law',
      FIRM_ATTORNEY_NAME: 'Ana Ortega',
      FIRM_EMAIL: 'ana@ortega.example',
      FIRM_PHONE: '(786) 555-0100',
    })
    resetEnvForTests()
    const firm = getFirm()
    expect(firm.name).toBe('Ortega Law')
    expect(firm.legalName).toBe('Ortega Law')
    expect(firm.attorney.name).toBe('Ana Ortega')
    expect(firm.attorney.summary.join(' ')).not.toContain('Elena Vale')
    expect(firm.email).toBe('ana@ortega.example')
    expect(firm.phone).toBe('(786) 555-0100')
    expect(firm.city).toBe(defaultFirm.city)
  })

  test('a partial override keeps the rest of the default', () => {
    const firm = firmWith({ email: 'hello@firm.example' })
    expect(firm.email).toBe('hello@firm.example')
    expect(firm.name).toBe(defaultFirm.name)
  })
})
