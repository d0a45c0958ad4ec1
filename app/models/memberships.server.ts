// The Circle membership: joining (a client from the portal, an approved applicant through a single-use
// emailed invitation), the terms (built-in signature with audit trail), the subscription checkout
// (Stripe in subscription mode, or the sandbox), and the billing state, which only the provider's
// verified events move (membership-state.ts computes it; this file stores and applies them).
import crypto from 'node:crypto'
import type Stripe from 'stripe'
import {
  CIRCLE_CURRENCY,
  CIRCLE_INVITATION_DAYS,
  CIRCLE_PRICE_CENTS,
  CIRCLE_TERMS_CONSENT,
  CURRENT_CIRCLE_TERMS,
  isCircleApplication,
  renderCircleTerms,
} from '~/content/circle'
import { documentText, letterDate } from '~/content/engagement-letter'
import { getFirm } from '~/content/firm.server'
import { enqueue } from '~/jobs/outbox.server'
import { getStripe, paymentsMode } from '~/integrations/payments/index.server'
import type { SessionUser } from '~/utils/auth.server'
import { createId, getDb, now, writeTransaction, type Db, type Tx } from '~/utils/db.server'
import { claimStripeEvent } from './stripe-events.server'
import { newBrowserKey, sha256 } from './signup-access.server'
import type { Membership, MembershipStatus } from '~/utils/db-schema'
import { env } from '~/utils/env.server'
import { accountForPurchase } from './accounts.server'
import { addMonths } from './membership-dates'
import { writeAudit, type Actor } from './admin.server'
import {
  billingState,
  readMembershipEvent,
  type BillingEvent,
  type BillingObservation,
  type BillingState,
  type InvoiceFacts,
} from './membership-state'

export type RequestMeta = { ip: string | null; userAgent: string | null }

