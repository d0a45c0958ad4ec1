// The Circle's billing state as a pure function of the provider's events. Each event becomes one
// observation with the subscription's own time; the state is a fold over every observation sorted by
// (time, rank, event id), so the same set of events gives the same state whatever order they arrived
// in and however often each was delivered. An ended subscription never comes back.
import type { MembershipStatus } from '~/utils/db-schema'

export type BillingObservation =
  | { kind: 'checkout-completed'; paid: boolean }
  | { kind: 'subscription'; status: string; cancelAtPeriodEnd: boolean; periodEnd: number | null }
  | { kind: 'invoice-paid'; periodEnd: number | null }
  | { kind: 'invoice-failed' }
  | { kind: 'subscription-deleted' }

export type BillingEvent = { id: string; at: number; observation: BillingObservation }

export type BillingState = {
  status: MembershipStatus
  cancelAtPeriodEnd: boolean
  /** Unix seconds: when the paid period ends (the next invoice, or the end of access once cancelled). */
  periodEnd: number | null
  startedAt: number | null
  endedAt: number | null
}

export const INITIAL_BILLING_STATE: BillingState = {
  status: 'pending',
  cancelAtPeriodEnd: false,
  periodEnd: null,
  startedAt: null,
  endedAt: null,
}

// Within one second the provider's own sequence: the checkout, then the subscription, then its invoice; an end last.
const RANK: Record<BillingObservation['kind'], number> = {
  'checkout-completed': 0,
  subscription: 1,
  'invoice-paid': 2,
  'invoice-failed': 2,
  'subscription-deleted': 9,
}

export function compareEvents(a: BillingEvent, b: BillingEvent) {
  return a.at - b.at || RANK[a.observation.kind] - RANK[b.observation.kind] || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
}

function activate(state: BillingState, at: number): BillingState {
  return { ...state, status: 'active', startedAt: state.startedAt ?? at }
}

export function applyObservation(state: BillingState, event: BillingEvent): BillingState {
  if (state.status === 'ended') return state
  const o = event.observation
  switch (o.kind) {
    case 'subscription-deleted':
      return { ...state, status: 'ended', cancelAtPeriodEnd: false, endedAt: event.at }
    case 'checkout-completed':
      return o.paid && state.status === 'pending' ? activate(state, event.at) : state
    case 'invoice-paid': {
      const next = activate(state, event.at)
      return { ...next, periodEnd: Math.max(state.periodEnd ?? 0, o.periodEnd ?? 0) || null }
    }
    case 'invoice-failed':
      return state.status === 'pending' ? state : { ...state, status: 'past_due' }
    case 'subscription': {
      const withTerms = { ...state, cancelAtPeriodEnd: o.cancelAtPeriodEnd, periodEnd: o.periodEnd ?? state.periodEnd }
      if (o.status === 'canceled' || o.status === 'incomplete_expired')
        return { ...withTerms, status: 'ended', cancelAtPeriodEnd: false, endedAt: event.at }
      if (o.status === 'active' || o.status === 'trialing') return activate(withTerms, event.at)
      if (o.status === 'past_due' || o.status === 'unpaid')
        return state.status === 'pending' ? withTerms : { ...withTerms, status: 'past_due' }
      return withTerms
    }
  }
}

/** The state the events describe, independent of the order they are given in. */
export function billingState(events: BillingEvent[]): BillingState {
  return [...events].sort(compareEvents).reduce(applyObservation, INITIAL_BILLING_STATE)
}

// ---- reading provider events ----

type Loose = Record<string, unknown>
const obj = (v: unknown): Loose => (v && typeof v === 'object' ? (v as Loose) : {})
const str = (v: unknown) =>
  typeof v === 'string' && v ? v : typeof v === 'object' && v && typeof (v as Loose).id === 'string' ? ((v as Loose).id as string) : null
/** A link the provider gives for the member to follow: only an absolute http(s) URL. */
const httpsUrl = (v: unknown) => (typeof v === 'string' && /^https?:\/\//.test(v) ? v.slice(0, 2000) : null)
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null)

export const MEMBERSHIP_EVENT_TYPES = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
])

