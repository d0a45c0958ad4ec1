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
import { CIRCLE_MONTHLY_DELIVERABLES, circlePriceLabel } from '~/content/circle'
import { getFirm } from '~/content/firm.server'
import { paymentsMode } from '~/integrations/payments/index.server'
import { deliverablesUsed, memberDeliverables } from '~/models/circle-deliverables.server'
import { exitDiscountFrom, monthsOfMembership, nextPlanningDue } from '~/models/membership-dates'
import { billingPortalUrl } from '~/models/membership-checkout.server'
import { formatCents, isMember, membershipForUser, membershipInvoices } from '~/models/memberships.server'
import { joinAsClient } from '~/models/membership-joining.server'
import { requireClient } from '~/models/portal.server'
import { scheduling } from '~/routes/($lang)+/_intake+/__intake.server'
import { cn } from '~/utils/misc'
import { portalMetaIn } from '~/components/portal/portal-meta'
import { deliverableStatus, membershipState, portalCardLabel, portalDay } from '~/models/portal-home.server'
import * as circle from '~/locales/circle'
import * as portalCircle from '~/locales/portal-circle'
import { fill, localePath, useCopy, useLocalePath } from '~/utils/i18n'
import { copyIn, requestLang, spanishCopy } from '~/utils/i18n.server'
import { redirectWithToast } from '~/utils/toast.server'
import { readFormData } from '~/utils/form-data.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireClient(request)
  const lang = requestLang(request)
  const t = copyIn(portalCircle, lang).membership.member
  const longDate = (at: string | Date | null | undefined) => portalDay(lang, at ? new Date(at).toISOString() : null)
  const m = await membershipForUser(user.id)
  const firm = getFirm()
  if (!m || !isMember(m)) {
    return data(
      {
        spanish: spanishCopy(requestLang(request), 'circle', 'portalCircle'),
        kind: 'offer' as const,
        price: circlePriceLabel(lang),
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
      spanish: spanishCopy(requestLang(request), 'circle', 'portalCircle'),
      kind: 'member' as const,
      state: membershipState(lang, { status: m.status, cancelAtPeriodEnd: Boolean(m.cancel_at_period_end) }),
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
        status: deliverableStatus(lang, d.status),
        requested: longDate(d.created_at),
        files: d.files.map((f) => ({ id: f.id, kind: f.kind, filename: f.filename })),
      })),
      planningDue: longDate(nextPlanningDue(started, at)),
      scheduling: scheduling(),
      firmEmail: firm.email,
      sandbox: paymentsMode() === 'sandbox',
      card: portalCardLabel(lang, m.card_brand, m.card_last4),
      payments: (await membershipInvoices(m.id)).map((i) => ({
        id: i.id,
        paid: i.status === 'paid',
        amount: formatCents(i.amount_cents, lang),
        on: longDate(i.occurred_at),
        period:
          i.period_start && i.period_end
            ? fill(t.period, { from: longDate(i.period_start) ?? '', to: longDate(i.period_end) ?? '' })
            : null,
        // Stripe's own invoice page or PDF; the sandbox's test-mode PDF.
        href: paymentsMode() === 'sandbox' ? localePath(lang, `/circle/billing/invoices/${i.id}`) : (i.pdf_url ?? i.hosted_url),
      })),
    },
    { headers: { 'cache-control': 'private, no-store' } },
  )
}

export async function action({ request }: ActionFunctionArgs) {
  const { user, profile } = await requireClient(request)
  const lang = requestLang(request)
  const page = localePath(lang, '/dashboard/apex-circle')
  const intent = (await readFormData(request)).get('intent')
  if (intent === 'join') {
    const id = await joinAsClient(user, profile, lang)
    return redirect(localePath(lang, `/circle/${id}`), 303)
  }
  if (intent === 'billing') {
    const m = await membershipForUser(user.id)
    if (!m || !isMember(m)) return redirect(page, 303)
    if (paymentsMode() === 'sandbox') return redirect(localePath(lang, '/circle/billing'), 303)
    const url = await billingPortalUrl(m)
    if (url) return redirect(url, 303)
    return redirectWithToast(page, { type: 'error', ...copyIn(portalCircle, lang).membership.member.billingUnavailable }, { status: 303 })
  }
  return redirect(page, 303)
}

