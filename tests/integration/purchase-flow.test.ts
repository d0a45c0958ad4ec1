// Acceptance 2 and 5, and the flow's server-side rules, against the built app, the real worker and the
// fake Stripe: cancel frees the place; a second browser with the URL sees nothing; Stripe down at
// 'Proceed to Payment' says 'Payment Failed' and frees the place; a stopped worker leaves the buyer on
// the confirming state until it returns; no signing twice, no paying before signing or twice.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { waitUntil } from '../support/app-process'
import {
  BUYER,
  HttpBrowser,
  hiddenValue,
  proceedToPayment,
  signUpAndSign,
  startPurchaseStack,
  visibleText,
  type PurchaseStack,
} from '../support/purchase-stack'

let stack: PurchaseStack

beforeAll(async () => {
  stack = await startPurchaseStack({ capacity: 5 })
}, 120_000)

afterAll(async () => {
  await stack?.stop()
})

async function placesHeld() {
  const { monthUsage } = await import('~/models/capacity.server')
  return monthUsage(5)
}

function signup(id: string) {
  return stack.db.selectFrom('signups').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

describe('purchase flow rules', () => {
  test('cancel shows Payment Cancelled, frees the place and closes the session at Stripe; paying again works', async () => {
    const browser = new HttpBrowser(stack.web.url)
    const signupId = await signUpAndSign(browser, 'cancel@client.example')
    const before = await placesHeld()
    const { checkoutUrl } = await proceedToPayment(browser, signupId)
    const sessionId = checkoutUrl!.split('/pay/')[1]
    expect((await placesHeld()).held).toBe(before.held + 1)

    const cancelled = await browser.get(stack.stripe.sessions.get(sessionId)!.cancel_url)
    const text = visibleText(cancelled.html)
    expect(text).toContain('Payment Cancelled')
    expect(text).toContain('Your payment was cancelled. You can try again anytime.')
    expect(text).toContain('Proceed to Payment')
    expect((await placesHeld()).held).toBe(before.held)
    await waitUntil(() => stack.stripe.sessions.get(sessionId)!.status === 'expired', 15_000, 'session expired at Stripe')

    // A retry gets a new session (a new hold, a new idempotency key) and can be paid.
    const retry = await proceedToPayment(browser, signupId)
    const retryId = retry.checkoutUrl!.split('/pay/')[1]
    expect(retryId).not.toBe(sessionId)
    stack.stripe.pay(retryId)
    await browser.get(stack.stripe.successUrl(retryId))
    await waitUntil(async () => (await signup(signupId)).payment_status === 'paid', 20_000, 'paid after retry')
  })

  test('a second browser given the signup_id URLs sees none of the buyer’s data and can change nothing', async () => {
    const buyer = new HttpBrowser(stack.web.url)
    const email = 'private-buyer@client.example'
    const signupId = await signUpAndSign(buyer, email)
    const stranger = new HttpBrowser(stack.web.url)
    for (const path of [
      `/growth-score?signup_id=${signupId}`,
      `/growth-score?step=sign&signup_id=${signupId}`,
      `/growth-score?document=signed&signup_id=${signupId}`,
      `/growth-score?payment=cancelled&signup_id=${signupId}`,
      `/growth-score?step=details&signup_id=${signupId}`,
      `/growth-score?signup_id=${signupId}&access=forged-token`,
    ]) {
      const page = await stranger.get(path)
      const text = visibleText(page.html)
      expect(text, path).toContain('Please start the process from the beginning')
      expect(text, path).toContain('Start Over')
      for (const secret of [email, BUYER.company, BUYER.phone, BUYER.name])
        expect(page.html, `${path} leaks ${secret}`).not.toContain(secret)
    }
    for (const path of [
      `/growth-score/letter?signup_id=${signupId}`,
      `/growth-score/sign?signup_id=${signupId}`,
      `/growth-score/payment?signup_id=${signupId}`,
      `/growth-score/complete?signup_id=${signupId}`,
    ]) {
      const page = await stranger.get(path)
      expect(visibleText(page.html), path).toContain('Please start the process from the beginning')
      for (const secret of [email, BUYER.company, BUYER.phone, BUYER.name])
        expect(page.html, `${path} leaks ${secret}`).not.toContain(secret)
    }
    const pay = await stranger.post(`/growth-score/payment?signup_id=${signupId}`, { signup_id: signupId })
    expect(visibleText(pay.html)).toContain('Missing signup information. Please start over.')
    const sign = await stranger.post(`/growth-score/sign?signup_id=${signupId}`, {
      signup_id: signupId,
      full_name: 'Mallory',
      consent: 'on',
      letter_sha256: 'x',
    })
    expect(visibleText(sign.html)).toContain('Missing signup information.')
    // Nor can it ask for a new envelope or change the details.
    const before = await signup(signupId)
    const envelope = await stranger.post(`/growth-score/letter?signup_id=${signupId}`, { signup_id: signupId })
    expect(visibleText(envelope.html)).toContain('Missing signup information.')
    const edit = await stranger.post(`/growth-score/details?signup_id=${signupId}`, {
      signup_id: signupId,
      name: 'Mallory',
      email: 'mallory@evil.example',
      company: 'Evil Co',
      phone: '305-555-0666',
    })
    expect(visibleText(edit.html)).toContain('Missing signup information.')
    expect(await signup(signupId)).toEqual(before)
    expect(stack.stripe.sessionFor(signupId)).toHaveLength(0)
    // The emailed link, by contrast, opens it in any browser.
    const { signupLinkToken } = await import('~/models/signup-access.server')
    const linked = await stranger.get(`/growth-score?signup_id=${signupId}&access=${signupLinkToken(signupId)}`)
    expect(visibleText(linked.html)).toContain('Proceed to Payment')
    expect(linked.url).not.toContain('access=')
  })

  test('no payment before signing, no signing twice, and a double click opens one session', async () => {
    const browser = new HttpBrowser(stack.web.url)
    const created = await browser.post(
      '/growth-score?index',
      { intent: 'details', name: 'Early Payer', email: 'early@client.example', company: 'Hasty Co', phone: '305-555-0199' },
      false,
    )
    const signupId = new URL(created.location!).searchParams.get('signup_id')!
    const early = await proceedToPayment(browser, signupId)
    expect(early.checkoutUrl).toBeNull()
    expect(visibleText(early.page.html)).toContain('I Agree and Sign')
    expect(stack.stripe.sessionFor(signupId)).toHaveLength(0)
    // document=signed before signing is not a state this signup is in.
    expect(visibleText((await browser.get(`/growth-score?document=signed&signup_id=${signupId}`)).html)).toContain(
      'Please start the process from the beginning',
    )

    await browser.post(`/growth-score/letter?signup_id=${signupId}`, { signup_id: signupId }, false)
    const signPage = await waitUntil(async () => {
      const p = await browser.get(`/growth-score/preparing?signup_id=${signupId}`)
      return new URL(p.url).pathname === '/growth-score/sign' ? p : null
    })
    const sha = hiddenValue(signPage.html, 'letter_sha256')!
    // A letter hash that is not the one shown is refused.
    const wrong = await browser.post(`/growth-score/sign?signup_id=${signupId}`, {
      signup_id: signupId,
      full_name: 'Early Payer',
      consent: 'on',
      letter_sha256: 'f'.repeat(64),
    })
    expect(visibleText(wrong.html)).toContain('Signing Failed')
    expect(visibleText(wrong.html)).toContain('Please try again or contact support.')
    await browser.post(`/growth-score/sign?signup_id=${signupId}`, {
      signup_id: signupId,
      full_name: 'Early Payer',
      consent: 'on',
      letter_sha256: sha,
    })
    const again = await browser.post(`/growth-score/sign?signup_id=${signupId}`, {
      signup_id: signupId,
      full_name: 'Someone Else',
      consent: 'on',
      letter_sha256: sha,
    })
    expect(visibleText(again.html)).toContain('Proceed to Payment')
    const signatures = await stack.db.selectFrom('signatures').selectAll().where('signup_id', '=', signupId).execute()
    expect(signatures).toHaveLength(1)
    expect(signatures[0]).toMatchObject({
      signer_name: 'Early Payer',
      signer_email: 'early@client.example',
      consent_text: 'I agree to sign this engagement letter electronically',
      document_sha256: sha,
    })
    expect(signatures[0].user_agent).toContain('HttpBrowser')
    expect(signatures[0].ip).toBeTruthy()
    expect((await signup(signupId)).signed_document_url).toMatch(/^signed-\d{13}$/)

    const [a, b] = await Promise.all([proceedToPayment(browser, signupId), proceedToPayment(browser, signupId)])
    expect(a.checkoutUrl).toBeTruthy()
    expect(b.checkoutUrl).toBe(a.checkoutUrl)
    expect(stack.stripe.sessionFor(signupId)).toHaveLength(1)
    const sessionId = a.checkoutUrl!.split('/pay/')[1]
    stack.stripe.pay(sessionId)
    await browser.get(stack.stripe.successUrl(sessionId))
    await waitUntil(async () => (await signup(signupId)).payment_status === 'paid', 20_000, 'paid')
    // Paid: 'Proceed to Payment' leads to the completed purchase, not to a second checkout.
    const second = await proceedToPayment(browser, signupId)
    expect(second.checkoutUrl).toBeNull()
    expect(visibleText(second.page.html)).toContain('Process Complete')
    expect(stack.stripe.sessionFor(signupId)).toHaveLength(1)
  })

  test('a letter that cannot be loaded says Error Loading Document and offers no signing', async () => {
    const browser = new HttpBrowser(stack.web.url)
    const created = await browser.post(
      '/growth-score?index',
      { intent: 'details', name: 'Lost Letter', email: 'lost@client.example', company: 'Nowhere Co', phone: '305-555-0188' },
      false,
    )
    const signupId = new URL(created.location!).searchParams.get('signup_id')!
    await stack.db.updateTable('signups').set({ letter_version: 'engagement-letter/withdrawn' }).where('id', '=', signupId).execute()
    const text = visibleText((await browser.get(`/growth-score?signup_id=${signupId}`)).html)
    expect(text).toContain('Error Loading Document')
    expect(text).toContain('Could not load the engagement letter. Please try again.')
    expect(text).not.toContain('I Agree and Sign')
  })

  test('Stripe down at Proceed to Payment: Payment Failed, and the place is freed', async () => {
    const browser = new HttpBrowser(stack.web.url)
    const signupId = await signUpAndSign(browser, 'outage@client.example')
    const before = await placesHeld()
    stack.stripe.setDown(true)
    try {
      const { checkoutUrl, page } = await proceedToPayment(browser, signupId)
      expect(checkoutUrl).toBeNull()
      const text = visibleText(page.html)
      expect(text).toContain('Payment Failed')
      expect(text).toContain('Please try again or contact support.')
      expect(text).toContain('Proceed to Payment')
    } finally {
      stack.stripe.setDown(false)
    }
    expect(await placesHeld()).toEqual(before)
    const hold = await stack.db.selectFrom('capacity_reservations').selectAll().where('signup_id', '=', signupId).executeTakeFirstOrThrow()
    expect(hold.released_at).not.toBeNull()
  })

  test('worker stopped during payment: the buyer sees the confirming state, and everything completes when it returns', async () => {
    const browser = new HttpBrowser(stack.web.url)
    const email = 'patience@client.example'
    const signupId = await signUpAndSign(browser, email)
    const { checkoutUrl } = await proceedToPayment(browser, signupId)
    const sessionId = checkoutUrl!.split('/pay/')[1]
    await stack.stopWorker()
    try {
      stack.stripe.pay(sessionId)
      expect((await stack.stripe.sendWebhook('checkout.session.completed', sessionId)).status).toBe(200)
      for (let i = 0; i < 3; i++) {
        const page = await browser.get(stack.stripe.successUrl(sessionId))
        const text = visibleText(page.html)
        expect(text).toContain('Confirming your payment…')
        expect(page.html).toMatch(/<noscript><meta http-equiv="refresh" content="\d+"\/?><\/noscript>/)
        await new Promise((r) => setTimeout(r, 500))
      }
      expect((await signup(signupId)).payment_status).toBe('pending')
    } finally {
      await stack.startWorker()
    }
    const done = await waitUntil(
      async () => {
        const page = await browser.get(stack.stripe.successUrl(sessionId))
        return visibleText(page.html).includes('Process Complete') ? page : null
      },
      30_000,
      'paid after the worker returned',
    )
    expect(visibleText(done.html)).toContain('Payment Successful!')
    await stack.smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Your Growth Score is confirmed'), 30_000)
  })

  test('a new checkout first closes the old one: an old session left open cannot be paid, and a paid one opens no second', async () => {
    const browser = new HttpBrowser(stack.web.url)
    const signupId = await signUpAndSign(browser, 'two-tabs@client.example')
    await stack.stopWorker()
    let oldId: string, newId: string
    try {
      oldId = (await proceedToPayment(browser, signupId)).checkoutUrl!.split('/pay/')[1]
      // Stripe is out of reach when the buyer cancels: the place is freed, the session stays open there.
      stack.stripe.setDown(true)
      try {
        expect(visibleText((await browser.get(stack.stripe.sessions.get(oldId)!.cancel_url)).html)).toContain('Payment Cancelled')
      } finally {
        stack.stripe.setDown(false)
      }
      expect(stack.stripe.sessions.get(oldId)!.status).toBe('open')
      // With the worker away, nothing else closes it; the next 'Proceed to Payment' does, before opening another.
      newId = (await proceedToPayment(browser, signupId)).checkoutUrl!.split('/pay/')[1]
      expect(newId).not.toBe(oldId)
      expect(stack.stripe.sessions.get(oldId)!.status).toBe('expired')
      expect(stack.stripe.pay(oldId)).toBe(false)
      const holds = await stack.db.selectFrom('capacity_reservations').selectAll().where('signup_id', '=', signupId).execute()
      expect(holds).toHaveLength(1)
      expect(holds[0]).toMatchObject({ checkout_session_id: newId, released_at: null })

      // Paid in the new session, but the buyer closed the tab before coming back: pressing again
      // opens no second checkout and shows the payment being confirmed.
      expect(stack.stripe.pay(newId)).toBe(true)
      const again = await proceedToPayment(browser, signupId)
      expect(again.checkoutUrl).toBeNull()
      expect(visibleText(again.page.html)).toContain('Confirming your payment…')
      expect(stack.stripe.sessionFor(signupId)).toHaveLength(2)
    } finally {
      await stack.startWorker()
    }
    await waitUntil(async () => (await signup(signupId)).payment_status === 'paid', 30_000, 'paid via the new session')
    expect((await signup(signupId)).checkout_session_id).toBe(newId!)
  })

  test('an expired session (checkout.session.expired) frees the place', async () => {
    const browser = new HttpBrowser(stack.web.url)
    const signupId = await signUpAndSign(browser, 'abandon@client.example')
    const before = await placesHeld()
    const { checkoutUrl } = await proceedToPayment(browser, signupId)
    const sessionId = checkoutUrl!.split('/pay/')[1]
    expect((await placesHeld()).held).toBe(before.held + 1)
    stack.stripe.expire(sessionId)
    expect((await stack.stripe.sendWebhook('checkout.session.expired', sessionId)).status).toBe(200)
    await waitUntil(async () => (await placesHeld()).held === before.held, 15_000, 'place freed')
  })
})
