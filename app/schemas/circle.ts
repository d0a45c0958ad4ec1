// The Circle's forms: a member's deliverable request (the attachment is read by the upload parser).
// zod/mini with the shared field rules, like every schema the browser also runs (see ./fields.ts).
import * as z from 'zod/mini'
import { requiredLine, requiredText } from './fields'
import { DELIVERABLE_STATUSES } from '~/utils/db-schema'
import * as circle from '~/locales/circle'
import { ENGLISH, fill, formatNumber, type Copies } from '~/utils/i18n'

export const DELIVERABLE_TITLE_MAX = 200
export const DELIVERABLE_DESCRIPTION_MAX = 5000

/** A member's deliverable request, its messages in the page's language. */
export function deliverableRequestSchema(copies: Copies) {
  const e = copies.of(circle).errors
  return z.object({
    title: requiredLine(DELIVERABLE_TITLE_MAX, {
      required: e.titleRequired,
      tooLong: fill(e.titleTooLong, { max: DELIVERABLE_TITLE_MAX }),
    }),
    description: requiredText(DELIVERABLE_DESCRIPTION_MAX, {
      required: e.descriptionRequired,
      tooLong: fill(e.descriptionTooLong, { max: formatNumber(copies.lang, DELIVERABLE_DESCRIPTION_MAX) }),
    }),
  })
}

/** Signing the membership terms (/circle/:id): the typed name, the consent box, the terms' fingerprint. */
export function termsSignatureSchema(copies: Copies) {
  const e = copies.of(circle).errors
  return z.object({
    intent: z.literal('sign'),
    full_name: requiredLine(200, { required: e.nameRequired, tooLong: e.nameTooLong }),
    consent: z.boolean({ error: e.consent }).check(z.refine((v) => v === true, e.consent)),
    terms_sha256: z.optional(z.string()),
  })
}

export const TermsSignatureSchema = termsSignatureSchema(ENGLISH)

/** The joining page's two buttons: Confirm Signature and Proceed to Payment. */
export function joinCircleSchema(copies: Copies) {
  return z.discriminatedUnion('intent', [termsSignatureSchema(copies), z.object({ intent: z.literal('pay') })])
}

export const JoinCircleSchema = joinCircleSchema(ENGLISH)

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
export function sandboxCardSchema(copies: Copies) {
  const e = copies.of(circle).errors
  return z.object({
    card_number: z.pipe(
      z.string().check(z.trim(), z.maxLength(23, e.cardTooLong)),
      z.string().check(
        z.refine((v) => v.length > 0, e.cardRequired),
        z.refine((v) => v.length === 0 || /^[\d ]{12,23}$/.test(v), e.cardDigits),
        z.refine((v) => !/^[\d ]{12,23}$/.test(v) || passesLuhn(v.replace(/ /g, '')), e.cardInvalid),
      ),
    ),
  })
}

export const SandboxCardSchema = sandboxCardSchema(ENGLISH)
