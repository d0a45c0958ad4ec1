// Business days in the firm's time zone: Monday to Friday, less US federal holidays as observed (a
// Saturday holiday is kept on the Friday before, a Sunday one on the Monday after). The holidays come
// from @18f/us-federal-holidays, kept by the US government's 18F team, not from a list of our own.
import { isAHoliday } from '@18f/us-federal-holidays'
import { FIRM_TIME_ZONE, localParts, type LocalTime } from './capacity.server'

/** The UTC instant of a wall-clock time in a time zone (two passes settle a daylight-saving change). */
function fromLocal(t: LocalTime, timeZone: string) {
  const wall = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second, t.ms)
  const offset = (at: number) => {
    const p = localParts(new Date(at), timeZone)
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second, p.ms) - at
  }
  let utc = wall - offset(wall)
  utc = wall - offset(utc)
  return new Date(utc)
}

/** Whether a calendar date (year, month 1–12, day) is a business day. */
export function isBusinessDay(year: number, month: number, day: number) {
  const date = new Date(Date.UTC(year, month - 1, day))
  const weekday = date.getUTCDay()
  if (weekday === 0 || weekday === 6) return false
  return !isAHoliday(date, { utc: true })
}

/**
 * The same wall-clock time `count` business days after `from`, in the firm's time zone: Friday 10:00
 * plus one business day is Monday 10:00, or Tuesday 10:00 when that Monday is a federal holiday.
 */
export function addBusinessDays(from: Date, count: number, timeZone = FIRM_TIME_ZONE) {
  const local = localParts(from, timeZone)
  const cursor = new Date(Date.UTC(local.year, local.month - 1, local.day))
  let left = count
  while (left > 0) {
    cursor.setUTCDate(cursor.getUTCDate() + 1)
    if (isBusinessDay(cursor.getUTCFullYear(), cursor.getUTCMonth() + 1, cursor.getUTCDate())) left--
  }
  return fromLocal({ ...local, year: cursor.getUTCFullYear(), month: cursor.getUTCMonth() + 1, day: cursor.getUTCDate() }, timeZone)
}
