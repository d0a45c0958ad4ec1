// The Circle membership: who is a member, who may see a membership's joining steps, its audit trail and
// emails, and how its billing reads (state, amounts, cards). Joining and the terms are in
// membership-joining.server.ts, the checkout and the sandbox provider in membership-checkout.server.ts,
// the provider's events in membership-billing.server.ts (membership-state.ts computes the state from them).
import { enqueue } from '~/jobs/outbox.server'
import type { SessionUser } from '~/utils/auth.server'
import { createId, getDb, hasRows, now, type Tx } from '~/utils/db.server'
import { sha256 } from './signup-access.server'
import type { Membership, MembershipStatus } from '~/utils/db-schema'
import type { BillingState } from './membership-state'
import * as circle from '~/locales/circle'
import { fill, formatDollars, type Lang } from '~/utils/i18n'
import { copyIn } from '~/utils/i18n.server'

export function getMembership(id: string, tx?: Tx) {
  return (tx ?? getDb()).selectFrom('circle_memberships').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The user's membership that is not over (at most one), else their latest. */
export async function membershipForUser(userId: string, tx?: Tx) {
  const rows = await (tx ?? getDb())
    .selectFrom('circle_memberships')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute()
  return rows.find((m) => m.status !== 'ended') ?? rows[0]
}

/** A member in good standing or within the provider's retries: the membership's services are open. */
export const MEMBER_STATUSES: MembershipStatus[] = ['active', 'past_due']

export function isMember(m: Pick<Membership, 'status'> | undefined | null) {
  return Boolean(m && MEMBER_STATUSES.includes(m.status))
}

export async function audit(trx: Tx, membershipId: string, actor: string, action: string, detail?: string) {
  await trx
    .insertInto('circle_audit')
    .values({ id: createId(), membership_id: membershipId, actor, action, detail: detail ?? null, created_at: now() })
    .execute()
}

/** Queues a Circle email, to the member or to the firm, about this membership (in the caller's transaction). */
export async function emailAboutMembership(trx: Tx, to: 'member' | 'firm', membershipId: string, notice: string, deliverableId?: string) {
  const params: Record<string, string> = deliverableId ? { membershipId, notice, deliverableId } : { membershipId, notice }
  await enqueue(trx, 'send-email', { template: `circle-${to}-notice`, params }, { type: 'membership', id: membershipId })
}

/** Whether this user is a Circle member now (their messages to the firm are priority). */
export async function isCircleMemberUser(userId: string | null) {
  if (!userId) return false
  return hasRows(getDb().selectFrom('circle_memberships').where('user_id', '=', userId).where('status', 'in', MEMBER_STATUSES))
}

// ---- who may see a membership's joining steps ----

/** The signed-in owner, or the browser that accepted the invitation (its key's hash is on the row). */
export function mayAccess(m: Membership, who: { user: SessionUser | null; browserKey: string | null }) {
  if (m.user_id && who.user?.id === m.user_id) return true
  if (who.user && who.user.email.toLowerCase() !== m.email.toLowerCase()) return false
  return Boolean(m.browser_key_hash && who.browserKey && sha256(who.browserKey) === m.browser_key_hash)
}

/** An amount in cents as the language writes it (Intl): `$2,000`, `$2,000.50`. English for the firm's own records. */
export function formatCents(cents: number, lang: Lang = 'en') {
  return formatDollars(lang, cents / 100)
}

/** The member's invoices, newest first. */
export function membershipInvoices(membershipId: string) {
  return getDb()
    .selectFrom('circle_invoices')
    .selectAll()
    .where('membership_id', '=', membershipId)
    .orderBy('occurred_at', 'desc')
    .execute()
}

/** The membership's state in words; English (the default) for the audit trail and the admin panel. */
export function describeState(s: Pick<BillingState, 'status' | 'cancelAtPeriodEnd'>, lang: Lang = 'en') {
  const states = copyIn(circle, lang).states
  if (s.status === 'active' && s.cancelAtPeriodEnd) return states.cancelling
  return states[s.status]
}

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
}

/** The brand code Stripe would report for a (test) card number, and its last four digits. */
export function cardFromNumber(number: string) {
  const digits = number.replace(/\D/g, '')
  const brand = /^4/.test(digits)
    ? 'visa'
    : /^(5[1-5]|2[2-7])/.test(digits)
      ? 'mastercard'
      : /^3[47]/.test(digits)
        ? 'amex'
        : /^(6011|65|64[4-9])/.test(digits)
          ? 'discover'
          : 'card'
  return { brand, last4: digits.slice(-4) }
}

/** "Visa ending 4242" from the provider's brand code and the last four digits (in a language; English by default). */
export function cardLabel(brand: string | null, last4: string | null, lang: Lang = 'en') {
  if (!brand || !last4) return null
  return fill(copyIn(circle, lang).cardEnding, { brand: CARD_BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1), last4 })
}
