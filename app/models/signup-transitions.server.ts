// The one place a signup's `state` changes (decision 0018). Every transition is a function that takes
// the `Tx` of a writeTransaction opened by its caller (a route's action or a worker processor; never
// one of its own), reads the signup, checks that its state allows the transition (a typed refusal
// otherwise), and writes the new state with its side-effects (outbox jobs, capacity holds, the
// signature record) in that same transaction.
//
//   details ──requestEnvelope──▶ letter_preparing ──envelopeReady──▶ awaiting_signature ──sign──▶ signed
//      ▲                             │ envelopeFailed                                               │ openCheckout
//      └──────editDetails────── letter_failed                                                       ▼
//                                                        signed ◀──closeCheckout── checkout_open ──markPaid──▶ paid
//                                                                                   paid ──markProvisioned──▶ complete
//
// A replay (a webhook twice, a redelivered job, a double click) finds the transition already done and
// answers `{ ok: true, changed: false }` without writing anything.
import { reminderEvents } from './reminder-schedule.server'
import { CURRENT_ENGAGEMENT_LETTER, documentText, type LetterDocument } from '~/content/engagement-letter'
import { enqueue } from '~/jobs/outbox.server'
import { createId, getDb, now, sql, type Tx } from '~/utils/db.server'
import type { Signup, SignupUpdate } from '~/utils/db-schema'
import { monthlyCapacity } from '~/models/site-content.server'
import { attachSession, holdForSession, paidOverCapacity, releasePlace, releaseSessionHold } from './capacity.server'
import { paymentGate } from './conflicts.server'
import { sha256 } from './signup-access.server'
import type { RequestMeta } from '~/utils/request-meta.server'
import { TRANSITIONS, type Moved, type Rule, type TransitionName, type TransitionResult } from './signup-states'

export function loadSignup(id: string, tx?: Tx) {
  return (tx ?? getDb()).selectFrom('signups').selectAll().where('id', '=', id).executeTakeFirst()
}

type Checked = { go: true; signup: Signup } | { go: false; result: TransitionResult }

async function check(tx: Tx, signupId: string, transition: TransitionName): Promise<Checked> {
  return decide(await loadSignup(signupId, tx), transition)
}

/** check() for a signup the transition has already read in its transaction. */
function decide(signup: Signup | undefined, transition: TransitionName): Checked {
  if (!signup) return { go: false, result: { ok: false, refusal: 'missing', transition } }
  const rule: Rule = TRANSITIONS[transition]
  if (rule.done.includes(signup.state) && !rule.from.includes(signup.state)) {
    return { go: false, result: { ok: true, changed: false, from: signup.state, to: signup.state, signup } }
  }
  if (!rule.from.includes(signup.state))
    return { go: false, result: { ok: false, refusal: 'not-allowed', transition, state: signup.state } }
  return { go: true, signup }
}

/** Writes the transition's state and columns; the WHERE on the state read makes a lost race visible. */
async function move(tx: Tx, signup: Signup, transition: TransitionName, set: SignupUpdate): Promise<Moved> {
  const rule: Rule = TRANSITIONS[transition]
  const to = rule.to ?? signup.state
  const result = await tx
    .updateTable('signups')
    .set({ ...set, state: to, updated_at: now() })
    .where('id', '=', signup.id)
    .where('state', '=', signup.state)
    .executeTakeFirst()
  // Inside BEGIN IMMEDIATE nobody else writes between the read and this update.
  if (Number(result.numUpdatedRows) !== 1) throw new Error(`signup ${signup.id} changed during ${transition}`)
  return { ok: true, changed: true, from: signup.state, to, signup: { ...signup, ...set, state: to } as Signup }
}

/** The latest job of a kind about a subject, to tell 'still trying' from 'failed for good'. */
export async function latestJob(kind: string, subjectType: string, subjectId: string, tx?: Tx) {
  return (tx ?? getDb())
    .selectFrom('outbox')
    .select(['id', 'created_at', 'completed_at', 'failed_at', 'attempts', 'last_error'])
    .where('subject_type', '=', subjectType)
    .where('subject_id', '=', subjectId)
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst()
}

/**
 * Queues verify-payment for a Checkout Session unless one is already waiting: the success URL, both
 * webhook events and a cancel can all ask, and the job is keyed by the session id.
 */