export function getMembership(id: string, db: Db = getDb()) {
  return db.selectFrom('circle_memberships').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The user's membership that is not over (at most one), else their latest. */
export async function membershipForUser(userId: string, db: Db = getDb()) {
  const rows = await db.selectFrom('circle_memberships').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').execute()
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
export async function isCircleMemberUser(db: Db, userId: string | null) {
  if (!userId) return false
  const row = await db
    .selectFrom('circle_memberships')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', 'in', MEMBER_STATUSES)
    .executeTakeFirst()
  return Boolean(row)
}

// ---- who may see a membership's joining steps ----

/** The signed-in owner, or the browser that accepted the invitation (its key's hash is on the row). */
export function mayAccess(m: Membership, who: { user: SessionUser | null; browserKey: string | null }) {
  if (m.user_id && who.user?.id === m.user_id) return true
  if (who.user && who.user.email.toLowerCase() !== m.email.toLowerCase()) return false
  return Boolean(m.browser_key_hash && who.browserKey && sha256(who.browserKey) === m.browser_key_hash)
}

// ---- door 1: a client joins from the portal ----

export async function joinAsClient(
  user: SessionUser,
  profile: { first_name: string | null; last_name: string | null; company_name: string | null },
  db: Db = getDb(),
) {
  return writeTransaction(async (trx) => {
    const current = await membershipForUser(user.id, trx)
    if (current && current.status !== 'ended') return current.id
    const id = createId()
    const at = now()
    const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ').trim() || user.email
    await trx
      .insertInto('circle_memberships')
      .values({
        id,
        source: 'client',
        user_id: user.id,
        email: user.email,
        name,
        company_name: profile.company_name,
        created_at: at,
        updated_at: at,
      })
      .execute()
    await audit(trx, id, user.email, 'Joining started', 'From the client portal')
    return id
  }, db)
}

// ---- door 2: the firm invites an applicant ----

export type InviteResult = { ok: true; invitationId: string } | { ok: false; reason: 'missing' | 'not-an-application' }

/** 'Invite to the Circle' on a Circle application: the invitation and its email, in one transaction. */
export async function inviteApplicant(actor: Actor, leadId: string, db: Db = getDb()): Promise<InviteResult> {
  return writeTransaction(async (trx) => {
    const lead = await trx.selectFrom('leads').selectAll().where('id', '=', leadId).executeTakeFirst()
    if (!lead) return { ok: false, reason: 'missing' } as const
    if (!isCircleApplication(lead.form_type)) return { ok: false, reason: 'not-an-application' } as const
    const id = createId()
    await trx
      .insertInto('circle_invitations')
      .values({
        id,
        lead_id: lead.id,
        email: lead.email.trim().toLowerCase(),
        name: lead.name,
        company_name: lead.company_name,
        // Replaced by the email template when it mints the link: the secret is never stored.
        token_hash: `unsent-${createId()}`,
        expires_at: new Date(Date.now() + CIRCLE_INVITATION_DAYS * 24 * 3600 * 1000).toISOString(),
        created_by: actor.id,
        created_at: now(),
      })
      .execute()
    await writeAudit(trx, { actor, clientId: null, action: 'circle.invite', after: { Applicant: lead.email, Lead: lead.id } })
    await enqueue(trx, 'send-email', { template: 'circle-invitation', params: { invitationId: id } }, { type: 'lead', id: lead.id })
    return { ok: true, invitationId: id } as const
  }, db)
}

/** Called by the invitation email: a fresh secret for the link; only its hash is kept. */
export async function mintInvitationLink(db: Db, invitationId: string) {
  const token = crypto.randomBytes(32).toString('base64url')
  await db
    .updateTable('circle_invitations')
    .set({ token_hash: sha256(token) })
    .where('id', '=', invitationId)
    .where('used_at', 'is', null)
    .execute()
  return `${env().APP_URL}/circle/invitation/${token}`
}

export type InvitationState = 'valid' | 'used' | 'expired' | 'unknown' | 'wrong-account'

export async function describeInvitation(token: string, user: SessionUser | null, db: Db = getDb()) {
  const row = await db.selectFrom('circle_invitations').selectAll().where('token_hash', '=', sha256(token)).executeTakeFirst()
  const state = invitationState(row, user)
  return { state, invitation: state === 'valid' ? { name: row!.name, email: row!.email, company: row!.company_name } : null }
}

function invitationState(
  row: { used_at: string | null; expires_at: string; email: string } | undefined,
  user: SessionUser | null,
  at = Date.now(),
): InvitationState {
  if (!row) return 'unknown'
  if (row.used_at) return 'used'
  if (Date.parse(row.expires_at) <= at) return 'expired'
  if (user && user.email.toLowerCase() !== row.email.toLowerCase()) return 'wrong-account'
  return 'valid'
}

export type AcceptResult = { ok: true; membershipId: string; browserKey: string } | { ok: false; state: Exclude<InvitationState, 'valid'> }

/**
 * Accepting the invitation uses it up, in the same transaction that creates the membership, so two
 * presses (or two browsers) cannot both get one. A signed-in visitor must be the invited address; the
 * browser that accepted gets a key (its hash is on the membership) for the next steps.
 */
export async function acceptInvitation(token: string, user: SessionUser | null, db: Db = getDb()): Promise<AcceptResult> {
  return writeTransaction(async (trx): Promise<AcceptResult> => {
    const row = await trx.selectFrom('circle_invitations').selectAll().where('token_hash', '=', sha256(token)).executeTakeFirst()
    const state = invitationState(row, user)
    if (state !== 'valid' || !row) return { ok: false, state: state === 'valid' ? 'unknown' : state }
    const used = await trx
      .updateTable('circle_invitations')
      .set({ used_at: now() })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst()
    if (Number(used.numUpdatedRows) !== 1) return { ok: false, state: 'used' }
    const id = createId()
    const { key: browserKey, keyHash } = newBrowserKey()
    const at = now()
    await trx
      .insertInto('circle_memberships')
      .values({
        id,
        source: 'invitation',
        user_id: user?.id ?? null,
        email: row.email,
        name: row.name,
        company_name: row.company_name,
        lead_id: row.lead_id,
        browser_key_hash: keyHash,
        created_at: at,
        updated_at: at,
      })
      .execute()
    await trx.updateTable('circle_invitations').set({ membership_id: id }).where('id', '=', row.id).execute()
    await audit(trx, id, row.email, 'Invitation accepted')
    return { ok: true, membershipId: id, browserKey }
  }, db)
}

// ---- the terms ----

function termsFor(m: Pick<Membership, 'name' | 'email' | 'company_name' | 'created_at'>) {
  return renderCircleTerms(
    CURRENT_CIRCLE_TERMS,
    { name: m.name, email: m.email, companyName: m.company_name, date: letterDate(m.created_at) },
    getFirm(),
  )
}

/** The terms with the SHA-256 of their exact text: what the page shows and what a signature is bound to. */
export function termsWithSha256(m: Pick<Membership, 'name' | 'email' | 'company_name' | 'created_at'>) {
  const doc = termsFor(m)
  return doc ? { doc, sha256: sha256(documentText(doc)) } : null
}

export type SignTermsResult =
  { ok: true } | { ok: false; reason: 'already-signed' | 'terms-changed' | 'no-consent' | 'no-name' | 'missing' }

/** 'Confirm Signature': the audit record (signer, time, IP, user agent, consent, SHA-256 of the terms shown). */
export async function signTerms(
  membershipId: string,
  input: { signerName: string; consent: boolean; shownSha256: string; meta: RequestMeta },
  db: Db = getDb(),
): Promise<SignTermsResult> {
  if (!input.consent) return { ok: false, reason: 'no-consent' }
  if (!input.signerName.trim()) return { ok: false, reason: 'no-name' }
  return writeTransaction(async (trx): Promise<SignTermsResult> => {
    const m = await getMembership(membershipId, trx)
    if (!m || m.status === 'ended') return { ok: false, reason: 'missing' }
    if (m.terms_signed_at) return { ok: false, reason: 'already-signed' }
    const terms = termsWithSha256(m)
    if (!terms || terms.sha256 !== input.shownSha256) return { ok: false, reason: 'terms-changed' }
    const signedAt = now()
    await trx
      .insertInto('circle_signatures')
      .values({
        id: createId(),
        membership_id: m.id,
        signer_name: input.signerName.trim().slice(0, 200),
        signer_email: m.email,
        signed_at: signedAt,
        ip: input.meta.ip?.slice(0, 64) ?? null,
        user_agent: input.meta.userAgent?.slice(0, 300) ?? null,
        consent_text: CIRCLE_TERMS_CONSENT,
        document_version: terms.doc.version,
        document_sha256: terms.sha256,
      })
      .execute()
    await trx.updateTable('circle_memberships').set({ terms_signed_at: signedAt, updated_at: now() }).where('id', '=', m.id).execute()
    await audit(trx, m.id, m.email, 'Terms signed', `${terms.doc.version} by ${input.signerName.trim().slice(0, 200)}`)
    return { ok: true }
  }, db)
}

// ---- payment ----

export function circleCheckoutUrls(membershipId: string) {
  const base = `${env().APP_URL}/circle/${encodeURIComponent(membershipId)}`
  return { successUrl: `${base}?payment=success&session_id={CHECKOUT_SESSION_ID}`, cancelUrl: `${base}?payment=cancelled` }
}

export type CheckoutResult =
  { kind: 'redirect'; url: string } | { kind: 'not-signed' | 'already-member' | 'already-paid' | 'failed' | 'missing' }

/**
 * The idempotency key of the checkout that follows `previous` (the membership's last session, or none).
 * It names the session it replaces, not the hour: two presses that both saw the same last session get
 * the same new one from the provider, and a later press, which sees that new session, replaces it.
 */
export function circleCheckoutKey(membershipId: string, previous: string | null) {
  return `circle-checkout-${membershipId}-after-${previous ?? 'none'}`
}

/**
 * Closes the membership's earlier Stripe session before a new one opens, so at most one can be paid.
 * Returns 'paid' when it was paid meanwhile (nothing new must open), else 'closed'.
 */
async function closePreviousCheckout(stripe: Stripe, sessionId: string): Promise<'paid' | 'closed'> {
  const current = await stripe.checkout.sessions.retrieve(sessionId)
  if (current.status === 'complete') return 'paid'
  if (current.status !== 'open') return 'closed'
  try {
    await stripe.checkout.sessions.expire(sessionId)
    return 'closed'
  } catch (error) {
    // Paid (or expired) between the two calls: look again.
    const after = await stripe.checkout.sessions.retrieve(sessionId)
    if (after.status === 'complete') return 'paid'
    if (after.status === 'expired') return 'closed'
    throw error
  }
}

/**
 * 'Proceed to Payment': a Checkout Session in subscription mode for the configured price (or the
 * sandbox's own page). The session carries the membership id in its metadata and in the subscription's,
 * so every later event names the membership. One open session per membership: the previous one is
 * expired at the provider first (a second subscription that still gets through is refused when its
 * events arrive: recordObservation). Nothing here changes the billing state: only events do.
 */
export async function startMembershipCheckout(membershipId: string, db: Db = getDb()): Promise<CheckoutResult> {
  const m = await getMembership(membershipId, db)
  if (!m || m.status === 'ended') return { kind: 'missing' }
  if (!m.terms_signed_at) return { kind: 'not-signed' }
  if (m.status !== 'pending') return { kind: 'already-member' }
  const { successUrl, cancelUrl } = circleCheckoutUrls(m.id)
  const mode = paymentsMode()
  if (mode === 'sandbox') {
    const id = `cs_circle_sandbox_${crypto.randomBytes(18).toString('base64url')}`
    await writeTransaction(async (trx) => {
      await trx
        .updateTable('circle_sandbox_sessions')
        .set({ status: 'expired' })
        .where('membership_id', '=', m.id)
        .where('status', '=', 'open')
        .execute()
      await trx
        .insertInto('circle_sandbox_sessions')
        .values({ id, membership_id: m.id, success_url: successUrl, cancel_url: cancelUrl, created_at: now() })
        .execute()
      await trx.updateTable('circle_memberships').set({ checkout_session_id: id, updated_at: now() }).where('id', '=', m.id).execute()
    }, db)
    return { kind: 'redirect', url: `${env().APP_URL}/circle/checkout/${id}` }
  }
  const stripe = getStripe()
  if (!stripe) return { kind: 'failed' }
  const priceId = env().CIRCLE_STRIPE_PRICE_ID
  try {
    const previous = m.checkout_session_id
    if (previous && (await closePreviousCheckout(stripe, previous)) === 'paid') return { kind: 'already-paid' }
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        line_items: [
          priceId
            ? { price: priceId, quantity: 1 }
            : {
                quantity: 1,
                price_data: {
                  currency: CIRCLE_CURRENCY,
                  unit_amount: CIRCLE_PRICE_CENTS,
                  recurring: { interval: 'month' },
                  product_data: { name: 'The Apex Circle membership' },
                },
              },
        ],
        client_reference_id: m.id,
        metadata: { membership_id: m.id },
        subscription_data: { metadata: { membership_id: m.id } },
        customer_email: m.email,
        success_url: successUrl,
        cancel_url: cancelUrl,
      },
      { idempotencyKey: circleCheckoutKey(m.id, previous) },
    )
    if (!session.url) return { kind: 'failed' }
    await writeTransaction(
      (trx) =>
        trx.updateTable('circle_memberships').set({ checkout_session_id: session.id, updated_at: now() }).where('id', '=', m.id).execute(),
      db,
    )
    return { kind: 'redirect', url: session.url }
  } catch (error) {
    console.error('membership checkout failed', (error as Error).message)
    return { kind: 'failed' }
  }
}

