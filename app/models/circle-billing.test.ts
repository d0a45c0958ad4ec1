// The Circle's billing as a member sees it, against a fresh SQLite file in sandbox mode (no Stripe key):
// the first payment's receipt (invoice, card, next billing date a calendar month on), the sandbox customer
// portal's changes going through the same event path as Stripe's webhooks (a failed renewal makes the
// membership past due and tells member and firm; a new card pays it), one open checkout per membership,
// and the portal's rule of what a client sees.
import { afterAll, describe, expect, test } from 'vitest'
import { useFreshDatabase } from '../../tests/support/app-process'

useFreshDatabase()
const { migrate } = await import('~/utils/migrate.server')
const dbModule = await import('~/utils/db.server')
migrate(dbModule.getSqlite())
const db = dbModule.getDb()
const memberships = await import('./memberships.server')
const checkout = await import('./membership-checkout.server')
const { portalAccessOf } = await import('./portal-home.server')
const { addMonths } = await import('./membership-dates')
const { SandboxCardSchema, passesLuhn } = await import('~/schemas/circle')

afterAll(async () => {
  const { producerRedis } = await import('~/utils/redis.server')
  producerRedis().disconnect()
})

async function signedMembership() {
  const id = dbModule.createId()
  const at = dbModule.now()
  await db
    .insertInto('circle_memberships')
    .values({
      id,
      source: 'client',
      email: `${id}@member.example`,
      name: 'Mia Member',
      terms_signed_at: at,
      created_at: at,
      updated_at: at,
    })
    .execute()
  return id
}

async function paidMembership() {
  const id = await signedMembership()
  const result = await checkout.startMembershipCheckout(id)
  expect(result.kind).toBe('redirect')
  const sessionId = (result as { url: string }).url.split('/circle/checkout/')[1]
  await checkout.completeCircleSandboxPayment(sessionId)
  return (await memberships.getMembership(id))!
}

const outboxFor = (membershipId: string) =>
  db.selectFrom('outbox').select(['kind', 'payload']).where('subject_id', '=', membershipId).execute()

describe('sandbox billing', () => {
  test('a new checkout closes the earlier one: only the latest session can be paid', async () => {
    const id = await signedMembership()
    const first = (await checkout.startMembershipCheckout(id)) as { url: string }
    const second = (await checkout.startMembershipCheckout(id)) as { url: string }
    const sessionOf = (url: string) => url.split('/circle/checkout/')[1]
    const rows = await db.selectFrom('circle_sandbox_sessions').select(['id', 'status']).where('membership_id', '=', id).execute()
    expect(rows.filter((r) => r.status === 'open').map((r) => r.id)).toEqual([sessionOf(second.url)])
    const stale = await checkout.completeCircleSandboxPayment(sessionOf(first.url))
    expect(stale?.status).toBe('expired')
    expect((await memberships.getMembership(id))!.status).toBe('pending')
  })

  test('the first payment: an invoice, the card, and the next billing date a calendar month on', async () => {
    const m = await paidMembership()
    expect(m).toMatchObject({ status: 'active', card_brand: 'visa', card_last4: '4242' })
    const invoices = await memberships.membershipInvoices(m.id)
    expect(invoices).toHaveLength(1)
    expect(invoices[0]).toMatchObject({ status: 'paid', amount_cents: 200_000, currency: 'usd' })
    // Stripe bills on the same day each month: one calendar month on, not 30 days.
    const started = Math.floor(Date.parse(m.started_at!) / 1000) * 1000
    expect(m.current_period_end).toBe(addMonths(new Date(started), 1).toISOString())
    expect(memberships.cardLabel(m.card_brand, m.card_last4)).toBe('Visa ending 4242')
  })

  test('a failed renewal makes the membership past due and tells both; a new card pays it', async () => {
    const m = await paidMembership()
    expect(await checkout.sandboxPortalChange(m, { kind: 'fail-renewal' })).toBe(true)
    const due = (await memberships.getMembership(m.id))!
    expect(due.status).toBe('past_due')
    const notices = (await outboxFor(m.id)).map((o) => JSON.parse(o.payload) as { template: string; params: { notice?: string } })
    expect(
      notices
        .filter((n) => n.params.notice === 'payment-failed')
        .map((n) => n.template)
        .sort(),
    ).toEqual(['circle-firm-notice', 'circle-member-notice'])
    const failed = (await memberships.membershipInvoices(m.id)).find((i) => i.status === 'failed')!
    expect(failed).toBeTruthy()

    await checkout.sandboxPortalChange(due, { kind: 'update-card', ...memberships.cardFromNumber('5555 5555 5555 4444') })
    const paid = (await memberships.getMembership(m.id))!
    expect(paid).toMatchObject({ status: 'active', card_brand: 'mastercard', card_last4: '4444' })
    // The failed invoice is now paid, and the paid period moved on a month.
    expect((await memberships.membershipInvoices(m.id)).find((i) => i.id === failed.id)!.status).toBe('paid')
    expect(Date.parse(paid.current_period_end!)).toBeGreaterThan(Date.parse(due.current_period_end!))
    const after = (await outboxFor(m.id)).map((o) => JSON.parse(o.payload) as { params: { notice?: string } })
    expect(after.filter((n) => n.params.notice === 'payment-recovered')).toHaveLength(2)
  })

  test('cancel at period end keeps access until the paid period ends; resume takes it back', async () => {
    const m = await paidMembership()
    await checkout.sandboxPortalChange(m, { kind: 'cancel' })
    const cancelling = (await memberships.getMembership(m.id))!
    expect(cancelling).toMatchObject({ status: 'active', cancel_at_period_end: 1, current_period_end: m.current_period_end })
    expect(memberships.describeState({ status: cancelling.status, cancelAtPeriodEnd: true })).toBe('Cancelled at period end')
    await checkout.sandboxPortalChange(cancelling, { kind: 'resume' })
    expect((await memberships.getMembership(m.id))!.cancel_at_period_end).toBe(0)
  })
})

