// The Growth Score purchase's step 1 (name, email, company, phone required; message optional) and the
// waitlist offered when the month's places are taken, with their messages in the page's language (the
// English ones are the spec's).
import * as z from 'zod/mini'
import * as purchase from '~/locales/purchase'
import { ENGLISH, type Copies } from '~/utils/i18n'
import { emailAddress, optionalText, phoneNumber, requiredLine } from './fields'

const errors = (copies: Copies) => copies.of(purchase).errors

const nameAndCompany = (copies: Copies) => {
  const t = errors(copies)
  return {
    name: requiredLine(100, { required: t.nameRequired, tooLong: t.nameTooLong }),
    email: emailAddress(copies),
    company: requiredLine(100, { required: t.companyRequired, tooLong: t.companyTooLong }),
  }
}

export function growthScoreSignupSchema(copies: Copies) {
  const t = errors(copies)
  return z.object({
    ...nameAndCompany(copies),
    phone: phoneNumber(copies),
    message: optionalText(2000, t.messageTooLong),
    // Optional: the owners, investors or other side of a deal, one a line, for the firm's conflict check.
    otherParties: optionalText(1000, t.otherPartiesTooLong),
  })
}

export function waitlistSchema(copies: Copies) {
  return z.object(nameAndCompany(copies))
}

/**
 * Confirm Signature (the engagement letter's built-in signing page and the post-payment agreement):
 * the typed name and the consent box, plus the fingerprint of the letter the page showed.
 */
export function signatureSchema(copies: Copies) {
  const t = errors(copies)
  return z.object({
    full_name: requiredLine(200, { required: t.fullNameRequired, tooLong: t.fullNameTooLong }),
    consent: z.boolean({ error: t.consent }).check(z.refine((v) => v === true, t.consent)),
    letter_sha256: z.string({ error: t.letter }).check(z.maxLength(64, t.letter)),
  })
}

/** The English schemas, as the spec words them. */
export const GrowthScoreSignupSchema = growthScoreSignupSchema(ENGLISH)
export const WaitlistSchema = waitlistSchema(ENGLISH)
export const SignatureSchema = signatureSchema(ENGLISH)
