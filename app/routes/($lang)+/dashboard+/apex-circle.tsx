// /dashboard/apex-circle: the Circle in the portal. A client who is not a member sees the offer and
// joins from here (terms, then payment); a member sees the membership's state as the provider last
// reported it, requests deliverables, books the quarterly planning session and manages billing.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { Check } from 'lucide-react'
import { LabelledSection } from '~/components/labelled-section'
import { Detail } from '~/components/portal/detail'
import { SubmitButton, buttonClass } from '~/components/forms'
import { CIRCLE_BENEFITS, CIRCLE_MONTHLY_DELIVERABLES, CIRCLE_PRICE_LABEL, DELIVERABLE_STATUS_LABELS } from '~/content/circle'
import { getFirm } from '~/content/firm.server'
import { paymentsMode } from '~/integrations/payments/index.server'
import { deliverablesUsed, memberDeliverables } from '~/models/circle-deliverables.server'
import { exitDiscountFrom, monthsOfMembership, nextPlanningDue } from '~/models/membership-dates'
import { billingPortalUrl } from '~/models/membership-checkout.server'
import { cardLabel, describeState, formatCents, isMember, membershipForUser, membershipInvoices } from '~/models/memberships.server'
import { joinAsClient } from '~/models/membership-joining.server'
import { requireClient } from '~/models/portal.server'
import { scheduling } from '~/routes/($lang)+/_intake+/__intake.server'
import { cn, longDate } from '~/utils/misc'
import { portalMeta } from '~/components/portal/portal-meta'
import { redirectWithToast } from '~/utils/toast.server'
import { readFormData } from '~/utils/form-data.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireClient(request)
  const m = await membershipForUser(user.id)
  const firm = getFirm()
  if (!m || !isMember(m)) {
    return data(
      {
        kind: 'offer' as const,
        price: CIRCLE_PRICE_LABEL,
        joining: m && m.status === 'pending' ? m.id : null,
        ended: m?.status === 'ended' ? longDate(m.ended_at) : null,
      },
      { headers: { 'cache-control': 'private, no-store' } },
    )
  }
  const at = new Date()
  const started = m.started_at ? new Date(m.started_at) : at
  const months = monthsOfMembership(started, at)
  const discountFrom = exitDiscountFrom(started)
  return data(
    {
      kind: 'member' as const,
      state: describeState({ status: m.status, cancelAtPeriodEnd: Boolean(m.cancel_at_period_end) }),
      pastDue: m.status === 'past_due',
      cancelling: Boolean(m.cancel_at_period_end),
      since: longDate(m.started_at),
      periodEnd: longDate(m.current_period_end),
      months,
      discountFrom: longDate(discountFrom),
      discountApplies: discountFrom <= at,
      used: await deliverablesUsed(m.id),
      limit: CIRCLE_MONTHLY_DELIVERABLES,
      deliverables: (await memberDeliverables(m.id)).map((d) => ({
        id: d.id,
        title: d.title,
        status: DELIVERABLE_STATUS_LABELS[d.status],
        requested: longDate(d.created_at),
        files: d.files.map((f) => ({ id: f.id, kind: f.kind, filename: f.filename })),
      })),
      planningDue: longDate(nextPlanningDue(started, at)),
      scheduling: scheduling(),
      firmEmail: firm.email,
      sandbox: paymentsMode() === 'sandbox',
      card: cardLabel(m.card_brand, m.card_last4),
      payments: (await membershipInvoices(m.id)).map((i) => ({
        id: i.id,
        paid: i.status === 'paid',
        amount: formatCents(i.amount_cents),
        on: longDate(i.occurred_at),
        period: i.period_start && i.period_end ? `${longDate(i.period_start)} to ${longDate(i.period_end)}` : null,
        // Stripe's own invoice page or PDF; the sandbox's test-mode PDF.
        href: paymentsMode() === 'sandbox' ? `/circle/billing/invoices/${i.id}` : (i.pdf_url ?? i.hosted_url),
      })),
    },
    { headers: { 'cache-control': 'private, no-store' } },
  )
}

