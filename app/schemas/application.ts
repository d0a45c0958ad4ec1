// The booking and application forms (/book-growth-score, /apply-apex-circle, /apply-sell-side,
// /apply-buy-side) share one schema, as in the spec: full name, company name, email, phone. Its messages
// are the form's language's (app/locales/intake.ts; the English ones are the spec's).
import * as z from 'zod/mini'
import * as intake from '~/locales/intake'
import { ENGLISH, type Copies } from '~/utils/i18n'
import { emailAddress, perLanguage, PHONE_MAX, phoneNumber, requiredLine } from './fields'

export const LIMITS = { fullName: 100, companyName: 100, email: 255, phone: PHONE_MAX, agreementNeeded: 200 } as const

/** The form's four fields with their messages in a language. */
export function applicationFields(copies: Copies) {
  const e = copies.of(intake).errors
  return {
    fullName: requiredLine(LIMITS.fullName, { required: e.fullNameRequired, tooLong: e.nameTooLong }),
    companyName: requiredLine(LIMITS.companyName, { required: e.companyNameRequired, tooLong: e.companyNameTooLong }),
    email: emailAddress(copies),
    phone: phoneNumber(copies),
  }
}

export const applicationSchema = perLanguage((copies) => z.object(applicationFields(copies)))
export type Application = z.infer<ReturnType<typeof applicationSchema>>

/** The English schema, for callers outside the intake forms (bench/intake-inline.ts). */
export const ApplicationSchema = applicationSchema(ENGLISH)
