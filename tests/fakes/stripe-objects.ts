// The Stripe objects the fake server hands out, as plain data: Checkout Sessions (made from the form body
// the app posts, with Stripe's rules), subscriptions and events, and how a session looks when read back.
import crypto from 'node:crypto'

export type FakeSession = {
  id: string
  object: 'checkout.session'
  status: 'open' | 'complete' | 'expired'
  payment_status: 'paid' | 'unpaid'
  amount_total: number
  currency: string
  client_reference_id: string | null
  metadata: Record<string, string>
  customer_email: string | null
  success_url: string
  cancel_url: string
  expires_at: number
  url: string | null
  mode: string
  created: number
  livemode: false
  /** Subscription mode: the subscription and customer made when the session is paid. */
  subscription?: string | null
  customer?: string | null
  subscription_metadata?: Record<string, string>
}

export type FakeSubscription = {
  id: string
  object: 'subscription'
  status: 'active' | 'past_due' | 'canceled'
  customer: string
  metadata: Record<string, string>
  cancel_at_period_end: boolean
  current_period_end: number
  items: {
    object: 'list'
    data: Array<{
      id: string
      current_period_end: number
      price: { unit_amount: number; currency: string; recurring: { interval: string } }
    }>
  }
  created: number
  ended_at: number | null
  livemode: false
  latest_invoice?: string | null
  /** The card Checkout saved for the subscription (an id; expanded when asked for). */
  default_payment_method?: string | null
}

export type FakeEvent = {
  id: string
  object: 'event'
  api_version: string
  created: number
  type: string
  livemode: false
  pending_webhooks: number
  request: { id: null; idempotency_key: null }
  data: { object: unknown }
}

export type WebhookTiming = 'before-redirect' | 'after-redirect' | 'none'

/** A price the app may name by id instead of giving price_data (FakeStripe.addPrice). */
export type Price = { id: string; unit_amount: number; currency: string }

/** A session as it stands now: an open one past its expires_at has expired, and only an open one has a url. */
export function current(session: FakeSession): FakeSession {
  if (session.status === 'open' && session.expires_at * 1000 <= Date.now()) session.status = 'expired'
  return { ...session, url: session.status === 'open' ? session.url : null }
}

/** A session as the API returns it (the fake's own subscription_metadata left out). */
export function sessionView(session: FakeSession) {
  const { subscription_metadata: _hidden, ...rest } = current(session)
  return rest
}

export function buildEvent(type: string, object: unknown, created = Math.floor(Date.now() / 1000)): FakeEvent {
  return {
    id: `evt_${crypto.randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: '2025-01-01',
    created,
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: JSON.parse(JSON.stringify(object)) },
  }
}

/** A Checkout Session from the body of POST /v1/checkout/sessions, or the error message Stripe would give. */
export function createSession(body: URLSearchParams, prices: Map<string, Price>, baseUrl: string): FakeSession | string {
  const mode = body.get('mode')
  const priceId = body.get('line_items[0][price]')
  const price = priceId ? prices.get(priceId) : undefined
  if (priceId && !price) return `No such price: '${priceId}'`
  const amount = price ? price.unit_amount : Number(body.get('line_items[0][price_data][unit_amount]'))
  const quantity = Number(body.get('line_items[0][quantity]') ?? 1)
  const currency = price ? price.currency : body.get('line_items[0][price_data][currency]')
  const successUrl = body.get('success_url')
  const cancelUrl = body.get('cancel_url')
  const expiresAt = Number(body.get('expires_at'))
  if (mode !== 'payment' && mode !== 'subscription') return 'mode must be payment or subscription'
  if (mode === 'subscription' && !price && body.get('line_items[0][price_data][recurring][interval]') !== 'month')
    return 'a subscription needs a recurring price'
  if (mode === 'payment' && body.has('line_items[0][price_data][recurring][interval]')) return 'a recurring price needs mode=subscription'
  if (!Number.isInteger(amount) || amount <= 0 || !currency) return 'line_items[0][price_data] is incomplete'
  if (body.has('line_items[1][quantity]')) return 'expected exactly one line item'
  if (!successUrl || !cancelUrl) return 'success_url and cancel_url are required'
  const now = Math.floor(Date.now() / 1000)
  // Stripe's rule: expires_at between 30 minutes and 24 hours from now.
  if (expiresAt && (expiresAt < now + 30 * 60 || expiresAt > now + 24 * 3600))
    return 'expires_at must be between 30 minutes and 24 hours from now'
  const metadata: Record<string, string> = {}
  const subscriptionMetadata: Record<string, string> = {}
  for (const [key, value] of body) {
    const m = /^metadata\[(.+)\]$/.exec(key)
    if (m) metadata[m[1]] = value
    const sm = /^subscription_data\[metadata\]\[(.+)\]$/.exec(key)
    if (sm) subscriptionMetadata[sm[1]] = value
  }
  const id = `cs_test_${crypto.randomBytes(24).toString('base64url')}`
  return {
    id,
    object: 'checkout.session',
    status: 'open',
    payment_status: 'unpaid',
    amount_total: amount * quantity,
    currency,
    client_reference_id: body.get('client_reference_id'),
    metadata,
    customer_email: body.get('customer_email'),
    success_url: successUrl,
    cancel_url: cancelUrl,
    expires_at: expiresAt || now + 24 * 3600,
    url: `${baseUrl}/pay/${id}`,
    mode,
    created: now,
    livemode: false,
    subscription: null,
    customer: null,
    subscription_metadata: subscriptionMetadata,
  }
}
