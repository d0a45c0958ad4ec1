// The server half shared by the purchase flow's step routes (/growth-score, /growth-score/letter,
// /preparing, /sign, /payment, /confirming, /complete, …): loading and authorising the signup, the
// step its state belongs to, the spec's old query URLs as redirects, and the pieces of data several
// step pages show (capacity, the letter, the parties). Each route's loader assembles its own page.
// Every decision is made from the stored signup (its `state`, see signup-transitions.server.ts), never
// from the URL alone: the URL says what the browser wants to see, the state says what it may.
import { data, redirect } from '@remix-run/node'
import type { SubmissionResult } from '@conform-to/react'
import { letterSheetView, type LetterSheetView } from '~/components/letter-sheet'
import type { LetterDocument } from '~/content/engagement-letter'
import { bindingCookie, browserMayAccess, isValidLinkToken } from '~/models/signup-access.server'
import { capacityNow, engagementLetterFor, getSignup } from '~/models/signups.server'
import { copiesIn, copyIn, requestLang, storedLang } from '~/utils/i18n.server'
import type { Signup } from '~/utils/db-schema'
import { isBot } from '~/utils/honeypot'
import type { Notice } from '~/utils/notice'
import { clientIp, hitRateLimit } from '~/utils/rate-limit.server'
import { noticesIn } from './__notices'
import * as purchase from '~/locales/purchase'
import { fill, INTL_LOCALE, type Lang, localePath } from '~/utils/i18n'
import { documentSha256 } from '~/models/signup-transitions.server'

export type Capacity = { left: number; capacity: number; full: boolean; monthLabel: string }
export type Party = { name: string; email: string; company: string }

export const FLOW_PATH = '/growth-score'

export type Step = 'details' | 'letter' | 'preparing' | 'sign' | 'payment' | 'confirming' | 'complete'

/** A step route's URL in a language: /growth-score/{step}?signup_id=…&… (/es/growth-score/… in Spanish). */
export function stepUrl(step: Step, signupId: string, extra: Record<string, string | null | undefined>, lang: Lang) {
  const search = new URLSearchParams({ signup_id: signupId })
  for (const [key, value] of Object.entries(extra)) if (value) search.set(key, value)
  return localePath(lang, `${FLOW_PATH}/${step}?${search}`)
}

export const RESTART_PATH = `${FLOW_PATH}/restart`

/** The step a signup's state leads to when the browser asks for one it may not see. */
export function stepFor(signup: Pick<Signup, 'state'>): Step {
  switch (signup.state) {
    case 'signed':
    case 'checkout_open':
      return 'payment'
    case 'paid':
    case 'complete':
      return 'complete'
    default:
      return 'letter'
  }
}

export function toStateStep(signup: Signup, lang: Lang): never {
  throw redirect(stepUrl(stepFor(signup), signup.id, {}, lang))
}

export function restart(lang: Lang): never {
  throw redirect(localePath(lang, RESTART_PATH))
}

/** A form posted about a signup this browser may not act on: the restart page, saying so. */
export function refuseUnbound(notice: 'missing-signup' | 'missing-signup-payment', lang: Lang): never {
  throw redirect(localePath(lang, `${RESTART_PATH}?notice=${notice}`))
}

/**
 * The spec's URLs on /growth-score (`?payment=success&session_id=`, `?payment=cancelled`,
 * `?document=signed&signup_id=`, `?step=sign&signup_id=`, …) as the step route that now answers them,
 * or null for the plain sales page. An emailed link's `access` goes along, for the step to bind. The
 * URLs are language-neutral: `lang` is the page's, or the signup's own (see legacyLang).
 */
export function legacyTarget(url: URL, lang: Lang = 'en'): string | null {
  const target = legacyStep(url)
  return target ? localePath(lang, target) : null
}

/**
 * The language a spec URL continues in: Spanish on /es, else the signup's own language (a Stripe return
 * or an emailed link to /growth-score?… for a Spanish signup leads to the Spanish pages).
 */
export async function legacyLang(request: Request): Promise<Lang> {
  const lang = requestLang(request)
  if (lang === 'es') return lang
  const signupId = new URL(request.url).searchParams.get('signup_id')
  if (!signupId || signupId.length > 64) return lang
  const signup = await getSignup(signupId)
  return storedLang(signup?.language)
}

function legacyStep(url: URL): string | null {
  const q = (name: string) => url.searchParams.get(name)
  const signupId = q('signup_id')
  const [payment, sessionId, document, step] = [q('payment'), q('session_id'), q('document'), q('step')]
  if (!signupId) {
    if (payment || sessionId || document || (step && step !== 'details')) return RESTART_PATH
    return null
  }
  const access = { access: q('access') }
  const to = (step: Step, extra: Record<string, string | null>) => stepUrl(step, signupId, extra, 'en')
  if (payment === 'success') return sessionId ? to('confirming', { session_id: sessionId, ...access }) : RESTART_PATH
  if (payment === 'cancelled') return to('payment', { checkout: 'cancelled', ...access })
  if (payment || sessionId) return RESTART_PATH
  if (document === 'signed') return to('payment', { notice: 'document-signed', ...access })
  if (document) return RESTART_PATH
  if (step === 'details' || step === 'preparing') return to(step, access)
  if (step === 'sign') return to('sign', { event: q('event'), ...access })
  if (step) return RESTART_PATH
  return to('letter', access)
}