// ---- the billing truth ----

type IncomingEvent = { id: string; type: string; created: number; data: { object: unknown } }

/**
 * One verified provider event: recorded once (by event id, in the same table the purchase flow uses),
 * stored as an observation, and the membership's state recomputed from all of its observations. An
 * event that arrives before the membership is linked to its subscription is kept and counted as soon
 * as the link is known. Returns whether the event was new.
 */
export async function applyMembershipEvent(event: IncomingEvent, db: Db = getDb()) {
  return writeTransaction(async (trx) => {
    if (!(await claimStripeEvent(trx, event))) return false
    await recordObservation(trx, event.id, event.type, readMembershipEvent(event))
    return true
  }, db)
}

async function recordObservation(trx: Tx, eventId: string, type: string, read: ReturnType<typeof readMembershipEvent>) {
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
export async function settleRefusedSubscription(
  subscriptionId: string,
  outcome: { refundedCents: number } | { error: string },
  db: Db = getDb(),
) {
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
  }, db)
}

export function formatCents(cents: number) {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: cents % 100 ? 2 : 0 }).format(
    cents / 100,
  )
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

/** The member's invoices, newest first. */
export function membershipInvoices(membershipId: string, db: Db = getDb()) {
  return db.selectFrom('circle_invoices').selectAll().where('membership_id', '=', membershipId).orderBy('occurred_at', 'desc').execute()
}

