// The Circle: its price, what it includes, and the membership terms (versioned like the engagement
// letter: a signature is bound to one version and the SHA-256 of its exact text).
import { h, letterVersions, li, p, type LetterFirm, type LetterFrame, type LetterParty } from './engagement-letter'
import * as circleCopy from '~/locales/circle'
import { formatDollars, type Lang } from '~/utils/i18n'

export const CIRCLE_PRICE_CENTS = 200_000
export const CIRCLE_CURRENCY = 'usd'
export const CIRCLE_PRICE_LABEL = '$2,000'
/** The monthly price as written in a language (through Intl): `$2,000` in both. */
export function circlePriceLabel(lang: Lang) {
  return formatDollars(lang, CIRCLE_PRICE_CENTS / 100)
}
/** Deliverables a member may request per calendar month (the firm's time zone). */
export const CIRCLE_MONTHLY_DELIVERABLES = 2
/** Months of membership after which exit representation is discounted. */
export const CIRCLE_EXIT_DISCOUNT_MONTHS = 12
/** Planning sessions: one a quarter, counted from the start of the membership. */
export const CIRCLE_PLANNING_INTERVAL_MONTHS = 3
/** How long an emailed invitation stays usable. */
export const CIRCLE_INVITATION_DAYS = 14

/** What the member and the firm call each state of a deliverable request (Spanish: app/locales/circle.ts). */
export const DELIVERABLE_STATUS_LABELS = circleCopy.en.deliverableStatus

export const CIRCLE_BENEFITS = circleCopy.en.benefits

export const CIRCLE_TERMS_CONSENT = circleCopy.en.consent
export const CURRENT_CIRCLE_TERMS = 'circle-terms/2026-11-v2'

type Party = Omit<LetterParty, 'companyName'> & { companyName: string | null }

/*
 * Sections the versions of the terms share word for word (as in engagement-letter.ts). A later version may
 * reuse them only while its text is the same: changing one here would change the signed text of every
 * version using it.
 */
const includesAndExcludes = [
  h('1. What the membership includes'),
  li(
    'Up to two tailored legal deliverables in each calendar month (Eastern time), requested through the client portal. Unused requests do not carry over.',
  ),
  li('A strategic planning session with your attorney once a quarter.'),
  li('Priority handling of your messages through the portal.'),
  li('Introductions to advisors the firm has vetted, at your request.'),
  li('After twelve months of continuous membership, a discount on exit representation, agreed in a separate engagement.'),
  h('2. What it does not include'),
  p(
    'M&A representation, litigation and matters outside the deliverables above are not part of the membership. They can be engaged separately.',
  ),
]
const failedPaymentToRelationship = (firm: LetterFirm) => [
  p(
    'If a payment fails, the processor tries again over the following days and we will tell you by email. If every attempt fails, the membership ends.',
  ),
  h('4. Cancelling'),
  p(
    'You may cancel at any time from the portal. The membership stays in force until the end of the month you have paid for, and no further payment is taken.',
  ),
  h('5. The relationship'),
  p(
    `${firm.name} represents the member named above for the deliverables requested. Each deliverable is confidential and covered by attorney–client privilege to the extent the law allows.`,
  ),
]

/** The letter's frame around the terms (v2 on): the date, the member, the firm's signature, "Accepted and agreed". */
function termsFrame(party: Party, firm: LetterFirm): LetterFrame {
  return {
    date: party.date,
    addressee: party.companyName ? [party.name, party.companyName] : [party.name],
    salutation: `Dear ${party.name}:`,
    closing: 'Sincerely,',
    signatory: [firm.attorney.name, firm.attorney.title, firm.legalName],
    acceptance: { heading: 'Accepted and agreed:', lines: party.companyName ? [party.name, `for ${party.companyName}`] : [party.name] },
  }
}

const terms = letterVersions<Party>('Membership Terms: The Apex Circle', {
  'circle-terms/2026-11-v1': (party, firm) => ({
    blocks: [
      p(`Date: ${party.date}`),
      p(`Member: ${party.name}${party.companyName ? `, on behalf of ${party.companyName}` : ''} (${party.email})`),
      p(`Firm: ${firm.legalName}`),
      ...includesAndExcludes,
      h('3. Fee and billing'),
      p(
        'The membership costs $2,000 a month, charged in advance to the card you give our payment processor, Stripe, on the same day each month.',
      ),
      ...failedPaymentToRelationship(firm),
      p(`By signing electronically, ${party.name} accepts these terms${party.companyName ? ` for ${party.companyName}` : ''}.`),
    ],
  }),
  'circle-terms/2026-11-v2': (party, firm) => ({
    frame: termsFrame(party, firm),
    blocks: [
      p(
        `Thank you for joining the Apex Circle. This letter sets out the terms of your membership: what ${firm.name} will do for you each month, what it costs and how you can end it. By signing it you agree to these terms${party.companyName ? ` on behalf of yourself and ${party.companyName}` : ''}.`,
      ),
      ...includesAndExcludes,
      h('3. Fee and billing'),
      p(
        `The membership costs ${CIRCLE_PRICE_LABEL} a month. The first month is charged when you pay, then the same amount on the same day each month, in advance, to the card you give our payment processor, Stripe. Receipts and invoices are in your client portal.`,
      ),
      ...failedPaymentToRelationship(firm),
      p(
        `If these terms are acceptable, please sign below. By signing electronically, ${party.name} accepts them${party.companyName ? ` for ${party.companyName}` : ''}. We look forward to working with you.`,
      ),
    ],
  }),
})

export function renderCircleTerms(version: string, party: Party, firm: LetterFirm) {
  const build = terms[version]
  return build ? build(party, firm) : null
}

/** The leads the firm may invite to the Circle: its application and the interest form on /growth-score. */
export function isCircleApplication(formType: string) {
  return formType === 'apex-circle-application' || formType === 'circle-interest'
}
