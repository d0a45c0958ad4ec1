// What the portal shows a client is what they bought: the Growth Score (a paid signup) shows its tracker
// and tasks; a Circle membership shows the membership first; a client with both sees both. A client who
// bought neither yet (a test account, a client the firm set up) sees the Growth Score portal, as before.
import { CIRCLE_MONTHLY_DELIVERABLES } from '~/content/circle'
import type { DeliverableStatus } from '~/utils/db-schema'
import type { ClientProfile } from './portal.server'
import { deliverablesUsed, memberDeliverables } from './circle-deliverables.server'
import { cardLabel, describeState, isMember, membershipForUser } from './memberships.server'
import { monthKey } from './capacity.server'
import { longDate } from '~/utils/misc'
import * as circle from '~/locales/circle'
import { formatLongDate, INTL_LOCALE, type Lang } from '~/utils/i18n'
import { copyIn } from '~/utils/i18n.server'

export type PortalAccess = {
  /** Show the Growth Score tracker and tasks. */
  growthScore: boolean
  /** A membership that was paid for (active, past due, or ended). */
  circle: 'member' | 'ended' | null
}

/** The pure rule, for the sidebar and the home page alike. */
export function portalAccessOf(
  profile: Pick<ClientProfile, 'signup_id' | 'paid_at'>,
  membershipStatus: string | null | undefined,
): PortalAccess {
  const boughtGrowthScore = Boolean(profile.signup_id || profile.paid_at)
  const circle = membershipStatus === 'active' || membershipStatus === 'past_due' ? 'member' : membershipStatus === 'ended' ? 'ended' : null
  return { growthScore: boughtGrowthScore || !circle, circle }
}

export async function portalAccess(profile: Pick<ClientProfile, 'signup_id' | 'paid_at' | 'user_id'>) {
  const membership = await membershipForUser(profile.user_id)
  // A membership that never got paid (pending) is not something the client has.
  const started = membership && membership.status !== 'pending' ? membership : undefined
  return { access: portalAccessOf(profile, started?.status), membership: started }
}

/** A day as the portal writes it: "November 24, 2026" / "24 de noviembre de 2026" (the firm's time zone). */
export function portalDay(lang: Lang, iso: string | null) {
  if (lang === 'en' || !iso) return longDate(iso)
  return formatLongDate(lang, new Date(iso))
}

const monthNames = Object.fromEntries(
  Object.entries(INTL_LOCALE).map(([lang, locale]) => [
    lang,
    new Intl.DateTimeFormat(locale, { timeZone: 'America/New_York', month: 'long' }),
  ]),
) as Record<Lang, Intl.DateTimeFormat>

/** A membership's state in a language (the provider's status, and a cancellation at the period's end). */
export function membershipState(lang: Lang, s: { status: string; cancelAtPeriodEnd: boolean }) {
  return describeState(s as Parameters<typeof describeState>[0], lang) ?? s.status
}

/** "Visa ending 4242" in a language. */
export function portalCardLabel(lang: Lang, brand: string | null, last4: string | null) {
  return cardLabel(brand, last4, lang)
}

/** A deliverable's status label in a language (the Circle's labels: app/locales/circle.ts). */
export function deliverableStatus(lang: Lang, status: DeliverableStatus) {
  return copyIn(circle, lang).deliverableStatus[status]
}

/** The membership as the portal's home shows it: state, billing, and this month's requests. */
export async function membershipSummary(userId: string, lang: Lang = 'en') {
  const day = (iso: string | null) => portalDay(lang, iso)
  const m = await membershipForUser(userId)
  if (!m || m.status === 'pending') return null
  const used = isMember(m) ? await deliverablesUsed(m.id) : 0
  const thisMonth = monthKey(new Date())
  // This month's requests, and any earlier one still being worked on.
  const requests = (await memberDeliverables(m.id))
    .filter((d) => d.status !== 'delivered' || d.month === thisMonth)
    .slice(0, 5)
    .map((d) => ({ id: d.id, title: d.title, status: deliverableStatus(lang, d.status), requested: day(d.created_at) }))
  return {
    member: isMember(m),
    state: membershipState(lang, { status: m.status, cancelAtPeriodEnd: Boolean(m.cancel_at_period_end) }),
    pastDue: m.status === 'past_due',
    cancelling: Boolean(m.cancel_at_period_end),
    periodEnd: day(m.current_period_end),
    endedOn: day(m.ended_at),
    card: portalCardLabel(lang, m.card_brand, m.card_last4),
    month: monthNames[lang].format(new Date()),
    used,
    limit: CIRCLE_MONTHLY_DELIVERABLES,
    requests,
  }
}

export type MembershipSummary = NonNullable<Awaited<ReturnType<typeof membershipSummary>>>
