// Calendar arithmetic of a membership: whole months of membership, when the exit discount applies, and
// when the next quarterly planning session is due. Pure, so the portal and the tests agree.
import { CIRCLE_EXIT_DISCOUNT_MONTHS, CIRCLE_PLANNING_INTERVAL_MONTHS } from '~/content/circle'

/** The same day of the month, n months on (clamped to the month's last day: Jan 31 + 1 = Feb 28/29). */
export function addMonths(from: Date, n: number) {
  const y = from.getUTCFullYear()
  const m = from.getUTCMonth() + n
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate()
  return new Date(Date.UTC(y, m, Math.min(from.getUTCDate(), lastDay), from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds()))
}

/** Whole months from the start to `at` (0 during the first month). */
export function monthsOfMembership(startedAt: Date, at: Date) {
  let months = (at.getUTCFullYear() - startedAt.getUTCFullYear()) * 12 + (at.getUTCMonth() - startedAt.getUTCMonth())
  if (addMonths(startedAt, months) > at) months -= 1
  return Math.max(0, months)
}

export function exitDiscountFrom(startedAt: Date) {
  return addMonths(startedAt, CIRCLE_EXIT_DISCOUNT_MONTHS)
}

/** The first session is due in the first quarter's first month, then one each quarter after the start. */
export function nextPlanningDue(startedAt: Date, at: Date) {
  const done = Math.floor(monthsOfMembership(startedAt, at) / CIRCLE_PLANNING_INTERVAL_MONTHS)
  return addMonths(startedAt, (done + 1) * CIRCLE_PLANNING_INTERVAL_MONTHS)
}