function Offer({ v }: { v: Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: 'offer' }> }) {
  const t = useCopy(portalCircle).membership
  const benefits = useCopy(circle).benefits
  const to = useLocalePath()
  return (
    <>
      <h1 className="mt-2 text-4xl leading-tight md:text-5xl">{t.join.heading}</h1>
      <p className="mt-4 max-w-prose text-lg text-ink-soft">{t.join.intro}</p>
      {v.ended ? (
        <p role="status" className="mt-4 border-l-4 border-brass bg-paper-raised p-4">
          {fill(t.join.ended, { date: v.ended })}
        </p>
      ) : null}
      <div className="mt-10 grid gap-10 border-t-2 border-ink pt-8 md:grid-cols-[auto_minmax(0,1fr)] md:gap-16">
        <div>
          <p className="font-serif text-6xl leading-none text-ink">{v.price}</p>
          <p className="mt-2 text-ink-muted">{t.join.perMonth}</p>
        </div>
        <div>
          <h2 className="text-2xl">{t.join.includes}</h2>
          <ul className="mt-4 space-y-3">
            {benefits.map((b) => (
              <li key={b} className="flex gap-3">
                <Check aria-hidden className="mt-1 h-5 w-5 shrink-0 text-brass" strokeWidth={2} />
                <span>{b}</span>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-[15px] text-ink-muted">{t.join.notIncluded}</p>
          {v.joining ? (
            <Link to={to(`/circle/${v.joining}`)} className={cn(buttonClass('primary'), 'mt-8 w-full sm:w-auto')}>
              {t.join.continue}
            </Link>
          ) : (
            <Form method="post" className="mt-8">
              <SubmitButton intent="join" pendingLabel={t.processing} className="w-full sm:w-auto">
                {t.join.submit}
              </SubmitButton>
            </Form>
          )}
        </div>
      </div>
    </>
  )
}

function Member({ v }: { v: Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: 'member' }> }) {
  const c = useCopy(portalCircle).membership
  const t = c.member
  const to = useLocalePath()
  const left = Math.max(0, v.limit - v.used)
  return (
    <>
      <h1 className="mt-2 text-4xl leading-tight md:text-5xl">{t.heading}</h1>
      <LabelledSection title={t.section} className="mt-8 border-t-2 border-ink pt-6">
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <Detail term={t.state} testId="membership-state">
            {v.state}
          </Detail>
          <Detail term={v.cancelling ? t.accessUntil : c.nextBilling}>{v.periodEnd ?? '—'}</Detail>
          <Detail term={t.since}>{v.since}</Detail>
          <Detail term={t.months}>{v.months}</Detail>
          {v.card ? <Detail term={c.cardTerm}>{v.card}</Detail> : null}
        </dl>
        <p className="mt-4 text-ink-soft">{v.discountApplies ? t.discountNow : fill(t.discountFrom, { date: v.discountFrom ?? '' })}</p>
        {v.pastDue ? (
          <p role="alert" className="mt-4 border-l-4 border-danger bg-paper-raised p-4">
            {t.pastDue}
          </p>
        ) : null}
        {v.cancelling ? (
          <p role="status" className="mt-4 border-l-4 border-brass bg-paper-raised p-4">
            {fill(t.cancelling, { date: v.periodEnd ?? '' })}
          </p>
        ) : null}
        <Form method="post" className="mt-6">
          <SubmitButton intent="billing" variant="secondary" pendingLabel={c.processing}>
            {c.manageBilling}
          </SubmitButton>
        </Form>
        <p className="mt-2 text-[15px] text-ink-muted">{t.billingHint}</p>
      </LabelledSection>

      <LabelledSection title={t.payments} className="mt-12 border-t border-paper-line pt-6">
        {v.payments.length ? (
          <ul className="mt-4 divide-y divide-paper-line border-y border-paper-line">
            {v.payments.map((p) => (
              <li key={p.id} className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 py-3">
                <span className="min-w-0">
                  <span className="font-semibold">{p.on}</span> · {p.amount} ·{' '}
                  <span className={p.paid ? 'text-success' : 'font-semibold text-danger'}>{p.paid ? t.paid : t.paymentFailed}</span>
                  {p.period ? <span className="block text-[15px] text-ink-muted">{fill(t.forPeriod, { period: p.period })}</span> : null}
                </span>
                {p.href ? (
                  <a href={p.href} className="underline underline-offset-4" rel="noopener noreferrer">
                    {fill(t.invoiceOf, { date: p.on ?? '' })}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-ink-soft">{t.noPayments}</p>
        )}
      </LabelledSection>

      <LabelledSection title={t.deliverables} className="mt-12 border-t border-paper-line pt-6">
        <p className="mt-2 text-ink-soft">
          {fill(t.used, { used: v.used, limit: v.limit })} {left ? fill(t.canRequest, { count: left }) : c.nextOpen}
        </p>
        {left ? (
          <Link to={to('/dashboard/apex-circle/request')} className={cn(buttonClass('primary'), 'mt-4')}>
            {c.requestDeliverable}
          </Link>
        ) : null}
        {v.deliverables.length ? (
          <ul className="mt-6 divide-y divide-paper-line border-y border-paper-line">
            {v.deliverables.map((d) => (
              <li key={d.id} className="min-w-0 py-4 [overflow-wrap:anywhere]">
                <p className="font-semibold">{d.title}</p>
                <p className="text-sm text-ink-muted">
                  {fill(t.requested, { date: d.requested ?? '' })}
                  <span>{d.status}</span>
                </p>
                {d.files.length ? (
                  <ul className="mt-2 space-y-1">
                    {d.files.map((f) => (
                      <li key={f.id}>
                        <a href={to(`/circle/files/${f.id}`)} className="underline underline-offset-4">
                          {fill(f.kind === 'deliverable' ? t.download : t.attachment, { name: f.filename })}
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

      <LabelledSection title={t.planning} className="mt-12 border-t border-paper-line pt-6">
        <p className="mt-2 text-ink-soft">{fill(t.planningDue, { date: v.planningDue ?? '' })}</p>
        {v.scheduling?.kind === 'embed' ? (
          <iframe src={v.scheduling.url} title={t.book} className="mt-4 h-[640px] w-full border border-paper-line" loading="lazy" />
        ) : v.scheduling ? (
          <a href={v.scheduling.url} rel="noopener noreferrer" className={cn(buttonClass('secondary'), 'mt-4')}>
            {t.book}
          </a>
        ) : null}
        <p className="mt-4">
          <a href={`mailto:${v.firmEmail}?subject=${encodeURIComponent(t.planningSubject)}`} className="underline underline-offset-4">
            {t.emailPlanning}
          </a>
        </p>
      </LabelledSection>

      <LabelledSection title={t.priority} className="mt-12 border-t border-paper-line pt-6">
        <p className="mt-2 text-ink-soft">{t.priorityText}</p>
        <Link to={to('/dashboard/contact')} className="mt-3 inline-block underline underline-offset-4">
          {t.message}
        </Link>
      </LabelledSection>
    </>
  )
}

export default function ApexCircle() {
  const v = useLoaderData<typeof loader>()
  const t = useCopy(portalCircle).membership
  return (
    <div className="mx-auto max-w-4xl px-5 py-8 md:px-10 md:py-12">
      <p className="text-sm font-semibold uppercase tracking-[0.18em] text-brass">{t.eyebrow}</p>
      {v.kind === 'offer' ? <Offer v={v} /> : <Member v={v} />}
    </div>
  )
}

export const meta = portalMetaIn((t) => t.meta.circle)
