// Step 3 of the Growth Score purchase: the checkout (a held place, one open session per signup), the
// confirmation after the success URL, the verification of what the provider says became of a session
// (the worker's verify-payment job), and a cancelled payment.
import { paymentGate, type PaymentGate } from './conflicts.server'
import { GROWTH_SCORE_CURRENCY, GROWTH_SCORE_PRICE_CENTS } from '~/content/engagement-letter'
import { getPaymentProvider } from '~/integrations/payments/index.server'
import type { CheckoutSession } from '~/integrations/payments/types'
import { getDb, writeTransaction } from '~/utils/db.server'
import type { Signup } from '~/utils/db-schema'
import { env } from '~/utils/env.server'
import { monthlyCapacity } from '~/models/site-content.server'
import {
  RESERVATION_GRACE_MS,
  holdForSession,
  isLive,
  networkHoldLimit,
  releasePlace,
  releaseSessionHold,
  reservePlace,
  type HoldRefusal,
} from './capacity.server'
import { canTransition } from './signup-states'
import {
  closeCheckout,
  enqueuePaymentVerification,
  latestJob,
  markPaid,
  openCheckout,
  recordVerification,
} from './signup-transitions.server'
import { getSignup, isPaid } from './signups.server'

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
export async function startPayment(signupId: string, payer: PayerMeta = { ip: null }): Promise<StartPaymentResult> {
  const e = env()
  const provider = getPaymentProvider()
  const hold = async () =>
    writeTransaction(async (trx) => {
      const signup = await getSignup(signupId, trx)
      if (!signup) return { kind: 'missing' } as const
      if (isPaid(signup)) return { kind: 'paid' } as const
      if (!canTransition(signup.state, 'openCheckout')) return { kind: 'not-signed' } as const
      // Before any place is held: a buyer whose check is not clear holds none of the month's capacity.
      const gate = await paymentGate(signup, trx)
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
    })

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
      await writeTransaction((trx) => enqueuePaymentVerification(trx, sessionId).then(() => undefined))
      return { kind: 'confirming', sessionId }
    }
    // Expired without our hearing of it: its hold goes, and a new one is taken in its place.
    await releaseSessionHold(sessionId)
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
      await releasePlace(signupId, reservation.id)
      return { kind: 'failed' }
    }
    if (old.status === 'complete') {
      // Paid there already (the confirmation is on its way): no second checkout.
      await releasePlace(signupId, reservation.id)
      await writeTransaction((trx) => enqueuePaymentVerification(trx, previous).then(() => undefined))
      return { kind: 'confirming', sessionId: previous }
    }
  }

  const { successUrl, cancelUrl } = checkoutUrls(signupId)
  // Derived from the hold, so a replay with the same idempotency key sends identical parameters.
  const expiresAt = Math.floor((Date.parse(reservation.expiresAt) - RESERVATION_GRACE_MS) / 1000)
  // Only the request that took the hold gives it up on failure: a second press sharing it must not
  // free the place under the first one's checkout.
  const giveUp = async () => {
    if (!reservation.reused) await releasePlace(signupId, reservation.id)
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

  const recorded = await writeTransaction((tx) =>
    openCheckout(tx, signupId, { reservationId: reservation.id, sessionId: session.id, url: session.url! }),
  )
  if (!recorded.ok) {
    // The hold was released while the session was being made (a cancel in another tab): close it.
    await provider.expireCheckout(session.id).catch(() => undefined)
    return { kind: 'failed' }
  }
  return { kind: 'redirect', url: session.url }
}

/** The success URL: asks for verification (off the request path) if the signup is not yet paid. */
export async function requestVerification(signup: Signup) {
  if (isPaid(signup) || !signup.checkout_session_id) return
  const sessionId = signup.checkout_session_id
  await writeTransaction(async (trx) => {
    const job = await latestJob('verify-payment', 'checkout-session', sessionId, trx)
    // One that already answered 'unpaid' or gave up is not asked again by reloading the page.
    if (job && (job.completed_at || job.failed_at) && signup.verification_status !== 'pending') return
    if (job && !job.completed_at && !job.failed_at) return
    await enqueuePaymentVerification(trx, sessionId)
  })
}

export type VerificationProgress = 'paid' | 'confirming' | 'failed'

