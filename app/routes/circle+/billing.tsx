// /circle/billing: the sandbox customer portal (no STRIPE_SECRET_KEY, never in production). It does what
// Stripe's portal does for a member: shows the card on file and the next invoice, cancels at the end of
// the paid period, or takes a cancellation back. Each change goes through the same event path as Stripe's.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { SubmitButton } from '~/components/forms'
import { SummaryRow, TestModePage } from '~/components/sandbox'
import { CIRCLE_PRICE_LABEL } from '~/content/circle'
import { paymentsMode } from '~/integrations/payments/index.server'
import { describeState, isMember, membershipForUser, sandboxPortalChange } from '~/models/memberships.server'
import { requireUser } from '~/utils/auth.server'
import { readFormData } from '~/utils/form-data.server'

async function memberFor(request: Request) {
  if (paymentsMode() !== 'sandbox') throw new Response('Not Found', { status: 404 })
  const user = await requireUser(request)
  const m = await membershipForUser(user.id)
  if (!m || !isMember(m)) throw redirect('/dashboard/apex-circle')
  return m
}

const longDate = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', dateStyle: 'long' })

export async function loader({ request }: LoaderFunctionArgs) {
  const m = await memberFor(request)
  return data(
    {
      state: describeState({ status: m.status, cancelAtPeriodEnd: Boolean(m.cancel_at_period_end) }),
      cancelling: Boolean(m.cancel_at_period_end),
      periodEnd: m.current_period_end ? longDate.format(new Date(m.current_period_end)) : null,
      price: CIRCLE_PRICE_LABEL,
    },
    { headers: { 'cache-control': 'private, no-store' } },
  )
}

export async function action({ request }: ActionFunctionArgs) {
  const m = await memberFor(request)
  const intent = (await readFormData(request)).get('intent')
  if (intent === 'cancel' || intent === 'resume') await sandboxPortalChange(m, intent)
  return redirect('/circle/billing', 303)
}

export default function SandboxBillingPortal() {
  const v = useLoaderData<typeof loader>()
  return (
    <TestModePage
      title="Test mode billing"
      lead="No payment provider is configured, so this page stands in for the customer portal. No card is charged."
    >
      <dl className="mt-8 space-y-3 border border-paper-line bg-paper-raised p-6">
        <SummaryRow term="Plan">The Apex Circle, {v.price} / month</SummaryRow>
        <SummaryRow term="State">{v.state}</SummaryRow>
        <SummaryRow term={v.cancelling ? 'Ends on' : 'Renews on'}>{v.periodEnd ?? '—'}</SummaryRow>
        <SummaryRow term="Card">Test card ending 4242</SummaryRow>
      </dl>
      <Form method="post" className="mt-6">
        {v.cancelling ? (
          <SubmitButton intent="resume" pendingLabel="Processing...">
            Renew membership
          </SubmitButton>
        ) : (
          <SubmitButton intent="cancel" variant="secondary" pendingLabel="Processing...">
            Cancel membership
          </SubmitButton>
        )}
      </Form>
      <p className="mt-6">
        <Link to="/dashboard/apex-circle" className="underline underline-offset-4">
          Return to your membership
        </Link>
      </p>
    </TestModePage>
  )
}

export const meta: MetaFunction = () => [{ title: 'Test mode billing | The Apex Circle' }, { name: 'robots', content: 'noindex' }]
