// Paying for the Circle: the subscription checkout (Stripe in subscription mode, or the sandbox's own
// page), Stripe's customer portal, and the sandbox provider, which produces the same observations
// Stripe's events would. Nothing here changes the billing state itself: membership-billing.server.ts does.
import crypto from 'node:crypto'
import type Stripe from 'stripe'
import { CIRCLE_CURRENCY, CIRCLE_PRICE_CENTS } from '~/content/circle'
import { getStripe, paymentsMode } from '~/integrations/payments/index.server'
import { getDb, now, writeTransaction, type Tx } from '~/utils/db.server'
import { claimStripeEvent } from './stripe-events.server'
import type { Membership } from '~/utils/db-schema'
import { env } from '~/utils/env.server'
import { localePath, type Lang } from '~/utils/i18n'
import { addMonths } from './membership-dates'
import type { BillingObservation, InvoiceFacts } from './membership-state'
import { getMembership, isMember, audit, cardLabel } from './memberships.server'
import { recordObservation } from './membership-billing.server'

// ---- payment ----

/** Where the checkout returns: the joining page in the language it was started from. */
export function circleCheckoutUrls(membershipId: string, lang: Lang = 'en') {
  const base = `${env().APP_URL}${localePath(lang, `/circle/${encodeURIComponent(membershipId)}`)}`
  return { successUrl: `${base}?payment=success&session_id={CHECKOUT_SESSION_ID}`, cancelUrl: `${base}?payment=cancelled` }
}

export type CheckoutResult =
  { kind: 'redirect'; url: string } | { kind: 'not-signed' | 'already-member' | 'already-paid' | 'failed' | 'missing' }

/**
 * The idempotency key of the checkout that follows `previous` (the membership's last session, or none).
 * It names the session it replaces, not the hour: two presses that both saw the same last session get
 * the same new one from the provider, and a later press, which sees that new session, replaces it.
 */
export function circleCheckoutKey(membershipId: string, previous: string | null) {
  return `circle-checkout-${membershipId}-after-${previous ?? 'none'}`
}

/**
 * Closes the membership's earlier Stripe session before a new one opens, so at most one can be paid.
 * Returns 'paid' when it was paid meanwhile (nothing new must open), else 'closed'.
 */
async function closePreviousCheckout(stripe: Stripe, sessionId: string): Promise<'paid' | 'closed'> {
  const current = await stripe.checkout.sessions.retrieve(sessionId)
  if (current.status === 'complete') return 'paid'
  if (current.status !== 'open') return 'closed'
  try {
    await stripe.checkout.sessions.expire(sessionId)
    return 'closed'
  } catch (error) {
    // Paid (or expired) between the two calls: look again.
    const after = await stripe.checkout.sessions.retrieve(sessionId)
    if (after.status === 'complete') return 'paid'
    if (after.status === 'expired') return 'closed'
    throw error
  }
}

/**
 * 'Proceed to Payment': a Checkout Session in subscription mode for the configured price (or the
 * sandbox's own page). The session carries the membership id in its metadata and in the subscription's,
 * so every later event names the membership. One open session per membership: the previous one is
 * expired at the provider first (a second subscription that still gets through is refused when its
 * events arrive: recordObservation). Nothing here changes the billing state: only events do.
 */
