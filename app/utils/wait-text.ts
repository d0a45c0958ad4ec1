// How long to wait, as the sign-in and password messages say it: "5 minutes", "1 hour", in a language.
import * as auth from '~/locales/auth'
import { fill, type Copies } from '~/utils/i18n'

/** Whole minutes (at least 1); with `hours`, whole hours past 90 minutes. */
export function waitText(copies: Copies, seconds: number, { hours = false } = {}) {
  const units = copies.of(auth).units
  if (hours && seconds > 90 * 60) {
    const n = Math.ceil(seconds / 3600)
    return fill(n === 1 ? units.hour : units.hours, { n })
  }
  const n = Math.max(1, Math.ceil(seconds / 60))
  return fill(n === 1 ? units.minute : units.minutes, { n })
}
