// Acceptance 3: whatever order and however often Stripe's webhook and the buyer's redirect arrive, the
// signup ends paid exactly once, with one account and one confirmation email. A bad signature is 400.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { waitUntil } from '../support/app-process'
import {
  HttpBrowser,
  proceedToPayment,
  signUpAndSign,
  startPurchaseStack,
  visibleText,
  type PurchaseStack,
} from '../support/purchase-stack'

let stack: PurchaseStack

beforeAll(async () => {
  stack = await startPurchaseStack({ capacity: 20 })
}, 120_000)

afterAll(async () => {
  await stack?.stop()
})

async function signup(id: string) {
  return stack.db.selectFrom('signups').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

/** Checks the end state a buyer and the firm would check: paid once, one account, one of each email. */
async function expectPaidOnce(signupId: string, email: string) {
  const row = await waitUntil(
    async () => {
      const s = await signup(signupId)
      return s.payment_status === 'paid' && s.user_id ? s : null
    },
    30_000,
    'signup paid and provisioned',
  )
  expect(row.amount_cents).toBe(400_000)
  expect(row.currency).toBe('usd')
  expect(row.paid_at).toBeTruthy()
  await stack.smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Your Growth Score is confirmed'))
  await stack.smtp.waitFor((m) => m.to.includes(email) && m.subject === 'Set the password for your client portal')
  // Give duplicates every chance to show up.
  await new Promise((r) => setTimeout(r, 2500))
  const users = await stack.db.selectFrom('users').select('id').where('email', '=', email).execute()
  expect(users).toHaveLength(1)
  const profiles = await stack.db.selectFrom('client_profiles').select('id').where('user_id', '=', users[0].id).execute()
  expect(profiles).toHaveLength(1)
  const stages = await stack.db.selectFrom('progress_stages').select('id').where('client_id', '=', profiles[0].id).execute()
  const tasks = await stack.db.selectFrom('client_tasks').select('id').where('client_id', '=', profiles[0].id).execute()
  expect(stages).toHaveLength(6)
  expect(tasks).toHaveLength(5)
  const mails = stack.smtp.messages.filter((m) => m.to.includes(email))
  expect(mails.filter((m) => m.subject.startsWith('Your Growth Score is confirmed'))).toHaveLength(1)
  expect(mails.filter((m) => m.subject === 'Set the password for your client portal')).toHaveLength(1)
  // Nothing else after payment (the signed letter's copy goes out at signing, before payment).
  expect(mails.filter((m) => !m.subject.startsWith('Your signed engagement letter'))).toHaveLength(2)
  const provisions = await stack.db
    .selectFrom('outbox')
    .select('id')
    .where('kind', '=', 'provision-client')
    .where('subject_id', '=', signupId)
    .execute()
  expect(provisions).toHaveLength(1)
}

async function buyUntilCheckout(email: string) {
  const browser = new HttpBrowser(stack.web.url)
  const signupId = await signUpAndSign(browser, email)
  const { checkoutUrl } = await proceedToPayment(browser, signupId)
  expect(checkoutUrl).toMatch(new RegExp(`^${stack.stripe.url}/pay/cs_test_`))
  const sessionId = checkoutUrl!.split('/pay/')[1]
  return { browser, signupId, sessionId }
}

describe('Stripe webhook and redirect, in any order', () => {
  test('the Checkout Session asked of Stripe is $4,000.00 USD, one line item, tied to the signup, with an idempotency key and 30-minute expiry', async () => {
    const { signupId, sessionId } = await buyUntilCheckout('shape@client.example')
    const session = stack.stripe.sessions.get(sessionId)!
    expect(session.amount_total).toBe(400_000)
    expect(session.currency).toBe('usd')
    expect(session.client_reference_id).toBe(signupId)
    expect(session.metadata.signup_id).toBe(signupId)
    expect(session.success_url).toBe(`${stack.web.url}/growth-score?payment=success&session_id={CHECKOUT_SESSION_ID}&signup_id=${signupId}`)
    expect(session.cancel_url).toBe(`${stack.web.url}/growth-score?payment=cancelled&signup_id=${signupId}`)
    const minutes = (session.expires_at * 1000 - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(29)
    expect(minutes).toBeLessThan(32)
    const create = stack.stripe.requests.find((r) => r.path === '/v1/checkout/sessions' && r.body.get('client_reference_id') === signupId)!
    expect(create.idempotencyKey).toMatch(/^growth-score-checkout-/)
    expect(create.body.get('line_items[0][quantity]')).toBe('1')
  })

  test('webhook before the redirect', async () => {
    const email = 'before@client.example'
    const { browser, signupId, sessionId } = await buyUntilCheckout(email)
    stack.stripe.pay(sessionId)
    expect((await stack.stripe.sendWebhook('checkout.session.completed', sessionId)).status).toBe(200)
    await waitUntil(async () => (await signup(signupId)).payment_status === 'paid', 20_000, 'paid from the webhook alone')
    const page = await browser.get(stack.stripe.successUrl(sessionId))
    const text = visibleText(page.html)
    expect(text).toContain('Payment Successful!')
    expect(text).toContain("Thank you for your purchase. We'll be in touch soon to begin your Growth Score analysis.")
    expect(text).toContain('Process Complete')
    await expectPaidOnce(signupId, email)
  })

  test('webhook after the redirect: the buyer sees the confirming state, then the paid state', async () => {
    const email = 'after@client.example'
    const { browser, signupId, sessionId } = await buyUntilCheckout(email)
    stack.stripe.pay(sessionId)
    const first = await browser.get(stack.stripe.successUrl(sessionId))
    const text = visibleText(first.html)
    // Either the redirect's own verification already finished, or the page is still confirming.
    expect(text.includes('Confirming your payment…') || text.includes('Process Complete')).toBe(true)
    expect((await stack.stripe.sendWebhook('checkout.session.completed', sessionId)).status).toBe(200)
    const done = await waitUntil(
      async () => {
        const page = await browser.get(stack.stripe.successUrl(sessionId))
        return visibleText(page.html).includes('Process Complete') ? page : null
      },
      20_000,
      'paid state',
    )
    expect(visibleText(done.html)).toContain('Payment Successful!')
    await expectPaidOnce(signupId, email)
  })

  test('the same event twice, a second event type and a reload: still paid once', async () => {
    const email = 'twice@client.example'
    const { browser, signupId, sessionId } = await buyUntilCheckout(email)
    stack.stripe.pay(sessionId)
    const first = await stack.stripe.sendWebhook('checkout.session.completed', sessionId)
    const again = await stack.stripe.sendWebhook('checkout.session.completed', sessionId, { eventId: first.eventId })
    expect(again.status).toBe(200)
    expect(JSON.parse(again.body)).toMatchObject({ duplicate: true })
    await stack.stripe.sendWebhook('checkout.session.async_payment_succeeded', sessionId)
    await browser.get(stack.stripe.successUrl(sessionId))
    await browser.get(stack.stripe.successUrl(sessionId))
    await expectPaidOnce(signupId, email)
    const events = await stack.db.selectFrom('stripe_events').select('id').where('id', '=', first.eventId).execute()
    expect(events).toHaveLength(1)
  })

  test('a webhook with a bad signature is refused with 400 and changes nothing', async () => {
    const { signupId, sessionId } = await buyUntilCheckout('forged@client.example')
    stack.stripe.pay(sessionId)
    const forged = await stack.stripe.sendWebhook('checkout.session.completed', sessionId, { badSignature: true })
    expect(forged.status).toBe(400)
    const unsigned = await fetch(`${stack.web.url}/webhooks/stripe`, {
      method: 'POST',
      body: '{"id":"evt_x","type":"checkout.session.completed"}',
    })
    expect(unsigned.status).toBe(400)
    await new Promise((r) => setTimeout(r, 1500))
    expect((await signup(signupId)).payment_status).toBe('pending')
    expect(await stack.db.selectFrom('stripe_events').select('id').where('id', '=', forged.eventId).executeTakeFirst()).toBeUndefined()
  })

  test('the success URL with a session nobody paid says verification failed, and nothing is marked paid', async () => {
    const { browser, signupId, sessionId } = await buyUntilCheckout('unpaid@client.example')
    const page = await waitUntil(
      async () => {
        const p = await browser.get(stack.stripe.successUrl(sessionId))
        return visibleText(p.html).includes('Payment Verification Failed') ? p : null
      },
      20_000,
      'verification failed',
    )
    expect(visibleText(page.html)).toContain('Please contact support if you completed payment.')
    expect((await signup(signupId)).payment_status).toBe('pending')
  })
})
