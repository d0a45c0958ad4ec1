// The booking and application forms (/book-growth-score, /apply-apex-circle, /apply-sell-side,
// /apply-buy-side) share one schema, as in the spec: full name, company name, email, phone.
import * as z from 'zod/mini'
import { emailAddress, requiredLine } from './fields'

export const LIMITS = { fullName: 100, companyName: 100, email: 255, phone: 20, agreementNeeded: 200 } as const

export const applicationFields = {
  fullName: requiredLine(LIMITS.fullName, {
    required: 'Full name is required',
    tooLong: 'Name must be less than 100 characters',
  }),
  companyName: requiredLine(LIMITS.companyName, {
    required: 'Company name is required',
    tooLong: 'Company name must be less than 100 characters',
  }),
  email: emailAddress(),
  phone: requiredLine(LIMITS.phone, {
    required: 'Phone number is required',
    tooLong: 'Phone number must be less than 20 characters',
  }),
}

export const ApplicationSchema = z.object(applicationFields)
export type Application = z.infer<typeof ApplicationSchema>
