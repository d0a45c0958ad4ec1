// Issue 14, finding 6: five throwaway signups (details, sign, 'Proceed to Payment', abandon) used to
// hold every Growth Score place of the month for 36 minutes. Against the real web process, worker and
// fake Stripe, at the real limits (RATE_LIMIT_MULTIPLIER=1): one network holds at most two places at
// once, one email one; a cancelled checkout is closed at Stripe and frees its place in the same
// request; Stripe's checkout.session.expired frees it in the webhook's own request; and a payment
// that gets through for a released hold is still honoured, flagged when its month is over-full.
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

const CAPACITY = 5
let stack: PurchaseStack

beforeAll(async () => {
  stack = await startPurchaseStack({ capacity: CAPACITY, env: { RATE_LIMIT_MULTIPLIER: '1' } })
}, 120_000)

afterAll(async () => {
  await stack?.stop()
})

async function usage() {
  const { monthUsage } = await import('~/models/capacity.server')
  return monthUsage(CAPACITY)
}

const sessionOf = (checkoutUrl: string) => checkoutUrl.split('/pay/')[1]

// The squatter: one network (127.0.0.2), one browser, five throwaway addresses.
const squatter = { browser: null as unknown as HttpBrowser, signups: [] as string[], checkouts: [] as Array<string | null> }