export async function enqueuePaymentVerification(tx: Tx, checkoutSessionId: string) {
  const open = await tx
    .selectFrom('outbox')
    .select('id')
    .where('subject_type', '=', 'checkout-session')
    .where('subject_id', '=', checkoutSessionId)
    .where('kind', '=', 'verify-payment')
    .where('completed_at', 'is', null)
    .where('failed_at', 'is', null)
    .where(sql<boolean>`started_at is null`)
    .executeTakeFirst()
  if (open) return open.id
  return enqueue(tx, 'verify-payment', { checkoutSessionId }, { type: 'checkout-session', id: checkoutSessionId })
}

// ---- step 1 and step 2 ----

export type SignupDetails = { name: string; email: string; company: string; phone: string; message?: string; otherParties?: string }

/** The buyer's step-1 details as the signups table stores them. */
export function detailsColumns(details: SignupDetails) {
  return {
    name: details.name,
    email: details.email,
    company_name: details.company,
    phone: details.phone,
    message: details.message || null,
    other_parties: details.otherParties || null,
  }
}

export async function editDetails(tx: Tx, signupId: string, details: SignupDetails): Promise<TransitionResult> {
  const c = await check(tx, signupId, 'editDetails')
  if (!c.go) return c.result
  return move(tx, c.signup, 'editDetails', {
    ...detailsColumns(details),
    envelope_status: null,
    envelope_id: null,
    signing_url: null,
    envelope_error: null,
  })
}

/** A second press while the worker is still preparing the envelope queues nothing more. */
export async function requestEnvelope(tx: Tx, signupId: string): Promise<TransitionResult> {
  const c = await check(tx, signupId, 'requestEnvelope')
  if (!c.go) return c.result
  const signup = c.signup
  if (signup.state === 'letter_preparing') {
    const job = await latestJob('create-envelope', 'signup', signupId, tx)
    if (job && !job.failed_at && !job.completed_at) return { ok: true, changed: false, from: signup.state, to: signup.state, signup }
  }
  const moved = await move(tx, signup, 'requestEnvelope', {
    envelope_status: 'requested',
    envelope_error: null,
    signing_url: null,
    letter_version: signup.letter_version ?? CURRENT_ENGAGEMENT_LETTER,
  })
  await enqueue(tx, 'create-envelope', { signupId, purpose: 'engagement-letter' }, { type: 'signup', id: signupId })
  return moved
}

export async function envelopeReady(
  tx: Tx,
  signupId: string,
  envelope: { envelopeId: string; signingUrl: string },
): Promise<TransitionResult> {
  const c = await check(tx, signupId, 'envelopeReady')
  if (!c.go) return c.result
  return move(tx, c.signup, 'envelopeReady', {
    envelope_id: envelope.envelopeId,
    signing_url: envelope.signingUrl,
    envelope_status: 'ready',
    envelope_error: null,
  })
}

export async function envelopeFailed(tx: Tx, signupId: string, error: string): Promise<TransitionResult> {
  const c = await check(tx, signupId, 'envelopeFailed')
  if (!c.go) return c.result
  return move(tx, c.signup, 'envelopeFailed', { envelope_status: 'failed', envelope_error: error.slice(0, 300) })
}

// ---- signatures ----

export type SignatureRecord = {
  provider: string
  signerName: string
  signerEmail: string
  signedAt: string
  meta: RequestMeta
  consent: string
  document: LetterDocument
}

export function documentSha256(doc: LetterDocument) {
  return sha256(documentText(doc))
}

export function newVerificationCode() {
  // 15 characters of Crockford base32 (75 bits), grouped for reading aloud: GS-XXXXX-XXXXX-XXXXX
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
  const bytes = crypto.getRandomValues(new Uint8Array(15))
  const chars = Array.from(bytes, (b) => alphabet[b & 31]).join('')
  return `GS-${chars.slice(0, 5)}-${chars.slice(5, 10)}-${chars.slice(10, 15)}`
}

async function insertSignature(tx: Tx, signup: Signup, purpose: 'engagement-letter' | 'post-payment-agreement', record: SignatureRecord) {
  const signatureId = createId()
  await tx
    .insertInto('signatures')
    .values({
      id: signatureId,
      signup_id: signup.id,
      purpose,
      provider: record.provider,
      signer_name: record.signerName.trim().slice(0, 200),
      signer_email: record.signerEmail,
      signed_at: record.signedAt,
      ip: record.meta.ip?.slice(0, 64) ?? null,
      user_agent: record.meta.userAgent?.slice(0, 300) ?? null,
      consent_text: record.consent,
      document_version: record.document.version,
      document_sha256: documentSha256(record.document),
      verification_code: newVerificationCode(),
    })
    .execute()
  await enqueue(tx, 'render-signed-pdf', { signatureId }, { type: 'signature', id: signatureId })
  return signatureId
}

