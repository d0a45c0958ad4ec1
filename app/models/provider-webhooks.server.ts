// Provider webhooks: Stripe (signature over the raw body, events deduped by id) and DocuSign Connect
// (HMAC over the raw body). Both only record and queue; the worker does the rest.
import type Stripe from 'stripe'
import { getStripe } from '~/integrations/payments/index.server'
import { verifyConnectSignature } from '~/integrations/signatures/docusign.server'
import { writeTransaction } from '~/utils/db.server'
import { claimStripeEvent } from './stripe-events.server'
import { env } from '~/utils/env.server'
import { releaseSessionHold } from './capacity.server'
import { isMembershipEvent } from './membership-state'
import { applyMembershipEvent } from './membership-billing.server'
import { completeDocusignEnvelope } from './signup-signing.server'
import { enqueuePaymentVerification } from './signup-transitions.server'

type WebhookResult = { status: number; body: Record<string, unknown> }

const CHECKOUT_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
])

export async function handleStripeWebhook(raw: string, signature: string | null): Promise<WebhookResult> {
  const stripe = getStripe()
  const secret = env().STRIPE_WEBHOOK_SECRET
  if (!stripe || !secret) return { status: 400, body: { error: 'Stripe webhooks are not configured' } }
  if (!signature) return { status: 400, body: { error: 'Missing Stripe-Signature header' } }
  let event: Stripe.Event
  try {
    event = stripe.webhooks.constructEvent(raw, signature, secret)
  } catch {
    return { status: 400, body: { error: 'Invalid signature' } }
  }
  // The Circle: subscription and invoice events, and subscription-mode checkouts, belong to the membership model.
  if (isMembershipEvent(event)) return { status: 200, body: { received: true, duplicate: !(await applyMembershipEvent(event)) } }
  const sessionId =
    CHECKOUT_EVENTS.has(event.type) && typeof (event.data.object as { id?: unknown }).id === 'string'
      ? (event.data.object as { id: string }).id
      : null
  const fresh = await writeTransaction(async (trx) => {
    if (!(await claimStripeEvent(trx, event))) return false
    // An expired session can never be paid again (Stripe's expiry is final): its place is freed now,
    // in the same transaction, rather than when the worker gets to the job.
    if (sessionId && event.type === 'checkout.session.expired' && (event.data.object as { status?: unknown }).status === 'expired') {
      await releaseSessionHold(sessionId, trx)
    }
    if (sessionId) await enqueuePaymentVerification(trx, sessionId)
    return true
  })
  return { status: 200, body: { received: true, duplicate: !fresh } }
}

type ConnectPayload = {
  event?: string
  data?: {
    envelopeId?: string
    envelopeSummary?: {
      status?: string
      recipients?: { signers?: Array<{ name?: string; email?: string; signedDateTime?: string; status?: string }> }
    }
  }
}

export async function handleDocusignConnect(raw: string, headers: Headers): Promise<WebhookResult> {
  const key = env().DOCUSIGN_CONNECT_HMAC_KEY
  if (!key) return { status: 400, body: { error: 'DocuSign Connect is not configured' } }
  if (!verifyConnectSignature(raw, headers, key)) return { status: 401, body: { error: 'Invalid signature' } }
  let payload: ConnectPayload
  try {
    payload = JSON.parse(raw) as ConnectPayload
  } catch {
    return { status: 400, body: { error: 'Body is not JSON' } }
  }
  const envelopeId = payload.data?.envelopeId
  const completed = payload.event === 'envelope-completed' || payload.data?.envelopeSummary?.status === 'completed'
  if (!envelopeId || !completed) return { status: 200, body: { received: true, ignored: true } }
  const signer = payload.data?.envelopeSummary?.recipients?.signers?.[0]
  const outcome = await completeDocusignEnvelope(envelopeId, {
    name: signer?.name,
    email: signer?.email,
    signedAt: signer?.signedDateTime,
  })
  return { status: 200, body: { received: true, outcome } }
}
