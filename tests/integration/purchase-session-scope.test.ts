// Issue 27, after payment: the browser that paid is signed in to its purchase, and to nothing else until
// the address is proven. Played against the built web process, the real worker and the fake Stripe, as
// a buyer with someone else's address would try it (the takeover fixes of issue 14 must keep holding).
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
  // The signed letter's 'Continue to payment' email waits 4 s here instead of an hour.
  stack = await startPurchaseStack({ capacity: 20, env: { PAYMENT_NUDGE_DELAY_MS: '4000' } })
}, 120_000)

afterAll(async () => {
  await stack?.stop()
})

/** Pays the signup's checkout at the fake provider and waits for its account. */
async function payAndProvision(browser: HttpBrowser, signupId: string) {
  const { checkoutUrl } = await proceedToPayment(browser, signupId)
  const sessionId = checkoutUrl!.split('/pay/')[1]
  stack.stripe.pay(sessionId)
  await browser.get(stack.stripe.successUrl(sessionId))
  const row = await waitUntil(
    () => stack.db.selectFrom('signups').select(['user_id']).where('id', '=', signupId).where('user_id', 'is not', null).executeTakeFirst(),
    30_000,
    'the portal provisioned',
  )
  return row.user_id!
}

const scopedSessions = (signupId: string) =>
  stack.db.selectFrom('sessions').select(['id', 'user_id']).where('scope_signup_id', '=', signupId).execute()

describe('the paying browser before the address is proven', () => {
  test('sees its purchase, and neither a later purchase nor anything else under the same address', async () => {
    const email = 'someone.else@client.example'
    // The first buyer typed an address that is not theirs.
    const payer = new HttpBrowser(stack.web.url, { from: '127.0.0.31' })
    const first = await signUpAndSign(payer, email, 'Mallory Payer')
    const userId = await payAndProvision(payer, first)

    const complete = await payer.get(`/growth-score/complete?signup_id=${first}`)
    expect(visibleText(complete.html)).toContain('Process Complete')
    expect(await scopedSessions(first)).toEqual([{ id: expect.any(String), user_id: userId }])
    expect(payer.cookies.has('en_session')).toBe(true)

    // 'Go to the client portal' and /dashboard both lead to the purchase's page, signed in.
    const portal = await payer.get(`/growth-score/portal?signup_id=${first}`)
    expect(new URL(portal.url).pathname).toBe('/growth-score/portal')
    expect(visibleText(portal.html)).toContain('Your Growth Score, Mallory')
    expect(visibleText(portal.html)).toContain('this browser shows this purchase only')
    const dashboard = await payer.get('/dashboard', false)
    expect(dashboard.status).toBe(302)
    expect(dashboard.location).toContain(`/growth-score/portal?signup_id=${first}`)
    // From the Spanish portal, the purchase's page in Spanish.
    const spanish = await payer.get('/es/dashboard', false)
    expect(spanish.status).toBe(302)
    const there = new URL(spanish.location!, stack.web.url)
    expect(there.pathname + there.search).toBe(`/es/growth-score/portal?signup_id=${first}`)

    // The address's owner buys later from their own browser: the same account.
    const owner = new HttpBrowser(stack.web.url, { from: '127.0.0.32' })
    const second = await signUpAndSign(owner, email, 'Olivia Owner')
    expect(await payAndProvision(owner, second)).toBe(userId)

    // Nothing of the second purchase reaches the first browser.
    for (const path of [
      `/growth-score/portal?signup_id=${second}`,
      `/growth-score/complete?signup_id=${second}`,
      `/growth-score/document?signup_id=${second}&purpose=engagement-letter`,
    ]) {
      const page = await payer.get(path, false)
      expect(page.status, path).toBe(302)
      expect(page.location, path).toContain('/growth-score/restart')
    }
    const again = visibleText((await payer.get(`/growth-score/portal?signup_id=${first}`)).html)
    expect(again).not.toContain('Olivia')
    // Nor any page of the portal, a document, the Circle or the admin panel: each sends it to its purchase.
    for (const path of [
      '/dashboard',
      '/dashboard/documents',
      '/dashboard/documents/any-document-id',
      '/dashboard/templates',
      '/internal-admin',
      '/dashboard/apex-circle',
    ]) {
      const page = await payer.get(path)
      expect(new URL(page.url).pathname + new URL(page.url).search, path).toBe(`/growth-score/portal?signup_id=${first}`)
      expect(visibleText(page.html), path).not.toContain('Olivia')
    }
    // The owner's own browser is signed in to their purchase only (until they prove the address).
    const own = visibleText((await owner.get(`/growth-score/portal?signup_id=${second}`)).html)
    expect(own).toContain('Your Growth Score, Olivia')
    expect(own).not.toContain('Mallory')
    expect((await scopedSessions(second)).length).toBe(1)
  }, 120_000)

  test('an emailed link opens the purchase in another browser but signs nobody in', async () => {
    const payer = new HttpBrowser(stack.web.url, { from: '127.0.0.33' })
    const signupId = await signUpAndSign(payer, 'link.holder@client.example', 'Linus Holder')
    await payAndProvision(payer, signupId)
    const { signupLinkToken } = await import('~/models/signup-access.server')
    const other = new HttpBrowser(stack.web.url, { from: '127.0.0.34' })
    const page = await other.get(`/growth-score/complete?signup_id=${signupId}&access=${signupLinkToken(signupId)}`)
    expect(visibleText(page.html)).toContain('Process Complete')
    await other.get(`/growth-score/portal?signup_id=${signupId}`)
    expect(other.cookies.has('en_session')).toBe(false)
    expect(await scopedSessions(signupId)).toHaveLength(0)
  }, 120_000)

  test('setting the password through the emailed link ends the purchase session', async () => {
    const payer = new HttpBrowser(stack.web.url, { from: '127.0.0.35' })
    const signupId = await signUpAndSign(payer, 'proves.later@client.example', 'Pat Prover')
    const userId = await payAndProvision(payer, signupId)
    await payer.get(`/growth-score/portal?signup_id=${signupId}`)
    expect(await scopedSessions(signupId)).toHaveLength(1)
    const { setPasswordWithToken } = await import('~/models/accounts.server')
    const { createPasswordToken } = await import('~/models/password-tokens.server')
    const token = await createPasswordToken(userId, 'set-password')
    expect(await setPasswordWithToken(token, 'a long and careful passphrase')).toMatchObject({ ok: true })
    expect(await scopedSessions(signupId)).toHaveLength(0)
    const dashboard = await payer.get('/dashboard', false)
    expect(dashboard.location).toContain('/auth')
  }, 120_000)
})

