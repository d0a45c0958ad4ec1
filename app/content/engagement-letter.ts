// The Growth Score engagement letter and the post-payment agreement, as versioned content. A signature
// is bound to one version and to the SHA-256 of the exact text shown, so a version is never edited
// once published: add a new one and point CURRENT_* at it.
import { longDate, sentence } from '~/utils/misc'
import { defaultFirm } from './default-firm'

export const GROWTH_SCORE_PRICE_CENTS = 400_000
export const GROWTH_SCORE_CURRENCY = 'usd'
export const GROWTH_SCORE_PRICE_LABEL = '$4,000'

export type LetterParty = { name: string; email: string; companyName: string; date: string }
export type LetterBlock = { kind: 'heading' | 'paragraph' | 'item'; text: string }
/**
 * The parts of a letter around its body (versions from v2 on): the date, the addressee's lines, the
 * salutation, and the firm's closing and signature block. They are part of the signed text.
 */
export type LetterFrame = {
  date: string
  addressee: string[]
  salutation: string
  closing: string
  signatory: string[]
  /** The signer's acceptance under the firm's signature: "Accepted and agreed:" and the client's lines. */
  acceptance: { heading: string; lines: string[] }
}
export type LetterDocument = { version: string; title: string; blocks: LetterBlock[]; frame?: LetterFrame }

export type LetterFirm = { name: string; legalName: string; attorney: { name: string; title: string } }

function frame(party: LetterParty, firm: LetterFirm, closing: string): LetterFrame {
  return {
    date: party.date,
    addressee: [party.name, party.companyName],
    salutation: `Dear ${party.name}:`,
    closing,
    signatory: [firm.attorney.name, firm.attorney.title, firm.legalName],
    acceptance: { heading: 'Accepted and agreed:', lines: [party.name, `for ${party.companyName}`] },
  }
}

export const h = (text: string): LetterBlock => ({ kind: 'heading', text })
export const p = (text: string): LetterBlock => ({ kind: 'paragraph', text })
export const li = (text: string): LetterBlock => ({ kind: 'item', text })

/** What a version writes itself: its blocks and, from v2 on, the letter frame around them. */
type LetterBody = Pick<LetterDocument, 'frame' | 'blocks'>

/**
 * A kind of document's versions, all under one title: each version's body, for one party. A version's
 * name is its key, so a rendered document always carries the version it was rendered from.
 */
export function letterVersions<Party>(
  title: string,
  bodies: Record<string, (party: Party, firm: LetterFirm) => LetterBody>,
): Record<string, (party: Party, firm: LetterFirm) => LetterDocument> {
  return Object.fromEntries(
    Object.entries(bodies).map(([version, body]) => [
      version,
      (party: Party, firm: LetterFirm) => ({ version, title, ...body(party, firm) }),
    ]),
  )
}

/** The lines every letter opens with: the date, and who the client is. */
const dateAndClient = (party: LetterParty) => [
  p(`Date: ${party.date}`),
  p(`Client: ${party.name}, on behalf of ${party.companyName} (${party.email})`),
]

/*
 * Sections the engagement letter versions share word for word. A later version may reuse them only while
 * its text is the same: changing one here would change the signed text of every version using it.
 */
const whatWeWillDo = (firm: LetterFirm) => [
  h('1. What we will do'),
  p('The Growth Score is a fixed-scope legal and business diagnostic of your company. For the flat fee below, the firm will deliver:'),
  li(
    'a review of more than 40 points across entity structure, ownership, governance, contracts, employment, intellectual property, compliance and records;',
  ),
  li('a written Growth Score report with a score out of 100, a Risk & Opportunity Map and an Exit Readiness Snapshot;'),
  li('a 12-month roadmap ranking the changes we recommend by their effect on value and their cost;'),
  li(
    'a set of essential legal templates: operating agreement or bylaws, a non-disclosure agreement, an independent contractor agreement and resolutions; and',
  ),
  li(`one private strategy session with ${firm.attorney.name}, ${firm.attorney.title}, to go through the findings.`),
]
const feeSection = [
  h('3. Fee'),
  p(
    `The fee for the Growth Score is a flat ${GROWTH_SCORE_PRICE_LABEL} (US dollars), payable in full by card before work begins. It does not change with the time the work takes, and there are no hourly charges on top of it.`,
  ),
  p(
    'The fee is non-refundable and fully earned upon signing this letter. By signing you confirm that you understand this: the firm reserves one of its limited monthly places for you and begins preparing your engagement as soon as you sign.',
  ),
]
const guaranteeToGoverningLaw = [
  h('5. Our guarantee'),
  p(
    'If any part of your report is unclear to you, we will hold a bonus clarity session with you at no charge. After delivery you also have 30 days of priority email access to the firm for questions about the report.',
  ),
  h('6. Your part'),
  p(
    'You agree to give us complete and accurate information and documents, and to tell us promptly if anything material changes. Our findings rely on what you provide; we do not audit your financial statements.',
  ),
  h('7. Confidentiality'),
  p(
    'Everything you share with us is held in confidence under the rules that govern lawyers in Florida. We use it only to carry out this engagement.',
  ),
  h('8. End of the engagement'),
  p(
    'The engagement ends when we have delivered the report, held the strategy session and the 30 days of priority email access have passed, unless we agree in writing to continue working together.',
  ),
  h('9. Governing law'),
  p('This letter is governed by the laws of the State of Florida.'),
]

