// The sandbox checkout for the Circle (no STRIPE_SECRET_KEY, never in production): stands in for
// Stripe Checkout in subscription mode and returns to the same success and cancel URLs. Paying here
// produces the same events Stripe would send (checkout completed, subscription active, invoice paid).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { SandboxCheckout, type SandboxCheckoutState } from '~/components/sandbox'
import { circlePriceLabel } from '~/content/circle'
import * as circle from '~/locales/circle'
import { paymentsMode } from '~/integrations/payments/index.server'
import { fillSessionId } from '~/integrations/payments/sandbox.server'
import { requireMembershipAccess } from '~/models/circle-access.server'
import { completeCircleSandboxPayment, getCircleSandboxSession } from '~/models/membership-checkout.server'
import { fill, type Lang, localePath, metaCopy, useCopy } from '~/utils/i18n'
import { copyIn, requestLang, spanishCopy } from '~/utils/i18n.server'

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
  const lang = requestLang(request)
  return data(
    {
      spanish: spanishCopy(requestLang(request), 'circle', 'purchase'),
      amount: fill(copyIn(circle, lang).checkout.amount, { price: circlePriceLabel(lang) }),
      email: membership.email,
      state,
      cancelUrl: inLanguage(lang, row.cancel_url),
    },
    { headers: { 'cache-control': 'no-store' } },
  )
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { row } = await sessionFor(request, params.sessionId)
  const after = await completeCircleSandboxPayment(row.id)
  const lang = requestLang(request)
  if (!after) throw redirect(inLanguage(lang, row.cancel_url), 303)
  throw redirect(inLanguage(lang, fillSessionId(row.success_url, row.id)), 303)
}

/** A return address of the session in the checkout page's language (sessions started before it was stored). */
function inLanguage(lang: Lang, url: string) {
  const at = new URL(url)
  return at.origin + localePath(lang, at.pathname) + at.search
}

export default function CircleSandboxCheckout() {
  const checkout = useLoaderData<typeof loader>()
  const t = useCopy(circle).checkout
  return <SandboxCheckout item={t.item} receiptTerm={t.receiptsTo} {...checkout} />
}

export const meta: MetaFunction = (args) => [{ title: metaCopy(args, circle).meta.checkout }, { name: 'robots', content: 'noindex' }]