export async function verificationProgress(signup: Signup): Promise<VerificationProgress> {
  if (isPaid(signup)) return 'paid'
  if (signup.verification_status === 'unpaid' || signup.verification_status === 'failed') return 'failed'
  if (signup.checkout_session_id) {
    const job = await latestJob('verify-payment', 'checkout-session', signup.checkout_session_id)
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
export async function cancelPayment(signup: Signup): Promise<CancelResult> {
  if (isPaid(signup)) return 'paid'
  const sessionId = signup.checkout_session_id
  if (!sessionId) {
    await writeTransaction((tx) => closeCheckout(tx, signup.id, { sessionId: null, reason: 'cancelled' }))
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
  })
}

// ---- verifying a checkout (the worker's verify-payment job) ----

export type CheckoutDecision =
  /** Paid, but not exactly the price: recorded as a failed verification, never marked paid. */
  | 'wrong-amount'
  /** Paid the price: the signup is marked paid (once). */
  | 'mark-paid'
  /** Expired at the provider: exactly the hold this session kept is released. */
  | 'expired'
  /** Open but no longer holding a place (cancelled, replaced, lapsed, or paid otherwise): closed at the provider. */
  | 'close-at-provider'
  /** Open and still holding its place: reached from the success URL with a session nobody paid. */
  | 'unpaid'
  /** Complete but unpaid: an asynchronous payment still settling; its own webhook event comes later. */
  | 'settling'

/**
 * What to do about a Checkout Session, from what the provider says of it, whether it is the signup's
 * current session, and (for an open one) whether its place is still held.
 */
export function decideCheckout(
  session: Pick<CheckoutSession, 'status' | 'paymentStatus' | 'amountTotal' | 'currency'>,
  facts: { current: boolean; paid: boolean; holding: boolean },
): CheckoutDecision {
  if (session.status === 'complete' && (session.paymentStatus === 'paid' || session.paymentStatus === 'no_payment_required')) {
    const exact = session.amountTotal === GROWTH_SCORE_PRICE_CENTS && (session.currency ?? '').toLowerCase() === GROWTH_SCORE_CURRENCY
    return exact ? 'mark-paid' : 'wrong-amount'
  }
  if (session.status === 'expired') return 'expired'
  if (session.status === 'open') return facts.current && facts.holding && !facts.paid ? 'unpaid' : 'close-at-provider'
  return 'settling'
}

export type VerificationOutcome =
  | { ignored: string }
  | { paid: true; newlyMarked: boolean; duplicatePayment?: string; refundNeeded?: true }
  | { expired: true }
  | { closed: true }
  | { open: true }
  | { settling: true }
  /** The session paid an amount other than the price: retrying cannot change it. */
  | { wrongAmount: string }

/**
 * Asks the provider what became of a Checkout Session and acts on the answer: paid → the signup is
 * marked paid exactly once (conditional update) and the account and post-payment agreement are
 * queued; expired → the place is freed; open but cancelled or superseded → closed at the provider.
 */
export async function verifyCheckout(checkoutSessionId: string): Promise<VerificationOutcome> {
  const provider = getPaymentProvider()
  const session = await provider.retrieveCheckout(checkoutSessionId)
  const signup =
    (await getDb().selectFrom('signups').selectAll().where('checkout_session_id', '=', session.id).executeTakeFirst()) ??
    (session.signupId ? await getSignup(session.signupId) : undefined)
  if (!signup) return { ignored: 'no signup for this session' }
  const current = signup.checkout_session_id === session.id
  const hold = session.status === 'open' ? await holdForSession(session.id) : undefined
  const holding = Boolean(hold && isLive(hold, new Date()))

  switch (decideCheckout(session, { current, paid: isPaid(signup), holding })) {
    case 'wrong-amount':
      await writeTransaction((tx) => recordVerification(tx, signup.id, 'failed'))
      return {
        wrongAmount: `Session ${session.id} paid ${session.amountTotal} ${session.currency}, expected ${GROWTH_SCORE_PRICE_CENTS} ${GROWTH_SCORE_CURRENCY}`,
      }
    case 'mark-paid': {
      const result = await writeTransaction((tx) =>
        markPaid(tx, signup.id, { sessionId: session.id, amountCents: session.amountTotal, currency: session.currency }),
      )
      const marked = result.ok && result.changed
      if (!marked) {
        const paidBy = (await getSignup(signup.id))?.checkout_session_id
        // Two sessions both paid (only possible if both were open at once): recorded for the firm to refund.
        if (paidBy && paidBy !== session.id) return { paid: true, newlyMarked: false, duplicatePayment: session.id, refundNeeded: true }
      }
      return { paid: true, newlyMarked: marked }
    }
    case 'expired':
      // Exactly the hold this session kept (a newer checkout's hold stays); the signup's current session
      // expiring lets payment start again.
      await writeTransaction(async (tx) => {
        const closed = await closeCheckout(tx, signup.id, { sessionId: session.id, reason: 'expired' })
        // Expired after a cancel already closed it: the success URL of that session still says 'unpaid'.
        if (current && closed.ok && !closed.changed) await recordVerification(tx, signup.id, 'unpaid')
      })
      return { expired: true }
    case 'close-at-provider':
      // Closed, so nobody pays for a place that is not kept for them.
      await provider.expireCheckout(session.id)
      return { closed: true }
    case 'unpaid':
      // The page says so.
      await writeTransaction((tx) => recordVerification(tx, signup.id, 'unpaid'))
      return { open: true }
    case 'settling':
      return { settling: true }
  }
}
