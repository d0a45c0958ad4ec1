// The spec's purchase URLs on /growth-score keep working: each one leads to the step route that now
// answers it, an emailed link's access token goes along, and anything else restarts the flow.
import { describe, expect, test } from 'vitest'
import { legacyTarget, stepFor } from '~/routes/($lang)+/growth-score+/__flow.server'

const target = (search: string) => legacyTarget(new URL(`http://site.example/growth-score${search}`))

describe('the spec URLs as redirects', () => {
  test.each([
    ['?payment=success&session_id=cs_1&signup_id=S', '/growth-score/confirming?signup_id=S&session_id=cs_1'],
    ['?payment=cancelled&signup_id=S', '/growth-score/payment?signup_id=S&checkout=cancelled'],
    ['?document=signed&signup_id=S', '/growth-score/payment?signup_id=S&notice=document-signed'],
    ['?step=sign&signup_id=S', '/growth-score/sign?signup_id=S'],
    ['?step=sign&signup_id=S&event=decline', '/growth-score/sign?signup_id=S&event=decline'],
    ['?step=details&signup_id=S', '/growth-score/details?signup_id=S'],
    ['?step=preparing&signup_id=S', '/growth-score/preparing?signup_id=S'],
    ['?signup_id=S', '/growth-score/letter?signup_id=S'],
    ['?signup_id=S&access=T', '/growth-score/letter?signup_id=S&access=T'],
    ['?payment=success&session_id=cs_1&signup_id=S&access=T', '/growth-score/confirming?signup_id=S&session_id=cs_1&access=T'],
  ])('%s → %s', (search, expected) => {
    expect(target(search)).toBe(expected)
  })

  test.each([
    '?payment=success',
    '?payment=success&signup_id=S',
    '?payment=refunded&signup_id=S',
    '?document=draft&signup_id=S',
    '?step=pay&signup_id=S',
    '?document=signed',
    '?session_id=cs_1&signup_id=S',
  ])('%s restarts the flow', (search) => {
    expect(target(search)).toBe('/growth-score/restart')
  })

  test('the plain page, and step=details without a signup, are the sales page', () => {
    expect(target('')).toBeNull()
    expect(target('?step=details')).toBeNull()
  })
})

describe('the step a state leads to', () => {
  test.each([
    ['details', 'letter'],
    ['letter_preparing', 'letter'],
    ['letter_failed', 'letter'],
    ['awaiting_signature', 'letter'],
    ['signed', 'payment'],
    ['checkout_open', 'payment'],
    ['paid', 'complete'],
    ['complete', 'complete'],
  ] as const)('%s → %s', (state, step) => {
    expect(stepFor({ state })).toBe(step)
  })
})
