// The membership's billing truth: the provider's verified events, stored as observations, and the state
// recomputed from all of them (membership-state.ts), with what follows a change (welcome, notices, the
// refusal of a second subscription) and the invoices and card the provider reports.
import { enqueue } from '~/jobs/outbox.server'
import { paymentsMode } from '~/integrations/payments/index.server'
import { getDb, now, writeTransaction, type Tx } from '~/utils/db.server'
import { claimStripeEvent } from './stripe-events.server'
import type { Membership } from '~/utils/db-schema'
import { accountForPurchase } from './accounts.server'
import { billingState, readMembershipEvent, type BillingEvent, type BillingObservation, type InvoiceFacts } from './membership-state'
import { storedLang } from '~/utils/i18n.server'
import { getMembership, audit, emailAboutMembership, formatCents, describeState } from './memberships.server'

// ---- the billing truth ----

type IncomingEvent = { id: string; type: string; created: number; data: { object: unknown } }

/**
 * One verified provider event: recorded once (by event id, in the same table the purchase flow uses),
 * stored as an observation, and the membership's state recomputed from all of its observations. An
 * event that arrives before the membership is linked to its subscription is kept and counted as soon
 * as the link is known. Returns whether the event was new.
 */
export async function applyMembershipEvent(event: IncomingEvent) {
  return writeTransaction(async (trx) => {
    if (!(await claimStripeEvent(trx, event))) return false
    await recordObservation(trx, event.id, event.type, readMembershipEvent(event))
    return true
  })
}

