// The payment decisions verify-payment acts on: what a Checkout Session's state, amount and place mean
// for the signup (decideCheckout; verifyCheckout applies the decision).
import { GROWTH_SCORE_CURRENCY, GROWTH_SCORE_PRICE_CENTS } from '~/content/engagement-letter'
import { decideCheckout } from './signup-payment.server'

const paid = { status: 'complete', paymentStatus: 'paid', amountTotal: GROWTH_SCORE_PRICE_CENTS, currency: GROWTH_SCORE_CURRENCY } as const
const holdingCurrent = { current: true, paid: false, holding: true }

describe('a completed session', () => {
  test('paid exactly the price: the signup is marked paid, whichever session of the signup it is', () => {
    expect(decideCheckout(paid, holdingCurrent)).toBe('mark-paid')
    expect(decideCheckout(paid, { current: false, paid: false, holding: false })).toBe('mark-paid')
    // A second paid session of a paid signup still goes to markPaid, which records it for a refund.
    expect(decideCheckout(paid, { current: false, paid: true, holding: false })).toBe('mark-paid')
  })

  test('needing no payment counts as paid; the currency is compared without case', () => {
    expect(decideCheckout({ ...paid, paymentStatus: 'no_payment_required' }, holdingCurrent)).toBe('mark-paid')
    expect(decideCheckout({ ...paid, currency: GROWTH_SCORE_CURRENCY.toUpperCase() }, holdingCurrent)).toBe('mark-paid')
  })

  test('any other amount or currency is never marked paid', () => {
    expect(decideCheckout({ ...paid, amountTotal: GROWTH_SCORE_PRICE_CENTS - 1 }, holdingCurrent)).toBe('wrong-amount')
    expect(decideCheckout({ ...paid, amountTotal: GROWTH_SCORE_PRICE_CENTS * 2 }, holdingCurrent)).toBe('wrong-amount')
    expect(decideCheckout({ ...paid, amountTotal: null }, holdingCurrent)).toBe('wrong-amount')
    expect(decideCheckout({ ...paid, currency: 'eur' }, holdingCurrent)).toBe('wrong-amount')
    expect(decideCheckout({ ...paid, currency: null }, holdingCurrent)).toBe('wrong-amount')
  })

  test('complete but unpaid: an asynchronous payment still settling, nothing is done', () => {
    expect(decideCheckout({ ...paid, paymentStatus: 'unpaid' }, holdingCurrent)).toBe('settling')
  })
})

test('an expired session releases its hold, whatever else is true', () => {
  const expired = { ...paid, status: 'expired', paymentStatus: 'unpaid' } as const
  expect(decideCheckout(expired, holdingCurrent)).toBe('expired')
  expect(decideCheckout(expired, { current: false, paid: true, holding: false })).toBe('expired')
})

describe('an open session', () => {
  const open = { ...paid, status: 'open', paymentStatus: 'unpaid' } as const

  test("the signup's current session, still holding its place: the buyer is told it is unpaid", () => {
    expect(decideCheckout(open, holdingCurrent)).toBe('unpaid')
  })

  test('replaced by a newer session, its place released, or the signup paid already: closed at the provider', () => {
    expect(decideCheckout(open, { ...holdingCurrent, current: false })).toBe('close-at-provider')
    expect(decideCheckout(open, { ...holdingCurrent, holding: false })).toBe('close-at-provider')
    expect(decideCheckout(open, { ...holdingCurrent, paid: true })).toBe('close-at-provider')
  })
})
