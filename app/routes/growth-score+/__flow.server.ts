// The server half shared by the purchase flow's step routes (/growth-score, /growth-score/letter,
// /preparing, /sign, /payment, /confirming, /complete): loading and authorising the signup once, the
// step its state allows, the spec's old query URLs as redirects, and the data each page renders.
// Every decision is made from the stored signup (its `state`, see signup-transitions.server.ts), never
// from the URL alone: the URL says what the browser wants to see, the state says what it may.
import { data, redirect } from '@remix-run/node'
import type { SubmissionResult } from '@conform-to/react'
import type { LetterBlock, LetterDocument, LetterFrame } from '~/content/engagement-letter'
import { isLive } from '~/models/capacity.server'
import { paymentGate, type PaymentGate } from '~/models/conflicts.server'
import { bindingCookie, browserMayAccess, isValidLinkToken } from '~/models/signup-access.server'
import { capacityNow, engagementLetterFor, getSignup } from '~/models/signups.server'
import { documentSha256 } from '~/models/signup-transitions.server'
import { postEnvelopeProgress, type PostEnvelopeProgress } from '~/models/signup-signing.server'
import type { Signup } from '~/utils/db-schema'
import { getDb } from '~/utils/db.server'
import { env } from '~/utils/env.server'
import { isBot } from '~/utils/honeypot'
import type { Notice } from '~/utils/notice'
import { clientIp, hitRateLimit } from '~/utils/rate-limit.server'
import { NOTICES } from './__notices'

export type Capacity = { left: number; capacity: number; full: boolean; monthLabel: string }
export type LetterView = { title: string; blocks: LetterBlock[]; frame: LetterFrame | null; sha256: string }
export type Party = { name: string; email: string; company: string }

export type View =
  | { kind: 'details'; capacity: Capacity; signupId: string | null; values: Record<string, string> | null }
  | { kind: 'letter'; signupId: string; letter: LetterView | null; party: Party }
  | { kind: 'preparing'; signupId: string }
  | { kind: 'sign'; signupId: string; letter: LetterView; party: Party }
  | { kind: 'sign-waiting'; signupId: string }
  | { kind: 'payment'; signupId: string; capacity: Capacity; party: Party; canPay: boolean; conflict: PaymentGate }
  | { kind: 'confirming'; signupId: string }
  | {
      kind: 'complete'
      signupId: string
      firstName: string
      company: string
      email: string
      envelope: PostEnvelopeProgress
      /** The document review authorization: where it stands, and our own signing page when it is ours. */
      authorization: { signed: boolean; signUrl: string | null }
    }
  | { kind: 'restart' }

export const FLOW_PATH = '/growth-score'

export type Step = 'details' | 'letter' | 'preparing' | 'sign' | 'payment' | 'confirming' | 'complete'