/** A Stripe event this module owns: subscription and invoice events, and the completion of a subscription-mode checkout. */
export function isMembershipEvent(event: { type: string; data: { object: unknown } }) {
  if (!MEMBERSHIP_EVENT_TYPES.has(event.type) && !event.type.startsWith('customer.subscription.')) return false
  if (event.type.startsWith('checkout.session.')) {
    const session = obj(event.data.object)
    return session.mode === 'subscription' || Boolean(obj(session.metadata).membership_id)
  }
  return true
}

/** What the member's list of payments shows of one invoice. */
export type InvoiceFacts = {
  id: string
  status: 'paid' | 'failed'
  amountCents: number
  currency: string
  periodStart: number | null
  periodEnd: number | null
  hostedUrl: string | null
  pdfUrl: string | null
}

export type ReadEvent = {
  membershipId: string | null
  subscriptionId: string | null
  customerId: string | null
  checkoutSessionId: string | null
  at: number
  observation: BillingObservation | null
  /** For invoice events: the invoice as the member's portal lists it. */
  invoice?: InvoiceFacts | null
}

/**
 * What one provider event says about a membership: which membership (metadata) or subscription it is
 * about, when the subscription changed, and the observation. Handles the invoice's subscription in both
 * the older (`invoice.subscription`) and newer (`invoice.parent.subscription_details`) API shapes.
 */
export function readMembershipEvent(event: { type: string; created: number; data: { object: unknown } }): ReadEvent {
  const o = obj(event.data.object)
  const base = {
    membershipId: null as string | null,
    subscriptionId: null as string | null,
    customerId: str(o.customer),
    checkoutSessionId: null as string | null,
    at: event.created,
  }
  if (event.type === 'checkout.session.completed') {
    return {
      ...base,
      membershipId: str(obj(o.metadata).membership_id) ?? str(o.client_reference_id),
      subscriptionId: str(o.subscription),
      checkoutSessionId: str(o.id),
      observation: { kind: 'checkout-completed', paid: o.payment_status === 'paid' || o.payment_status === 'no_payment_required' },
    }
  }
  if (event.type.startsWith('customer.subscription.')) {
    const item = obj((obj(o.items).data as unknown[] | undefined)?.[0])
    const periodEnd = num(o.current_period_end) ?? num(item.current_period_end)
    const withIds = { ...base, membershipId: str(obj(o.metadata).membership_id), subscriptionId: str(o.id) }
    if (event.type === 'customer.subscription.deleted')
      return { ...withIds, at: num(o.ended_at) ?? event.created, observation: { kind: 'subscription-deleted' } }
    return {
      ...withIds,
      observation: { kind: 'subscription', status: String(o.status ?? ''), cancelAtPeriodEnd: o.cancel_at_period_end === true, periodEnd },
    }
  }
  if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
    const details = obj(obj(o.parent).subscription_details)
    const legacyDetails = obj(o.subscription_details)
    const line = obj((obj(o.lines).data as unknown[] | undefined)?.[0])
    const paidAt = num(obj(o.status_transitions).paid_at)
    const paid = event.type === 'invoice.paid'
    const invoiceId = str(o.id)
    return {
      ...base,
      membershipId: str(obj(details.metadata).membership_id) ?? str(obj(legacyDetails.metadata).membership_id),
      subscriptionId: str(details.subscription) ?? str(o.subscription),
      at: event.type === 'invoice.paid' ? (paidAt ?? event.created) : event.created,
      observation:
        event.type === 'invoice.paid' ? { kind: 'invoice-paid', periodEnd: num(obj(line.period).end) } : { kind: 'invoice-failed' },
      invoice: invoiceId
        ? {
            id: invoiceId,
            status: paid ? 'paid' : 'failed',
            amountCents: (paid ? num(o.amount_paid) : null) ?? num(o.amount_due) ?? 0,
            currency: typeof o.currency === 'string' ? o.currency : 'usd',
            periodStart: num(obj(line.period).start),
            periodEnd: num(obj(line.period).end),
            hostedUrl: httpsUrl(o.hosted_invoice_url),
            pdfUrl: httpsUrl(o.invoice_pdf),
          }
        : null,
    }
  }
  return { ...base, observation: null }
}