describe('after signing', () => {
  test('a buyer who has not paid when the delay is over gets the signed letter once, with Continue to payment', async () => {
    const email = 'not.paid.yet@client.example'
    const browser = new HttpBrowser(stack.web.url, { from: '127.0.0.36' })
    const signupId = await signUpAndSign(browser, email, 'Una Paid')
    const sentAt = Date.now()
    const letter = await stack.smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Your signed engagement letter'), 30_000)
    expect(Date.now() - sentAt).toBeGreaterThan(3000)
    expect(letter.raw).toContain('application/pdf')
    expect(letter.text).toMatch(/Continue to payment: \S+\/growth-score\?signup_id=/)
    // Paying afterwards: the confirmation does not attach the letter a second time.
    await payAndProvision(browser, signupId)
    const confirmation = await stack.smtp.waitFor(
      (m) => m.to.includes(email) && m.subject.startsWith('Your Growth Score is confirmed'),
      30_000,
    )
    expect(confirmation.raw).not.toContain('application/pdf')
    expect(confirmation.text).toContain('Your signed engagement letter came with our earlier email')
    expect(stack.smtp.messages.filter((m) => m.to.includes(email) && m.raw.includes('application/pdf'))).toHaveLength(1)
  }, 120_000)

  test('the firm hears of the payment at once, and the lead becomes a client', async () => {
    const email = 'paid.quickly@client.example'
    const browser = new HttpBrowser(stack.web.url, { from: '127.0.0.37' })
    const signupId = await signUpAndSign(browser, email, 'Quinn Quick')
    await payAndProvision(browser, signupId)
    const notice = await stack.smtp.waitFor((m) => m.subject.startsWith('Paid: Quinn Quick, '), 30_000)
    expect(notice.subject).toMatch(/^Paid: Quinn Quick, .+, \$4,000, analysis due by \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M Eastern$/)
    const lead = await stack.db.selectFrom('leads').select(['client_at']).where('signup_id', '=', signupId).executeTakeFirstOrThrow()
    expect(lead.client_at).toBeTruthy()
  }, 120_000)
})
