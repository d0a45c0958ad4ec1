// Sign-in, test-account, forgot-password and set-password forms: one schema each, used by the browser
// (Conform) and the server alike.
import { z } from 'zod'

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(255, 'Email must be less than 255 characters')
  .email('Invalid email address')
  .transform((value) => value.toLowerCase())

/** Where to go after signing in; only same-site paths are followed (checked again by safeRedirect). */
const redirectTo = z.string().max(500).optional()

export const SignInSchema = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX),
  redirectTo,
})

const newPassword = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be less than ${PASSWORD_MAX} characters`)

export const TestAccountSchema = z.object({ email, password: newPassword, redirectTo })

export const ForgotPasswordSchema = z.object({ email })

export const SetPasswordSchema = z
  .object({
    token: z.string({ error: 'This link is missing its code.' }).min(1).max(200),
    password: newPassword,
    confirmPassword: z.string({ error: 'Please repeat the password' }),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'The passwords do not match', path: ['confirmPassword'] })
