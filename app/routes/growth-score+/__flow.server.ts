// The server half of /growth-score: which view the query parameters (payment, session_id, document,
// step, signup_id) lead to, and what each button does. Every decision is made from the stored signup,
// never from the URL alone: the URL says what the browser wants to see, the signup says what it may.
import { data, redirect } from '@remix-run/node'
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { LetterBlock } from '~/content/engagement-letter'
import { createLead } from '~/models/leads.server'
import { bindingCookie, browserMayAccess, isValidLinkToken, newBrowserKey } from '~/models/signup-access.server'
import {
  cancelPayment,
  capacityNow,
  confirmBuiltinSignature,
  createSignup,
  documentSha256,
  engagementEnvelopeProgress,
  engagementLetterFor,
  getSignup,
  isPaid,
  isSigned,
  postEnvelopeProgress,
  requestEngagementEnvelope,
  requestVerification,
  startPayment,
  updateSignupDetails,
  verificationProgress,
  type PostEnvelopeProgress,
} from '~/models/signups.server'
import { GrowthScoreSignupSchema, WaitlistSchema } from '~/schemas/growth-score'
import type { Signup } from '~/utils/db-schema'
import { getDb } from '~/utils/db.server'
import { env } from '~/utils/env.server'
import { isBot } from '~/utils/honeypot'
import { clientIp, hitRateLimit } from '~/utils/rate-limit.server'
import { redirectWithToast } from '~/utils/toast.server'
import { NOTICES, type Notice } from './__notices'
import { readFormData } from '~/utils/form-data.server'

export type Capacity = { left: number; capacity: number; full: boolean; monthLabel: string }
export type LetterView = { title: string; blocks: LetterBlock[]; sha256: string }
export type Party = { name: string; email: string; company: string }

export type View =
  | { kind: 'details'; capacity: Capacity; signupId: string | null; values: Record<string, string> | null }
  | { kind: 'letter'; signupId: string; letter: LetterView | null; party: Party }
  | { kind: 'preparing'; signupId: string }
  | { kind: 'sign'; signupId: string; letter: LetterView; party: Party }
  | { kind: 'sign-waiting'; signupId: string }
  | { kind: 'payment'; signupId: string; capacity: Capacity; party: Party; canPay: boolean }
  | { kind: 'confirming'; signupId: string }
  | { kind: 'complete'; signupId: string; firstName: string; envelope: PostEnvelopeProgress }
  | { kind: 'restart' }

export type PageData = { view: View; notices: Notice[]; refreshSeconds: number | null; paymentsMode: 'stripe' | 'sandbox' }

export const FLOW_PATH = '/growth-score'

export function flowUrl(params: Record<string, string | undefined>) {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value)
  const query = search.toString()
  return query ? `${FLOW_PATH}?${query}` : FLOW_PATH
}

async function capacityView(): Promise<Capacity> {
  const usage = await capacityNow()
  const [year, month] = usage.month.split('-').map(Number)
  const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 15)))
  return { left: usage.left, capacity: usage.capacity, full: usage.left === 0, monthLabel }
}

function party(signup: Signup): Party {
  return { name: signup.name, email: signup.email, company: signup.company_name }
}

function letterView(signup: Signup): LetterView | null {
  const letter = engagementLetterFor(signup)
  return letter ? { title: letter.title, blocks: letter.blocks, sha256: documentSha256(letter) } : null
}

function page(view: View, notices: Notice[] = [], refreshSeconds: number | null = null, init?: ResponseInit) {
  const mode = env().STRIPE_SECRET_KEY ? 'stripe' : 'sandbox'
  return data<PageData>({ view, notices, refreshSeconds, paymentsMode: mode }, init)
}

const restart = () => page({ kind: 'restart' })

async function paymentView(signup: Signup, notices: Notice[] = []) {
  const capacity = await capacityView()
  const hold = await getDb()
    .selectFrom('capacity_reservations')
    .select(['released_at', 'expires_at'])
    .where('signup_id', '=', signup.id)
    .executeTakeFirst()
  const holdsPlace = Boolean(hold && hold.released_at === null && Date.parse(hold.expires_at) > Date.now())
  return page({ kind: 'payment', signupId: signup.id, capacity, party: party(signup), canPay: holdsPlace || !capacity.full }, notices)
}

async function completeView(signup: Signup, notices: Notice[] = []) {
  const envelope = await postEnvelopeProgress(signup)
  const all = [...notices]
  if (envelope === 'ready') all.push(NOTICES.envelopeReady)
  if (envelope === 'failed') all.push(NOTICES.envelopeFailed)
  return page(
    { kind: 'complete', signupId: signup.id, firstName: signup.name.trim().split(/\s+/)[0] || 'Client', envelope },
    all,
    envelope === 'preparing' ? 3 : null,
  )
}

