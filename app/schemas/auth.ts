// Sign-in, test-account, forgot-password and set-password forms: one schema each, used by the browser
// (Conform) and the server alike, in the page's language (`signInSchema(copies)`; the English constants
// below are the same schemas in English). zod/mini, as in schemas/fields.ts: the browser bundles only the checks used.
import * as z from 'zod/mini'
import * as auth from '~/locales/auth'
import { ENGLISH, fill, type Copies } from '~/utils/i18n'
import { emailAddress } from './fields'

// NIST SP 800-63B rev. 4: at least 15 characters for a password that may be the only factor; no composition rules.
export const PASSWORD_MIN = 15
export const PASSWORD_MAX = 128

function errorsIn(copies: Copies) {
  return copies.of(auth).errors
}

/** The spec's email rule (schemas/fields.ts, with 'Email is required'), lower-cased. */
function email(copies: Copies) {
  return z.pipe(
    emailAddress(copies, { required: true }),
    z.transform((value: string) => value.toLowerCase()),
  )
}

/** Where to go after signing in; only same-site paths are followed (checked again by safeRedirect). */
const redirectTo = z.optional(z.string().check(z.maxLength(500)))

export function signInSchema(copies: Copies = ENGLISH) {
  const e = errorsIn(copies)
  return z.object({
    email: email(copies),
    password: z
      .string({ error: e.passwordRequired })
      // English keeps zod's own words past the maximum, as before.
      .check(
        z.minLength(1, e.passwordRequired),
        z.maxLength(PASSWORD_MAX, copies.lang === 'en' ? undefined : fill(e.passwordTooLong, { max: PASSWORD_MAX })),
      ),
    redirectTo,
  })
}

function newPassword(copies: Copies) {
  const e = errorsIn(copies)
  return z
    .string({ error: e.passwordRequired })
    .check(
      z.minLength(PASSWORD_MIN, fill(e.passwordTooShort, { min: PASSWORD_MIN })),
      z.maxLength(PASSWORD_MAX, fill(e.passwordTooLong, { max: PASSWORD_MAX })),
    )
}

export function testAccountSchema(copies: Copies = ENGLISH) {
  return z.object({ email: email(copies), password: newPassword(copies), redirectTo })
}

export function forgotPasswordSchema(copies: Copies = ENGLISH) {
  return z.object({ email: email(copies) })
}

export function setPasswordSchema(copies: Copies = ENGLISH) {
  const e = errorsIn(copies)
  return z
    .object({
      token: z.string({ error: e.tokenMissing }).check(z.minLength(1), z.maxLength(200)),
      password: newPassword(copies),
      confirmPassword: z.string({ error: e.repeatPassword }),
    })
    .check(z.refine((v) => v.password === v.confirmPassword, { message: e.mismatch, path: ['confirmPassword'] }))
}

export const SignInSchema = signInSchema(ENGLISH)
export const TestAccountSchema = testAccountSchema(ENGLISH)
export const ForgotPasswordSchema = forgotPasswordSchema(ENGLISH)
export const SetPasswordSchema = setPasswordSchema(ENGLISH)
