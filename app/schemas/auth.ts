// Sign-in, test-account, forgot-password and set-password forms: one schema each, used by the browser
// (Conform) and the server alike. zod/mini, as in schemas/fields.ts: the browser bundles only the checks used.
import * as z from 'zod/mini'
import { emailAddress } from './fields'

// NIST SP 800-63B rev. 4: at least 15 characters for a password that may be the only factor; no composition rules.
export const PASSWORD_MIN = 15
export const PASSWORD_MAX = 128

const email = z.pipe(
  emailAddress({ required: 'Email is required' }),
  z.transform((value: string) => value.toLowerCase()),
)

/** Where to go after signing in; only same-site paths are followed (checked again by safeRedirect). */
const redirectTo = z.optional(z.string().check(z.maxLength(500)))

export const SignInSchema = z.object({
  email,
  password: z.string({ error: 'Password is required' }).check(z.minLength(1, 'Password is required'), z.maxLength(PASSWORD_MAX)),
  redirectTo,
})

const newPassword = z
  .string({ error: 'Password is required' })
  .check(
    z.minLength(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`),
    z.maxLength(PASSWORD_MAX, `Password must be less than ${PASSWORD_MAX} characters`),
  )

export const TestAccountSchema = z.object({ email, password: newPassword, redirectTo })

export const ForgotPasswordSchema = z.object({ email })

export const SetPasswordSchema = z
  .object({
    token: z.string({ error: 'This link is missing its code.' }).check(z.minLength(1), z.maxLength(200)),
    password: newPassword,
    confirmPassword: z.string({ error: 'Please repeat the password' }),
  })
  .check(z.refine((v) => v.password === v.confirmPassword, { message: 'The passwords do not match', path: ['confirmPassword'] }))