/** A signature as the signer gave it; `shownSha256`, when given, is the letter they were shown. */
type Signing = SignatureRecord & { shownSha256?: string }

/** The letter changed between showing it and signing it: the signer would sign something they did not read. */
function letterChanged(record: Signing) {
  return record.shownSha256 !== undefined && documentSha256(record.document) !== record.shownSha256
}

/**
 * The engagement letter signed: the audit record, the spec's signed-{timestamp} marker and the PDF job.
 * `shownSha256`, when given, must match the letter as it stands (the signer signs what they read).
 */
export async function sign(tx: Tx, signupId: string, record: Signing): Promise<TransitionResult & { signatureId?: string }> {
  const c = await check(tx, signupId, 'sign')
  if (!c.go) return c.result
  if (letterChanged(record)) {
    return { ok: false, refusal: 'letter-changed', transition: 'sign', state: c.signup.state }
  }
  const signatureId = await insertSignature(tx, c.signup, 'engagement-letter', record)
  const moved = await move(tx, c.signup, 'sign', {
    signed_document_url: `signed-${Date.parse(record.signedAt)}`,
    envelope_status: 'completed',
  })
  await reminderEvents.letterSigned(tx, signupId)
  return { ...moved, signatureId }
}

/** The post-payment agreement signed (once). */
export async function signAgreement(tx: Tx, signupId: string, record: Signing): Promise<TransitionResult & { signatureId?: string }> {
  const c = await check(tx, signupId, 'signAgreement')
  if (!c.go) return c.result
  const existing = await tx
    .selectFrom('signatures')
    .select('id')
    .where('signup_id', '=', signupId)
    .where('purpose', '=', 'post-payment-agreement')
    .executeTakeFirst()
  if (existing) return { ok: false, refusal: 'already-signed', transition: 'signAgreement', state: c.signup.state }
  if (letterChanged(record)) {
    return { ok: false, refusal: 'letter-changed', transition: 'signAgreement', state: c.signup.state }
  }
  const signatureId = await insertSignature(tx, c.signup, 'post-payment-agreement', record)
  const moved = await move(tx, c.signup, 'signAgreement', { post_envelope_status: 'completed' })
  return { ...moved, signatureId }
}

export async function postEnvelopeReady(tx: Tx, signupId: string, envelopeId: string): Promise<TransitionResult> {
  const c = await check(tx, signupId, 'postEnvelopeReady')
  if (!c.go) return c.result
  if (c.signup.post_envelope_status !== 'requested')
    return { ok: true, changed: false, from: c.signup.state, to: c.signup.state, signup: c.signup }
  const moved = await move(tx, c.signup, 'postEnvelopeReady', { post_envelope_id: envelopeId, post_envelope_status: 'ready' })
  // The built-in provider's "envelope" is our own page: its link is in the purchase confirmation and on
  // the complete step, never in an email of its own (at most two emails to the buyer after payment).
  return moved
}

export async function postEnvelopeFailed(tx: Tx, signupId: string): Promise<TransitionResult> {
  const c = await check(tx, signupId, 'postEnvelopeFailed')
  if (!c.go) return c.result
  if (c.signup.post_envelope_status === 'failed' || c.signup.post_envelope_status === 'completed') {
    return { ok: true, changed: false, from: c.signup.state, to: c.signup.state, signup: c.signup }
  }
  return move(tx, c.signup, 'postEnvelopeFailed', { post_envelope_status: 'failed' })
}

// ---- payment ----

/** A checkout session was opened for the place `reservationId` holds. */
export async function openCheckout(
  tx: Tx,
  signupId: string,
  checkout: { reservationId: string; sessionId: string; url: string },
): Promise<TransitionResult> {
  const c = await check(tx, signupId, 'openCheckout')
  if (!c.go) return c.result
  if ((await paymentGate(c.signup, tx)) !== 'ok') {
    return { ok: false, refusal: 'conflict-check', transition: 'openCheckout', state: c.signup.state }
  }
  if (!(await attachSession(tx, checkout.reservationId, checkout.sessionId))) {
    return { ok: false, refusal: 'hold-released', transition: 'openCheckout', state: c.signup.state }
  }
  await reminderEvents.checkoutRetried(tx, signupId)
  return move(tx, c.signup, 'openCheckout', {
    checkout_session_id: checkout.sessionId,
    checkout_url: checkout.url,
    verification_status: 'pending',
  })
}