export async function startMembershipCheckout(membershipId: string, lang: Lang = 'en'): Promise<CheckoutResult> {
  const m = await getMembership(membershipId)
  if (!m || m.status === 'ended') return { kind: 'missing' }
  if (!m.terms_signed_at) return { kind: 'not-signed' }
  if (m.status !== 'pending') return { kind: 'already-member' }
  const { successUrl, cancelUrl } = circleCheckoutUrls(m.id, lang)
  const mode = paymentsMode()
  if (mode === 'sandbox') {
    const id = `cs_circle_sandbox_${crypto.randomBytes(18).toString('base64url')}`
    await writeTransaction(async (trx) => {
      await trx
        .updateTable('circle_sandbox_sessions')
        .set({ status: 'expired' })
        .where('membership_id', '=', m.id)
        .where('status', '=', 'open')
        .execute()
      await trx
        .insertInto('circle_sandbox_sessions')
        .values({ id, membership_id: m.id, success_url: successUrl, cancel_url: cancelUrl, created_at: now() })
        .execute()
      await trx.updateTable('circle_memberships').set({ checkout_session_id: id, updated_at: now() }).where('id', '=', m.id).execute()
    })
    return { kind: 'redirect', url: `${env().APP_URL}${localePath(lang, `/circle/checkout/${id}`)}` }
  }
  const stripe = getStripe()
  if (!stripe) return { kind: 'failed' }
  const priceId = env().CIRCLE_STRIPE_PRICE_ID
  try {
    const previous = m.checkout_session_id
    if (previous && (await closePreviousCheckout(stripe, previous)) === 'paid') return { kind: 'already-paid' }
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        line_items: [
          priceId
            ? { price: priceId, quantity: 1 }
            : {
                quantity: 1,
                price_data: {
                  currency: CIRCLE_CURRENCY,
                  unit_amount: CIRCLE_PRICE_CENTS,
                  recurring: { interval: 'month' },
                  product_data: { name: 'The Apex Circle membership' },
                },
              },
        ],
        client_reference_id: m.id,
        metadata: { membership_id: m.id },
        subscription_data: { metadata: { membership_id: m.id } },
        customer_email: m.email,
        // Stripe's page in the member's language (English: Stripe's own choice, as before).
        ...(lang === 'es' ? { locale: 'es' as const } : {}),
        success_url: successUrl,
        cancel_url: cancelUrl,
      },
      { idempotencyKey: circleCheckoutKey(m.id, previous) },
    )
    if (!session.url) return { kind: 'failed' }
    await writeTransaction((trx) =>
      trx.updateTable('circle_memberships').set({ checkout_session_id: session.id, updated_at: now() }).where('id', '=', m.id).execute(),
    )
    return { kind: 'redirect', url: session.url }
  } catch (error) {
    console.error('membership checkout failed', (error as Error).message)
    return { kind: 'failed' }
  }
}

// ---- the sandbox provider (no STRIPE_SECRET_KEY, never in production) ----
// It produces the same observations Stripe's events would, through the same path.

export async function getCircleSandboxSession(id: string, tx?: Tx) {
  return (tx ?? getDb()).selectFrom('circle_sandbox_sessions').selectAll().where('id', '=', id).executeTakeFirst()
}

async function sandboxEvent(
  trx: Tx,
  m: Membership,
  type: string,
  at: number,
  observation: BillingObservation,
  subscriptionId: string,
  invoice?: InvoiceFacts,
) {
  const id = `evt_sandbox_${crypto.randomBytes(12).toString('hex')}`
  await claimStripeEvent(trx, { id, type })
  await recordObservation(trx, id, type, {
    membershipId: m.id,
    subscriptionId,
    customerId: null,
    checkoutSessionId: null,
    at,
    observation,
    invoice: invoice ?? null,
  })
}

/** A sandbox invoice for one month of membership from `start` (Unix seconds). */
function sandboxInvoice(
  status: 'paid' | 'failed',
  start: number,
  id = `in_sandbox_${crypto.randomBytes(10).toString('hex')}`,
): InvoiceFacts {
  return {
    id,
    status,
    amountCents: CIRCLE_PRICE_CENTS,
    currency: CIRCLE_CURRENCY,
    periodStart: start,
    periodEnd: Math.floor(addMonths(new Date(start * 1000), 1).getTime() / 1000),
    hostedUrl: null,
    pdfUrl: null,
  }
}

/** The card every sandbox checkout is paid with (Stripe's own test card). */
export const SANDBOX_CARD = { brand: 'visa', last4: '4242' }

/** 'Complete test payment': the session completes, the subscription starts and its first invoice is paid. */
export async function completeCircleSandboxPayment(sessionId: string) {
  if (paymentsMode() !== 'sandbox') return null
  return writeTransaction(async (trx) => {
    const session = await getCircleSandboxSession(sessionId, trx)
    if (!session || session.status !== 'open') return session ?? null
    await trx.updateTable('circle_sandbox_sessions').set({ status: 'complete', completed_at: now() }).where('id', '=', sessionId).execute()
    const m = (await getMembership(session.membership_id, trx))!
    const subscriptionId = m.subscription_id ?? `sub_sandbox_${crypto.randomBytes(12).toString('hex')}`
    await trx
      .updateTable('circle_memberships')
      .set({ subscription_id: subscriptionId, card_brand: SANDBOX_CARD.brand, card_last4: SANDBOX_CARD.last4, updated_at: now() })
      .where('id', '=', m.id)
      .execute()
    const at = Math.floor(Date.now() / 1000)
    const invoice = sandboxInvoice('paid', at)
    const periodEnd = invoice.periodEnd
    await sandboxEvent(trx, m, 'checkout.session.completed', at, { kind: 'checkout-completed', paid: true }, subscriptionId)
    await sandboxEvent(
      trx,
      m,
      'customer.subscription.created',
      at,
      { kind: 'subscription', status: 'active', cancelAtPeriodEnd: false, periodEnd },
      subscriptionId,
    )
    await sandboxEvent(trx, m, 'invoice.paid', at, { kind: 'invoice-paid', periodEnd }, subscriptionId, invoice)
    return session
  })
}