export async function loadFlow(request: Request) {
  const url = new URL(request.url)
  const q = (name: string) => url.searchParams.get(name) ?? undefined
  const signupId = q('signup_id')
  const payment = q('payment')
  const sessionId = q('session_id')
  const document = q('document')
  const step = q('step')

  // An emailed link: bind this browser, then continue on the clean URL.
  const access = q('access')
  if (access && signupId) {
    if (!isValidLinkToken(signupId, access) || !(await getSignup(signupId))) return restart()
    url.searchParams.delete('access')
    throw redirect(`${url.pathname}${url.search}`, { headers: { 'set-cookie': await bindingCookie(request, signupId, access) } })
  }

  if (!signupId) {
    if (payment || sessionId || document || (step && step !== 'details')) return restart()
    return page({ kind: 'details', capacity: await capacityView(), signupId: null, values: null })
  }

  const signup = await getSignup(signupId)
  if (!signup || !(await browserMayAccess(request, signup))) return restart()

  if (payment === 'success') {
    if (!sessionId || sessionId !== signup.checkout_session_id) return restart()
    const progress = await verificationProgress(signup)
    if (progress === 'paid') return completeView(signup, [NOTICES.paymentSuccessful])
    if (progress === 'failed') return paymentView(signup, [NOTICES.verificationFailed])
    await requestVerification(signup)
    return page({ kind: 'confirming', signupId }, [], 2)
  }
  if (payment === 'cancelled') {
    if (isPaid(signup)) return completeView(signup)
    if (!isSigned(signup)) return restart()
    const cancelled = await cancelPayment(signup)
    if (cancelled === 'confirming') return page({ kind: 'confirming', signupId }, [], 2)
    return paymentView(signup, [NOTICES.paymentCancelled])
  }
  if (payment || sessionId) return restart()

  if (document === 'signed') {
    if (!isSigned(signup)) return restart()
    if (isPaid(signup)) return completeView(signup)
    return paymentView(signup, [NOTICES.documentSigned])
  }
  if (document) return restart()

  if (step === 'details') {
    if (isSigned(signup) || isPaid(signup)) throw redirect(flowUrl({ signup_id: signupId }))
    const values = { name: signup.name, email: signup.email, company: signup.company_name, phone: signup.phone, message: signup.message ?? '' }
    return page({ kind: 'details', capacity: await capacityView(), signupId, values })
  }

  if (step === 'preparing') {
    if (isSigned(signup)) throw redirect(flowUrl({ signup_id: signupId }))
    const progress = await engagementEnvelopeProgress(signup)
    if (progress.state === 'ready' && progress.signingUrl) throw redirect(progress.signingUrl)
    if (progress.state === 'failed') {
      const letter = letterView(signup)
      return page({ kind: 'letter', signupId, letter, party: party(signup) }, [NOTICES.submissionFailed(progress.error)])
    }
    if (progress.state === 'none') throw redirect(flowUrl({ signup_id: signupId }))
    return page({ kind: 'preparing', signupId }, [], 1)
  }

  if (step === 'sign') {
    if (isPaid(signup)) return completeView(signup)
    // The signature is recorded by the built-in page's form or by DocuSign Connect, never by this URL.
    if (isSigned(signup)) throw redirect(flowUrl({ document: 'signed', signup_id: signupId }))
    const letter = letterView(signup)
    if (!letter) return page({ kind: 'letter', signupId, letter: null, party: party(signup) }, [NOTICES.letterLoadFailed])
    if (env().SIGNATURE_PROVIDER === 'docusign') {
      const event = q('event')
      if (event && event !== 'signing_complete') {
        return page({ kind: 'letter', signupId, letter, party: party(signup) }, [NOTICES.signingFailed])
      }
      return page({ kind: 'sign-waiting', signupId }, [], 2)
    }
    return page({ kind: 'sign', signupId, letter, party: party(signup) })
  }
  if (step) return restart()

  // The signup alone: wherever it stands.
  if (isPaid(signup)) return completeView(signup)
  if (isSigned(signup)) return paymentView(signup)
  const letter = letterView(signup)
  return page({ kind: 'letter', signupId, letter, party: party(signup) }, letter ? [] : [NOTICES.letterLoadFailed])
}

// ---- actions ----

/** Whole minutes from now until an ISO instant, at least 1. */
function minutesUntil(iso: string | null) {
  if (!iso) return null
  return Math.max(1, Math.ceil((Date.parse(iso) - Date.now()) / 60_000))
}

const toastOf = (n: Notice) => ({ title: n.title, description: n.description, type: n.tone })

function requestMeta(request: Request) {
  return { ip: clientIp(request).slice(0, 64), userAgent: request.headers.get('user-agent')?.slice(0, 300) ?? null }
}

async function boundSignup(request: Request, signupId: string | null) {
  if (!signupId) return null
  const signup = await getSignup(signupId)
  if (!signup || !(await browserMayAccess(request, signup))) return null
  return signup
}

export type ActionData = {
  intent: string
  result?: SubmissionResult<string[]>
  notices: Notice[]
  fieldErrors?: Record<string, string>
}

function actionReply(body: ActionData, status = 400) {
  return data(body, { status })
}

