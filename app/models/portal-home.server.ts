// What the portal shows a client is what they bought: the Growth Score (a paid signup) shows its tracker
// and tasks; a Circle membership shows the membership first; a client with both sees both. A client who
// bought neither yet (a test account, a client the firm set up) sees the Growth Score portal, as before.
import { CIRCLE_MONTHLY_DELIVERABLES, DELIVERABLE_STATUS_LABELS } from '~/content/circle'
import type { ClientProfile } from './portal.server'
import { deliverablesUsed, memberDeliverables } from './circle-deliverables.server'
import { cardLabel, describeState, isMember, membershipForUser } from './memberships.server'
import { getDb } from '~/utils/db.server'
import { monthKey } from './capacity.server'
import { longDate } from '~/utils/misc'

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

const day = (iso: string | null) => longDate(iso)
const monthName = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', month: 'long' })

/** The membership as the portal's home shows it: state, billing, and this month's requests. */
export async function membershipSummary(userId: string) {
  const m = await membershipForUser(userId)
  if (!m || m.status === 'pending') return null
  const used = isMember(m) ? await deliverablesUsed(getDb(), m.id) : 0
  const thisMonth = monthKey(new Date())
  // This month's requests, and any earlier one still being worked on.
  const requests = (await memberDeliverables(m.id))
    .filter((d) => d.status !== 'delivered' || d.month === thisMonth)
    .slice(0, 5)
    .map((d) => ({ id: d.id, title: d.title, status: DELIVERABLE_STATUS_LABELS[d.status], requested: day(d.created_at) }))
  return {
    member: isMember(m),
    state: describeState({ status: m.status, cancelAtPeriodEnd: Boolean(m.cancel_at_period_end) }),
    pastDue: m.status === 'past_due',
    cancelling: Boolean(m.cancel_at_period_end),
    periodEnd: day(m.current_period_end),
    endedOn: day(m.ended_at),
    card: cardLabel(m.card_brand, m.card_last4),
    month: monthName.format(new Date()),
    used,
    limit: CIRCLE_MONTHLY_DELIVERABLES,
    requests,
  }
}

export type MembershipSummary = NonNullable<Awaited<ReturnType<typeof membershipSummary>>>
