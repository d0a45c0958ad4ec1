// The Growth Score purchase flow over one `signups` row: what the pages and jobs need to read, and the
// steps that talk to providers (checkout) around the state changes. The state itself moves only in
// signup-transitions.server.ts (decision 0018); each function here opens the write transaction and
// hands it to the transition. Jobs in worker/processors/purchase.ts do the slow parts.
import { paymentGate, queueConflictCheck, type PaymentGate } from './conflicts.server'
import { reminderEvents } from './reminders.server'
import {
  AGREEMENT_CONSENT,
  CURRENT_ENGAGEMENT_LETTER,
  CURRENT_POST_PAYMENT_AGREEMENT,
  GROWTH_SCORE_CURRENCY,
  GROWTH_SCORE_PRICE_CENTS,
  SIGNATURE_CONSENT,
  letterDate,
  renderDocument,
  type LetterDocument,
} from '~/content/engagement-letter'
import { getFirm } from '~/content/firm.server'
import { enqueue } from '~/jobs/outbox.server'
import { getPaymentProvider } from '~/integrations/payments/index.server'
import { createId, getDb, now, writeTransaction, type Db } from '~/utils/db.server'
import type { Signup } from '~/utils/db-schema'
import { env } from '~/utils/env.server'
import { monthlyCapacity } from '~/models/site-content.server'
import {
  RESERVATION_GRACE_MS,
  monthUsage,
  networkHoldLimit,
  releasePlace,
  releaseSessionHold,
  reservePlace,
  type HoldRefusal,
} from './capacity.server'
import {
  canTransition,
  closeCheckout,
  documentSha256,
  editDetails,
  enqueuePaymentVerification,
  isPaidState,
  isSignedState,
  latestJob,
  loadSignup,
  newVerificationCode,
  openCheckout,
  requestEnvelope,
  sign,
  signAgreement,
  type RequestMeta,
  type SignupDetails,
} from './signup-transitions.server'

export type { RequestMeta, SignupDetails }
export { documentSha256, enqueuePaymentVerification, newVerificationCode }

/** How long a buyer waits on 'Preparing your document…' before a failing provider counts as failed. */
export const ENVELOPE_PATIENCE_MS = 2 * 60 * 1000
/** After payment the agreement may take longer; past this the page says 'Document Creation Failed'. */
export const POST_ENVELOPE_PATIENCE_MS = 10 * 60 * 1000

export function getSignup(id: string, db: Db = getDb()) {
  return loadSignup(db, id)
}

export function isSigned(signup: Pick<Signup, 'state'>) {
  return isSignedState(signup.state)
}

export function isPaid(signup: Pick<Signup, 'state'>) {
  return isPaidState(signup.state)
}

export async function capacityNow(db: Db = getDb()) {
  return monthUsage(db, monthlyCapacity())
}

// ---- step 1 ----

