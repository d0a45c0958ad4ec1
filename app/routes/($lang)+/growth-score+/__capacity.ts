// How the Growth Score's monthly limit is told on the sales page and in step 1 (places: models/capacity.server).
import * as purchase from '~/locales/purchase'
import { type Copies, ENGLISH, fill } from '~/utils/i18n'
import type { Capacity } from './__flow.server'

const word = (copies: Copies, count: number) => copies.of(purchase).capacity.numberWords[count] ?? String(count)

/** "Five engagements a month": the firm's limit, stated as a policy rather than as a count of what is left. */
export function capacityPolicy(capacity: number, copies: Copies = ENGLISH) {
  return fill(copies.of(purchase).capacity.policy, { count: word(copies, capacity) })
}

/**
 * What the month looks like, told honestly without advertising an empty calendar: a count only when
 * few places remain, the waitlist when none do, otherwise why the limit exists.
 */
export function capacityStatus(capacity: Capacity, copies: Copies = ENGLISH) {
  const t = copies.of(purchase).capacity
  if (capacity.full) return fill(t.full, { month: capacity.monthLabel })
  if (capacity.left <= 2) {
    return fill(capacity.left === 1 ? t.leftOne : t.leftMany, { count: word(copies, capacity.left), month: capacity.monthLabel })
  }
  return t.personal
}
