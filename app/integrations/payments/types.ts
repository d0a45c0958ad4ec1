// The payment provider the purchase flow talks to: Stripe Checkout, or the sandbox without a key.

export type CheckoutStatus = 'open' | 'complete' | 'expired'
export type CheckoutPaymentStatus = 'paid' | 'unpaid' | 'no_payment_required'

export type CreateCheckoutInput = {
  signupId: string
  customerEmail: string
  amountCents: number
  currency: string
  productName: string
  successUrl: string
  cancelUrl: string
  /** Unix seconds. */
  expiresAt: number
  idempotencyKey: string
}

export type CheckoutSession = {
  id: string
  url: string | null
  status: CheckoutStatus
  paymentStatus: CheckoutPaymentStatus
  amountTotal: number | null
  currency: string | null
  /** client_reference_id, falling back to metadata.signup_id. */
  signupId: string | null
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'sandbox'
  createCheckout(input: CreateCheckoutInput): Promise<CheckoutSession>
  retrieveCheckout(id: string): Promise<CheckoutSession>
  /** Closes an open session so it can no longer be paid. A session already closed is left as it is. */
  expireCheckout(id: string): Promise<CheckoutSession>
}

/** Thrown when the provider cannot be reached or refuses the request; the buyer sees 'Payment Failed'. */
export class PaymentProviderError extends Error {}
