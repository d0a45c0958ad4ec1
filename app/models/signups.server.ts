// The Growth Score purchase over one `signups` row: reading it, step 1 (the buyer's details) and the
// letters as this signup is shown them. The state itself moves only in signup-transitions.server.ts
// (decision 0018); each function here opens the write transaction and hands it to the transition.
// Signing is in signup-signing.server.ts, payment in signup-payment.server.ts; jobs in
// worker/processors/purchase.ts do the slow parts.
import type { RequestMeta } from '~/utils/request-meta.server'
import { queueConflictCheck } from './conflicts.server'
import { reminderEvents } from './reminder-schedule.server'
import {
  CONSENTS,
  CURRENT_ENGAGEMENT_LETTER,
  documentLang,
  documentVersionFor,
  letterDate,
  renderDocument,
  type DocumentKind,
  type LetterDocument,
} from '~/content/engagement-letter'
import { getFirm } from '~/content/firm.server'
import { enqueue } from '~/jobs/outbox.server'
import { createId, now, writeTransaction, type Tx } from '~/utils/db.server'
import type { Signup } from '~/utils/db-schema'
import type { Lang } from '~/utils/db-enums'
import { storedLang } from '~/utils/i18n.server'
import { monthlyCapacity } from '~/models/site-content.server'
import { monthUsage } from './capacity.server'
import { detailsColumns, editDetails, loadSignup, type SignupDetails } from './signup-transitions.server'
import { isPaidState, isSignedState } from './signup-states'

export function getSignup(id: string, tx?: Tx) {
  return loadSignup(id, tx)
}

export function isSigned(signup: Pick<Signup, 'state'>) {
  return isSignedState(signup.state)
}

export function isPaid(signup: Pick<Signup, 'state'>) {
  return isPaidState(signup.state)
}

export async function capacityNow() {
  return monthUsage(monthlyCapacity())
}

// ---- step 1 ----

/**
 * Creates the signup (pending), its lead and the firm's notification, in one transaction, in the
 * language of the page the purchase started on: a Spanish signup is shown the Spanish letter.
 */
export async function createSignup(details: SignupDetails, browserKeyHash: string, meta: RequestMeta, language: Lang = 'en') {
  const id = createId()
  const leadId = createId()
  const at = now()
  await writeTransaction(async (trx) => {
    await trx
      .insertInto('signups')
      .values({
        id,
        ...detailsColumns(details),
        payment_status: 'pending',
        browser_key_hash: browserKeyHash,
        letter_version: documentVersionFor('engagement-letter', language),
        language,
        created_at: at,
        updated_at: at,
      })
      .execute()
    await trx
      .insertInto('leads')
      .values({
        id: leadId,
        form_type: 'apex-growth-score',
        name: details.name,
        email: details.email,
        company_name: details.company,
        phone: details.phone,
        message: details.message || null,
        signup_id: id,
        language,
        ip: meta.ip,
        user_agent: meta.userAgent,
        created_at: at,
        updated_at: at,
      })
      .execute()
    await enqueue(trx, 'send-email', { template: 'lead-notification', params: { leadId } }, { type: 'lead', id: leadId })
    await reminderEvents.letterOffered(trx, { id, email: details.email })
    // Runs in the worker while the buyer reads the letter; payment waits for its outcome.
    await queueConflictCheck(trx, { type: 'signup', id })
  })
  return id
}

/** 'Go Back' then resubmitting step 1 edits the details, as long as nothing has been signed. */
export async function updateSignupDetails(id: string, details: SignupDetails) {
  const result = await writeTransaction(async (tx) => {
    const edited = await editDetails(tx, id, details)
    // New details, new check: the one run on the old details no longer says anything.
    if (edited.ok && edited.changed) await queueConflictCheck(tx, { type: 'signup', id })
    return edited
  })
  return result.ok
}

// ---- step 2: the letter ----

export function letterParty(signup: Pick<Signup, 'name' | 'email' | 'company_name' | 'created_at'>) {
  return { name: signup.name, email: signup.email, companyName: signup.company_name, date: letterDate(signup.created_at) }
}

/** The engagement letter exactly as this signup is shown it (null if its version is unknown). */
export function engagementLetterFor(signup: Signup): LetterDocument | null {
  return renderDocument(signup.letter_version ?? CURRENT_ENGAGEMENT_LETTER, letterParty(signup), getFirm())
}

/** The post-payment agreement as this signup is shown it: the current version in the signup's language. */
export function postPaymentAgreementFor(signup: Signup): LetterDocument | null {
  return renderDocument(documentVersionFor('post-payment-agreement', storedLang(signup.language)), letterParty(signup), getFirm())
}

/**
 * The consent a signer ticks under a document, in the language the document is shown in: the label on
 * the page and the text stored with the signature, word for word.
 */
export function consentFor(kind: DocumentKind, doc: LetterDocument): string {
  return CONSENTS[kind][documentLang(doc)]
}
