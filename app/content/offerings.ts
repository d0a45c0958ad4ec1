// The firm's four offerings and the numbers that carry them (spec sections 1 and 9).
// The audit is "40+ points" everywhere: the spec's info page said 50+, its sales page 40+; we use
// the sales page's figure so that no two pages disagree.
// Their copy, in both languages, is app/locales/offers.ts; prices are written with formatDollars.
import * as offers from '~/locales/offers'
import { ENGLISH, fill, formatDollars, useCopies, type Copies } from '~/utils/i18n'

export const AUDIT_POINTS = '40+'
export const MONTHLY_CAPACITY = 5

/** Fees and values in whole dollars. */
export const FEES = {
  growthScore: 4000,
  /** The Growth Score's value at hourly rates: "$15,000+". */
  growthScoreValue: 15000,
  /** Each deliverable of the Growth Score's value stack, in the order of its copy. */
  growthScoreStack: [5000, 3000, 2000, 1500, 2000, 1500],
  traditionalHourlyRate: 1500,
  circle: 2000,
} as const

/** The offerings with their copy in a language and their prices written for it. */
export function offeringsIn(copies: Copies) {
  const t = copies.of(offers)
  const money = (dollars: number) => formatDollars(copies.lang, dollars)
  return {
    traditionalHourlyRate: money(FEES.traditionalHourlyRate),
    growthScore: {
      ...t.growthScore,
      price: money(FEES.growthScore),
      value: `${money(FEES.growthScoreValue)}+`,
      stack: t.growthScore.stack.map((s, i) => ({
        item: fill(s.item, { points: AUDIT_POINTS }),
        value: money(FEES.growthScoreStack[i] ?? 0),
        dollars: FEES.growthScoreStack[i] ?? 0,
        detail: s.detail,
      })),
    },
    circle: { ...t.circle, price: money(FEES.circle) },
    exitSuite: t.exitSuite,
    legacyAccess: t.legacyAccess,
    responseTimes: t.responseTimes,
  }
}

/** The offerings in the page's language. */
export function useOfferings() {
  return offeringsIn(useCopies())
}

// The English names pages not yet in both languages read.
const english = offeringsIn(ENGLISH)
export const TRADITIONAL_HOURLY_RATE = english.traditionalHourlyRate
export const { growthScore, circle, exitSuite, legacyAccess, responseTimes } = english