/** A step route's URL: /growth-score/{step}?signup_id=…&… */
export function stepUrl(step: Step, signupId: string, extra: Record<string, string | null | undefined> = {}) {
  const search = new URLSearchParams({ signup_id: signupId })
  for (const [key, value] of Object.entries(extra)) if (value) search.set(key, value)
  return `${FLOW_PATH}/${step}?${search}`
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

export function toStateStep(signup: Signup): never {
  throw redirect(stepUrl(stepFor(signup), signup.id))
}

export function restart(): never {
  throw redirect(RESTART_PATH)
}

/** A form posted about a signup this browser may not act on: the restart page, saying so. */
export function refuseUnbound(notice: 'missing-signup' | 'missing-signup-payment'): never {
  throw redirect(`${RESTART_PATH}?notice=${notice}`)
}

/**
 * The spec's URLs on /growth-score (`?payment=success&session_id=`, `?payment=cancelled`,
 * `?document=signed&signup_id=`, `?step=sign&signup_id=`, …) as the step route that now answers them,
 * or null for the plain sales page. An emailed link's `access` goes along, for the step to bind.
 */
export function legacyTarget(url: URL): string | null {
  const q = (name: string) => url.searchParams.get(name)
  const signupId = q('signup_id')
  const [payment, sessionId, document, step] = [q('payment'), q('session_id'), q('document'), q('step')]
  if (!signupId) {
    if (payment || sessionId || document || (step && step !== 'details')) return RESTART_PATH
    return null
  }
  const access = { access: q('access') }
  if (payment === 'success') return sessionId ? stepUrl('confirming', signupId, { session_id: sessionId, ...access }) : RESTART_PATH
  if (payment === 'cancelled') return stepUrl('payment', signupId, { checkout: 'cancelled', ...access })
  if (payment || sessionId) return RESTART_PATH
  if (document === 'signed') return stepUrl('payment', signupId, { notice: 'document-signed', ...access })
  if (document) return RESTART_PATH
  if (step === 'details' || step === 'preparing') return stepUrl(step, signupId, access)
  if (step === 'sign') return stepUrl('sign', signupId, { event: q('event'), ...access })
  if (step) return RESTART_PATH
  return stepUrl('letter', signupId, access)
}

/**
 * Loads the signup a step route is asked about and checks that this browser may see it (the browser
 * that created it, or one that opened an emailed link). An emailed link binds this browser, then
 * continues on the clean URL. Anything else restarts the flow.
 */
export async function requireSignup(request: Request): Promise<Signup> {
  const url = new URL(request.url)
  const signupId = url.searchParams.get('signup_id')
  if (!signupId || signupId.length > 64) restart()
  const access = url.searchParams.get('access')
  if (access) {
    if (!isValidLinkToken(signupId, access) || !(await getSignup(signupId))) restart()
    url.searchParams.delete('access')
    throw redirect(`${url.pathname}${url.search}`, { headers: { 'set-cookie': await bindingCookie(request, signupId, access) } })
  }
  const signup = await getSignup(signupId)
  if (!signup || !(await browserMayAccess(request, signup))) restart()
  return signup
}

/** The signup a form posts about (its hidden signup_id), if this browser may act on it. */
export async function boundSignup(request: Request, form: FormData) {
  const signupId = form.get('signup_id')
  if (typeof signupId !== 'string' || !signupId || signupId.length > 64) return null
  const signup = await getSignup(signupId)
  if (!signup || !(await browserMayAccess(request, signup))) return null
  return signup
}

/** The data every step page renders: its view, the notices about it, and how soon it looks again. */
export function flowPage<V extends View>(view: V, notices: Notice[] = [], refreshSeconds: number | null = null, init?: ResponseInit) {
  return data({ view, notices, refreshSeconds }, init)
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
export function detailsRefused(form: FormData, result: SubmissionResult<string[]>): FormReply {
  const missing = ['name', 'email', 'company', 'phone'].some((f) => !String(form.get(f) ?? '').trim())
  return { notices: missing ? [NOTICES.missingInformation] : [], result, form: 'details' }
}

export async function capacityView(): Promise<Capacity> {
  const usage = await capacityNow()
  const [year, month] = usage.month.split('-').map(Number)
  const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 15)))
  return { left: usage.left, capacity: usage.capacity, full: usage.left === 0, monthLabel }
}

export function party(signup: Signup): Party {
  return { name: signup.name, email: signup.email, company: signup.company_name }
}

/** A letter as the signing pages show it, with the hash the signer's form sends back. */
export function documentView(doc: LetterDocument): LetterView {
  return { title: doc.title, blocks: doc.blocks, frame: doc.frame ?? null, sha256: documentSha256(doc) }
}

export function letterView(signup: Signup): LetterView | null {
  const letter = engagementLetterFor(signup)
  return letter ? documentView(letter) : null
}

export async function paymentView(signup: Signup) {
  const capacity = await capacityView()
  const hold = await getDb()
    .selectFrom('capacity_reservations')
    .select(['released_at', 'expires_at'])
    .where('signup_id', '=', signup.id)
    .executeTakeFirst()
  const holdsPlace = Boolean(hold && isLive(hold, new Date()))
  const conflict = await paymentGate(getDb(), signup)
  return {
    kind: 'payment' as const,
    signupId: signup.id,
    capacity,
    party: party(signup),
    canPay: conflict === 'ok' && (holdsPlace || !capacity.full),
    conflict,
  }
}

export async function completeView(signup: Signup) {
  const envelope = await postEnvelopeProgress(signup)
  const signed = signup.post_envelope_status === 'completed'
  const notices: Notice[] = []
  const builtin = env().SIGNATURE_PROVIDER === 'builtin'
  // 'Please check your email for the agreement' is true only when the signature service emails it; our
  // own provider's panel asks for the signature on the page, and a notice beside it must not disagree.
  if (envelope === 'ready' && !signed && !builtin) notices.push(NOTICES.envelopeReady)
  if (envelope === 'failed') notices.push(NOTICES.envelopeFailed)
  const view = {
    kind: 'complete' as const,
    signupId: signup.id,
    firstName: signup.name.trim().split(/\s+/)[0] || 'Client',
    company: signup.company_name,
    email: signup.email,
    envelope,
    authorization: {
      signed,
      signUrl: builtin && envelope === 'ready' && !signed ? `${FLOW_PATH}/agreement?signup_id=${encodeURIComponent(signup.id)}` : null,
    },
  }
  return { view, notices, refreshSeconds: envelope === 'preparing' ? 3 : null }
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
  if (isBot(form)) throw redirect(FLOW_PATH)
  const wait = await hitRateLimit('publicForm', clientIp(request))
  if (wait) return refusal([{ title: 'Too many attempts', description: `Please wait ${wait} seconds and try again.`, type: 'error' }], 429)
  return null
}
