// The Circle against the built web app, the worker, the SMTP sink and the Stripe-compatible fake:
// - webhooks delivered twice, out of order, and before the member returns from checkout give one
//   membership and one welcome email;
// - invoice.payment_failed then customer.subscription.deleted end the membership (in either order);
// - 20 concurrent deliverable requests from one member, across two web processes, yield exactly two.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { waitUntil } from '../support/app-process'
import { startPurchaseStack, visibleText, type PurchaseStack } from '../support/purchase-stack'

let stack: PurchaseStack

beforeAll(async () => {
  stack = await startPurchaseStack({ webProcesses: 2 })
}, 180_000)

afterAll(async () => {
  await stack?.stop()
})

/** An approved applicant who has accepted the invitation and signed the terms, at the payment step. */
async function signedApplicant(email: string, name: string) {
  const { createId, now } = await import('~/utils/db.server')
  const { newBrowserKey } = await import('~/models/signup-access.server')
  const id = createId()
  const { key: browserKey, keyHash } = newBrowserKey()
  await stack.db
    .insertInto('circle_memberships')
    .values({
      id,
      source: 'invitation',
      email,
      name,
      company_name: 'Harbor Tools LLC',
      browser_key_hash: keyHash,
      terms_signed_at: now(),
      created_at: now(),
      updated_at: now(),
    })
    .execute()
  return { id, browserKey }
}

async function checkout(membershipId: string) {
  const { startMembershipCheckout } = await import('~/models/membership-checkout.server')
  const result = await startMembershipCheckout(membershipId)
  expect(result.kind).toBe('redirect')
  const url = (result as { url: string }).url
  expect(url).toMatch(new RegExp(`^${stack.stripe.url}/pay/cs_test_`))
  const sessionId = url.split('/pay/')[1]
  const session = stack.stripe.sessions.get(sessionId)!
  expect(session.mode).toBe('subscription')
  expect(session.amount_total).toBe(200_000)
  expect(session.metadata.membership_id).toBe(membershipId)
  return sessionId
}

