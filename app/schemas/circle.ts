// The Circle's forms: a member's deliverable request (the attachment is read by the upload parser).
// zod/mini with the shared field rules, like every schema the browser also runs (see ./fields.ts).
import * as z from 'zod/mini'
import { requiredLine, requiredText } from './fields'
import { DELIVERABLE_STATUSES } from '~/utils/db-schema'

export const DELIVERABLE_TITLE_MAX = 200
export const DELIVERABLE_DESCRIPTION_MAX = 5000

export const DeliverableRequestSchema = z.object({
  title: requiredLine(DELIVERABLE_TITLE_MAX, {
    required: 'Please give the request a title.',
    tooLong: `The title can be at most ${DELIVERABLE_TITLE_MAX} characters.`,
  }),
  description: requiredText(DELIVERABLE_DESCRIPTION_MAX, {
    required: 'Please describe what you need.',
    tooLong: `The description can be at most ${DELIVERABLE_DESCRIPTION_MAX.toLocaleString('en-US')} characters.`,
  }),
})

/** Signing the membership terms (/circle/:id): the typed name, the consent box, the terms' fingerprint. */
export const TermsSignatureSchema = z.object({
  intent: z.literal('sign'),
  full_name: requiredLine(200, { required: 'Please type your full name.', tooLong: 'Your name must be less than 200 characters' }),
  consent: z
    .boolean({ error: 'Please check the box to sign electronically.' })
    .check(z.refine((v) => v === true, 'Please check the box to sign electronically.')),
  terms_sha256: z.optional(z.string()),
})

/** The joining page's two buttons: Confirm Signature and Proceed to Payment. */
export const JoinCircleSchema = z.discriminatedUnion('intent', [TermsSignatureSchema, z.object({ intent: z.literal('pay') })])

export const DeliverableStatusSchema = z.object({ status: z.enum(DELIVERABLE_STATUSES, { error: 'Choose a status' }) })

/** Luhn's check digit: what a card number's last digit must be. */
export function passesLuhn(digits: string) {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** The sandbox customer portal's "Update card": a test card number (spaces allowed), never stored whole. */
export const SandboxCardSchema = z.object({
  card_number: z.pipe(
    z.string().check(z.trim(), z.maxLength(23, 'A card number has at most 19 digits.')),
    z.string().check(
      z.refine((v) => v.length > 0, 'Please enter a card number.'),
      z.refine((v) => v.length === 0 || /^[\d ]{12,23}$/.test(v), 'A card number is 12 to 19 digits.'),
      z.refine(
        (v) => !/^[\d ]{12,23}$/.test(v) || passesLuhn(v.replace(/ /g, '')),
        'That card number is not valid. Try 4242 4242 4242 4242.',
      ),
    ),
  ),
})