export async function action({ request }: ActionFunctionArgs) {
  const { user, profile } = await requireClient(request)
  const intent = (await readFormData(request)).get('intent')
  if (intent === 'join') {
    const id = await joinAsClient(user, profile)
    return redirect(`/circle/${id}`, 303)
  }
  if (intent === 'billing') {
    const m = await membershipForUser(user.id)
    if (!m || !isMember(m)) return redirect('/dashboard/apex-circle', 303)
    if (paymentsMode() === 'sandbox') return redirect('/circle/billing', 303)
    const url = await billingPortalUrl(m)
    if (url) return redirect(url, 303)
    return redirectWithToast(
      '/dashboard/apex-circle',
      { type: 'error', title: 'Billing is unavailable', description: 'Please try again in a few minutes.' },
      { status: 303 },
    )
  }
  return redirect('/dashboard/apex-circle', 303)
}

function Offer({ v }: { v: Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: 'offer' }> }) {
  return (
    <>
      <h1 className="mt-2 text-4xl leading-tight md:text-5xl">Join the Apex Circle</h1>
      <p className="mt-4 max-w-prose text-lg text-ink-soft">
        Your Growth Score shows where the business stands. The Circle keeps a senior corporate attorney beside you every month after it, as
        an outside general counsel for a fixed fee.
      </p>
      {v.ended ? (
        <p role="status" className="mt-4 border-l-4 border-brass bg-paper-raised p-4">
          Your membership ended on {v.ended}. You are welcome to join again.
        </p>
      ) : null}
      <div className="mt-10 grid gap-10 border-t-2 border-ink pt-8 md:grid-cols-[auto_minmax(0,1fr)] md:gap-16">
        <div>
          <p className="font-serif text-6xl leading-none text-ink">{v.price}</p>
          <p className="mt-2 text-ink-muted">per month</p>
        </div>
        <div>
          <h2 className="text-2xl">What the partnership includes</h2>
          <ul className="mt-4 space-y-3">
            {CIRCLE_BENEFITS.map((b) => (
              <li key={b} className="flex gap-3">
                <Check aria-hidden className="mt-1 h-5 w-5 shrink-0 text-brass" strokeWidth={2} />
                <span>{b}</span>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-[15px] text-ink-muted">
            M&amp;A representation is not included in the membership; it is offered separately through the Exit Suite.
          </p>
          {v.joining ? (
            <Link to={`/circle/${v.joining}`} className={cn(buttonClass('primary'), 'mt-8 w-full sm:w-auto')}>
              Continue joining
            </Link>
          ) : (
            <Form method="post" className="mt-8">
              <SubmitButton intent="join" pendingLabel="Processing..." className="w-full sm:w-auto">
                Join the Circle
              </SubmitButton>
            </Form>
          )}
        </div>
      </div>
    </>
  )
}

function Member({ v }: { v: Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: 'member' }> }) {
  const left = Math.max(0, v.limit - v.used)
  return (
    <>
      <h1 className="mt-2 text-4xl leading-tight md:text-5xl">Your Circle membership</h1>
      <LabelledSection title="Membership" className="mt-8 border-t-2 border-ink pt-6">
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <Detail term="State" testId="membership-state">
            {v.state}
          </Detail>
          <Detail term={v.cancelling ? 'Access until' : 'Next billing date'}>{v.periodEnd ?? '—'}</Detail>
          <Detail term="Member since">{v.since}</Detail>
          <Detail term="Months of membership">{v.months}</Detail>
          {v.card ? <Detail term="Card">{v.card}</Detail> : null}
        </dl>
        <p className="mt-4 text-ink-soft">
          {v.discountApplies
            ? 'Your discount on exit representation applies now.'
            : `Your discount on exit representation applies from ${v.discountFrom}, after 12 months of membership.`}
        </p>
        {v.pastDue ? (
          <p role="alert" className="mt-4 border-l-4 border-danger bg-paper-raised p-4">
            Your last payment failed. The processor will try again; please update your card to keep the membership.
          </p>
        ) : null}
        {v.cancelling ? (
          <p role="status" className="mt-4 border-l-4 border-brass bg-paper-raised p-4">
            You cancelled your membership. It stays active until {v.periodEnd}, and no further payment will be taken.
          </p>
        ) : null}
        <Form method="post" className="mt-6">
          <SubmitButton intent="billing" variant="secondary" pendingLabel="Processing...">
            Manage billing
          </SubmitButton>
        </Form>
        <p className="mt-2 text-[15px] text-ink-muted">
          Update your card, download invoices or cancel at the end of the month you paid for.
        </p>
      </LabelledSection>

      <LabelledSection title="Payments" className="mt-12 border-t border-paper-line pt-6">
        {v.payments.length ? (
          <ul className="mt-4 divide-y divide-paper-line border-y border-paper-line">
            {v.payments.map((p) => (
              <li key={p.id} className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 py-3">
                <span className="min-w-0">
                  <span className="font-semibold">{p.on}</span> · {p.amount} ·{' '}
                  <span className={p.paid ? 'text-success' : 'font-semibold text-danger'}>{p.paid ? 'Paid' : 'Payment failed'}</span>
                  {p.period ? <span className="block text-[15px] text-ink-muted">For {p.period}</span> : null}
                </span>
                {p.href ? (
                  <a href={p.href} className="underline underline-offset-4" rel="noopener noreferrer">
                    Invoice of {p.on}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-ink-soft">Your payments appear here once the payment processor confirms them.</p>
        )}
      </LabelledSection>

      <LabelledSection title="Deliverables" className="mt-12 border-t border-paper-line pt-6">
        <p className="mt-2 text-ink-soft">
          {v.used} of {v.limit} requests used this month.{' '}
          {left ? `You can request ${left} more this month.` : 'Your next requests open on the 1st of next month.'}
        </p>
        {left ? (
          <Link to="/dashboard/apex-circle/request" className={cn(buttonClass('primary'), 'mt-4')}>
            Request a deliverable
          </Link>
        ) : null}
        {v.deliverables.length ? (
          <ul className="mt-6 divide-y divide-paper-line border-y border-paper-line">
            {v.deliverables.map((d) => (
              <li key={d.id} className="min-w-0 py-4 [overflow-wrap:anywhere]">
                <p className="font-semibold">{d.title}</p>
                <p className="text-sm text-ink-muted">
                  Requested {d.requested}, <span>{d.status}</span>
                </p>
                {d.files.length ? (
                  <ul className="mt-2 space-y-1">
                    {d.files.map((f) => (
                      <li key={f.id}>
                        <a href={`/circle/files/${f.id}`} className="underline underline-offset-4">
                          {f.kind === 'deliverable' ? `Download ${f.filename}` : `Your attachment: ${f.filename}`}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </LabelledSection>

      <LabelledSection title="Quarterly planning" className="mt-12 border-t border-paper-line pt-6">
        <p className="mt-2 text-ink-soft">Your next strategic planning session is due by {v.planningDue}.</p>
        {v.scheduling?.kind === 'embed' ? (
          <iframe
            src={v.scheduling.url}
            title="Book your planning session"
            className="mt-4 h-[640px] w-full border border-paper-line"
            loading="lazy"
          />
        ) : v.scheduling ? (
          <a href={v.scheduling.url} rel="noopener noreferrer" className={cn(buttonClass('secondary'), 'mt-4')}>
            Book your planning session
          </a>
        ) : null}
        <p className="mt-4">
          <a
            href={`mailto:${v.firmEmail}?subject=${encodeURIComponent('Circle quarterly planning session')}`}
            className="underline underline-offset-4"
          >
            Email us to arrange your planning session
          </a>
        </p>
      </LabelledSection>

      <LabelledSection title="Priority line" className="mt-12 border-t border-paper-line pt-6">
        <p className="mt-2 text-ink-soft">As a member, your messages to the attorney are marked priority and answered first.</p>
        <Link to="/dashboard/contact" className="mt-3 inline-block underline underline-offset-4">
          Message your attorney
        </Link>
      </LabelledSection>
    </>
  )
}

export default function ApexCircle() {
  const v = useLoaderData<typeof loader>()
  return (
    <div className="mx-auto max-w-4xl px-5 py-8 md:px-10 md:py-12">
      <p className="text-sm font-semibold uppercase tracking-[0.18em] text-brass">Membership</p>
      {v.kind === 'offer' ? <Offer v={v} /> : <Member v={v} />}
    </div>
  )
}

export const meta = portalMeta('Join Apex Circle', 'The Apex Circle membership for Growth Score clients.')