describe('pure rules', () => {
  test('the checkout key names the session it replaces, never the time', () => {
    expect(checkout.circleCheckoutKey('m1', null)).toBe('circle-checkout-m1-after-none')
    expect(checkout.circleCheckoutKey('m1', 'cs_1')).toBe('circle-checkout-m1-after-cs_1')
  })

  test('card brands and labels', () => {
    expect(memberships.cardFromNumber('4242 4242 4242 4242')).toEqual({ brand: 'visa', last4: '4242' })
    expect(memberships.cardFromNumber('5555555555554444')).toEqual({ brand: 'mastercard', last4: '4444' })
    expect(memberships.cardFromNumber('378282246310005')).toEqual({ brand: 'amex', last4: '0005' })
    expect(memberships.cardLabel('amex', '0005')).toBe('American Express ending 0005')
    expect(memberships.cardLabel(null, '4242')).toBeNull()
  })

  test('the sandbox card form: Luhn-valid test numbers only, with a message', () => {
    expect(passesLuhn('4242424242424242')).toBe(true)
    expect(passesLuhn('4242424242424241')).toBe(false)
    expect(SandboxCardSchema.safeParse({ card_number: '4242 4242 4242 4242' }).success).toBe(true)
    const wrong = SandboxCardSchema.safeParse({ card_number: '4242 4242 4242 4241' })
    expect(wrong.success).toBe(false)
    expect(wrong.error?.issues[0].message).toBe('That card number is not valid. Try 4242 4242 4242 4242.')
    expect(SandboxCardSchema.safeParse({ card_number: '4242 4242 4242 4242 4242 4242' }).success).toBe(false)
    expect(SandboxCardSchema.safeParse({ card_number: 'abcd' }).success).toBe(false)
  })

  test('what the portal shows: Growth Score for its buyers and for clients who bought nothing yet; the Circle for members', () => {
    const bought = { signup_id: 'su_1', paid_at: null }
    const nothing = { signup_id: null, paid_at: null }
    expect(portalAccessOf(nothing, null)).toEqual({ growthScore: true, circle: null })
    expect(portalAccessOf(bought, null)).toEqual({ growthScore: true, circle: null })
    expect(portalAccessOf(nothing, 'active')).toEqual({ growthScore: false, circle: 'member' })
    expect(portalAccessOf(nothing, 'past_due')).toEqual({ growthScore: false, circle: 'member' })
    expect(portalAccessOf(bought, 'active')).toEqual({ growthScore: true, circle: 'member' })
    expect(portalAccessOf(nothing, 'ended')).toEqual({ growthScore: false, circle: 'ended' })
    // A membership never paid for is not something the client has.
    expect(portalAccessOf(nothing, 'pending')).toEqual({ growthScore: true, circle: null })
  })
})
