// Picks the payment provider from the environment: Stripe with a key, the sandbox without one.
import { env } from '~/utils/env.server'
import { remember } from '@epic-web/remember'
import { sandboxProvider } from './sandbox.server'
import { stripeClient, stripeProvider } from './stripe.server'
import { PaymentProviderError, type PaymentProvider } from './types'

export * from './types'

export function paymentsMode(): 'stripe' | 'sandbox' | 'unavailable' {
  const e = env()
  if (e.STRIPE_SECRET_KEY) return 'stripe'
  return e.production ? 'unavailable' : 'sandbox'
}

export function getStripe() {
  const e = env()
  if (!e.STRIPE_SECRET_KEY) return null
  return remember(`stripe:${e.STRIPE_API_BASE ?? 'default'}`, () => stripeClient(e.STRIPE_SECRET_KEY!, e.STRIPE_API_BASE))
}

export function getPaymentProvider(): PaymentProvider {
  const mode = paymentsMode()
  if (mode === 'stripe') return stripeProvider(getStripe()!)
  if (mode === 'sandbox') return sandboxProvider()
  const notSet = async () => {
    throw new PaymentProviderError('STRIPE_SECRET_KEY is not set')
  }
  return {
    name: 'stripe',
    createCheckout: async () => {
      throw new PaymentProviderError('STRIPE_SECRET_KEY is not set (the sandbox checkout is never used in production)')
    },
    retrieveCheckout: notSet,
    expireCheckout: notSet,
  }
}