/**
 * What the sandbox customer portal can do: what Stripe's lets a member do (cancel at period end, take
 * it back, replace the card: which also pays an invoice that failed), and, to try the dunning path
 * without waiting a month, let the next renewal fail now.
 */
export type PortalChange =
  { kind: 'cancel' } | { kind: 'resume' } | { kind: 'fail-renewal' } | { kind: 'update-card'; brand: string; last4: string }

export async function sandboxPortalChange(m: Membership, change: PortalChange) {
  if (paymentsMode() !== 'sandbox' || !m.subscription_id || !isMember(m)) return false
  await writeTransaction(async (trx) => {
    const current = (await getMembership(m.id, trx))!
    const subscriptionId = current.subscription_id!
    const periodEnd = current.current_period_end ? Math.floor(Date.parse(current.current_period_end) / 1000) : null
    // One second on from the last observation, so the change sorts after it even within the same second.
    const last = await trx
      .selectFrom('circle_billing_events')
      .select((eb) => eb.fn.max('occurred_at').as('at'))
      .where('membership_id', '=', m.id)
      .executeTakeFirst()
    const at = Math.max(Math.floor(Date.now() / 1000), Number(last?.at ?? 0) + 1)
    const cancelAtPeriodEnd = Boolean(current.cancel_at_period_end)
    const subscription = (status: string, cancel: boolean, end: number | null): BillingObservation => ({
      kind: 'subscription',
      status,
      cancelAtPeriodEnd: cancel,
      periodEnd: end,
    })
    if (change.kind === 'cancel' || change.kind === 'resume') {
      const status = current.status === 'past_due' ? 'past_due' : 'active'
      await sandboxEvent(
        trx,
        current,
        'customer.subscription.updated',
        at,
        subscription(status, change.kind === 'cancel', periodEnd),
        subscriptionId,
      )
      return
    }
    if (change.kind === 'fail-renewal') {
      if (current.status !== 'active' || cancelAtPeriodEnd) return
      const invoice = sandboxInvoice('failed', periodEnd ?? at)
      await sandboxEvent(trx, current, 'invoice.payment_failed', at, { kind: 'invoice-failed' }, subscriptionId, invoice)
      await sandboxEvent(trx, current, 'customer.subscription.updated', at, subscription('past_due', false, periodEnd), subscriptionId)
      return
    }
    await trx
      .updateTable('circle_memberships')
      .set({ card_brand: change.brand, card_last4: change.last4, updated_at: now() })
      .where('id', '=', m.id)
      .execute()
    await audit(trx, m.id, current.email, 'Card replaced', `${cardLabel(change.brand, change.last4)}`)
    if (current.status !== 'past_due') return
    // As Stripe does when the card is replaced during its retries: the open invoice is paid at once.
    const failed = await trx
      .selectFrom('circle_invoices')
      .selectAll()
      .where('membership_id', '=', m.id)
      .where('status', '=', 'failed')
      .orderBy('occurred_at', 'desc')
      .executeTakeFirst()
    const start = failed?.period_start ? Math.floor(Date.parse(failed.period_start) / 1000) : (periodEnd ?? at)
    const invoice = sandboxInvoice('paid', start, failed?.id)
    await sandboxEvent(trx, current, 'invoice.paid', at, { kind: 'invoice-paid', periodEnd: invoice.periodEnd }, subscriptionId, invoice)
    await sandboxEvent(trx, current, 'customer.subscription.updated', at, subscription('active', false, invoice.periodEnd), subscriptionId)
  })
  return true
}

/** Stripe's customer portal for this member (manage the card, cancel at period end). */
export async function billingPortalUrl(m: Membership) {
  const stripe = getStripe()
  if (!stripe || !m.customer_id) return null
  try {
    const session: Stripe.BillingPortal.Session = await stripe.billingPortal.sessions.create({
      customer: m.customer_id,
      return_url: `${env().APP_URL}/dashboard/apex-circle`,
    })
    return session.url
  } catch (error) {
    console.error('billing portal session failed', (error as Error).message)
    return null
  }
}