export async function recordObservation(trx: Tx, eventId: string, type: string, read: ReturnType<typeof readMembershipEvent>) {
  if (!read.observation) return
  let m: Membership | undefined
  if (read.membershipId) m = await getMembership(read.membershipId, trx)
  if (!m && read.subscriptionId)
    m = await trx.selectFrom('circle_memberships').selectAll().where('subscription_id', '=', read.subscriptionId).executeTakeFirst()
  if (!m && read.checkoutSessionId)
    m = await trx.selectFrom('circle_memberships').selectAll().where('checkout_session_id', '=', read.checkoutSessionId).executeTakeFirst()
  await trx
    .insertInto('circle_billing_events')
    .values({
      id: eventId,
      type,
      membership_id: m?.id ?? null,
      subscription_id: read.subscriptionId,
      occurred_at: read.at,
      observation: JSON.stringify(read.observation),
      received_at: now(),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()
  if (!m) return
  if (read.subscriptionId && m.subscription_id && read.subscriptionId !== m.subscription_id) {
    // The membership already has its subscription: this one (a second checkout paid) never counts.
    await refuseSubscription(trx, m, read.subscriptionId)
    return
  }
  if ((read.subscriptionId && !m.subscription_id) || (read.customerId && !m.customer_id)) {
    const link = { subscription_id: m.subscription_id ?? read.subscriptionId, customer_id: m.customer_id ?? read.customerId }
    await trx
      .updateTable('circle_memberships')
      .set({ ...link, updated_at: now() })
      .where('id', '=', m.id)
      .execute()
    m = { ...m, ...link }
  }
  await refreshState(trx, m)
  if (read.invoice) await recordInvoice(trx, m.id, read.subscriptionId, read.at, read.invoice)
  if (read.observation.kind === 'subscription' && paymentsMode() === 'stripe')
    await enqueue(trx, 'circle-card-details', { membershipId: m.id }, { type: 'membership', id: m.id })
  if (read.observation.kind === 'invoice-failed') {
    await emailAboutMembership(trx, 'member', m.id, 'payment-failed')
    await emailAboutMembership(trx, 'firm', m.id, 'payment-failed')
  }
}

/**
 * A second subscription for a membership that has one: recorded once, and the worker cancels it at
 * the provider and refunds what it charged (circle-refuse-subscription). The firm hears when it is done.
 */
async function refuseSubscription(trx: Tx, m: Membership, subscriptionId: string) {
  const known = await trx
    .selectFrom('circle_refused_subscriptions')
    .select('subscription_id')
    .where('subscription_id', '=', subscriptionId)
    .executeTakeFirst()
  if (known) return
  await trx
    .insertInto('circle_refused_subscriptions')
    .values({ subscription_id: subscriptionId, membership_id: m.id, created_at: now() })
    .execute()
  await audit(trx, m.id, providerName(), 'Second subscription refused', `${subscriptionId}: to be cancelled and refunded`)
  await enqueue(trx, 'circle-refuse-subscription', { subscriptionId }, { type: 'membership', id: m.id })
}

/** The worker's outcome of a refusal: cancelled and refunded, or why not. */
export async function settleRefusedSubscription(subscriptionId: string, outcome: { refundedCents: number } | { error: string }) {
  return writeTransaction(async (trx) => {
    const row = await trx
      .selectFrom('circle_refused_subscriptions')
      .selectAll()
      .where('subscription_id', '=', subscriptionId)
      .executeTakeFirst()
    if (!row || row.status !== 'pending') return false
    const ok = 'refundedCents' in outcome
    const detail = ok ? `Cancelled; ${formatCents(outcome.refundedCents)} refunded` : outcome.error.slice(0, 500)
    await trx
      .updateTable('circle_refused_subscriptions')
      .set({ status: ok ? 'refunded' : 'failed', detail, resolved_at: now() })
      .where('subscription_id', '=', subscriptionId)
      .execute()
    await audit(
      trx,
      row.membership_id,
      providerName(),
      ok ? 'Second subscription cancelled' : 'Second subscription not cancelled',
      `${subscriptionId}: ${detail}`,
    )
    await emailAboutMembership(trx, 'firm', row.membership_id, ok ? 'duplicate-refunded' : 'duplicate-failed')
    if (ok) await emailAboutMembership(trx, 'member', row.membership_id, 'duplicate-refunded')
    return true
  })
}

/** One invoice of the membership's subscription; a paid invoice stays paid whatever arrives after. */
async function recordInvoice(trx: Tx, membershipId: string, subscriptionId: string | null, at: number, invoice: InvoiceFacts) {
  const row = {
    id: invoice.id,
    membership_id: membershipId,
    subscription_id: subscriptionId,
    status: invoice.status,
    amount_cents: invoice.amountCents,
    currency: invoice.currency,
    period_start: iso(invoice.periodStart),
    period_end: iso(invoice.periodEnd),
    occurred_at: iso(at) ?? now(),
    hosted_url: invoice.hostedUrl,
    pdf_url: invoice.pdfUrl,
    created_at: now(),
    updated_at: now(),
  }
  const existing = await trx.selectFrom('circle_invoices').select(['status']).where('id', '=', invoice.id).executeTakeFirst()
  if (!existing) return trx.insertInto('circle_invoices').values(row).execute()
  if (existing.status === 'paid') return
  const { id: _id, created_at: _created, ...change } = row
  await trx.updateTable('circle_invoices').set(change).where('id', '=', invoice.id).execute()
}

/** Called by the worker with what the provider says about the card it charges. */
export async function recordCard(membershipId: string, card: { brand: string; last4: string } | null) {
  if (!card) return
  await getDb()
    .updateTable('circle_memberships')
    .set({ card_brand: card.brand.slice(0, 40), card_last4: card.last4.replace(/\D/g, '').slice(-4), updated_at: now() })
    .where('id', '=', membershipId)
    .execute()
}

/** Who the audit log names for changes the payment provider caused. */
function providerName() {
  return paymentsMode() === 'sandbox' ? 'Test-mode payments' : 'Stripe'
}

function iso(seconds: number | null) {
  return seconds ? new Date(seconds * 1000).toISOString() : null
}

/** Recomputes the state from every observation of this membership (or its subscription) and records what changed. */
async function refreshState(trx: Tx, m: Membership) {
  const rows = await trx
    .selectFrom('circle_billing_events')
    .select(['id', 'occurred_at', 'observation'])
    .where((eb) =>
      m.subscription_id
        ? eb.and([
            eb.or([eb('membership_id', '=', m.id), eb('subscription_id', '=', m.subscription_id)]),
            // Never a refused second subscription's events: its cancellation must not end the membership.
            eb.or([eb('subscription_id', 'is', null), eb('subscription_id', '=', m.subscription_id)]),
          ])
        : eb('membership_id', '=', m.id),
    )
    .execute()
  const events: BillingEvent[] = rows.map((r) => ({
    id: r.id,
    at: r.occurred_at,
    observation: JSON.parse(r.observation) as BillingObservation,
  }))
  const next = billingState(events)
  const before = { status: m.status, cancelAtPeriodEnd: Boolean(m.cancel_at_period_end) }
  await trx
    .updateTable('circle_memberships')
    .set({
      status: next.status,
      cancel_at_period_end: next.cancelAtPeriodEnd ? 1 : 0,
      current_period_end: iso(next.periodEnd),
      started_at: iso(next.startedAt),
      ended_at: iso(next.endedAt),
      updated_at: now(),
    })
    .where('id', '=', m.id)
    .execute()
  if (before.status !== next.status || before.cancelAtPeriodEnd !== next.cancelAtPeriodEnd) {
    await audit(trx, m.id, providerName(), `${describeState(before)} → ${describeState(next)}`)
  }
  if (next.status !== 'pending' && !m.welcomed_at) await welcome(trx, m)
  if (before.status === 'past_due' && next.status === 'active') {
    await emailAboutMembership(trx, 'member', m.id, 'payment-recovered')
    await emailAboutMembership(trx, 'firm', m.id, 'payment-recovered')
  }
  if (before.status !== 'ended' && next.status === 'ended') {
    await emailAboutMembership(trx, 'member', m.id, 'ended')
    await emailAboutMembership(trx, 'firm', m.id, 'ended')
  }
}

/**
 * The first paid event: the member's account (as a Growth Score buyer's: never attached to an account
 * whose owner has not proven the address; a set-password link unless they have a password), the
 * welcome email and the firm's notice. Once: welcomed_at is set in the same transaction.
 */
async function welcome(trx: Tx, m: Membership) {
  let userId = m.user_id
  if (!userId) {
    const [firstName, ...rest] = m.name.split(' ')
    // A new account speaks the language the member joined in (its set-password email, later emails).
    const account = await accountForPurchase(trx, {
      email: m.email,
      firstName: firstName || m.name,
      lastName: rest.join(' ') || null,
      language: storedLang(m.language),
    })
    userId = account.id
  }
  const user = await trx.selectFrom('users').select(['password_hash']).where('id', '=', userId).executeTakeFirstOrThrow()
  await trx
    .updateTable('circle_memberships')
    .set({ user_id: userId, welcomed_at: now(), updated_at: now() })
    .where('id', '=', m.id)
    .execute()
  await audit(trx, m.id, providerName(), 'Welcomed', user.password_hash ? 'Existing account' : 'Set-password link sent')
  if (!user.password_hash) await enqueue(trx, 'send-email', { template: 'set-password', params: { userId } }, { type: 'user', id: userId })
  await emailAboutMembership(trx, 'member', m.id, 'welcome')
  await emailAboutMembership(trx, 'firm', m.id, 'joined')
}