/**
 * A checkout session can no longer be paid: the buyer cancelled (its place is freed now) or the
 * provider expired it (its place is freed, and the success URL of that session says 'unpaid'). A
 * session that is not the signup's current one only gives up its hold; the state stays.
 */
export async function closeCheckout(
  tx: Tx,
  signupId: string,
  close: { sessionId: string | null; reason: 'cancelled' | 'expired' },
): Promise<TransitionResult> {
  const signup = await loadSignup(signupId, tx)
  if (!signup) return { ok: false, refusal: 'missing', transition: 'closeCheckout' }
  const hold = close.sessionId ? await holdForSession(close.sessionId, tx) : undefined
  if (hold) await releaseSessionHold(close.sessionId!, tx)
  // A hold not yet tied to a session goes too when the buyer cancels.
  else if (close.reason === 'cancelled') await releasePlace(signupId, undefined, tx)
  const current = close.sessionId !== null && signup.checkout_session_id === close.sessionId
  // Releasing a hold writes capacity_reservations only: the signup read above is still the one to decide on.
  const c = decide(signup, 'closeCheckout')
  if (!c.go) return c.result
  if (close.sessionId && !current) return { ok: true, changed: false, from: signup.state, to: signup.state, signup }
  const moved = await move(tx, c.signup, 'closeCheckout', close.reason === 'expired' ? { verification_status: 'unpaid' } : {})
  if (moved.ok) await reminderEvents.checkoutLeft(tx, signup, close.sessionId)
  return moved
}

export async function recordVerification(tx: Tx, signupId: string, outcome: 'unpaid' | 'failed'): Promise<TransitionResult> {
  const c = await check(tx, signupId, 'recordVerification')
  if (!c.go) return c.result
  return move(tx, c.signup, 'recordVerification', { verification_status: outcome })
}

/**
 * The provider says this session is paid: the signup is paid exactly once, the account and the
 * post-payment agreement are queued, and a newer session of the same signup is checked so it cannot
 * also be paid. A payment whose hold had lapsed in a month that is full by now is honoured and flagged.
 */
export async function markPaid(
  tx: Tx,
  signupId: string,
  payment: { sessionId: string; amountCents: number | null; currency: string | null },
): Promise<TransitionResult> {
  const c = await check(tx, signupId, 'markPaid')
  if (!c.go) return c.result
  const at = now()
  const moved = await move(tx, c.signup, 'markPaid', {
    payment_status: 'paid',
    paid_at: at,
    amount_cents: payment.amountCents,
    currency: payment.currency,
    verification_status: 'paid',
    checkout_session_id: payment.sessionId,
    post_envelope_status: 'requested',
  })
  if (await paidOverCapacity(monthlyCapacity(), at, tx)) {
    await tx.updateTable('signups').set({ over_capacity_at: at }).where('id', '=', signupId).execute()
    console.warn(
      `[purchase] signup ${signupId} paid through ${payment.sessionId} after its month was full: honoured, flagged over capacity`,
    )
  }
  await reminderEvents.paid(tx, signupId)
  // The lead this purchase began as became a client, and the firm hears of the payment at once.
  await tx
    .updateTable('leads')
    .set({ client_at: at, updated_at: at })
    .where('signup_id', '=', signupId)
    .where('client_at', 'is', null)
    .execute()
  await enqueue(tx, 'send-email', { template: 'purchase-firm-notice', params: { signupId } }, { type: 'signup-paid', id: signupId })
  await enqueue(tx, 'provision-client', { signupId }, { type: 'signup', id: signupId })
  await enqueue(tx, 'create-envelope', { signupId, purpose: 'post-payment-agreement' }, { type: 'signup-post', id: signupId })
  const previous = c.signup.checkout_session_id
  if (previous && previous !== payment.sessionId) await enqueuePaymentVerification(tx, previous)
  return moved
}

export async function markProvisioned(tx: Tx, signupId: string, userId: string): Promise<TransitionResult> {
  const c = await check(tx, signupId, 'markProvisioned')
  if (!c.go) return c.result
  return move(tx, c.signup, 'markProvisioned', { user_id: userId })
}
