// Issue 28: the sign-in forms, the code form and the account emails' moments in both languages; the
// English exactly as before.
import { describe, expect, test } from 'vitest'
import { easternMoment } from '~/emails/template.server'
import { SignInSchema, setPasswordSchema, signInSchema } from '~/schemas/auth'
import { twoFactorCodeSchema } from '~/schemas/two-factor'
import { waitText } from '~/utils/wait-text'
import { copiesIn } from '~/utils/i18n.server'

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((i) => i.message) ?? []

describe('sign-in schemas', () => {
  test('English keeps the spec’s messages; Spanish says them in Spanish', () => {
    expect(messages(SignInSchema.safeParse({ email: 'bad', password: '' }))).toEqual(['Invalid email address', 'Password is required'])
    expect(messages(signInSchema(copiesIn('es')).safeParse({ email: 'bad', password: '' }))).toEqual([
      'Dirección de correo electrónico no válida',
      'La contraseña es obligatoria',
    ])
    expect(messages(setPasswordSchema(copiesIn('es')).safeParse({ token: 't', password: 'short', confirmPassword: 'other' }))).toContain(
      'La contraseña debe tener al menos 15 caracteres',
    )
    expect(messages(twoFactorCodeSchema(copiesIn('es')).safeParse({ code: '' }))).toEqual([
      'Ingrese el código de su aplicación de autenticación',
    ])
  })

  test('waits are said in the language', () => {
    expect(waitText(copiesIn('en'), 61)).toBe('2 minutes')
    expect(waitText(copiesIn('es'), 30)).toBe('1 minuto')
    expect(waitText(copiesIn('es'), 3 * 3600, { hours: true })).toBe('3 horas')
  })
})

describe('easternMoment', () => {
  test('English as before; Spanish with a las / a la and the zone', () => {
    expect(easternMoment('2026-11-24T19:56:00Z')).toMatch(/^November 24, 2026 at 2:56\sPM Eastern$/)
    expect(easternMoment('2026-11-24T19:56:00Z', 'es')).toBe('24 de noviembre de 2026 a las 2:56 p.m. (hora del Este)')
    expect(easternMoment('2026-11-24T18:05:00Z', 'es')).toBe('24 de noviembre de 2026 a la 1:05 p.m. (hora del Este)')
  })
})
