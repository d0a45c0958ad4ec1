// The Circle membership on the portal's home: its state and billing, this month's deliverables and
// requests, and the way to billing (a plain form: 'Manage billing' answers with a redirect to the
// provider's customer portal, or the sandbox's stand-in).
import { Form, Link } from '@remix-run/react'
import { SubmitButton, buttonClass } from '~/components/forms'
import { LabelledSection } from '~/components/labelled-section'
import { Detail } from './detail'
import { cn } from '~/utils/misc'
import * as portalCircle from '~/locales/portal-circle'
import { fill, useCopy, useLocalePath } from '~/utils/i18n'

export type MembershipSummaryView = {
  member: boolean
  state: string
  pastDue: boolean
  cancelling: boolean
  periodEnd: string | null
  endedOn: string | null
  card: string | null
  month: string
  used: number
  limit: number
  requests: Array<{ id: string; title: string; status: string; requested: string | null }>
}

export function MembershipSummary({ m, className }: { m: MembershipSummaryView; className?: string }) {
  const t = useCopy(portalCircle).membership
  const to = useLocalePath()
  const left = Math.max(0, m.limit - m.used)
  if (!m.member) {
    return (
      <LabelledSection title={t.yourMembership} className={cn('border-t-2 border-ink pt-5', className)}>
        <p className="mt-2 text-ink-soft">
          {m.endedOn ? fill(t.endedOn, { date: m.endedOn }) : t.ended}{' '}
          <Link to={to('/dashboard/apex-circle')} className="underline underline-offset-4">
            {t.membershipPage}
          </Link>
          .
        </p>
      </LabelledSection>
    )
  }
  return (
    <section aria-labelledby="membership-home-heading" className={cn('border-t-2 border-ink pt-5', className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <h2 id="membership-home-heading" className="text-2xl">
          {t.yourMembership}
        </h2>
        <p className="text-[15px] font-semibold" data-testid="home-membership-state">
          {m.state}
        </p>
      </div>
      {m.pastDue ? (
        <p role="alert" className="mt-4 border-l-4 border-danger bg-paper-raised p-4">
          {t.pastDueHome}
        </p>
      ) : null}
      <div className="mt-5 grid gap-8 lg:grid-cols-2">
        <div className="min-w-0">
          <h3 className="text-sm font-semibold uppercase tracking-[0.16em] text-ink-muted">{fill(t.deliverablesIn, { month: m.month })}</h3>
          <p className="mt-2 font-serif text-4xl text-ink">
            {m.used}
            <span className="text-xl text-ink-muted">{fill(t.ofUsed, { limit: m.limit })}</span>
          </p>
          {m.requests.length ? (
            <ul className="mt-3 divide-y divide-paper-line border-y border-paper-line">
              {m.requests.map((r) => (
                <li key={r.id} className="flex flex-wrap justify-between gap-x-4 py-2.5">
                  <span className="min-w-0 font-semibold [overflow-wrap:anywhere]">{r.title}</span>
                  <span className="text-[15px] text-ink-muted">{r.status}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-ink-soft">{t.noRequests}</p>
          )}
          {left ? (
            <Link to={to('/dashboard/apex-circle/request')} className={cn(buttonClass('primary'), 'mt-4 w-full sm:w-auto')}>
              {t.requestDeliverable}
            </Link>
          ) : (
            <p className="mt-3 text-[15px] text-ink-soft">{t.nextOpen}</p>
          )}
        </div>
        <div className="min-w-0">
          <h3 className="text-sm font-semibold uppercase tracking-[0.16em] text-ink-muted">{t.billing}</h3>
          <dl className="mt-2 space-y-2">
            <Detail term={m.cancelling ? t.endsOn : t.nextBilling} testId="home-next-billing">
              {m.periodEnd ?? '—'}
            </Detail>
            {m.card ? <Detail term={t.cardTerm}>{m.card}</Detail> : null}
          </dl>
          {m.cancelling ? <p className="mt-3 text-[15px] text-ink-soft">{t.cancelledHome}</p> : null}
          <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-3">
            <Form method="post" action={to('/dashboard/apex-circle')}>
              <SubmitButton intent="billing" formAction={to('/dashboard/apex-circle')} variant="secondary" pendingLabel={t.processing}>
                {t.manageBilling}
              </SubmitButton>
            </Form>
            <Link to={to('/dashboard/apex-circle')} className="font-semibold underline underline-offset-4">
              {t.open}
            </Link>
          </div>
        </div>
      </div>
    </section>
  )
}
