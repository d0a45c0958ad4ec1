// The Circle's jobs at the payment provider: refusing a second subscription of one membership (cancel
// it, refund what it charged) and reading the brand and last four of the card a subscription charges.
// Both are safe to run twice: the cancellation and each refund carry idempotency keys, and the refusal's
// row is settled once.
import { UnrecoverableError } from 'bullmq'
import type Stripe from 'stripe'
import { defaultJobOptions } from '~/jobs/definitions'
import { getStripe } from '~/integrations/payments/index.server'
import { getMembership } from '~/models/memberships.server'
import { recordCard, settleRefusedSubscription } from '~/models/membership-billing.server'
import type { JobHandler } from './types'

function stripeOrFail() {
  const stripe = getStripe()
  if (!stripe) throw new UnrecoverableError('STRIPE_SECRET_KEY is not set')
  return stripe
}

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null))

/** Cancels the subscription now and refunds every paid invoice payment it made; returns the cents refunded. */
async function cancelAndRefund(stripe: Stripe, subscriptionId: string) {
  const sub = await stripe.subscriptions.retrieve(subscriptionId)
  if (sub.status !== 'canceled') {
    await stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `circle-refuse-cancel-${subscriptionId}` })
  }
  let refunded = 0
  const invoices = await stripe.invoices.list({ subscription: subscriptionId, status: 'paid', limit: 20 })
  for (const invoice of invoices.data) {
    if (!invoice.id) continue
    const payments = await stripe.invoicePayments.list({ invoice: invoice.id, status: 'paid', limit: 20 })
    for (const payment of payments.data) {
      const intent = idOf(payment.payment.payment_intent)
      if (!intent) continue
      await stripe.refunds.create({ payment_intent: intent, reason: 'duplicate' }, { idempotencyKey: `circle-refuse-refund-${intent}` })
      refunded += payment.amount_paid ?? 0
    }
  }
  return refunded
}

export const refuseSubscription: JobHandler<'circle-refuse-subscription'> = async (payload, { db, attempt }) => {
  const row = await db
    .selectFrom('circle_refused_subscriptions')
    .selectAll()
    .where('subscription_id', '=', payload.subscriptionId)
    .executeTakeFirst()
  if (!row || row.status !== 'pending') return { skipped: 'already settled' }
  const stripe = stripeOrFail()
  try {
    const refundedCents = await cancelAndRefund(stripe, payload.subscriptionId)
    await settleRefusedSubscription(payload.subscriptionId, { refundedCents })
    return { refundedCents }
  } catch (error) {
    // The last attempt records the failure (and the firm is told); earlier ones are retried.
    if (attempt >= defaultJobOptions.attempts) await settleRefusedSubscription(payload.subscriptionId, { error: (error as Error).message })
    throw error
  }
}

export const cardDetails: JobHandler<'circle-card-details'> = async (payload) => {
  const m = await getMembership(payload.membershipId)
  if (!m?.subscription_id) return { skipped: 'no subscription' }
  const stripe = stripeOrFail()
  const sub = await stripe.subscriptions.retrieve(m.subscription_id, { expand: ['default_payment_method'] })
  const method = sub.default_payment_method
  const card = method && typeof method === 'object' ? method.card : null
  await recordCard(m.id, card ? { brand: card.brand, last4: card.last4 } : null)
  return { card: Boolean(card) }
}
