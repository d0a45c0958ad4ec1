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
import { circlePriceLabel } from '~/content/circle'
import * as circle from '~/locales/circle'
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
import { sandboxCardSchema } from '~/schemas/circle'
import { requireUser } from '~/utils/auth.server'
import { readFormData } from '~/utils/form-data.server'
import { redirectWithToast } from '~/utils/toast.server'
import { fill, formatLongDate, localePath, metaCopy, useCopies, useCopy, useLocalePath } from '~/utils/i18n'
import { copiesIn, copyIn, requestLang, spanishCopy } from '~/utils/i18n.server'

async function memberFor(request: Request) {
  if (paymentsMode() !== 'sandbox') throw new Response('Not Found', { status: 404 })
  const user = await requireUser(request)
  const m = await membershipForUser(user.id)
  if (!m || !isMember(m)) throw redirect(localePath(requestLang(request), '/dashboard/apex-circle'))
  return m
}

export async function loader({ request }: LoaderFunctionArgs) {
  const m = await memberFor(request)
  const invoices = await membershipInvoices(m.id)
  const lang = requestLang(request)
  const day = (at: string | null) => (at ? formatLongDate(lang, new Date(at)) : null)
  return data(
    {
      spanish: spanishCopy(requestLang(request), 'circle', 'purchase'),
      state: describeState({ status: m.status, cancelAtPeriodEnd: Boolean(m.cancel_at_period_end) }, lang),
      pastDue: m.status === 'past_due',
      cancelling: Boolean(m.cancel_at_period_end),
      periodEnd: day(m.current_period_end),
      price: circlePriceLabel(lang),
      card: cardLabel(m.card_brand, m.card_last4, lang),
      invoices: invoices.map((i) => ({
        id: i.id,
        paid: i.status === 'paid',
        amount: formatCents(i.amount_cents, lang),
        on: day(i.occurred_at),
      })),
    },
    { headers: { 'cache-control': 'private, no-store' } },
  )
}

export async function action({ request }: ActionFunctionArgs) {
  const m = await memberFor(request)
  const form = await readFormData(request)
  const intent = form.get('intent')
  const lang = requestLang(request)
  const here = localePath(lang, '/circle/billing')
  if (intent === 'card') {
    const submission = parseWithZod(form, { schema: sandboxCardSchema(copiesIn(lang)) })
    if (submission.status !== 'success') return data({ card: submission.reply() }, { status: 400 })
    await sandboxPortalChange(m, { kind: 'update-card', ...cardFromNumber(submission.value.card_number) })
    const t = copyIn(circle, lang).billing
    return redirectWithToast(here, { title: t.cardUpdated, description: t.cardUpdatedText }, { status: 303 })
  }
  if (intent === 'cancel' || intent === 'resume' || intent === 'fail-renewal') await sandboxPortalChange(m, { kind: intent })
  return redirect(here, 303)
}

function CardForm() {
  const lastResult = useActionData<typeof action>()?.card
  const copy = useCopy(circle)
  const t = copy.billing
  const [form, fields] = useSchemaForm(sandboxCardSchema(useCopies()), { id: 'sandbox-card', lastResult })
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
      <Field label={t.newCard} field={fields.card_number} inputMode="numeric" autoComplete="off" hint={t.cardHint} />
      <SubmitButton intent="card" variant="secondary" pendingLabel={copy.processing}>
        {t.updateCard}
      </SubmitButton>
    </Form>
  )
}

/** A test control only the sandbox has: the next renewal fails now, to walk through the dunning path. */
function FailRenewalSection() {
  const copy = useCopy(circle)
  const t = copy.billing
  return (
    <LabelledSection
      title={t.failTitle}
      className="mt-10 border-t border-paper-line pt-6"
      headingClassName="font-serif text-xl font-semibold"
    >
      <p className="mt-2 text-[15px] text-ink-soft">{t.failText}</p>
      <Form method="post" className="mt-3">
        <SubmitButton intent="fail-renewal" variant="secondary" pendingLabel={copy.processing}>
          {t.failButton}
        </SubmitButton>
      </Form>
    </LabelledSection>
  )
}

export default function SandboxBillingPortal() {
  const v = useLoaderData<typeof loader>()
  const copy = useCopy(circle)
  const t = copy.billing
  const to = useLocalePath()
  return (
    <TestModePage title={t.title} lead={t.lead}>
      <dl className="mt-8 space-y-3 border border-paper-line bg-paper-raised p-6">
        <SummaryRow term={t.plan}>{fill(t.planValue, { price: v.price })}</SummaryRow>
        <SummaryRow term={t.state}>{v.state}</SummaryRow>
        <SummaryRow term={v.cancelling ? t.endsOn : t.renewsOn}>{v.periodEnd ?? '—'}</SummaryRow>
        <SummaryRow term={t.card}>{v.card ?? t.noCard}</SummaryRow>
      </dl>
      {v.pastDue ? (
        <p role="alert" className="mt-6 border-l-4 border-danger bg-paper-raised p-4">
          {t.pastDue}
        </p>
      ) : null}

      <LabelledSection title={t.paymentMethod} className="mt-10" headingClassName="font-serif text-2xl font-semibold">
        {/* A new key once the card changed: the form starts empty again. */}
        <CardForm key={v.card ?? 'none'} />
      </LabelledSection>

      <LabelledSection title={t.invoices} className="mt-10" headingClassName="font-serif text-2xl font-semibold">
        {v.invoices.length ? (
          <ul className="mt-4 divide-y divide-paper-line border-y border-paper-line">
            {v.invoices.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
                <span>
                  {i.on} · {i.amount} · {i.paid ? t.paid : t.failed}
                </span>
                <a href={to(`/circle/billing/invoices/${i.id}`)} className="font-semibold underline underline-offset-4">
                  {fill(t.download, { date: i.on ?? '' })}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-ink-soft">{t.noInvoices}</p>
        )}
      </LabelledSection>

      <LabelledSection title={t.membership} className="mt-10" headingClassName="font-serif text-2xl font-semibold">
        <Form method="post" className="mt-4 flex flex-wrap gap-3">
          {v.cancelling ? (
            <SubmitButton intent="resume" pendingLabel={copy.processing}>
              {t.renew}
            </SubmitButton>
          ) : (
            <SubmitButton intent="cancel" variant="secondary" pendingLabel={copy.processing}>
              {t.cancel}
            </SubmitButton>
          )}
        </Form>
        {!v.cancelling ? (
          <p className="mt-3 text-[15px] text-ink-soft">{fill(t.cancelKeeps, { date: v.periodEnd ?? t.paidMonthEnd })}</p>
        ) : null}
      </LabelledSection>

      {!v.cancelling && !v.pastDue ? <FailRenewalSection /> : null}

      <p className="mt-10">
        <Link to={to('/dashboard/apex-circle')} className="underline underline-offset-4">
          {t.back}
        </Link>
      </p>
    </TestModePage>
  )
}

export const meta: MetaFunction = (args) => [{ title: metaCopy(args, circle).meta.billing }, { name: 'robots', content: 'noindex' }]
