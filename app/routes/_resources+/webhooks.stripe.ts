// POST /webhooks/stripe: Stripe events, verified against the raw body. Each event is recorded once
// (by event id) and the Checkout events queue verify-payment, keyed by the session id; the job asks
// Stripe itself, so an event's order or repetition changes nothing.
import type { ActionFunctionArgs } from '@remix-run/node'
import { WEBHOOK_BODY_LIMIT } from '~/utils/body-limits'
import { handleStripeWebhook } from '~/models/provider-webhooks.server'

/** The provider's event (server/body-limit.ts reads this). */
export const bodyLimit = WEBHOOK_BODY_LIMIT

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return new Response('Method Not Allowed', { status: 405 })
  const raw = await request.text()
  const result = await handleStripeWebhook(raw, request.headers.get('stripe-signature'))
  return Response.json(result.body, { status: result.status })
}

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { allow: 'POST' } })
}
