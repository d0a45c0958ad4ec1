// The one field of the two-factor forms (sign-in code page, enrolment, turning it off): a 6-digit code
// from the authenticator app, or on the sign-in page and when turning it off, a recovery code.
import * as z from 'zod/mini'

export const CODE_MAX = 32

export const TwoFactorCodeSchema = z.object({
  code: z
    .string({ error: 'Enter the code from your authenticator app' })
    .check(
      z.trim(),
      z.minLength(1, 'Enter the code from your authenticator app'),
      z.maxLength(CODE_MAX, `The code must be less than ${CODE_MAX} characters`),
    ),
})
