// Stripe Checkout through stripe-node. STRIPE_API_BASE points the SDK at a Stripe-compatible server
// (tests, stripe-mock): its protocol, host and port go into the client's config.
import Stripe from 'stripe'
import { PaymentProviderError, type CheckoutSession, type PaymentProvider } from './types'

export function stripeClient(secretKey: string, apiBase?: string) {
  const config: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 2, timeout: 20_000, telemetry: false }
  if (apiBase) {
    const url = new URL(apiBase)
    config.protocol = url.protocol === 'http:' ? 'http' : 'https'
    config.host = url.hostname
    config.port = url.port || (url.protocol === 'http:' ? 80 : 443)
  }
  return new Stripe(secretKey, config)
}

function toSession(s: Stripe.Checkout.Session): CheckoutSession {
  return {
    id: s.id,
    url: s.url ?? null,
    status: (s.status ?? 'open') as CheckoutSession['status'],
    paymentStatus: s.payment_status === 'paid' ? 'paid' : s.payment_status === 'no_payment_required' ? 'no_payment_required' : 'unpaid',
    amountTotal: s.amount_total ?? null,
    currency: s.currency ?? null,
    signupId: s.client_reference_id ?? s.metadata?.signup_id ?? null,
  }
}

async function wrap<T>(what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (error) {
    throw new PaymentProviderError(`Stripe ${what} failed: ${(error as Error).message}`)
  }
}

export function stripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',
    createCheckout: (input) =>
      wrap('checkout creation', async () =>
        toSession(
          await stripe.checkout.sessions.create(
            {
              mode: 'payment',
              line_items: [
                {
                  quantity: 1,
                  price_data: { currency: input.currency, unit_amount: input.amountCents, product_data: { name: input.productName } },
                },
              ],
              client_reference_id: input.signupId,
              metadata: { signup_id: input.signupId },
              payment_intent_data: { metadata: { signup_id: input.signupId } },
              customer_email: input.customerEmail,
              success_url: input.successUrl,
              cancel_url: input.cancelUrl,
              expires_at: input.expiresAt,
            },
            { idempotencyKey: input.idempotencyKey },
          ),
        ),
      ),
    retrieveCheckout: (id) => wrap('session lookup', async () => toSession(await stripe.checkout.sessions.retrieve(id))),
    expireCheckout: (id) =>
      wrap('session expiry', async () => {
        const current = await stripe.checkout.sessions.retrieve(id)
        if (current.status !== 'open') return toSession(current)
        return toSession(await stripe.checkout.sessions.expire(id))
      }),
  }
}