/** The document review authorization's terms, the same in every version. */
const authorizationTerms = (firm: LetterFirm) => [
  h('1. Authorization'),
  p(
    `You authorize ${firm.name} to receive, review and keep copies of the documents you send through the client portal or by email for the purpose of preparing your Growth Score report.`,
  ),
  h('2. Handling'),
  p(
    'We keep your documents confidential, share them with no one outside the firm without your written consent, and hold them for as long as professional rules require, after which they are securely destroyed.',
  ),
  h('3. Accuracy'),
  p('You confirm that the documents you send are true copies and that you are entitled to share them with us.'),
]

const engagementLetters = letterVersions<LetterParty>('Engagement Letter: Growth Score Diagnostic', {
  'engagement-letter/2026-11-v1': (party, firm) => ({
    blocks: [
      ...dateAndClient(party),
      p(`Firm: ${firm.legalName}`),
      p(
        `Thank you for choosing ${firm.name}. This letter sets out the terms on which the firm will prepare your Growth Score. Please read it in full; by signing it you agree to these terms on behalf of yourself and ${party.companyName}.`,
      ),
      ...whatWeWillDo(firm),
      h('2. What is not included'),
      p(
        'The engagement does not include litigation, negotiating or closing any transaction, tax filings, or drafting documents beyond the templates listed above. If you ask us to do further work, we will agree its scope and fee with you in writing before we start.',
      ),
      ...feeSection,
      h('4. Timing'),
      p(
        'Our analysis begins within 24 hours of receiving your payment. We will deliver your Growth Score report within 5-7 business days after we have received the documents on the checklist in your client portal. If documents arrive late, the delivery date moves by the same number of business days.',
      ),
      ...guaranteeToGoverningLaw,
      h('Signature'),
      p(
        `By signing electronically, ${party.name} confirms that they have read this letter, have authority to sign it for ${party.companyName}, and agree to its terms.`,
      ),
    ],
  }),
  'engagement-letter/2026-11-v2': (party, firm) => ({
    frame: frame(party, firm, 'Sincerely,'),
    blocks: [
      p(
        `Thank you for choosing ${firm.name}. This letter sets out the terms on which the firm will prepare your Growth Score. Please read it in full; by signing it you agree to these terms on behalf of yourself and ${sentence(party.companyName)}`,
      ),
      ...whatWeWillDo(firm),
      h('2. What is not included'),
      p(
        'The engagement does not include litigation, negotiating or closing any transaction, tax filings, or drafting documents beyond the templates listed above. If you ask us to do further work, we will agree on its scope and fee with you in writing before we start.',
      ),
      ...feeSection,
      h('4. Timing'),
      p(
        'Our analysis begins within 24 hours of receiving your payment. We will deliver your Growth Score report within 5–7 business days after we have received the documents on the checklist in your client portal. If documents arrive late, the delivery date moves by the same number of business days.',
      ),
      ...guaranteeToGoverningLaw,
      p(
        `If these terms are acceptable, please sign below. By signing electronically, ${party.name} confirms that they have read this letter, have authority to sign it for ${party.companyName}, and agree to its terms. We look forward to working with you.`,
      ),
    ],
  }),
})

const postPaymentAgreements = letterVersions<LetterParty>('Engagement Letter Addendum: Document Review Authorization', {
  'document-authorization/2026-11-v1': (party, firm) => ({
    blocks: [
      ...dateAndClient(party),
      p(
        `Thank you for your payment. To prepare your Growth Score, ${firm.legalName} needs to review your company's documents. This authorization lets us do so.`,
      ),
      ...authorizationTerms(firm),
      h('Signature'),
      p(`By signing electronically, ${party.name} gives this authorization for ${party.companyName}.`),
    ],
  }),
  'document-authorization/2026-11-v2': (party, firm) => ({
    frame: frame(party, firm, 'Sincerely,'),
    blocks: [
      p(
        `Thank you for your payment. To prepare your Growth Score, ${firm.legalName} needs to review your company’s documents. This authorization, an addendum to your engagement letter, lets us do so.`,
      ),
      ...authorizationTerms(firm),
      p(`By signing electronically below, ${party.name} gives this authorization for ${sentence(party.companyName)}`),
    ],
  }),
})

export const CURRENT_ENGAGEMENT_LETTER = 'engagement-letter/2026-11-v2'
export const CURRENT_POST_PAYMENT_AGREEMENT = 'document-authorization/2026-11-v2'

/** The consent the signer ticks, stored word for word with each signature. */
export const SIGNATURE_CONSENT = 'I agree to sign this engagement letter electronically'
/** The addendum's consent names what it authorizes (stored word for word with its signature). */
export const AGREEMENT_CONSENT = 'I agree to sign this document review authorization electronically'

export function renderDocument(version: string, party: LetterParty, firm: LetterFirm = defaultFirm): LetterDocument | null {
  const build = engagementLetters[version] ?? postPaymentAgreements[version]
  return build ? build(party, firm) : null
}

/** The canonical text of a document: what the SHA-256 is taken over, and what the PDF prints. */
export function documentText(doc: LetterDocument) {
  const body = doc.blocks.map((b) => (b.kind === 'item' ? `- ${b.text}` : b.text))
  const f = doc.frame
  // v1 documents have no frame: their text, and so their hash, stays exactly as it was signed.
  if (!f) return [doc.title, '', ...body].join('\n')
  return [
    f.date,
    '',
    ...f.addressee,
    '',
    `Re: ${doc.title}`,
    '',
    f.salutation,
    ...body,
    '',
    f.closing,
    ...f.signatory,
    '',
    f.acceptance.heading,
    ...f.acceptance.lines,
  ].join('\n')
}

/** The letter date as the firm writes it (firm's time zone). */
export function letterDate(iso: string) {
  return longDate(iso) ?? ''
}
