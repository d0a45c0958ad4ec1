// The sandbox checkout (no STRIPE_SECRET_KEY, never in production): a test-mode stand-in for Stripe
// Checkout that returns to the same success and cancel URLs. Only the browser bound to the signup
// may open it.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { SandboxCheckout, type SandboxCheckoutState } from '~/components/sandbox'
import { paymentsMode } from '~/integrations/payments/index.server'
import { completeSandboxPayment, fillSessionId, getSandboxSession } from '~/integrations/payments/sandbox.server'
import { browserMayAccess } from '~/models/signup-access.server'
import { paymentGate } from '~/models/conflicts.server'
import { getSignup, isPaid } from '~/models/signups.server'
import * as purchase from '~/locales/purchase'
import { INTL_LOCALE, metaCopy, useCopy } from '~/utils/i18n'
import { requestLang, spanishCopy } from '~/utils/i18n.server'

async function sessionFor(request: Request, sessionId: string | undefined) {
  if (paymentsMode() !== 'sandbox' || !sessionId) throw new Response('Not Found', { status: 404 })
  const row = await getSandboxSession(sessionId)
  const signup = row ? await getSignup(row.signup_id) : undefined
  if (!row || !signup || !(await browserMayAccess(request, signup))) throw new Response('Not Found', { status: 404 })
  // A checkout is only for a signup the conflict check has cleared (a declined one never pays).
  if (!isPaid(signup) && (await paymentGate(signup)) !== 'ok') throw new Response('Not Found', { status: 404 })
  return row
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const row = await sessionFor(request, params.sessionId)
  const paid = row.payment_status === 'paid'
  const state: SandboxCheckoutState = row.session.status === 'open' && !paid ? 'open' : paid ? 'complete' : 'expired'
  return data(
    {
      spanish: spanishCopy(requestLang(request), 'purchase'),
      amount: (row.amount_total / 100).toLocaleString(INTL_LOCALE[requestLang(request)], {
        style: 'currency',
        currency: row.currency.toUpperCase(),
      }),
      email: row.customer_email,
      state,
      cancelUrl: row.cancel_url,
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

export default function GrowthScoreSandboxCheckout() {
  const checkout = useLoaderData<typeof loader>()
  const t = useCopy(purchase).sandbox
  return <SandboxCheckout item={t.item} receiptTerm={t.receiptTo} {...checkout} />
}

export const meta: MetaFunction = (args) => [{ title: metaCopy(args, purchase).meta.sandbox }, { name: 'robots', content: 'noindex' }]
