// The firm's post-purchase promises (spec section 9) as dates for one client: analysis begins within
// 24 hours of payment; the report arrives 5–7 business days after it. Dates are the firm's (New York).

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

const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' })
const shortDayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' })
const momentFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: FIRM_TIME_ZONE,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
})
const plainDate = new Intl.DateTimeFormat('en-US', { timeZone: FIRM_TIME_ZONE, month: 'short', day: 'numeric', year: 'numeric' })

/** "Mar 3, 2026" in the firm's time zone. */
export function formatFirmDate(iso: string) {
  return plainDate.format(new Date(iso))
}

function isoDay(date: Date) {
  return date.toISOString().slice(0, 10)
}

export function clientPromises(paidAtIso: string) {
  const paidAt = new Date(paidAtIso)
  const analysisBy = new Date(paidAt.getTime() + ANALYSIS_WITHIN_HOURS * 3600_000)
  const paidDay = firmDate(paidAt)
  const reportFrom = addBusinessDays(paidDay, REPORT_BUSINESS_DAYS.from)
  const reportTo = addBusinessDays(paidDay, REPORT_BUSINESS_DAYS.to)
  return {
    paidOn: formatFirmDate(paidAtIso),
    analysisBy: { iso: analysisBy.toISOString(), label: momentFormat.format(analysisBy) },
    reportFrom: { iso: isoDay(reportFrom), label: shortDayFormat.format(reportFrom) },
    reportTo: { iso: isoDay(reportTo), label: dayFormat.format(reportTo) },
  }
}
