// What every email template is: a function of the database and the job's parameters (ids only) that
// returns a rendered letter. The template files (accounts, intake, purchase) import this; the registry
// (templates.server.ts) imports them, never the reverse.
import { UnrecoverableError } from 'bullmq'
import type { emailTemplateNames } from '~/jobs/definitions'
import type { Db } from '~/utils/db.server'
import type { RenderedEmail } from './layout.server'
import { formatLongDate, type Lang } from '~/utils/i18n'
import { serverT } from '~/utils/i18n.server'
import { longDate } from '~/utils/misc'

export type TemplateName = (typeof emailTemplateNames)[number]

export type Template = (db: Db, params: Record<string, string>) => Promise<RenderedEmail>

/** A parameter the template cannot do without: a job without it can never succeed, so it is not retried. */
export function param(params: Record<string, string>, key: string) {
  const value = params[key]
  if (!value) throw new UnrecoverableError(`Email parameter ${key} is missing`)
  return value
}

// Built once: constructing an Intl formatter (time zone data, locale) costs far more than using one.
const easternTime = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', dateStyle: 'medium', timeStyle: 'short' })

/** When something reached the firm, as its notices to itself write it: "Mar 6, 2026, 10:30 PM (Eastern)". */
export function easternDateTime(iso: string) {
  return `${easternTime.format(new Date(iso))} (Eastern)`
}

const easternClock: Record<Lang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', minute: '2-digit' }),
  es: new Intl.DateTimeFormat('es-US', { timeZone: 'America/New_York', hour: 'numeric', minute: '2-digit' }),
}

/**
 * A moment as a client's email writes it, always with its zone: "November 24, 2026 at 2:56 PM Eastern",
 * "24 de noviembre de 2026 a las 2:56 p.m. (hora del Este)" ("a la 1:05 p.m." at one o'clock).
 */
export function easternMoment(iso: string, lang: Lang = 'en') {
  const at = new Date(iso)
  const time = easternClock[lang].format(at)
  const date = lang === 'en' ? (longDate(at) ?? '') : formatLongDate(lang, at)
  return serverT(lang, 'accountEmails')(/^1:/.test(time) ? 'moment.atOne' : 'moment.at', { date, time })
}