describe('capacity squatting', () => {
  test('five abandoned checkouts from one network hold two places, not the month; the other three are told why and lose nothing', async () => {
    squatter.browser = new HttpBrowser(stack.web.url, { from: '127.0.0.2' })
    for (let i = 0; i < 5; i++) {
      const email = `throwaway-${i}@mailinator.example`
      const signupId = await signUpAndSign(squatter.browser, email, `Squatter ${i}`)
      const { checkoutUrl, page } = await proceedToPayment(squatter.browser, signupId)
      squatter.signups.push(signupId)
      squatter.checkouts.push(checkoutUrl)
      if (!checkoutUrl) {
        expect(page.status).toBe(200)
        const text = visibleText(page.html)
        expect(text).toContain('Too many open checkouts')
        expect(text).toContain('Too many checkouts are open from your network right now.')
        expect(text).toMatch(/try again in about \d+ minutes/)
        // Still on the payment step, with the signed letter and details kept.
        expect(text).toContain('Proceed to Payment')
        expect(text).toContain(email)
      }
    }
    expect(squatter.checkouts.filter(Boolean)).toHaveLength(2)
    expect(stack.stripe.sessions.size).toBe(2)
    expect(await usage()).toMatchObject({ paid: 0, held: 2, left: 3 })

    // A real buyer on another network still finds places, and pays.
    const buyer = new HttpBrowser(stack.web.url, { from: '127.0.0.3' })
    const step1 = visibleText((await buyer.get('/growth-score')).html)
    expect(step1).not.toContain('Join the Waitlist')
    const buyerSignup = await signUpAndSign(buyer, 'real-buyer@client.example', 'Real Buyer')
    const { checkoutUrl } = await proceedToPayment(buyer, buyerSignup)
    expect(checkoutUrl).toBeTruthy()
    stack.stripe.pay(sessionOf(checkoutUrl!))
    await buyer.get(stack.stripe.successUrl(sessionOf(checkoutUrl!)))
    await waitUntil(async () => (await usage()).paid === 1, 20_000, 'the real buyer paid')
  })

  test('one open checkout per email: a second signup with an address mid-checkout is refused until that checkout ends', async () => {
    const first = new HttpBrowser(stack.web.url, { from: '127.0.0.4' })
    const firstId = await signUpAndSign(first, 'same-person@client.example')
    const opened = await proceedToPayment(first, firstId)
    expect(opened.checkoutUrl).toBeTruthy()
    const second = new HttpBrowser(stack.web.url, { from: '127.0.0.5' })
    const secondId = await signUpAndSign(second, 'Same-Person@Client.example')
    const refused = await proceedToPayment(second, secondId)
    expect(refused.checkoutUrl).toBeNull()
    expect(refused.page.status).toBe(200)
    expect(visibleText(refused.page.html)).toContain('Checkout already open')
    expect(visibleText(refused.page.html)).toContain('A checkout for this email address is already open.')
    // The first one cancels: the second may go ahead at once.
    await first.get(stack.stripe.sessions.get(sessionOf(opened.checkoutUrl!))!.cancel_url)
    expect((await proceedToPayment(second, secondId)).checkoutUrl).toBeTruthy()
    await second.get(`/growth-score?payment=cancelled&signup_id=${secondId}`)
  })

  test('a cancelled checkout is closed at Stripe and frees its place in the same request', async () => {
    const before = await usage()
    const sessionId = sessionOf(squatter.checkouts[0]!)
    // The worker is stopped: whatever happens, happens in the web request itself.
    await stack.stopWorker()
    try {
      const page = await squatter.browser.get(stack.stripe.sessions.get(sessionId)!.cancel_url)
      expect(visibleText(page.html)).toContain('Payment Cancelled')
      expect(stack.stripe.sessions.get(sessionId)!.status).toBe('expired')
      expect(stack.stripe.requests.some((r) => r.method === 'POST' && r.path === `/v1/checkout/sessions/${sessionId}/expire`)).toBe(true)
      expect(await usage()).toMatchObject({ held: before.held - 1, left: before.left + 1 })
    } finally {
      await stack.startWorker()
    }
    // The network has one open checkout now, so one of the refused signups may hold again.
    const waiting = squatter.signups[squatter.checkouts.indexOf(null)]
    const retry = await proceedToPayment(squatter.browser, waiting)
    expect(retry.checkoutUrl).toBeTruthy()
    squatter.checkouts[squatter.signups.indexOf(waiting)] = retry.checkoutUrl
  })

  test('checkout.session.expired frees the place in the webhook’s own request', async () => {
    const before = await usage()
    const sessionId = sessionOf(squatter.checkouts[1]!)
    await stack.stopWorker()
    try {
      stack.stripe.expire(sessionId)
      expect((await stack.stripe.sendWebhook('checkout.session.expired', sessionId)).status).toBe(200)
      expect(await usage()).toMatchObject({ held: before.held - 1, left: before.left + 1 })
      const hold = await stack.db
        .selectFrom('capacity_reservations')
        .selectAll()
        .where('checkout_session_id', '=', sessionId)
        .executeTakeFirstOrThrow()
      expect(hold.released_at).not.toBeNull()
    } finally {
      await stack.startWorker()
    }
  })

  test('a payment that gets through for a released hold is honoured, and flagged when the month is already full', async () => {
    const late = new HttpBrowser(stack.web.url, { from: '127.0.0.6' })
    const lateId = await signUpAndSign(late, 'late-payer@client.example', 'Late Payer')
    const sessionId = sessionOf((await proceedToPayment(late, lateId)).checkoutUrl!)
    await stack.stopWorker()
    try {
      // The buyer cancels while Stripe is out of reach: the place is freed, the session stays open there.
      stack.stripe.setDown(true)
      try {
        await late.get(`/growth-score?payment=cancelled&signup_id=${lateId}`)
      } finally {
        stack.stripe.setDown(false)
      }
      expect(stack.stripe.sessions.get(sessionId)!.status).toBe('open')
      // Others buy every place meanwhile.
      const { createId, now } = await import('~/utils/db.server')
      const { paid } = await usage()
      for (let i = 0; i < CAPACITY - paid; i++) {
        await stack.db
          .insertInto('signups')
          .values({
            id: createId(),
            name: `Filler ${i}`,
            email: `filler${i}@client.example`,
            company_name: 'Fill Co',
            phone: '305-555-0100',
            state: 'paid',
            payment_status: 'paid',
            paid_at: now(),
            amount_cents: 400_000,
            currency: 'usd',
            signed_document_url: `signed-${Date.now()}`,
            created_at: now(),
            updated_at: now(),
          })
          .execute()
      }
      expect(await usage()).toMatchObject({ paid: CAPACITY, left: 0 })
      // ... and the late buyer pays the still-open session before anything closed it.
      expect(stack.stripe.pay(sessionId)).toBe(true)
      expect((await stack.stripe.sendWebhook('checkout.session.completed', sessionId)).status).toBe(200)
    } finally {
      await stack.startWorker()
    }
    const paid = await waitUntil(
      async () => {
        const row = await stack.db.selectFrom('signups').selectAll().where('id', '=', lateId).executeTakeFirstOrThrow()
        return row.payment_status === 'paid' ? row : null
      },
      30_000,
      'the late payment honoured',
    )
    expect(paid.over_capacity_at).not.toBeNull()
    // The firm's purchases page lists it as over capacity.
    const { listSignups } = await import('~/models/admin-purchases.server')
    const listed = (await listSignups({})).signups.find((s) => s.id === lateId)!
    expect(listed.overCapacityAt).toBe(paid.over_capacity_at)
    expect(['paid', 'complete']).toContain(listed.state) // 'complete' once the worker has made the account
    expect((await listSignups({})).signups.filter((s) => s.overCapacityAt)).toHaveLength(1)
    expect((await usage()).paid).toBe(CAPACITY + 1)
    await stack.smtp.waitFor(
      (m) => m.to.includes('late-payer@client.example') && m.subject.startsWith('Your Growth Score is confirmed'),
      30_000,
    )
  })
})
