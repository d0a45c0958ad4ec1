// Acceptance 4: twenty signed buyers press 'Proceed to Payment' at once, through two web processes
// sharing the database, for the last two places of the month. Exactly two reach checkout and pay.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { waitUntil } from '../support/app-process'
import { HttpBrowser, proceedToPayment, startPurchaseStack, visibleText, type PurchaseStack } from '../support/purchase-stack'

let stack: PurchaseStack

beforeAll(async () => {
  stack = await startPurchaseStack({ capacity: 5, webProcesses: 2 })
}, 180_000)

afterAll(async () => {
  await stack?.stop()
})

test('20 buyers race for the last 2 places: exactly 2 can pay', async () => {
  const { createId, now } = await import('~/utils/db.server')
  const { newBrowserKey, bindingCookie } = await import('~/models/signup-access.server')
  const at = now()
  const base = {
    company_name: 'Race Co',
    phone: '305-555-0111',
    created_at: at,
    updated_at: at,
    letter_version: 'engagement-letter/2026-11-v1',
  }

  // Three of the month's five places are already paid for.
  for (let i = 0; i < 3; i++) {
    await stack.db
      .insertInto('signups')
      .values({
        ...base,
        id: createId(),
        name: `Paid ${i}`,
        email: `paid${i}@client.example`,
        state: 'paid',
        payment_status: 'paid',
        paid_at: at,
        amount_cents: 400_000,
        currency: 'usd',
        signed_document_url: `signed-${Date.now()}`,
      })
      .execute()
  }

  // Twenty buyers who have signed, each in their own browser.
  const buyers = await Promise.all(
    Array.from({ length: 20 }, async (_, i) => {
      const id = createId()
      const key = newBrowserKey()
      await stack.db
        .insertInto('signups')
        .values({
          ...base,
          id,
          name: `Racer ${i}`,
          email: `racer${i}@client.example`,
          state: 'signed',
          payment_status: 'pending',
          signed_document_url: `signed-${Date.now()}`,
          envelope_status: 'completed',
          browser_key_hash: key.keyHash,
        })
        .execute()
      const web = stack.webs[i % stack.webs.length]
      const browser = new HttpBrowser(web.url)
      const cookie = (await bindingCookie(new Request(web.url), id, key.key)).split(';')[0]
      const eq = cookie.indexOf('=')
      browser.cookies.set(cookie.slice(0, eq), cookie.slice(eq + 1))
      return { id, browser }
    }),
  )
  // The page before the race offers payment to every one of them.
  expect(visibleText((await buyers[0].browser.get(`/growth-score?signup_id=${buyers[0].id}`)).html)).toContain('Proceed to Payment')

  const results = await Promise.all(buyers.map((b) => proceedToPayment(b.browser, b.id)))
  const winners = buyers.filter((_, i) => results[i].checkoutUrl)
  const losers = results.filter((r) => !r.checkoutUrl)
  expect(winners).toHaveLength(2)
  expect(losers).toHaveLength(18)
  for (const r of losers) expect(visibleText(r.page.html)).toContain('places are taken')
  expect(stack.stripe.sessions.size).toBe(2)

  const { monthUsage } = await import('~/models/capacity.server')
  expect(await monthUsage(5)).toMatchObject({ paid: 3, held: 2, left: 0 })

  for (const w of winners) {
    const [session] = stack.stripe.sessionFor(w.id)
    stack.stripe.pay(session.id)
    // The success URL names APP_URL (one of the web processes); this buyer's browser returns to the one it uses.
    const success = new URL(stack.stripe.successUrl(session.id))
    await w.browser.get(`${success.pathname}${success.search}`)
  }
  await waitUntil(
    async () => {
      const paid = await stack.db.selectFrom('signups').select('id').where('payment_status', '=', 'paid').execute()
      return paid.length === 5
    },
    30_000,
    'both winners paid',
  )
  expect(await monthUsage(5)).toMatchObject({ paid: 5, held: 0, left: 0 })

  // Nobody else can start a payment now, through either process.
  const loser = buyers.find((b) => !winners.includes(b))!
  const late = await proceedToPayment(loser.browser, loser.id)
  expect(late.checkoutUrl).toBeNull()
  expect(stack.stripe.sessions.size).toBe(2)

  // A new visitor finds step 1 saying the month is full, with the waitlist instead of the form.
  const visitor = new HttpBrowser(stack.web.url)
  const step1 = visibleText((await visitor.get('/growth-score')).html)
  expect(step1).toMatch(/\w+ is full We take 5 Growth Score clients a month .* this month’s places are taken/)
  expect(step1).toContain('Join the Waitlist')
  expect(step1).not.toContain('Continue to Engagement Letter')
  const joined = await visitor.post('/growth-score?index', {
    intent: 'waitlist',
    name: 'Patient Founder',
    email: 'waitlist@client.example',
    company: 'Later LLC',
  })
  expect(visibleText(joined.html)).toContain('Join the Waitlist')
  const lead = await stack.db.selectFrom('leads').selectAll().where('email', '=', 'waitlist@client.example').executeTakeFirstOrThrow()
  expect(lead).toMatchObject({ form_type: 'growth-score-waitlist', name: 'Patient Founder', company_name: 'Later LLC' })
  await stack.smtp.waitFor((m) => m.subject.startsWith('Growth Score waitlist: Patient Founder'))
})