export async function flowAction(request: Request) {
  const form = await readFormData(request)
  const intent = String(form.get('intent') ?? '')
  const signupId = typeof form.get('signup_id') === 'string' && form.get('signup_id') ? String(form.get('signup_id')) : null

  if (intent === 'details' || intent === 'waitlist') {
    if (isBot(form)) return redirect(FLOW_PATH)
    const wait = await hitRateLimit('publicForm', clientIp(request))
    if (wait) {
      return actionReply({ intent, notices: [{ title: 'Too many attempts', description: `Please wait ${wait} seconds and try again.`, tone: 'error' }] }, 429)
    }
  }

  if (intent === 'details') {
    const submission = parseWithZod(form, { schema: GrowthScoreSignupSchema })
    if (submission.status !== 'success') {
      const missing = ['name', 'email', 'company', 'phone'].some((f) => !String(form.get(f) ?? '').trim())
      return actionReply({ intent, result: submission.reply(), notices: missing ? [NOTICES.missingInformation] : [] })
    }
    const details = submission.value
    const existing = await boundSignup(request, signupId)
    if (existing && (await updateSignupDetails(existing.id, details))) {
      throw redirect(flowUrl({ signup_id: existing.id }))
    }
    const browser = newBrowserKey()
    const newId = await createSignup(details, browser.keyHash, requestMeta(request))
    throw redirect(flowUrl({ signup_id: newId }), { headers: { 'set-cookie': await bindingCookie(request, newId, browser.key) } })
  }

  if (intent === 'waitlist') {
    const submission = parseWithZod(form, { schema: WaitlistSchema })
    if (submission.status !== 'success') return actionReply({ intent, result: submission.reply(), notices: [] })
    await createLead(
      { formType: 'growth-score-waitlist', name: submission.value.name, email: submission.value.email, companyName: submission.value.company },
      requestMeta(request),
    )
    throw await redirectWithToast(`${FLOW_PATH}#start`, toastOf(NOTICES.waitlistJoined))
  }

  if (intent === 'sign') {
    const signup = await boundSignup(request, signupId)
    if (!signup) return actionReply({ intent, notices: [NOTICES.missingSignup] })
    const result = await requestEngagementEnvelope(signup.id)
    if (result === 'signed' || result === 'paid') throw redirect(flowUrl({ signup_id: signup.id }))
    if (result === 'missing') return actionReply({ intent, notices: [NOTICES.missingSignup] })
    throw redirect(flowUrl({ step: 'preparing', signup_id: signup.id }))
  }

  if (intent === 'confirm-signature') {
    const signup = await boundSignup(request, signupId)
    if (!signup) return actionReply({ intent, notices: [NOTICES.missingSignup] })
    const signerName = String(form.get('full_name') ?? '').trim()
    const consent = form.get('consent') === 'on' || form.get('consent') === 'yes'
    const fieldErrors: Record<string, string> = {}
    if (!signerName) fieldErrors.full_name = 'Please type your full name to sign.'
    if (!consent) fieldErrors.consent = 'Please tick the box to agree to sign electronically.'
    if (Object.keys(fieldErrors).length) return actionReply({ intent, notices: [], fieldErrors })
    let result
    try {
      result = await confirmBuiltinSignature(signup.id, {
        signerName,
        consent,
        shownSha256: String(form.get('letter_sha256') ?? ''),
        meta: requestMeta(request),
      })
    } catch (error) {
      console.error('signature failed', error)
      return actionReply({ intent, notices: [NOTICES.signingFailed] }, 500)
    }
    if (result.ok) throw redirect(flowUrl({ document: 'signed', signup_id: signup.id }))
    if (result.reason === 'already-signed' || result.reason === 'paid') throw redirect(flowUrl({ signup_id: signup.id }))
    return actionReply({ intent, notices: [NOTICES.signingFailed] }, 409)
  }

  if (intent === 'pay') {
    const signup = await boundSignup(request, signupId)
    if (!signup) return actionReply({ intent, notices: [NOTICES.missingSignupPayment] })
    const result = await startPayment(signup.id, { ip: clientIp(request) })
    if (result.kind === 'redirect') throw redirect(result.url, 303)
    if (result.kind === 'confirming') throw redirect(flowUrl({ payment: 'success', session_id: result.sessionId, signup_id: signup.id }))
    if (result.kind === 'refused') {
      // Nothing is lost: the details and the signed letter stay, and the payment step says why.
      const minutes = minutesUntil(result.retryAt)
      const notice = result.reason === 'email' ? NOTICES.checkoutOpenForEmail(minutes) : NOTICES.tooManyCheckouts(minutes)
      throw await redirectWithToast(flowUrl({ signup_id: signup.id }), toastOf(notice))
    }
    if (result.kind === 'failed') throw await redirectWithToast(flowUrl({ signup_id: signup.id }), toastOf(NOTICES.paymentFailed))
    if (result.kind === 'missing') return actionReply({ intent, notices: [NOTICES.missingSignupPayment] })
    // paid, not yet signed, or the month is full: the signup's own view says which.
    throw redirect(flowUrl({ signup_id: signup.id }))
  }

  return actionReply({ intent, notices: [{ title: 'Error', description: 'An unexpected error occurred.', tone: 'error' }] })
}

