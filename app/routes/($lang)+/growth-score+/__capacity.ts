// How the Growth Score's monthly limit is told on the sales page and in step 1 (places: models/capacity.server).
import type { Capacity } from './__flow.server'

const numberWords = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten']

/** "Five engagements a month": the firm's limit, stated as a policy rather than as a count of what is left. */
export function capacityPolicy(capacity: number) {
  return `${numberWords[capacity] ?? capacity} Growth Score engagements a month.`
}

/**
 * What the month looks like, told honestly without advertising an empty calendar: a count only when
 * few places remain, the waitlist when none do, otherwise why the limit exists.
 */
export function capacityStatus(capacity: Capacity) {
  if (capacity.full) return `${capacity.monthLabel} is full; the waitlist is open.`
  if (capacity.left <= 2) return `${numberWords[capacity.left]} ${capacity.left === 1 ? 'place' : 'places'} left in ${capacity.monthLabel}.`
  return 'Each one is led by the managing attorney personally.'
}