/** Creates the signup (pending), its lead and the firm's notification, in one transaction. */
export async function createSignup(details: SignupDetails, browserKeyHash: string, meta: RequestMeta, db: Db = getDb()) {
  const id = createId()
  const leadId = createId()
  const at = now()
  await writeTransaction(async (trx) => {
    await trx
      .insertInto('signups')
      .values({
        id,
        name: details.name,
        email: details.email,
        company_name: details.company,
        phone: details.phone,
        message: details.message || null,
        other_parties: details.otherParties || null,
        payment_status: 'pending',
        browser_key_hash: browserKeyHash,
        letter_version: CURRENT_ENGAGEMENT_LETTER,
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
  }, db)
  return id
}

/** 'Go Back' then resubmitting step 1 edits the details, as long as nothing has been signed. */
export async function updateSignupDetails(id: string, details: SignupDetails, db: Db = getDb()) {
  const result = await writeTransaction(async (tx) => {
    const edited = await editDetails(tx, id, details)
    // New details, new check: the one run on the old details no longer says anything.
    if (edited.ok && edited.changed) await queueConflictCheck(tx, { type: 'signup', id })
    return edited
  }, db)
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

export function postPaymentAgreementFor(signup: Signup): LetterDocument | null {
  return renderDocument(CURRENT_POST_PAYMENT_AGREEMENT, letterParty(signup), getFirm())
}

export type EnvelopeRequestResult = 'requested' | 'already-requested' | 'signed' | 'paid' | 'missing'

/**
 * 'I Agree and Sign': asks the worker for a signing envelope (never created in the request). A second
 * press while one is being prepared does not queue another.
 */
export async function requestEngagementEnvelope(signupId: string, db: Db = getDb()): Promise<EnvelopeRequestResult> {
  const result = await writeTransaction((tx) => requestEnvelope(tx, signupId), db)
  if (!result.ok) return result.refusal === 'missing' ? 'missing' : 'signed'
  if (isPaidState(result.to)) return 'paid'
  if (isSignedState(result.to)) return 'signed'
  return result.changed ? 'requested' : 'already-requested'
}

export type EnvelopeProgress = {
  state: 'none' | 'preparing' | 'ready' | 'failed' | 'completed'
  error: string | null
  signingUrl: string | null
}

/** Where the engagement envelope stands, including a job that gave up without writing back. */
export async function engagementEnvelopeProgress(signup: Signup, db: Db = getDb()): Promise<EnvelopeProgress> {
  if (isSigned(signup)) return { state: 'completed', error: null, signingUrl: null }
  if (signup.state === 'awaiting_signature' && signup.signing_url) return { state: 'ready', error: null, signingUrl: signup.signing_url }
  if (signup.state === 'letter_failed') return { state: 'failed', error: signup.envelope_error, signingUrl: null }
  if (signup.state === 'letter_preparing') {
    const job = await latestJob(db, 'create-envelope', 'signup', signup.id)
    if (job?.failed_at) {
      // `signup` was read before the job: the worker records the error on the signup and then fails the
      // job, so read the error again rather than show the fallback text in that window.
      const fresh = await db.selectFrom('signups').select('envelope_error').where('id', '=', signup.id).executeTakeFirst()
      return { state: 'failed', error: fresh?.envelope_error ?? null, signingUrl: null }
    }
    return { state: 'preparing', error: null, signingUrl: null }
  }
  return { state: 'none', error: null, signingUrl: null }
}

// ---- signing ----

export type SignatureInput = {
  signerName: string
  consent: boolean
  shownSha256: string
  meta: RequestMeta
}

export type SignResult =
  | { ok: true; signatureId: string }
  | { ok: false; reason: 'missing' | 'already-signed' | 'paid' | 'letter-changed' | 'no-consent' | 'no-name' }

/** Normalises what people type into the verification form (case, spaces, missing dashes). */
export function normalizeVerificationCode(input: string) {
  const raw = input
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .replace(/^GS/, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1')
  if (raw.length !== 15) return null
  return `GS-${raw.slice(0, 5)}-${raw.slice(5, 10)}-${raw.slice(10, 15)}`
}

/**
 * 'Confirm Signature' on the built-in page: the signature's audit record and the spec's
 * signed-{timestamp} marker in one transaction, then the PDF. The hash the page showed must match the
 * letter as it stands, so the signer signs exactly what they read. Only a letter made ready for
 * signing (the built-in "envelope") can be signed this way.
 */
export async function confirmBuiltinSignature(signupId: string, input: SignatureInput, db: Db = getDb()): Promise<SignResult> {
  if (!input.consent) return { ok: false, reason: 'no-consent' }
  if (!input.signerName.trim()) return { ok: false, reason: 'no-name' }
  return writeTransaction(async (tx) => {
    const signup = await loadSignup(tx, signupId)
    if (!signup) return { ok: false, reason: 'missing' } as const
    if (isPaid(signup)) return { ok: false, reason: 'paid' } as const
    if (isSigned(signup)) return { ok: false, reason: 'already-signed' } as const
    const letter = engagementLetterFor(signup)
    if (!letter || signup.state !== 'awaiting_signature') return { ok: false, reason: 'letter-changed' } as const
    const result = await sign(tx, signupId, {
      provider: 'builtin',
      signerName: input.signerName,
      signerEmail: signup.email,
      signedAt: now(),
      meta: input.meta,
      consent: SIGNATURE_CONSENT,
      document: letter,
      shownSha256: input.shownSha256,
    })
    if (!result.ok) return { ok: false, reason: result.refusal === 'missing' ? 'missing' : 'letter-changed' } as const
    if (!result.changed || !result.signatureId) return { ok: false, reason: 'already-signed' } as const
    return { ok: true, signatureId: result.signatureId } as const
  }, db)
}

/** The built-in post-payment agreement: same controls, reached through the emailed link. */
export async function confirmAgreementSignature(signupId: string, input: SignatureInput, db: Db = getDb()): Promise<SignResult> {
  if (!input.consent) return { ok: false, reason: 'no-consent' }
  if (!input.signerName.trim()) return { ok: false, reason: 'no-name' }
  return writeTransaction(async (tx) => {
    const signup = await loadSignup(tx, signupId)
    if (!signup || !isPaid(signup)) return { ok: false, reason: 'missing' } as const
    const agreement = postPaymentAgreementFor(signup)
    if (!agreement) return { ok: false, reason: 'letter-changed' } as const
    const result = await signAgreement(tx, signupId, {
      provider: 'builtin',
      signerName: input.signerName,
      signerEmail: signup.email,
      signedAt: now(),
      meta: input.meta,
      consent: AGREEMENT_CONSENT,
      document: agreement,
      shownSha256: input.shownSha256,
    })
    if (!result.ok)
      return {
        ok: false,
        reason: result.refusal === 'already-signed' ? 'already-signed' : result.refusal === 'missing' ? 'missing' : 'letter-changed',
      } as const
    return { ok: true, signatureId: result.signatureId! } as const
  }, db)
}

/** DocuSign Connect said an envelope was completed: record it like a built-in signature (once). */
export async function completeDocusignEnvelope(
  envelopeId: string,
  signer: { name?: string | null; email?: string | null; signedAt?: string | null },
  db: Db = getDb(),
) {
  return writeTransaction(async (tx) => {
    const signup = await tx
      .selectFrom('signups')
      .selectAll()
      .where((eb) => eb.or([eb('envelope_id', '=', envelopeId), eb('post_envelope_id', '=', envelopeId)]))
      .executeTakeFirst()
    if (!signup) return 'unknown-envelope' as const
    const engagement = signup.envelope_id === envelopeId
    const document = engagement ? engagementLetterFor(signup) : postPaymentAgreementFor(signup)
    if (!document) return 'unknown-envelope' as const
    const signedAt = signer.signedAt && !Number.isNaN(Date.parse(signer.signedAt)) ? new Date(signer.signedAt).toISOString() : now()
    const record = {
      provider: 'docusign',
      signerName: signer.name || signup.name,
      signerEmail: signer.email || signup.email,
      signedAt,
      meta: { ip: null, userAgent: null },
      consent: `Electronic Record and Signature Disclosure accepted in DocuSign (envelope ${envelopeId})`,
      document,
    }
    const result = engagement ? await sign(tx, signup.id, record) : await signAgreement(tx, signup.id, record)
    if (result.ok && result.changed) return 'recorded' as const
    if (result.ok || result.refusal === 'already-signed') return 'already-recorded' as const
    return 'not-allowed' as const
  }, db)
}

/** The public verification page's lookup: no personal data beyond what the PDF itself prints. */
export async function findSignatureByCode(code: string, db: Db = getDb()) {
  const normalized = normalizeVerificationCode(code)
  if (!normalized) return null
  return db
    .selectFrom('signatures')
    .select(['signer_name', 'signed_at', 'document_sha256', 'document_version', 'purpose', 'provider', 'verification_code'])
    .where('verification_code', '=', normalized)
    .executeTakeFirst()
}

// ---- step 3: payment ----

export type StartPaymentResult =
  | { kind: 'redirect'; url: string }
  /** The buyer already paid a checkout we have not confirmed yet: show the confirming state. */
  | { kind: 'confirming'; sessionId: string }
  /** The conflict check has not cleared this signup: no checkout, no place held. */
  | { kind: 'conflict'; gate: Exclude<PaymentGate, 'ok'> }
  /** No hold: too many open checkouts for this email or from this network. */
  | { kind: 'refused'; reason: Exclude<HoldRefusal, 'full'>; retryAt: string | null }
  | { kind: 'missing' | 'not-signed' | 'paid' | 'full' | 'failed' }

export function checkoutUrls(signupId: string) {
  const base = `${env().APP_URL}/growth-score`
  const id = encodeURIComponent(signupId)
  return {
    successUrl: `${base}?payment=success&session_id={CHECKOUT_SESSION_ID}&signup_id=${id}`,
    cancelUrl: `${base}?payment=cancelled&signup_id=${id}`,
  }
}

export type PayerMeta = { ip: string | null }

/**
 * 'Proceed to Payment': holds one of the month's places (atomically, across processes, within the
 * per-email and per-network limits), then opens a Checkout Session for exactly $4,000.00 with an
 * idempotency key tied to that hold, so a double click lands on the same session. A session this
 * signup opened before is closed at the provider first: a new checkout replaces the old one and its
 * hold, it never adds a second. If the provider fails, the place is freed at once.
 */
export async function startPayment(signupId: string, payer: PayerMeta = { ip: null }, db: Db = getDb()): Promise<StartPaymentResult> {
  const e = env()
  const provider = getPaymentProvider()
  const hold = async () =>
    writeTransaction(async (trx) => {
      const signup = await getSignup(signupId, trx)
      if (!signup) return { kind: 'missing' } as const
      if (isPaid(signup)) return { kind: 'paid' } as const
      if (!canTransition(signup.state, 'openCheckout')) return { kind: 'not-signed' } as const
      // Before any place is held: a buyer whose check is not clear holds none of the month's capacity.
      const gate = await paymentGate(trx, signup)
      if (gate !== 'ok') return { kind: 'conflict', gate } as const
      const result = await reservePlace(
        trx,
        signupId,
        monthlyCapacity(),
        { ip: payer.ip, email: signup.email },
        networkHoldLimit(e.RATE_LIMIT_MULTIPLIER),
      )
      if (!result.ok) {
        if (result.refusal === 'full') return { kind: 'full' } as const
        return { kind: 'refused', reason: result.refusal, retryAt: result.retryAt } as const
      }
      return { kind: 'held', signup, reservation: result.reservation } as const
    }, db)

  let held = await hold()
  if (held.kind !== 'held') return held

  // Pressed again while a session is open: the same checkout, if the provider still offers it.
  if (held.reservation.checkoutSessionId) {
    const sessionId = held.reservation.checkoutSessionId
    let session
    try {
      session = await provider.retrieveCheckout(sessionId)
    } catch (error) {
      console.error('checkout lookup failed', (error as Error).message)
      return { kind: 'failed' }
    }
    if (session.status === 'open' && session.url) return { kind: 'redirect', url: session.url }
    if (session.status === 'complete') {
      await writeTransaction((trx) => enqueuePaymentVerification(trx, sessionId).then(() => undefined), db)
      return { kind: 'confirming', sessionId }
    }
    // Expired without our hearing of it: its hold goes, and a new one is taken in its place.
    await releaseSessionHold(db, sessionId)
    held = await hold()
    if (held.kind !== 'held') return held
  }

  const { signup, reservation } = held
  // The session this signup opened before (cancelled, expired, or left open in another tab) is
  // closed at the provider before a new one opens, so the buyer can never pay twice.
  const previous = signup.checkout_session_id
  if (!reservation.reused && previous) {
    let old
    try {
      old = await provider.expireCheckout(previous)
    } catch (error) {
      console.error('closing the previous checkout failed', (error as Error).message)
      await releasePlace(db, signupId, reservation.id)
      return { kind: 'failed' }
    }
    if (old.status === 'complete') {
      // Paid there already (the confirmation is on its way): no second checkout.
      await releasePlace(db, signupId, reservation.id)
      await writeTransaction((trx) => enqueuePaymentVerification(trx, previous).then(() => undefined), db)
      return { kind: 'confirming', sessionId: previous }
    }
  }

  const { successUrl, cancelUrl } = checkoutUrls(signupId)
  // Derived from the hold, so a replay with the same idempotency key sends identical parameters.
  const expiresAt = Math.floor((Date.parse(reservation.expiresAt) - RESERVATION_GRACE_MS) / 1000)
  // Only the request that took the hold gives it up on failure: a second press sharing it must not
  // free the place under the first one's checkout.
  const giveUp = async () => {
    if (!reservation.reused) await releasePlace(db, signupId, reservation.id)
    return { kind: 'failed' } as const
  }
  let session
  try {
    session = await provider.createCheckout({
      signupId,
      customerEmail: signup.email,
      amountCents: GROWTH_SCORE_PRICE_CENTS,
      currency: GROWTH_SCORE_CURRENCY,
      productName: 'Growth Score diagnostic (flat fee)',
      successUrl,
      cancelUrl,
      // The session closes before the hold lapses (the hold adds a short grace period).
      expiresAt,
      idempotencyKey: `growth-score-checkout-${reservation.id}`,
    })
  } catch (error) {
    console.error('checkout creation failed', (error as Error).message)
    return giveUp()
  }
  if (!session.url || session.status !== 'open') return giveUp()

  const recorded = await writeTransaction(
    (tx) => openCheckout(tx, signupId, { reservationId: reservation.id, sessionId: session.id, url: session.url! }),
    db,
  )
  if (!recorded.ok) {
    // The hold was released while the session was being made (a cancel in another tab): close it.
    await provider.expireCheckout(session.id).catch(() => undefined)
    return { kind: 'failed' }
  }
  return { kind: 'redirect', url: session.url }
}

/** The success URL: asks for verification (off the request path) if the signup is not yet paid. */
export async function requestVerification(signup: Signup, db: Db = getDb()) {
  if (isPaid(signup) || !signup.checkout_session_id) return
  const sessionId = signup.checkout_session_id
  await writeTransaction(async (trx) => {
    const job = await latestJob(trx, 'verify-payment', 'checkout-session', sessionId)
    // One that already answered 'unpaid' or gave up is not asked again by reloading the page.
    if (job && (job.completed_at || job.failed_at) && signup.verification_status !== 'pending') return
    if (job && !job.completed_at && !job.failed_at) return
    await enqueuePaymentVerification(trx, sessionId)
  }, db)
}

export type VerificationProgress = 'paid' | 'confirming' | 'failed'

export async function verificationProgress(signup: Signup, db: Db = getDb()): Promise<VerificationProgress> {
  if (isPaid(signup)) return 'paid'
  if (signup.verification_status === 'unpaid' || signup.verification_status === 'failed') return 'failed'
  if (signup.checkout_session_id) {
    const job = await latestJob(db, 'verify-payment', 'checkout-session', signup.checkout_session_id)
    if (job?.failed_at) return 'failed'
  }
  return 'confirming'
}

export type CancelResult = 'released' | 'paid' | 'confirming'

/**
 * payment=cancelled: closes the checkout session at the provider and frees its place in the same
 * step. If the provider cannot be reached the place is freed anyway and the worker keeps trying to
 * close the session (verify-payment closes an open session whose hold is released); a payment that
 * still gets through is honoured (see verify-payment). If the session turns out to be paid already,
 * nothing is released and the payment is confirmed instead.
 */
export async function cancelPayment(signup: Signup, db: Db = getDb()): Promise<CancelResult> {
  if (isPaid(signup)) return 'paid'
  const sessionId = signup.checkout_session_id
  if (!sessionId) {
    await writeTransaction((tx) => closeCheckout(tx, signup.id, { sessionId: null, reason: 'cancelled' }), db)
    return 'released'
  }
  let status: 'open' | 'complete' | 'expired' | 'unknown' = 'unknown'
  try {
    status = (await getPaymentProvider().expireCheckout(sessionId)).status
  } catch (error) {
    console.error('closing the checkout at the provider failed', (error as Error).message)
  }
  return writeTransaction(async (tx) => {
    if (status === 'complete') {
      await enqueuePaymentVerification(tx, sessionId)
      return 'confirming' as const
    }
    // The session's hold goes; a hold not yet tied to a session (a press in another tab still waiting
    // on the provider) goes too: the buyer cancelled, and that press closes its session when it finds
    // its hold released.
    await closeCheckout(tx, signup.id, { sessionId, reason: 'cancelled' })
    if (status !== 'expired') await enqueuePaymentVerification(tx, sessionId)
    return 'released' as const
  }, db)
}

export type PostEnvelopeProgress = 'none' | 'preparing' | 'ready' | 'failed'

export async function postEnvelopeProgress(signup: Signup, db: Db = getDb()): Promise<PostEnvelopeProgress> {
  const status = signup.post_envelope_status
  if (status === 'ready' || status === 'completed') return 'ready'
  if (status === 'failed') return 'failed'
  if (status === 'requested') {
    const job = await latestJob(db, 'create-envelope', 'signup-post', signup.id)
    return job?.failed_at ? 'failed' : 'preparing'
  }
  return isPaid(signup) ? 'preparing' : 'none'
}