async function membership(id: string) {
  return stack.db.selectFrom('circle_memberships').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

async function deliverAll(events: Parameters<PurchaseStack['stripe']['deliver']>[0][]) {
  for (const event of events) expect((await stack.stripe.deliver(event)).status).toBe(200)
}

function mailsTo(email: string, subject: string) {
  return stack.smtp.messages.filter((m) => m.to.includes(email) && m.subject === subject)
}

test('webhooks twice, out of order and before the return from checkout: one membership, one welcome', async () => {
  const email = 'twice@member.example'
  const { id, browserKey } = await signedApplicant(email, 'Tess Twice')
  const sessionId = await checkout(id)
  const events = stack.stripe.paySubscriptionSession(sessionId)
  // Reversed, then every event again in another order: all before the browser comes back.
  await deliverAll([...events].reverse())
  await deliverAll([events[1], events[0], events[2]])

  const m = await membership(id)
  expect(m).toMatchObject({ status: 'active', cancel_at_period_end: 0 })
  expect(m.subscription_id).toMatch(/^sub_/)
  expect(m.customer_id).toMatch(/^cus_/)
  expect(Date.parse(m.current_period_end!)).toBeGreaterThan(Date.now() + 25 * 24 * 3600 * 1000)

  // The member returns: the page says welcome (the state was already there).
  const { circleKeyCookie } = await import('~/models/circle-access.server')
  const cookie = (await circleKeyCookie(browserKey)).split(';')[0]
  const page = await fetch(`${stack.web.url}/circle/${id}?payment=success&session_id=${sessionId}`, { headers: { cookie } })
  expect(page.status).toBe(200)
  expect(visibleText(await page.text())).toContain('Welcome to the Circle')

  await stack.smtp.waitFor((mail) => mail.to.includes(email) && mail.subject === 'Welcome to the Apex Circle')
  await stack.smtp.waitFor((mail) => mail.to.includes(email) && mail.subject === 'Set the password for your client portal')
  await stack.smtp.waitFor((mail) => mail.subject === 'New Circle member: Tess Twice')
  // Give duplicates every chance to show up.
  await new Promise((r) => setTimeout(r, 2500))
  expect(mailsTo(email, 'Welcome to the Apex Circle')).toHaveLength(1)
  expect(mailsTo(email, 'Set the password for your client portal')).toHaveLength(1)
  expect(stack.smtp.messages.filter((mail) => mail.subject === 'New Circle member: Tess Twice')).toHaveLength(1)
  expect(await stack.db.selectFrom('circle_memberships').select('id').where('email', '=', email).execute()).toHaveLength(1)
  expect(await stack.db.selectFrom('users').select('id').where('email', '=', email).execute()).toHaveLength(1)
  // Every delivery was recorded once per event id; the six deliveries were three events.
  expect(await stack.db.selectFrom('circle_billing_events').select('id').where('membership_id', '=', id).execute()).toHaveLength(3)
})

test('a failed payment emails member and firm; after the retries the deletion ends the membership, in either order', async () => {
  const ordered = await signedApplicant('failing@member.example', 'Fay Failing')
  const reversed = await signedApplicant('reversed@member.example', 'Rex Reversed')
  for (const m of [ordered, reversed]) await deliverAll(stack.stripe.paySubscriptionSession(await checkout(m.id)))
  const subOf = async (id: string) => (await membership(id)).subscription_id!
  const later = Math.floor(Date.now() / 1000) + 31 * 24 * 3600

  await deliverAll(stack.stripe.subscriptionEvents.paymentFailed(await subOf(ordered.id), later))
  expect((await membership(ordered.id)).status).toBe('past_due')
  await stack.smtp.waitFor((m) => m.to.includes('failing@member.example') && m.subject === 'Your Apex Circle payment did not go through')
  await stack.smtp.waitFor((m) => m.subject === 'Circle payment failed: Fay Failing')
  await deliverAll(stack.stripe.subscriptionEvents.deleted(await subOf(ordered.id), later + 14 * 24 * 3600))
  expect((await membership(ordered.id)).status).toBe('ended')
  await stack.smtp.waitFor((m) => m.to.includes('failing@member.example') && m.subject === 'Your Apex Circle membership has ended')

  // The deletion arrives first and the failure after it: the membership stays ended.
  const failed = stack.stripe.subscriptionEvents.paymentFailed(await subOf(reversed.id), later)
  const deleted = stack.stripe.subscriptionEvents.deleted(await subOf(reversed.id), later + 14 * 24 * 3600)
  await deliverAll([...deleted, ...failed])
  expect((await membership(reversed.id)).status).toBe('ended')

  // The portal says so.
  const { createSession } = await import('~/utils/auth.server')
  const user = await stack.db.selectFrom('users').select('id').where('email', '=', 'failing@member.example').executeTakeFirstOrThrow()
  const cookie = (await createSession(user.id, new Request('http://localhost/'))).split(';')[0]
  const portal = await fetch(`${stack.web.url}/dashboard/apex-circle`, { headers: { cookie } })
  expect(visibleText(await portal.text())).toMatch(/Your membership ended on .+\. You are welcome to join again\./)
  // The firm's audit log records each change.
  const audit = await stack.db.selectFrom('circle_audit').select('action').where('membership_id', '=', ordered.id).execute()
  expect(audit.map((a) => a.action)).toEqual(
    expect.arrayContaining(['Awaiting payment → Active', 'Active → Payment past due', 'Payment past due → Ended']),
  )
})

test('20 concurrent deliverable requests from one member yield exactly two', async () => {
  const email = 'busy@member.example'
  const { id } = await signedApplicant(email, 'Bea Busy')
  await deliverAll(stack.stripe.paySubscriptionSession(await checkout(id)))
  const { userId } = await waitUntil(
    async () => {
      const m = await membership(id)
      return m.user_id ? { userId: m.user_id } : null
    },
    10_000,
    'member account',
  )
  const { createSession } = await import('~/utils/auth.server')
  const cookie = (await createSession(userId, new Request('http://localhost/'))).split(';')[0]
  // The first visit creates the client profile; then twenty requests at once, over both web processes.
  expect((await fetch(`${stack.web.url}/dashboard/apex-circle`, { headers: { cookie } })).status).toBe(200)
  const responses = await Promise.all(
    Array.from({ length: 20 }, (_, i) => {
      const form = new FormData()
      form.set('title', `Request ${i}`)
      form.set('description', 'Please draft it.')
      return fetch(`${stack.webs[i % stack.webs.length].url}/dashboard/apex-circle/request`, {
        method: 'POST',
        body: form,
        headers: { cookie },
        redirect: 'manual',
      })
    }),
  )
  const statuses = responses.map((r) => r.status)
  expect(statuses.filter((s) => s === 303)).toHaveLength(2)
  expect(statuses.filter((s) => s === 409)).toHaveLength(18)
  const rows = await stack.db.selectFrom('circle_deliverables').select('id').where('membership_id', '=', id).execute()
  expect(rows).toHaveLength(2)
})

test('who may do what: the firm’s upload and status change need an admin; requests need a member', async () => {
  const { createSession, upsertUser } = await import('~/utils/auth.server')
  const client = await upsertUser({ email: 'not-a-member@client.example', password: 'correct horse battery' })
  const cookie = (await createSession(client.id, new Request('http://localhost/'))).split(';')[0]
  const deliverable = await stack.db.selectFrom('circle_deliverables').select(['id', 'status']).executeTakeFirstOrThrow()
  const upload = new FormData()
  upload.set('file', new Blob(['%PDF-1.4\n% not yours\n'], { type: 'application/pdf' }), 'x.pdf')
  const asClient = await fetch(`${stack.web.url}/internal-admin/circle/deliverables/${deliverable.id}`, {
    method: 'POST',
    body: upload,
    headers: { cookie },
    redirect: 'manual',
  })
  expect(asClient.status).toBe(302)
  expect(asClient.headers.get('location')).toBe('/')
  const status = await fetch(`${stack.web.url}/internal-admin/circle`, {
    method: 'POST',
    body: new URLSearchParams({ deliverableId: deliverable.id, status: 'delivered' }),
    headers: { cookie },
    redirect: 'manual',
  })
  expect(status.status).toBe(302)
  expect(
    (await stack.db.selectFrom('circle_deliverables').select('status').where('id', '=', deliverable.id).executeTakeFirstOrThrow()).status,
  ).toBe(deliverable.status)
  expect(await stack.db.selectFrom('circle_files').select('id').where('deliverable_id', '=', deliverable.id).execute()).toHaveLength(0)
  // A client who is not a member is sent to the offer, and nothing is stored.
  const form = new FormData()
  form.set('title', 'Free work')
  form.set('description', 'Please.')
  const request = await fetch(`${stack.web.url}/dashboard/apex-circle/request`, {
    method: 'POST',
    body: form,
    headers: { cookie },
    redirect: 'manual',
  })
  expect(request.status).toBe(302)
  expect(request.headers.get('location')).toBe('/dashboard/apex-circle')
  expect(await stack.db.selectFrom('circle_deliverables').select('id').where('title', '=', 'Free work').execute()).toHaveLength(0)
  // A stranger's session cannot open another membership's joining steps.
  const someone = await stack.db.selectFrom('circle_memberships').select('id').executeTakeFirstOrThrow()
  expect((await fetch(`${stack.web.url}/circle/${someone.id}`, { headers: { cookie } })).status).toBe(404)
})

// ---- one open checkout, one subscription per membership ----

function openSessionsOf(membershipId: string) {
  return [...stack.stripe.sessions.values()].filter((s) => s.metadata.membership_id === membershipId && s.status === 'open')
}

test('a new checkout expires the earlier one at the provider, across an hour boundary; a double press opens one', async () => {
  const { id } = await signedApplicant('hourly@member.example', 'Hal Hourly')
  const first = await checkout(id)
  // An hour later (the key used to change every hour, so this press opened a second payable session).
  const realNow = Date.now
  Date.now = () => realNow() + 3_600_000
  try {
    const second = await checkout(id)
    expect(second).not.toBe(first)
    expect(stack.stripe.sessions.get(first)!.status).toBe('expired')
    // The old page can no longer be paid.
    expect(stack.stripe.pay(first)).toBe(false)
    expect(openSessionsOf(id).map((s) => s.id)).toEqual([second])

    // Two presses at once: both replace the same session, so the provider answers both with one new one.
    const { startMembershipCheckout } = await import('~/models/membership-checkout.server')
    const [a, b] = await Promise.all([startMembershipCheckout(id), startMembershipCheckout(id)])
    expect(a).toEqual(b)
    expect(openSessionsOf(id)).toHaveLength(1)
    expect(stack.stripe.sessions.get(second)!.status).toBe('expired')
  } finally {
    Date.now = realNow
  }
})

test('two checkouts both paid: one subscription counts, the second is cancelled and refunded, and both sides are told', async () => {
  const email = 'double@member.example'
  const { id } = await signedApplicant(email, 'Dora Double')
  const first = await checkout(id)
  const second = await checkout(id)
  // The buyer paid the first page in the instant before it was expired: Stripe completed both.
  stack.stripe.sessions.get(first)!.status = 'open'
  const paidFirst = stack.stripe.paySubscriptionSession(first)
  const paidSecond = stack.stripe.paySubscriptionSession(second)
  await deliverAll([...paidFirst, ...paidSecond])
  const keptSub = stack.stripe.sessions.get(first)!.subscription!
  const refusedSub = stack.stripe.sessions.get(second)!.subscription!

  const m = await membership(id)
  expect(m).toMatchObject({ status: 'active', subscription_id: keptSub })
  // The worker cancels the second at the provider and refunds its payment.
  await waitUntil(
    async () => {
      const row = await stack.db
        .selectFrom('circle_refused_subscriptions')
        .selectAll()
        .where('subscription_id', '=', refusedSub)
        .executeTakeFirst()
      return row?.status === 'refunded' ? row : null
    },
    20_000,
    'second subscription refunded',
  )
  expect(stack.stripe.subscriptions.get(refusedSub)!.status).toBe('canceled')
  expect(stack.stripe.subscriptions.get(keptSub)!.status).toBe('active')
  expect(stack.stripe.refunds).toHaveLength(1)
  expect(stack.stripe.refunds[0]).toMatchObject({ amount: 200_000, reason: 'duplicate' })
  await stack.smtp.waitFor((mail) => mail.subject === 'Second Circle subscription refunded: Dora Double')
  await stack.smtp.waitFor((mail) => mail.to.includes(email) && mail.subject === 'We refunded a second Apex Circle payment')
  // The second subscription's deletion event (sent when it was cancelled) does not end the membership.
  await waitUntil(
    async () =>
      (await stack.db
        .selectFrom('circle_billing_events')
        .select('id')
        .where('subscription_id', '=', refusedSub)
        .where('type', '=', 'customer.subscription.deleted')
        .executeTakeFirst()) ?? null,
    10_000,
    'deletion event of the refused subscription',
  )
  expect(await membership(id)).toMatchObject({ status: 'active', subscription_id: keptSub, cancel_at_period_end: 0 })
  // The member's payments list holds the one payment that stands.
  const invoices = await stack.db.selectFrom('circle_invoices').selectAll().where('membership_id', '=', id).execute()
  expect(invoices).toHaveLength(1)
  expect(invoices[0]).toMatchObject({ status: 'paid', amount_cents: 200_000, subscription_id: keptSub })
  // And the card the provider charges, read by the worker.
  await waitUntil(async () => ((await membership(id)).card_last4 === '4242' ? true : null), 10_000, 'card details')
  expect((await membership(id)).card_brand).toBe('visa')
})

test('Manage billing answers with a redirect to the provider’s customer portal that the page’s form-action allows', async () => {
  const { id } = await signedApplicant('portal@member.example', 'Pat Portal')
  await deliverAll(stack.stripe.paySubscriptionSession(await checkout(id)))
  const { userId } = await waitUntil(
    async () => ((await membership(id)).user_id ? { userId: (await membership(id)).user_id! } : null),
    10_000,
    'account',
  )
  const { createSession } = await import('~/utils/auth.server')
  const cookie = (await createSession(userId, new Request('http://localhost/'))).split(';')[0]
  const page = await fetch(`${stack.web.url}/dashboard/apex-circle`, { headers: { cookie } })
  expect(page.status).toBe(200)
  const formAction = page.headers
    .get('content-security-policy')!
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === 'form-action')!
    .slice(1)
  // Stripe's own portal, and here the Stripe-compatible server standing in for it.
  expect(formAction).toContain('https://billing.stripe.com')
  const billing = await fetch(`${stack.web.url}/dashboard/apex-circle`, {
    method: 'POST',
    body: new URLSearchParams({ intent: 'billing' }),
    headers: { cookie },
    redirect: 'manual',
  })
  expect(billing.status).toBe(303)
  const location = new URL(billing.headers.get('location')!)
  expect(location.pathname).toMatch(/^\/portal\/bps_/)
  expect(formAction).toContain(location.origin)
  // The portal page itself answers (the member would land there).
  expect((await fetch(location)).status).toBe(200)
})
