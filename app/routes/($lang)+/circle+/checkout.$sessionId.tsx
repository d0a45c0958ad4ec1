// The sandbox checkout for the Circle (no STRIPE_SECRET_KEY, never in production): stands in for
// Stripe Checkout in subscription mode and returns to the same success and cancel URLs. Paying here
// produces the same events Stripe would send (checkout completed, subscription active, invoice paid).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { SandboxCheckout, type SandboxCheckoutState } from '~/components/sandbox'
import { CIRCLE_PRICE_LABEL } from '~/content/circle'
import { paymentsMode } from '~/integrations/payments/index.server'
import { fillSessionId } from '~/integrations/payments/sandbox.server'
import { requireMembershipAccess } from '~/models/circle-access.server'
import { completeCircleSandboxPayment, getCircleSandboxSession } from '~/models/membership-checkout.server'

async function sessionFor(request: Request, sessionId: string | undefined) {
  if (paymentsMode() !== 'sandbox' || !sessionId) throw new Response('Not Found', { status: 404 })
  const row = await getCircleSandboxSession(sessionId)
  if (!row) throw new Response('Not Found', { status: 404 })
  const { membership } = await requireMembershipAccess(request, row.membership_id)
  return { row, membership }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { row, membership } = await sessionFor(request, params.sessionId)
  const state: SandboxCheckoutState = row.status === 'open' ? 'open' : row.status === 'complete' ? 'complete' : 'expired'
  return data(
    { amount: `${CIRCLE_PRICE_LABEL} / month`, email: membership.email, state, cancelUrl: row.cancel_url },
    { headers: { 'cache-control': 'no-store' } },
  )
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { row } = await sessionFor(request, params.sessionId)
  const after = await completeCircleSandboxPayment(row.id)
  if (!after) throw redirect(row.cancel_url, 303)
  throw redirect(fillSessionId(row.success_url, row.id), 303)
}

export default function CircleSandboxCheckout() {
  const checkout = useLoaderData<typeof loader>()
  return <SandboxCheckout item="The Apex Circle, monthly" receiptTerm="Receipts to" {...checkout} />
}

export const meta: MetaFunction = () => [{ title: 'Test mode checkout | The Apex Circle' }, { name: 'robots', content: 'noindex' }]
