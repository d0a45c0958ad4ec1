// What the intake pages are, apart from their words: each kind of lead's name for the firm, which notice
// each page shows, its form type and path. The words, in English and Spanish, are in app/locales/intake.ts
// (toast wording is the spec's, section 8, verbatim) and the acknowledgement's in app/locales/intake-emails.ts.
import * as intake from '~/locales/intake'
import { fill, type Copies } from '~/utils/i18n'
import type { LeadFormType } from '~/utils/db-schema'
import type { Notice, NoticeType } from '~/utils/notice'

/** Each kind of lead as the firm calls it (its notices, the admin panel): English, the firm's language. */
export const leadForms: Record<LeadFormType, { label: string }> = {
  contact: { label: 'Contact message' },
  'apex-growth-score': { label: 'Growth Score signup' },
  'growth-score-booking': { label: 'Growth Score strategy session booking' },
  'apex-circle-application': { label: 'Circle membership application' },
  'sell-side-application': { label: 'Sell-side representation application' },
  'buy-side-application': { label: 'Buy-side representation application' },
  'contract-request': { label: 'Contract request' },
  'circle-interest': { label: 'Circle membership interest' },
  'exit-suite-interest': { label: 'Exit Suite consultation request' },
  'growth-score-waitlist': { label: 'Growth Score waitlist' },
}

type NoticeName = keyof typeof intake.en.notices

const noticeTypes: Record<NoticeName, NoticeType> = {
  contactMissing: 'error',
  contactFailed: 'error',
  contactSent: 'success',
  informationSubmitted: 'success',
  informationFailed: 'error',
  applicationSubmitted: 'success',
  applicationFailed: 'error',
  requestSubmitted: 'success',
  requestFailed: 'error',
  interestFailed: 'error',
  interestSubmitted: 'success',
}

/** One of the spec's notices in a language. */
export function notice(copies: Copies, name: NoticeName): Notice {
  const { title, description } = copies.of(intake).notices[name]
  return { title, description, type: noticeTypes[name] }
}

/** Shown (with the values kept) when one address posts more forms than the limit allows. */
export function rateLimitedMessage(copies: Copies, seconds: number) {
  const t = copies.of(intake).rateLimited
  const wait = seconds >= 90 ? fill(t.minutes, { n: Math.ceil(seconds / 60) }) : fill(t.seconds, { n: Math.max(seconds, 1) })
  return fill(t.message, { wait })
}

export type ApplicationFormType = Extract<
  LeadFormType,
  'growth-score-booking' | 'apex-circle-application' | 'sell-side-application' | 'buy-side-application' | 'contract-request'
>

/** One booking, application or request page: its copy is `copies.of(intake).pages[key]`. */
export type ApplicationPageSettings = {
  key: keyof typeof intake.en.pages
  formType: ApplicationFormType
  path: string
  success: NoticeName
  failure: NoticeName
}

export const applicationPages = {
  booking: {
    key: 'booking',
    formType: 'growth-score-booking',
    path: '/book-growth-score',
    success: 'informationSubmitted',
    failure: 'informationFailed',
  },
  circle: {
    key: 'circle',
    formType: 'apex-circle-application',
    path: '/apply-apex-circle',
    success: 'applicationSubmitted',
    failure: 'applicationFailed',
  },
  sellSide: {
    key: 'sellSide',
    formType: 'sell-side-application',
    path: '/apply-sell-side',
    success: 'informationSubmitted',
    failure: 'informationFailed',
  },
  buySide: {
    key: 'buySide',
    formType: 'buy-side-application',
    path: '/apply-buy-side',
    success: 'informationSubmitted',
    failure: 'informationFailed',
  },
  contract: {
    key: 'contract',
    formType: 'contract-request',
    path: '/request-contract',
    success: 'requestSubmitted',
    failure: 'requestFailed',
  },
} satisfies Record<string, ApplicationPageSettings>

/** The forms of the application pages: their notices say "Full name" and offer to arrange a first conversation. */
export function isApplicationForm(formType: LeadFormType) {
  return Object.values(applicationPages).some((page) => page.formType === formType)
}

/** Anchors on /growth-score that the interest forms return to when JavaScript is off. */
export const interestSections = {
  circle: 'circle-interest',
  exitSuite: 'exit-suite-interest',
} as const
