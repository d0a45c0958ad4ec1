// The Circle's billing state: a fold over the provider's events that does not depend on their order
// or on how often each arrives.
import { describe, expect, test } from 'vitest'
import { billingState, isMembershipEvent, readMembershipEvent, type BillingEvent } from './membership-state'

const T = 1_790_000_000
const MONTH = 30 * 24 * 3600

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items]
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]))
}

const joined: BillingEvent[] = [
  { id: 'evt_1', at: T, observation: { kind: 'checkout-completed', paid: true } },
  { id: 'evt_2', at: T, observation: { kind: 'subscription', status: 'active', cancelAtPeriodEnd: false, periodEnd: T + MONTH } },
  { id: 'evt_3', at: T, observation: { kind: 'invoice-paid', periodEnd: T + MONTH } },
]

describe('billing state', () => {
  test('no events: awaiting payment', () => {
    expect(billingState([]).status).toBe('pending')
  })

  test('a paid checkout, its subscription and invoice make an active member, in any order', () => {
    for (const order of permutations(joined)) {
      const state = billingState(order)
      expect(state).toEqual({ status: 'active', cancelAtPeriodEnd: false, periodEnd: T + MONTH, startedAt: T, endedAt: null })
    }
  })

  test('the same event delivered twice changes nothing', () => {
    expect(billingState([...joined, ...joined])).toEqual(billingState(joined))
  })

  test('a failed renewal makes it past due; a later paid invoice makes it active again', () => {
    const failed: BillingEvent = { id: 'evt_f', at: T + MONTH, observation: { kind: 'invoice-failed' } }
    expect(billingState([...joined, failed]).status).toBe('past_due')
    const paid: BillingEvent = { id: 'evt_p', at: T + MONTH + 3600, observation: { kind: 'invoice-paid', periodEnd: T + 2 * MONTH } }
    for (const order of permutations([...joined, failed, paid])) {
      const state = billingState(order)
      expect(state.status).toBe('active')
      expect(state.periodEnd).toBe(T + 2 * MONTH)
    }
  })

  test('payment failed then subscription deleted ends it, whatever the order, and nothing revives it', () => {
    const failed: BillingEvent = { id: 'evt_f', at: T + MONTH, observation: { kind: 'invoice-failed' } }
    const deleted: BillingEvent = { id: 'evt_d', at: T + MONTH + 7 * 24 * 3600, observation: { kind: 'subscription-deleted' } }
    for (const order of permutations([...joined, failed, deleted])) expect(billingState(order).status).toBe('ended')
    // A stale 'active' update delivered late cannot bring an ended membership back.
    const stale: BillingEvent = {
      id: 'evt_s',
      at: T + MONTH + 8 * 24 * 3600,
      observation: { kind: 'subscription', status: 'active', cancelAtPeriodEnd: false, periodEnd: null },
    }
    expect(billingState([...joined, deleted, stale]).status).toBe('ended')
  })

  test('cancel at period end keeps access; a newer update taking it back wins only by its own time', () => {
    const cancel: BillingEvent = {
      id: 'evt_c',
      at: T + 100,
      observation: { kind: 'subscription', status: 'active', cancelAtPeriodEnd: true, periodEnd: T + MONTH },
    }
    const resume: BillingEvent = {
      id: 'evt_r',
      at: T + 200,
      observation: { kind: 'subscription', status: 'active', cancelAtPeriodEnd: false, periodEnd: T + MONTH },
    }
    expect(billingState([...joined, cancel])).toMatchObject({ status: 'active', cancelAtPeriodEnd: true })
    for (const order of permutations([cancel, resume, ...joined])) expect(billingState(order).cancelAtPeriodEnd).toBe(false)
    // Delivered late, the older cancellation does not undo the newer change of mind.
    expect(billingState([...joined, resume, cancel]).cancelAtPeriodEnd).toBe(false)
  })

  test('a failed first invoice never makes a member', () => {
    const failed: BillingEvent = { id: 'evt_f', at: T, observation: { kind: 'invoice-failed' } }
    const incomplete: BillingEvent = {
      id: 'evt_i',
      at: T,
      observation: { kind: 'subscription', status: 'incomplete', cancelAtPeriodEnd: false, periodEnd: null },
    }
    expect(billingState([failed, incomplete]).status).toBe('pending')
  })
})

