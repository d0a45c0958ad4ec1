// The Growth Score purchase's step 1 (name, email, company, phone required; message optional) and the
// waitlist offered when the month's places are taken.
import * as z from 'zod/mini'
import { emailAddress, optionalText, requiredLine } from './fields'

export const GrowthScoreSignupSchema = z.object({
  name: requiredLine(100, { required: 'Name is required', tooLong: 'Name must be less than 100 characters' }),
  email: emailAddress(),
  company: requiredLine(100, { required: 'Company is required', tooLong: 'Company name must be less than 100 characters' }),
  phone: requiredLine(20, { required: 'Phone number is required', tooLong: 'Phone number must be less than 20 characters' }),
  message: optionalText(2000, 'Message must be less than 2000 characters'),
  // Optional: the owners, investors or other side of a deal, one a line, for the firm's conflict check.
  otherParties: optionalText(1000, 'Other parties must be less than 1000 characters'),
})

export const WaitlistSchema = z.object({
  name: requiredLine(100, { required: 'Name is required', tooLong: 'Name must be less than 100 characters' }),
  email: emailAddress(),
  company: requiredLine(100, { required: 'Company is required', tooLong: 'Company name must be less than 100 characters' }),
})

/**
 * Confirm Signature (the engagement letter's built-in signing page and the post-payment agreement):
 * the typed name and the consent box, plus the fingerprint of the letter the page showed.
 */
export const SignatureSchema = z.object({
  full_name: requiredLine(200, { required: 'Please type your full name to sign.', tooLong: 'Your name must be less than 200 characters' }),
  consent: z
    .boolean({ error: 'Please check the box to agree to sign electronically.' })
    .check(z.refine((v) => v === true, 'Please check the box to agree to sign electronically.')),
  letter_sha256: z.string({ error: 'The letter could not be identified.' }).check(z.maxLength(64, 'The letter could not be identified.')),
})
