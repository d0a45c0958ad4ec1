// The Circle: its price and what it includes, for pages and the server alike. Its membership terms are
// app/content/circle-terms.server.ts.
import * as circleCopy from '~/locales/circle'
import { formatDollars, type Lang } from '~/utils/i18n'

export const CIRCLE_PRICE_CENTS = 200_000
export const CIRCLE_CURRENCY = 'usd'
export const CIRCLE_PRICE_LABEL = '$2,000'
/** The monthly price as written in a language (through Intl): `$2,000` in both. */
export function circlePriceLabel(lang: Lang) {
  return formatDollars(lang, CIRCLE_PRICE_CENTS / 100)
}
/** Deliverables a member may request per calendar month (the firm's time zone). */
export const CIRCLE_MONTHLY_DELIVERABLES = 2
/** Months of membership after which exit representation is discounted. */
export const CIRCLE_EXIT_DISCOUNT_MONTHS = 12
/** Planning sessions: one a quarter, counted from the start of the membership. */
export const CIRCLE_PLANNING_INTERVAL_MONTHS = 3
/** How long an emailed invitation stays usable. */
export const CIRCLE_INVITATION_DAYS = 14

/** What the member and the firm call each state of a deliverable request (Spanish: app/locales/circle.ts). */
export const DELIVERABLE_STATUS_LABELS = circleCopy.en.deliverableStatus

export const CIRCLE_BENEFITS = circleCopy.en.benefits

/** The leads the firm may invite to the Circle: its application and the interest form on /growth-score. */
export function isCircleApplication(formType: string) {
  return formType === 'apex-circle-application' || formType === 'circle-interest'
}