describe('reading Stripe events', () => {
  test('only subscription-mode checkouts are the membership’s', () => {
    expect(isMembershipEvent({ type: 'checkout.session.completed', data: { object: { mode: 'payment' } } })).toBe(false)
    expect(isMembershipEvent({ type: 'checkout.session.completed', data: { object: { mode: 'subscription' } } })).toBe(true)
    expect(isMembershipEvent({ type: 'invoice.payment_failed', data: { object: {} } })).toBe(true)
    expect(isMembershipEvent({ type: 'checkout.session.expired', data: { object: { mode: 'payment' } } })).toBe(false)
  })

  test('an invoice names its subscription and membership in the newer API shape', () => {
    const read = readMembershipEvent({
      type: 'invoice.paid',
      created: T + 5,
      data: {
        object: {
          customer: 'cus_1',
          parent: { subscription_details: { subscription: 'sub_1', metadata: { membership_id: 'm1' } } },
          status_transitions: { paid_at: T + 2 },
          lines: { data: [{ period: { end: T + MONTH } }] },
        },
      },
    })
    expect(read).toMatchObject({
      membershipId: 'm1',
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
      at: T + 2,
      observation: { kind: 'invoice-paid', periodEnd: T + MONTH },
    })
  })

  test('a subscription update carries status, cancel flag and period end (item-level in newer APIs)', () => {
    const read = readMembershipEvent({
      type: 'customer.subscription.updated',
      created: T,
      data: {
        object: {
          id: 'sub_1',
          status: 'past_due',
          cancel_at_period_end: true,
          metadata: { membership_id: 'm1' },
          items: { data: [{ current_period_end: T + MONTH }] },
        },
      },
    })
    expect(read.observation).toEqual({ kind: 'subscription', status: 'past_due', cancelAtPeriodEnd: true, periodEnd: T + MONTH })
    expect(read.subscriptionId).toBe('sub_1')
  })
})

describe('invoices as the member’s payments list shows them', () => {
  test('a paid invoice and a failed one, with the provider’s links (only http(s) ones)', () => {
    const invoice = (over: Record<string, unknown>) => ({
      id: 'in_1',
      amount_due: 200_000,
      amount_paid: 200_000,
      currency: 'usd',
      hosted_invoice_url: 'https://invoice.stripe.com/i/acct_1/test_1',
      invoice_pdf: 'javascript:alert(1)',
      status_transitions: { paid_at: T },
      parent: { subscription_details: { subscription: 'sub_1', metadata: { membership_id: 'm1' } } },
      lines: { data: [{ period: { start: T, end: T + MONTH } }] },
      ...over,
    })
    const paid = readMembershipEvent({ type: 'invoice.paid', created: T + 5, data: { object: invoice({}) } })
    expect(paid.invoice).toEqual({
      id: 'in_1',
      status: 'paid',
      amountCents: 200_000,
      currency: 'usd',
      periodStart: T,
      periodEnd: T + MONTH,
      hostedUrl: 'https://invoice.stripe.com/i/acct_1/test_1',
      pdfUrl: null,
    })
    const failed = readMembershipEvent({
      type: 'invoice.payment_failed',
      created: T + 9,
      data: { object: invoice({ amount_paid: 0, status_transitions: { paid_at: null } }) },
    })
    expect(failed.invoice).toMatchObject({ status: 'failed', amountCents: 200_000 })
    expect(failed.at).toBe(T + 9)
  })
})
