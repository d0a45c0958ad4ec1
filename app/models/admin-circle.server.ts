// The firm's view of the Circle: members (state, since, next invoice, deliverables used this month),
// monthly recurring revenue, members' messages (priority), and the audit log of membership changes.
import { CIRCLE_PRICE_CENTS } from '~/content/circle'
import { getDb } from '~/utils/db.server'
import { monthKey } from './capacity.server'
import { messagesWithClient } from './clients.server'
import type { Membership } from '~/utils/db-schema'
import { describeState, isMember, MEMBER_STATUSES } from './memberships.server'

/** Recurring revenue a month: every membership that will bill again (active or in retries, not cancelling). */
function monthlyRecurringRevenueCents(members: Array<Pick<Membership, 'status' | 'cancel_at_period_end'>>) {
  return members.filter((m) => isMember(m) && !m.cancel_at_period_end).length * CIRCLE_PRICE_CENTS
}

export async function circleOverview(at = new Date()) {
  const db = getDb()
  const month = monthKey(at)
  const members = await db
    .selectFrom('circle_memberships')
    .leftJoin('circle_deliverables', (join) =>
      join.onRef('circle_deliverables.membership_id', '=', 'circle_memberships.id').on('circle_deliverables.month', '=', month),
    )
    .select((eb) => [
      'circle_memberships.id',
      'circle_memberships.name',
      'circle_memberships.email',
      'circle_memberships.company_name',
      'circle_memberships.status',
      'circle_memberships.cancel_at_period_end',
      'circle_memberships.started_at',
      'circle_memberships.current_period_end',
      'circle_memberships.terms_signed_at',
      'circle_memberships.created_at',
      eb.fn.count<number>('circle_deliverables.id').as('used'),
    ])
    .groupBy('circle_memberships.id')
    .orderBy('circle_memberships.created_at', 'desc')
    .limit(500)
    .execute()
  const audit = await db
    .selectFrom('circle_audit')
    .innerJoin('circle_memberships', 'circle_memberships.id', 'circle_audit.membership_id')
    .select([
      'circle_audit.id',
      'circle_audit.actor',
      'circle_audit.action',
      'circle_audit.detail',
      'circle_audit.created_at',
      'circle_memberships.name',
    ])
    .orderBy('circle_audit.created_at', 'desc')
    .orderBy('circle_audit.id', 'desc')
    .limit(100)
    .execute()
  const messages = await messagesWithClient()
    .innerJoin('circle_memberships', 'circle_memberships.user_id', 'client_profiles.user_id')
    .where('circle_memberships.status', 'in', MEMBER_STATUSES)
    .select([
      'contact_messages.id',
      'contact_messages.name',
      'contact_messages.email',
      'contact_messages.message',
      'contact_messages.created_at',
    ])
    .orderBy('contact_messages.created_at', 'desc')
    .limit(50)
    .execute()
  return {
    members: members.map((m) => ({
      ...m,
      used: Number(m.used),
      state:
        m.status === 'pending'
          ? m.terms_signed_at
            ? 'Awaiting payment'
            : 'Joining'
          : describeState({ status: m.status, cancelAtPeriodEnd: Boolean(m.cancel_at_period_end) }),
    })),
    mrrCents: monthlyRecurringRevenueCents(members),
    audit,
    messages,
  }
}
