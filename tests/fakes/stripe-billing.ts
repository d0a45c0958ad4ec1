// The fake's subscription mode: prices, subscriptions, invoices and their payments, refunds and billing
// portal sessions, and the events a subscription's life produces (built here, sent by the server).
import crypto from 'node:crypto'
import { buildEvent, sessionView, type FakeSession, type FakeSubscription, type Price } from './stripe-objects'

/** The subscription-mode state of one fake server; baseUrl is read when an invoice is made (after listen). */
export function createBilling(baseUrl: () => string) {
  const prices = new Map<string, Price>()
  const subscriptions = new Map<string, FakeSubscription>()
  const portalSessions = new Map<string, { id: string; customer: string; return_url: string }>()
  const invoices = new Map<string, { id: string; subscription: string; status: string } & Record<string, unknown>>()
  const invoicePayments: Array<{
    id: string
    object: 'invoice_payment'
    invoice: string
    status: 'paid'
    amount_paid: number
    payment: { type: 'payment_intent'; payment_intent: string }
  }> = []
  /** Refunds the app asked for (POST /v1/refunds), by payment intent. */
  const refunds: Array<{ id: string; payment_intent: string; amount: number; reason: string | null }> = []
  const MONTH = 30 * 24 * 3600

  function invoiceFor(sub: FakeSubscription, status: 'paid' | 'open', at: number) {
    const periodEnd = status === 'paid' ? at + MONTH : sub.current_period_end
    const id = `in_${crypto.randomBytes(10).toString('hex')}`
    const amount = sub.items.data[0].price.unit_amount
    const invoice = {
      id,
      object: 'invoice',
      customer: sub.customer,
      subscription: sub.id,
      status,
      amount_due: amount,
      amount_paid: status === 'paid' ? amount : 0,
      currency: sub.items.data[0].price.currency,
      created: at,
      hosted_invoice_url: `${baseUrl()}/invoices/${id}`,
      invoice_pdf: `${baseUrl()}/invoices/${id}/pdf`,
      status_transitions: { paid_at: status === 'paid' ? at : null },
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      lines: { object: 'list', data: [{ period: { start: at, end: periodEnd } }] },
    }
    invoices.set(id, invoice)
    if (status === 'paid') {
      const intent = `pi_${crypto.randomBytes(10).toString('hex')}`
      invoicePayments.push({
        id: `inpay_${crypto.randomBytes(8).toString('hex')}`,
        object: 'invoice_payment',
        invoice: id,
        status: 'paid',
        amount_paid: amount,
        payment: { type: 'payment_intent', payment_intent: intent },
      })
    }
    sub.latest_invoice = id
    return invoice
  }

  /** Pays a subscription-mode session: the customer, the subscription and its first paid invoice, with their events (not sent). */
  function paySubscription(session: FakeSession) {
    const at = Math.floor(Date.now() / 1000)
    const customer = `cus_${crypto.randomBytes(8).toString('hex')}`
    const sub: FakeSubscription = {
      id: `sub_${crypto.randomBytes(10).toString('hex')}`,
      object: 'subscription',
      status: 'active',
      customer,
      metadata: session.subscription_metadata ?? {},
      cancel_at_period_end: false,
      current_period_end: at + MONTH,
      items: {
        object: 'list',
        data: [
          {
            id: `si_${crypto.randomBytes(6).toString('hex')}`,
            current_period_end: at + MONTH,
            price: { unit_amount: session.amount_total, currency: session.currency, recurring: { interval: 'month' } },
          },
        ],
      },
      created: at,
      ended_at: null,
      livemode: false,
      default_payment_method: `pm_${crypto.randomBytes(8).toString('hex')}`,
    }
    subscriptions.set(sub.id, sub)
    session.subscription = sub.id
    session.customer = customer
    return [
      buildEvent('checkout.session.completed', sessionView(session), at),
      buildEvent('customer.subscription.created', sub, at),
      buildEvent('invoice.paid', invoiceFor(sub, 'paid', at), at),
    ]
  }

  function setPeriodEnd(sub: FakeSubscription, end: number) {
    sub.current_period_end = end
    sub.items.data[0].current_period_end = end
  }

  const subscriptionEvents = {
    /** A renewal whose payment fails: the invoice fails and the subscription goes past due. */
    paymentFailed(subscriptionId: string, at = Math.floor(Date.now() / 1000)) {
      const sub = subscriptions.get(subscriptionId)!
      sub.status = 'past_due'
      return [buildEvent('invoice.payment_failed', invoiceFor(sub, 'open', at), at), buildEvent('customer.subscription.updated', sub, at)]
    },
    /** The provider's retries are over: the subscription is deleted. */
    deleted(subscriptionId: string, at = Math.floor(Date.now() / 1000)) {
      const sub = subscriptions.get(subscriptionId)!
      sub.status = 'canceled'
      sub.ended_at = at
      return [buildEvent('customer.subscription.deleted', sub, at)]
    },
    /** A renewal paid: the period moves on a month. */
    renewed(subscriptionId: string, at = Math.floor(Date.now() / 1000)) {
      const sub = subscriptions.get(subscriptionId)!
      sub.status = 'active'
      setPeriodEnd(sub, at + MONTH)
      return [buildEvent('invoice.paid', invoiceFor(sub, 'paid', at), at), buildEvent('customer.subscription.updated', sub, at)]
    },
    cancelAtPeriodEnd(subscriptionId: string, cancel: boolean, at = Math.floor(Date.now() / 1000)) {
      const sub = subscriptions.get(subscriptionId)!
      sub.cancel_at_period_end = cancel
      return [buildEvent('customer.subscription.updated', sub, at)]
    },
  }

  return { prices, subscriptions, portalSessions, invoices, invoicePayments, refunds, paySubscription, subscriptionEvents }
}