/**
 * The signup a page is asked about (`?signup_id=`), if this browser may see it (the browser that
 * created it, or one that opened an emailed link), else null. An emailed link binds this browser,
 * then continues on the clean URL, in the signup's language (an emailed link is language-neutral).
 */
export async function accessibleSignup(request: Request): Promise<Signup | null> {
  const url = new URL(request.url)
  const signupId = url.searchParams.get('signup_id')
  if (!signupId || signupId.length > 64) return null
  const access = url.searchParams.get('access')
  if (access) {
    const linked = isValidLinkToken(signupId, access) ? await getSignup(signupId) : undefined
    if (!linked) return null
    url.searchParams.delete('access')
    const lang = requestLang(request) === 'es' ? 'es' : storedLang(linked.language)
    throw redirect(`${localePath(lang, url.pathname)}${url.search}`, {
      headers: { 'set-cookie': await bindingCookie(request, signupId, access) },
    })
  }
  const signup = await getSignup(signupId)
  if (!signup || !(await browserMayAccess(request, signup))) return null
  return signup
}

/** A step route's signup (see accessibleSignup); anything else restarts the flow. */
export async function requireSignup(request: Request): Promise<Signup> {
  return (await accessibleSignup(request)) ?? restart(requestLang(request))
}

/** The signup a form posts about (its hidden signup_id), if this browser may act on it. */
export async function boundSignup(request: Request, form: FormData) {
  const signupId = form.get('signup_id')
  if (typeof signupId !== 'string' || !signupId || signupId.length > 64) return null
  const signup = await getSignup(signupId)
  if (!signup || !(await browserMayAccess(request, signup))) return null
  return signup
}

/** What a refused form answers: notices to print and, for a form Conform checks, its result. */
export type FormReply = { notices: Notice[]; result?: SubmissionResult<string[]>; form?: 'details' | 'waitlist' | 'signature' }

export function formReply(reply: FormReply, status = 400) {
  return data(reply, { status })
}

export function refusal(notices: Notice[], status = 400) {
  return formReply({ notices }, status)
}

/** Step 1 refused: the field errors, and the spec's 'Missing Information' when a required field is blank. */
export function detailsRefused(form: FormData, result: SubmissionResult<string[]>, lang: Lang): FormReply {
  const missing = ['name', 'email', 'company', 'phone'].some((f) => !String(form.get(f) ?? '').trim())
  return { notices: missing ? [noticesIn(copiesIn(lang)).missingInformation] : [], result, form: 'details' }
}

export async function capacityView(lang: Lang): Promise<Capacity> {
  const usage = await capacityNow()
  const [year, month] = usage.month.split('-').map(Number)
  const monthLabel = new Intl.DateTimeFormat(INTL_LOCALE[lang], { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 15)),
  )
  return { left: usage.left, capacity: usage.capacity, full: usage.left === 0, monthLabel }
}

export function party(signup: Signup): Party {
  return { name: signup.name, email: signup.email, company: signup.company_name }
}

/**
 * A letter as the signing pages show it, with the hash the signer's form sends back: a translation with
 * its notice and the English version, exactly the text the hash is taken over.
 */
export function documentView(doc: LetterDocument): LetterSheetView {
  return letterSheetView(doc, documentSha256(doc))
}

export function letterView(signup: Signup): LetterSheetView | null {
  const letter = engagementLetterFor(signup)
  return letter ? documentView(letter) : null
}

/** The buyer's own signed PDF (document.ts). */
export function documentUrl(signupId: string, purpose: 'engagement-letter' | 'post-payment-agreement', lang: Lang) {
  return localePath(lang, `${FLOW_PATH}/document?signup_id=${encodeURIComponent(signupId)}&purpose=${purpose}`)
}

/** Whole minutes from now until an ISO instant, at least 1. */
export function minutesUntil(iso: string | null) {
  if (!iso) return null
  return Math.max(1, Math.ceil((Date.parse(iso) - Date.now()) / 60_000))
}

/**
 * The public forms' guard (step 1 and the waitlist): a bot that filled the honeypot is sent back to
 * the page, and too many posts from one address are told how long to wait.
 */
export async function publicFormGuard(request: Request, form: FormData) {
  const lang = requestLang(request)
  if (isBot(form)) throw redirect(localePath(lang, FLOW_PATH))
  const wait = await hitRateLimit('publicForm', clientIp(request))
  const t = copyIn(purchase, lang).notices
  if (wait) return refusal([{ title: t.tooManyAttempts, description: fill(t.waitSeconds, { seconds: wait }), type: 'error' }], 429)
  return null
}
