// The firm's post-purchase promises (spec section 9) as dates for one client: analysis begins within
// 24 hours of payment; the report arrives 5–7 business days after it. Dates are the firm's (New York).

import { INTL_LOCALE, type Lang } from '~/utils/i18n'

export const FIRM_TIME_ZONE = 'America/New_York'
export const ANALYSIS_WITHIN_HOURS = 24
export const REPORT_BUSINESS_DAYS = { from: 5, to: 7 } as const

/** The calendar date (year, month, day) an instant falls on in the firm's time zone. */
function firmDate(instant: Date) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: FIRM_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(instant)
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return new Date(Date.UTC(get('year'), get('month') - 1, get('day'), 12))
}

/** Adds business days (Monday to Friday) to a calendar date, counting from the day after. */
export function addBusinessDays(date: Date, days: number) {
  const result = new Date(date)
  let added = 0
  while (added < days) {
    result.setUTCDate(result.getUTCDate() + 1)
    const weekday = result.getUTCDay()
    if (weekday !== 0 && weekday !== 6) added++
  }
  return result
}

// One set of formats per language: English exactly as before ("Tue, Mar 3, 2026"), Spanish as es-US
// writes the same parts ("mar, 3 mar 2026").
function formats(lang: Lang) {
  const locale = INTL_LOCALE[lang]
  return {
    day: new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }),
    shortDay: new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }),
    moment: new Intl.DateTimeFormat(locale, {
      timeZone: FIRM_TIME_ZONE,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }),
    plainDate: new Intl.DateTimeFormat(locale, { timeZone: FIRM_TIME_ZONE, month: 'short', day: 'numeric', year: 'numeric' }),
  }
}
const FORMATS = { en: formats('en'), es: formats('es') }

/** "Mar 3, 2026" in the firm's time zone ("3 mar 2026" in Spanish). */
export function formatFirmDate(iso: string, lang: Lang = 'en') {
  return FORMATS[lang].plainDate.format(new Date(iso))
}

function isoDay(date: Date) {
  return date.toISOString().slice(0, 10)
}

export function clientPromises(paidAtIso: string, lang: Lang = 'en') {
  const f = FORMATS[lang]
  const paidAt = new Date(paidAtIso)
  const analysisBy = new Date(paidAt.getTime() + ANALYSIS_WITHIN_HOURS * 3600_000)
  const paidDay = firmDate(paidAt)
  const reportFrom = addBusinessDays(paidDay, REPORT_BUSINESS_DAYS.from)
  const reportTo = addBusinessDays(paidDay, REPORT_BUSINESS_DAYS.to)
  return {
    paidOn: formatFirmDate(paidAtIso, lang),
    analysisBy: { iso: analysisBy.toISOString(), label: f.moment.format(analysisBy) },
    reportFrom: { iso: isoDay(reportFrom), label: f.shortDay.format(reportFrom) },
    reportTo: { iso: isoDay(reportTo), label: f.day.format(reportTo) },
  }
}
