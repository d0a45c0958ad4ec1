// The one field of the two-factor forms (sign-in code page, enrolment, turning it off): a 6-digit code
// from the authenticator app, or on the sign-in page and when turning it off, a recovery code.
// `twoFactorCodeSchema(copies)` says its errors in the page's language; TwoFactorCodeSchema is the English one.
import * as z from 'zod/mini'
import * as authCode from '~/locales/auth-code'
import { ENGLISH, fill, type Copies } from '~/utils/i18n'

export const CODE_MAX = 32

export function twoFactorCodeSchema(copies: Copies = ENGLISH) {
  const e = copies.of(authCode).errors
  return z.object({
    code: z
      .string({ error: e.required })
      .check(z.trim(), z.minLength(1, e.required), z.maxLength(CODE_MAX, fill(e.tooLong, { max: CODE_MAX }))),
  })
}

export const TwoFactorCodeSchema = twoFactorCodeSchema(ENGLISH)
