// Sign-in, test-account, forgot-password and set-password forms: one schema each, used by the browser
// (Conform) and the server alike, in the page's language (`signInSchema(lang)`; the English constants
// below are the same schemas in English). zod/mini, as in schemas/fields.ts: the browser bundles only the checks used.
import * as z from 'zod/mini'
import * as auth from '~/locales/auth'
import { copyIn, fill, type Lang } from '~/utils/i18n'
import { emailAddress } from './fields'

// NIST SP 800-63B rev. 4: at least 15 characters for a password that may be the only factor; no composition rules.
export const PASSWORD_MIN = 15
export const PASSWORD_MAX = 128

function errorsIn(lang: Lang) {
  return copyIn(auth, lang).errors
}

/** The spec's email rule (schemas/fields.ts, with 'Email is required'), lower-cased. */
function email(lang: Lang) {
  return z.pipe(
    emailAddress(lang, { required: true }),
    z.transform((value: string) => value.toLowerCase()),
  )
}

/** Where to go after signing in; only same-site paths are followed (checked again by safeRedirect). */
const redirectTo = z.optional(z.string().check(z.maxLength(500)))

export function signInSchema(lang: Lang = 'en') {
  const e = errorsIn(lang)
  return z.object({
    email: email(lang),
    password: z
      .string({ error: e.passwordRequired })
      // English keeps zod's own words past the maximum, as before.
      .check(
        z.minLength(1, e.passwordRequired),
        z.maxLength(PASSWORD_MAX, lang === 'en' ? undefined : fill(e.passwordTooLong, { max: PASSWORD_MAX })),
      ),
    redirectTo,
  })
}

function newPassword(lang: Lang) {
  const e = errorsIn(lang)
  return z
    .string({ error: e.passwordRequired })
    .check(
      z.minLength(PASSWORD_MIN, fill(e.passwordTooShort, { min: PASSWORD_MIN })),
      z.maxLength(PASSWORD_MAX, fill(e.passwordTooLong, { max: PASSWORD_MAX })),
    )
}

export function testAccountSchema(lang: Lang = 'en') {
  return z.object({ email: email(lang), password: newPassword(lang), redirectTo })
}

export function forgotPasswordSchema(lang: Lang = 'en') {
  return z.object({ email: email(lang) })
}

export function setPasswordSchema(lang: Lang = 'en') {
  const e = errorsIn(lang)
  return z
    .object({
      token: z.string({ error: e.tokenMissing }).check(z.minLength(1), z.maxLength(200)),
      password: newPassword(lang),
      confirmPassword: z.string({ error: e.repeatPassword }),
    })
    .check(z.refine((v) => v.password === v.confirmPassword, { message: e.mismatch, path: ['confirmPassword'] }))
}

export const SignInSchema = signInSchema('en')
export const TestAccountSchema = testAccountSchema('en')
export const ForgotPasswordSchema = forgotPasswordSchema('en')
export const SetPasswordSchema = setPasswordSchema('en')
