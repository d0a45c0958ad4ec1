// A Stripe-compatible HTTP server for tests: the Checkout Session endpoints the app uses (create with
// idempotency keys, retrieve, expire), a hosted "checkout page" a browser can pay on, and signed
// webhooks sent to the app exactly as Stripe signs them (stripe.webhooks.generateTestHeaderString).
// The objects it hands out are made in stripe-objects.ts; subscription mode's state is stripe-billing.ts.
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import { createBilling } from './stripe-billing'
import { buildEvent, createSession, current, sessionView, type FakeEvent, type FakeSession, type WebhookTiming } from './stripe-objects'

export type { FakeEvent, FakeSession, FakeSubscription, WebhookTiming } from './stripe-objects'

type Options = { secretKey?: string; webhookSecret?: string; appUrl?: string; port?: number }

export async function startFakeStripe(opts: Options = {}) {
  const secretKey = opts.secretKey ?? 'sk_test_fake_0123456789'
  const webhookSecret = opts.webhookSecret ?? 'whsec_fake_0123456789'
  const sessions = new Map<string, FakeSession>()
  const idempotency = new Map<string, { body: string; response: FakeSession }>()
  const requests: Array<{ method: string; path: string; idempotencyKey: string | null; body: URLSearchParams }> = []
  const webhooksSent: Array<{ type: string; sessionId: string; status: number }> = []
  const state = { down: false, appUrl: opts.appUrl ?? '', webhookTiming: 'before-redirect' as WebhookTiming, baseUrl: '' }
  const signer = new Stripe(secretKey)

  function error(res: http.ServerResponse, status: number, message: string, type = 'invalid_request_error') {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${crypto.randomBytes(6).toString('hex')}` })
    res.end(JSON.stringify({ error: { type, message } }))
  }

  function json(res: http.ServerResponse, body: unknown) {
    res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${crypto.randomBytes(6).toString('hex')}` })
    res.end(JSON.stringify(body))
  }

  async function readBody(req: http.IncomingMessage) {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks).toString('utf8')
  }

  /** Sends a signed event about a session to the app's /webhooks/stripe; returns the HTTP status. */
  async function sendWebhook(type: string, sessionId: string, o: { badSignature?: boolean; eventId?: string } = {}) {
    const session = sessions.get(sessionId)
    if (!session) throw new Error(`no session ${sessionId}`)
    const event = {
      id: o.eventId ?? `evt_${crypto.randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: current(session) },
    }
    const payload = JSON.stringify(event)
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: o.badSignature ? 'whsec_wrong_secret' : webhookSecret })
    const response = await fetch(`${state.appUrl}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    })
    webhooksSent.push({ type, sessionId, status: response.status })
    return { status: response.status, eventId: event.id, body: await response.text() }
  }

  function pay(sessionId: string) {
    const session = sessions.get(sessionId)
    if (!session) throw new Error(`no session ${sessionId}`)
    if (current(session).status !== 'open') return false
    session.status = 'complete'
    session.payment_status = 'paid'
    return true
  }

  const { prices, subscriptions, portalSessions, invoices, invoicePayments, refunds, paySubscription, subscriptionEvents } = createBilling(
    () => state.baseUrl,
  )

  /** Sends one signed event to the app (again, if it was sent before: a replay). */
  async function deliver(event: FakeEvent) {
    const payload = JSON.stringify(event)
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret })
    const response = await fetch(`${state.appUrl}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    })
    webhooksSent.push({ type: event.type, sessionId: '', status: response.status })
    return { status: response.status, body: await response.text() }
  }

  function successUrl(sessionId: string) {
    return sessions.get(sessionId)!.success_url.replace('{CHECKOUT_SESSION_ID}', sessionId)
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const raw = await readBody(req)

    // The hosted checkout page (stands in for checkout.stripe.com).
    const page = /^\/pay\/([^/]+)$/.exec(url.pathname)
    if (page) {
      const session = sessions.get(page[1])
      if (!session) return error(res, 404, 'No such checkout session')
      if (req.method === 'POST') {
        const action = new URLSearchParams(raw).get('action')
        if (action !== 'pay' || !pay(session.id)) {
          res.writeHead(303, { location: session.cancel_url })
          return res.end()
        }
        if (session.mode === 'subscription') {
          const events = paySubscription(session)
          if (state.webhookTiming === 'before-redirect') for (const event of events) await deliver(event)
          res.writeHead(303, { location: successUrl(session.id) })
          res.end()
          if (state.webhookTiming === 'after-redirect') setTimeout(() => void Promise.all(events.map(deliver)).catch(() => {}), 1500)
          return
        }
        if (state.webhookTiming === 'before-redirect') await sendWebhook('checkout.session.completed', session.id)
        res.writeHead(303, { location: successUrl(session.id) })
        res.end()
        if (state.webhookTiming === 'after-redirect')
          setTimeout(() => void sendWebhook('checkout.session.completed', session.id).catch(() => {}), 1500)
        return
      }
      const s = current(session)
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      return res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Stripe Checkout</title></head><body>
<main><h1>Fake Stripe Checkout</h1><p>Amount: ${(s.amount_total / 100).toFixed(2)} ${s.currency.toUpperCase()}</p><p>Email: ${s.customer_email ?? ''}</p>
${s.status === 'open' ? `<form method="post"><button name="action" value="pay">Pay</button></form><p><a href="${s.cancel_url}">Back</a></p>` : `<p>This session is ${s.status}.</p>`}
</main></body></html>`)
    }

    // The hosted customer portal (stands in for billing.stripe.com): cancel at period end, or renew.
    const portal = /^\/portal\/([^/]+)$/.exec(url.pathname)
    if (portal) {
      const ps = portalSessions.get(portal[1])
      const sub = ps && [...subscriptions.values()].find((s) => s.customer === ps.customer && s.status !== 'canceled')
      if (!ps || !sub) return error(res, 404, 'No such portal session')
      if (req.method === 'POST') {
        const action = new URLSearchParams(raw).get('action')
        if (action === 'cancel' || action === 'renew')
          for (const event of subscriptionEvents.cancelAtPeriodEnd(sub.id, action === 'cancel')) await deliver(event)
        res.writeHead(303, { location: ps.return_url })
        return res.end()
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      return res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Stripe Billing</title></head><body>
<main><h1>Fake Stripe Billing</h1><p>Subscription ${sub.status}${sub.cancel_at_period_end ? ', cancels at period end' : ''}</p>
<form method="post"><button name="action" value="${sub.cancel_at_period_end ? 'renew' : 'cancel'}">${sub.cancel_at_period_end ? 'Renew plan' : 'Cancel plan'}</button></form>
<p><a href="${ps.return_url}">Return</a></p></main></body></html>`)
    }

    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      idempotencyKey: (req.headers['idempotency-key'] as string) ?? null,
      body: new URLSearchParams(raw),
    })
    if (state.down) return error(res, 503, 'Service unavailable (fake outage)', 'api_error')
    if (req.headers.authorization !== `Bearer ${secretKey}`) return error(res, 401, 'Invalid API Key provided', 'authentication_error')

    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const key = req.headers['idempotency-key'] as string | undefined
      if (key && idempotency.has(key)) {
        const seen = idempotency.get(key)!
        if (seen.body !== raw)
          return error(
            res,
            400,
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            'idempotency_error',
          )
        return json(res, sessionView(sessions.get(seen.response.id)!))
      }
      const created = createSession(new URLSearchParams(raw), prices, state.baseUrl)
      if (typeof created === 'string') return error(res, 400, created)
      sessions.set(created.id, created)
      if (key) idempotency.set(key, { body: raw, response: created })
      return json(res, sessionView(created))
    }
    if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      const body = new URLSearchParams(raw)
      const customer = body.get('customer')
      if (!customer || ![...subscriptions.values()].some((s) => s.customer === customer))
        return error(res, 400, `No such customer: '${customer}'`)
      const id = `bps_${crypto.randomBytes(10).toString('hex')}`
      const ps = { id, customer, return_url: body.get('return_url') ?? state.appUrl }
      portalSessions.set(id, ps)
      return json(res, { ...ps, object: 'billing_portal.session', url: `${state.baseUrl}/portal/${id}` })
    }
    const subscriptionGet = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname)
    if (req.method === 'GET' && subscriptionGet) {
      const sub = subscriptions.get(subscriptionGet[1])
      if (!sub) return error(res, 404, `No such subscription: '${subscriptionGet[1]}'`)
      const expand = url.searchParams.getAll('expand[]').concat(url.searchParams.getAll('expand[0]'))
      if (expand.includes('default_payment_method') && sub.default_payment_method)
        return json(res, {
          ...sub,
          default_payment_method: {
            id: sub.default_payment_method,
            object: 'payment_method',
            type: 'card',
            card: { brand: 'visa', last4: '4242' },
          },
        })
      return json(res, sub)
    }
    // Cancels a subscription now (DELETE /v1/subscriptions/:id), with its deletion event sent to the app.
    if (req.method === 'DELETE' && subscriptionGet) {
      const sub = subscriptions.get(subscriptionGet[1])
      if (!sub) return error(res, 404, `No such subscription: '${subscriptionGet[1]}'`)
      if (sub.status === 'canceled') return error(res, 400, 'This subscription is already canceled.')
      const events = subscriptionEvents.deleted(sub.id)
      json(res, sub)
      for (const event of events) void deliver(event).catch(() => {})
      return
    }
    if (req.method === 'GET' && url.pathname === '/v1/invoices') {
      const subscription = url.searchParams.get('subscription')
      const status = url.searchParams.get('status')
      const data = [...invoices.values()].filter(
        (i) => (!subscription || i.subscription === subscription) && (!status || i.status === status),
      )
      return json(res, { object: 'list', url: '/v1/invoices', has_more: false, data })
    }
    if (req.method === 'GET' && url.pathname === '/v1/invoice_payments') {
      const invoice = url.searchParams.get('invoice')
      const data = invoicePayments.filter((p) => p.invoice === invoice)
      return json(res, { object: 'list', url: '/v1/invoice_payments', has_more: false, data })
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const body = new URLSearchParams(raw)
      const intent = body.get('payment_intent')
      const payment = invoicePayments.find((p) => p.payment.payment_intent === intent)
      if (!intent || !payment) return error(res, 400, `No such payment_intent: '${intent}'`)
      const key = req.headers['idempotency-key'] as string | undefined
      const seen = key ? refunds.find((r) => r.id === `re_${key}`) : undefined
      if (seen) return json(res, { ...seen, object: 'refund', status: 'succeeded' })
      if (refunds.some((r) => r.payment_intent === intent)) return error(res, 400, `Charge for ${intent} has already been refunded.`)
      const refund = {
        id: key ? `re_${key}` : `re_${crypto.randomBytes(8).toString('hex')}`,
        payment_intent: intent,
        amount: payment.amount_paid,
        reason: body.get('reason'),
      }
      refunds.push(refund)
      return json(res, { ...refund, object: 'refund', status: 'succeeded' })
    }
    if (req.method === 'GET' && url.pathname === '/v1/checkout/sessions') {
      const all = [...sessions.values()].reverse().map(sessionView)
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 10), 100)
      return json(res, { object: 'list', url: '/v1/checkout/sessions', has_more: all.length > limit, data: all.slice(0, limit) })
    }
    const get = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname)
    if (req.method === 'GET' && get) {
      const session = sessions.get(get[1])
      return session ? json(res, sessionView(session)) : error(res, 404, `No such checkout.session: '${get[1]}'`)
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname)
    if (req.method === 'POST' && expire) {
      const session = sessions.get(expire[1])
      if (!session) return error(res, 404, `No such checkout.session: '${expire[1]}'`)
      if (current(session).status !== 'open') return error(res, 400, 'Only Checkout Sessions with a status of open can be expired.')
      session.status = 'expired'
      return json(res, sessionView(session))
    }
    return error(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname})`)
  })

  const port: number = await new Promise((resolve) =>
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  )
  state.baseUrl = `http://127.0.0.1:${port}`

  return {
    port,
    url: state.baseUrl,
    secretKey,
    webhookSecret,
    sessions,
    requests,
    webhooksSent,
    sendWebhook,
    pay,
    successUrl,
    /** Makes a session look expired to the app (status expired). */
    expire(sessionId: string) {
      const session = sessions.get(sessionId)
      if (session && session.status === 'open') session.status = 'expired'
    },
    setDown(down: boolean) {
      state.down = down
    },
    setAppUrl(appUrl: string) {
      state.appUrl = appUrl
    },
    setWebhookTiming(timing: WebhookTiming) {
      state.webhookTiming = timing
    },
    subscriptions,
    subscriptionEvents,
    invoices,
    refunds,
    buildEvent,
    deliver,
    /** Pays a subscription-mode session without sending its events; returns them for the test to deliver. */
    paySubscriptionSession(sessionId: string) {
      const session = sessions.get(sessionId)
      if (!session || session.mode !== 'subscription' || !pay(sessionId)) throw new Error(`cannot pay ${sessionId}`)
      return paySubscription(session)
    },
    addPrice(id: string, unitAmount: number, currency = 'usd') {
      prices.set(id, { id, unit_amount: unitAmount, currency })
    },
    sessionFor(signupId: string) {
      return [...sessions.values()].filter((s) => s.client_reference_id === signupId)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>