/** Called by the worker with what the provider says about the card it charges. */
export async function recordCard(membershipId: string, card: { brand: string; last4: string } | null, db: Db = getDb()) {
  if (!card) return
  await db
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

export function describeState(s: Pick<BillingState, 'status' | 'cancelAtPeriodEnd'>) {
  if (s.status === 'active' && s.cancelAtPeriodEnd) return 'Cancelled at period end'
  return { pending: 'Awaiting payment', active: 'Active', past_due: 'Payment past due', ended: 'Ended' }[s.status]
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
    userId = (await accountForPurchase(trx, { email: m.email, firstName: firstName || m.name, lastName: rest.join(' ') || null })).id
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

// ---- the sandbox provider (no STRIPE_SECRET_KEY, never in production) ----
// It produces the same observations Stripe's events would, through the same path.

export async function getCircleSandboxSession(id: string, db: Db = getDb()) {
  return db.selectFrom('circle_sandbox_sessions').selectAll().where('id', '=', id).executeTakeFirst()
}

async function sandboxEvent(
  trx: Tx,
  m: Membership,
  type: string,
  at: number,
  observation: BillingObservation,
  subscriptionId: string,
  invoice?: InvoiceFacts,
) {
  const id = `evt_sandbox_${crypto.randomBytes(12).toString('hex')}`
  await claimStripeEvent(trx, { id, type })
  await recordObservation(trx, id, type, {
    membershipId: m.id,
    subscriptionId,
    customerId: null,
    checkoutSessionId: null,
    at,
    observation,
    invoice: invoice ?? null,
  })
}

/** A sandbox invoice for one month of membership from `start` (Unix seconds). */
function sandboxInvoice(
  status: 'paid' | 'failed',
  start: number,
  id = `in_sandbox_${crypto.randomBytes(10).toString('hex')}`,
): InvoiceFacts {
  return {
    id,
    status,
    amountCents: CIRCLE_PRICE_CENTS,
    currency: CIRCLE_CURRENCY,
    periodStart: start,
    periodEnd: Math.floor(addMonths(new Date(start * 1000), 1).getTime() / 1000),
    hostedUrl: null,
    pdfUrl: null,
  }
}

/** The card every sandbox checkout is paid with (Stripe's own test card). */
export const SANDBOX_CARD = { brand: 'visa', last4: '4242' }

/** 'Complete test payment': the session completes, the subscription starts and its first invoice is paid. */
export async function completeCircleSandboxPayment(sessionId: string, db: Db = getDb()) {
  if (paymentsMode() !== 'sandbox') return null
  return writeTransaction(async (trx) => {
    const session = await getCircleSandboxSession(sessionId, trx)
    if (!session || session.status !== 'open') return session ?? null
    await trx.updateTable('circle_sandbox_sessions').set({ status: 'complete', completed_at: now() }).where('id', '=', sessionId).execute()
    const m = (await getMembership(session.membership_id, trx))!
    const subscriptionId = m.subscription_id ?? `sub_sandbox_${crypto.randomBytes(12).toString('hex')}`
    await trx
      .updateTable('circle_memberships')
      .set({ subscription_id: subscriptionId, card_brand: SANDBOX_CARD.brand, card_last4: SANDBOX_CARD.last4, updated_at: now() })
      .where('id', '=', m.id)
      .execute()
    const at = Math.floor(Date.now() / 1000)
    const invoice = sandboxInvoice('paid', at)
    const periodEnd = invoice.periodEnd
    await sandboxEvent(trx, m, 'checkout.session.completed', at, { kind: 'checkout-completed', paid: true }, subscriptionId)
    await sandboxEvent(
      trx,
      m,
      'customer.subscription.created',
      at,
      { kind: 'subscription', status: 'active', cancelAtPeriodEnd: false, periodEnd },
      subscriptionId,
    )
    await sandboxEvent(trx, m, 'invoice.paid', at, { kind: 'invoice-paid', periodEnd }, subscriptionId, invoice)
    return session
  }, db)
}

/**
 * What the sandbox customer portal can do: what Stripe's lets a member do (cancel at period end, take
 * it back, replace the card: which also pays an invoice that failed), and, to try the dunning path
 * without waiting a month, let the next renewal fail now.
 */
export type PortalChange =
  { kind: 'cancel' } | { kind: 'resume' } | { kind: 'fail-renewal' } | { kind: 'update-card'; brand: string; last4: string }

export async function sandboxPortalChange(m: Membership, change: PortalChange, db: Db = getDb()) {
  if (paymentsMode() !== 'sandbox' || !m.subscription_id || !isMember(m)) return false
  await writeTransaction(async (trx) => {
    const current = (await getMembership(m.id, trx))!
    const subscriptionId = current.subscription_id!
    const periodEnd = current.current_period_end ? Math.floor(Date.parse(current.current_period_end) / 1000) : null
    // One second on from the last observation, so the change sorts after it even within the same second.
    const last = await trx
      .selectFrom('circle_billing_events')
      .select((eb) => eb.fn.max('occurred_at').as('at'))
      .where('membership_id', '=', m.id)
      .executeTakeFirst()
    const at = Math.max(Math.floor(Date.now() / 1000), Number(last?.at ?? 0) + 1)
    const cancelAtPeriodEnd = Boolean(current.cancel_at_period_end)
    const subscription = (status: string, cancel: boolean, end: number | null): BillingObservation => ({
      kind: 'subscription',
      status,
      cancelAtPeriodEnd: cancel,
      periodEnd: end,
    })
    if (change.kind === 'cancel' || change.kind === 'resume') {
      const status = current.status === 'past_due' ? 'past_due' : 'active'
      await sandboxEvent(
        trx,
        current,
        'customer.subscription.updated',
        at,
        subscription(status, change.kind === 'cancel', periodEnd),
        subscriptionId,
      )
      return
    }
    if (change.kind === 'fail-renewal') {
      if (current.status !== 'active' || cancelAtPeriodEnd) return
      const invoice = sandboxInvoice('failed', periodEnd ?? at)
      await sandboxEvent(trx, current, 'invoice.payment_failed', at, { kind: 'invoice-failed' }, subscriptionId, invoice)
      await sandboxEvent(trx, current, 'customer.subscription.updated', at, subscription('past_due', false, periodEnd), subscriptionId)
      return
    }
    await trx
      .updateTable('circle_memberships')
      .set({ card_brand: change.brand, card_last4: change.last4, updated_at: now() })
      .where('id', '=', m.id)
      .execute()
    await audit(trx, m.id, current.email, 'Card replaced', `${cardLabel(change.brand, change.last4)}`)
    if (current.status !== 'past_due') return
    // As Stripe does when the card is replaced during its retries: the open invoice is paid at once.
    const failed = await trx
      .selectFrom('circle_invoices')
      .selectAll()
      .where('membership_id', '=', m.id)
      .where('status', '=', 'failed')
      .orderBy('occurred_at', 'desc')
      .executeTakeFirst()
    const start = failed?.period_start ? Math.floor(Date.parse(failed.period_start) / 1000) : (periodEnd ?? at)
    const invoice = sandboxInvoice('paid', start, failed?.id)
    await sandboxEvent(trx, current, 'invoice.paid', at, { kind: 'invoice-paid', periodEnd: invoice.periodEnd }, subscriptionId, invoice)
    await sandboxEvent(trx, current, 'customer.subscription.updated', at, subscription('active', false, invoice.periodEnd), subscriptionId)
  }, db)
  return true
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

/** "Visa ending 4242" from the provider's brand code and the last four digits. */
export function cardLabel(brand: string | null, last4: string | null) {
  if (!brand || !last4) return null
  return `${CARD_BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1)} ending ${last4}`
}

/** Stripe's customer portal for this member (manage the card, cancel at period end). */
export async function billingPortalUrl(m: Membership) {
  const stripe = getStripe()
  if (!stripe || !m.customer_id) return null
  try {
    const session: Stripe.BillingPortal.Session = await stripe.billingPortal.sessions.create({
      customer: m.customer_id,
      return_url: `${env().APP_URL}/dashboard/apex-circle`,
    })
    return session.url
  } catch (error) {
    console.error('billing portal session failed', (error as Error).message)
    return null
  }
}
