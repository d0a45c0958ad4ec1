// /circle/billing: the sandbox customer portal (no STRIPE_SECRET_KEY, never in production). It offers a
// member what Stripe's portal does: the card on file and a form to replace it, the invoices to download,
// cancelling at the end of the paid period (or taking that back). Each change goes through the same event
// path as Stripe's webhooks. One test control more: make the next renewal fail, to see the dunning path.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { getFormProps } from '@conform-to/react'
import { LabelledSection } from '~/components/labelled-section'
import { Field, SubmitButton, useSchemaForm } from '~/components/forms'
import { SummaryRow, TestModePage } from '~/components/sandbox'
import { CIRCLE_PRICE_LABEL } from '~/content/circle'
import { paymentsMode } from '~/integrations/payments/index.server'
import {
  cardFromNumber,
  cardLabel,
  describeState,
  formatCents,
  isMember,
  membershipForUser,
  membershipInvoices,
} from '~/models/memberships.server'
import { sandboxPortalChange } from '~/models/membership-checkout.server'
import { SandboxCardSchema } from '~/schemas/circle'
import { requireUser } from '~/utils/auth.server'
import { readFormData } from '~/utils/form-data.server'
import { redirectWithToast } from '~/utils/toast.server'
import { longDate } from '~/utils/misc'

async function memberFor(request: Request) {
  if (paymentsMode() !== 'sandbox') throw new Response('Not Found', { status: 404 })
  const user = await requireUser(request)
  const m = await membershipForUser(user.id)
  if (!m || !isMember(m)) throw redirect('/dashboard/apex-circle')
  return m
}

export async function loader({ request }: LoaderFunctionArgs) {
  const m = await memberFor(request)
  const invoices = await membershipInvoices(m.id)
  return data(
    {
      state: describeState({ status: m.status, cancelAtPeriodEnd: Boolean(m.cancel_at_period_end) }),
      pastDue: m.status === 'past_due',
      cancelling: Boolean(m.cancel_at_period_end),
      periodEnd: longDate(m.current_period_end),
      price: CIRCLE_PRICE_LABEL,
      card: cardLabel(m.card_brand, m.card_last4),
      invoices: invoices.map((i) => ({
        id: i.id,
        paid: i.status === 'paid',
        amount: formatCents(i.amount_cents),
        on: longDate(i.occurred_at),
      })),
    },
    { headers: { 'cache-control': 'private, no-store' } },
  )
}

export async function action({ request }: ActionFunctionArgs) {
  const m = await memberFor(request)
  const form = await readFormData(request)
  const intent = form.get('intent')
  if (intent === 'card') {
    const submission = parseWithZod(form, { schema: SandboxCardSchema })
    if (submission.status !== 'success') return data({ card: submission.reply() }, { status: 400 })
    await sandboxPortalChange(m, { kind: 'update-card', ...cardFromNumber(submission.value.card_number) })
    return redirectWithToast(
      '/circle/billing',
      { title: 'Card updated', description: 'Future payments go to the new card.' },
      { status: 303 },
    )
  }
  if (intent === 'cancel' || intent === 'resume' || intent === 'fail-renewal') await sandboxPortalChange(m, { kind: intent })
  return redirect('/circle/billing', 303)
}

function CardForm() {
  const lastResult = useActionData<typeof action>()?.card
  const [form, fields] = useSchemaForm(SandboxCardSchema, { id: 'sandbox-card', lastResult })
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
      <Field
        label="New card number"
        field={fields.card_number}
        inputMode="numeric"
        autoComplete="off"
        hint="Test mode: any valid test number, such as 4242 4242 4242 4242 (Visa) or 5555 5555 5555 4444 (Mastercard)."
      />
      <SubmitButton intent="card" variant="secondary" pendingLabel="Processing...">
        Update card
      </SubmitButton>
    </Form>
  )
}

/** A test control only the sandbox has: the next renewal fails now, to walk through the dunning path. */
function FailRenewalSection() {
  return (
    <LabelledSection
      title="Try the failed-payment path"
      className="mt-10 border-t border-paper-line pt-6"
      headingClassName="font-serif text-xl font-semibold"
    >
      <p className="mt-2 text-[15px] text-ink-soft">
        Makes the next monthly payment fail now, as a declined card would: the membership becomes past due and you and the firm are emailed.
        Updating the card pays it.
      </p>
      <Form method="post" className="mt-3">
        <SubmitButton intent="fail-renewal" variant="secondary" pendingLabel="Processing...">
          Make the next payment fail
        </SubmitButton>
      </Form>
    </LabelledSection>
  )
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
        <SummaryRow term="Card">{v.card ?? 'None on file'}</SummaryRow>
      </dl>
      {v.pastDue ? (
        <p role="alert" className="mt-6 border-l-4 border-danger bg-paper-raised p-4">
          The last payment failed. Update the card and the open invoice is paid at once.
        </p>
      ) : null}

      <LabelledSection title="Payment method" className="mt-10" headingClassName="font-serif text-2xl font-semibold">
        {/* A new key once the card changed: the form starts empty again. */}
        <CardForm key={v.card ?? 'none'} />
      </LabelledSection>

      <LabelledSection title="Invoices" className="mt-10" headingClassName="font-serif text-2xl font-semibold">
        {v.invoices.length ? (
          <ul className="mt-4 divide-y divide-paper-line border-y border-paper-line">
            {v.invoices.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
                <span>
                  {i.on} · {i.amount} · {i.paid ? 'Paid' : 'Failed'}
                </span>
                <a href={`/circle/billing/invoices/${i.id}`} className="font-semibold underline underline-offset-4">
                  Download invoice of {i.on}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-ink-soft">No invoices yet.</p>
        )}
      </LabelledSection>

      <LabelledSection title="Membership" className="mt-10" headingClassName="font-serif text-2xl font-semibold">
        <Form method="post" className="mt-4 flex flex-wrap gap-3">
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
        {!v.cancelling ? (
          <p className="mt-3 text-[15px] text-ink-soft">
            Cancelling keeps the membership until {v.periodEnd ?? 'the end of the paid month'}; nothing more is charged.
          </p>
        ) : null}
      </LabelledSection>

      {!v.cancelling && !v.pastDue ? <FailRenewalSection /> : null}

      <p className="mt-10">
        <Link to="/dashboard/apex-circle" className="underline underline-offset-4">
          Return to your membership
        </Link>
      </p>
    </TestModePage>
  )
}

export const meta: MetaFunction = () => [{ title: 'Test mode billing | The Apex Circle' }, { name: 'robots', content: 'noindex' }]
