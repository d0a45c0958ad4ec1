// The sandbox checkout (no STRIPE_SECRET_KEY, never in production): a test-mode stand-in for Stripe
// Checkout that returns to the same success and cancel URLs. Only the browser bound to the signup
// may open it.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { SubmitButton } from '~/components/forms'
import { Container } from '~/components/marketing/ui'
import { paymentsMode } from '~/integrations/payments/index.server'
import { completeSandboxPayment, fillSessionId, getSandboxSession } from '~/integrations/payments/sandbox.server'
import { browserMayAccess } from '~/models/signup-access.server'
import { getSignup } from '~/models/signups.server'

async function sessionFor(request: Request, sessionId: string | undefined) {
  if (paymentsMode() !== 'sandbox' || !sessionId) throw new Response('Not Found', { status: 404 })
  const row = await getSandboxSession(sessionId)
  const signup = row ? await getSignup(row.signup_id) : undefined
  if (!row || !signup || !(await browserMayAccess(request, signup))) throw new Response('Not Found', { status: 404 })
  return row
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const row = await sessionFor(request, params.sessionId)
  return data(
    {
      email: row.customer_email,
      amount: (row.amount_total / 100).toLocaleString('en-US', { style: 'currency', currency: row.currency.toUpperCase() }),
      currency: row.currency.toUpperCase(),
      status: row.session.status,
      paid: row.payment_status === 'paid',
      cancelUrl: row.cancel_url,
      expiresAt: row.expires_at,
    },
    { headers: { 'cache-control': 'no-store' } },
  )
}

export async function action({ request, params }: ActionFunctionArgs) {
  const row = await sessionFor(request, params.sessionId)
  if (row.payment_status !== 'paid' && !(await completeSandboxPayment(row.id))) {
    throw redirect(row.cancel_url)
  }
  throw redirect(fillSessionId(row.success_url, row.id), 303)
}

export default function SandboxCheckout() {
  const s = useLoaderData<typeof loader>()
  return (
    <div className="py-12 sm:py-20">
      <Container className="max-w-xl">
        <p className="inline-block bg-brass px-3 py-1 text-[12px] font-bold uppercase tracking-[0.2em] text-white">Test mode</p>
        <h1 className="mt-4 font-serif text-3xl font-semibold sm:text-4xl">Test mode checkout</h1>
        <p className="mt-3 text-[16px] text-ink-soft">
          No payment provider is configured, so this page stands in for card checkout. No card is charged and no money moves.
        </p>
        <div className="mt-8 border border-paper-line bg-paper-raised p-6">
          <dl className="space-y-3 text-[16px]">
            <div className="flex justify-between gap-4">
              <dt className="text-ink-muted">Growth Score diagnostic</dt>
              <dd className="font-serif text-2xl font-semibold">{s.amount}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-ink-muted">Receipt to</dt>
              <dd className="[overflow-wrap:anywhere]">{s.email}</dd>
            </div>
          </dl>
          {s.status === 'open' && !s.paid ? (
            <Form method="post" className="mt-6">
              <SubmitButton pendingLabel="Processing..." className="w-full">
                Complete test payment
              </SubmitButton>
            </Form>
          ) : (
            <p className="mt-6 font-semibold" role="status">
              {s.paid ? 'This test payment is complete.' : 'This checkout has expired. Go back and start the payment again.'}
            </p>
          )}
          <p className="mt-4 text-center">
            <a href={s.cancelUrl} className="inline-flex min-h-[44px] items-center text-ink underline underline-offset-4 hover:text-brass">
              Cancel payment
            </a>
          </p>
        </div>
      </Container>
    </div>
  )
}

export const meta: MetaFunction = () => [{ title: 'Test mode checkout | Growth Score' }, { name: 'robots', content: 'noindex' }]
