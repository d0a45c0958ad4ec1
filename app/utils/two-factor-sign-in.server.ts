// The step between a correct password and a session, for users with two-factor sign-in on. The
// password step stores a pending sign-in (app/models/pending-sign-ins.server.ts) and leaves a
// short-lived signed cookie carrying its random id (no session yet); the code page reads both, checks
// the code, uses the pending sign-in up and only then creates the session.
//
// Codes are limited so that a password holder cannot lock the owner out (issue 23): per pending
// sign-in, per enrolment and address pair, per address, and, for devices that have never signed in to
// the account, per enrolment (RATE_LIMITS in rate-limit.server.ts). A browser that has completed a
// sign-in (or an enrolment) for an account keeps a signed "known device" cookie naming it: the owner's
// own browser is never refused for guesses made elsewhere.
import { redirect } from '@remix-run/node'
import { siteCookieStorage } from './cookie-storage.server'
import * as auth from '~/locales/auth'
import { hasSecondFactor } from '~/models/two-factor.server'
import {
  consumePendingSignIn,
  createPendingSignIn,
  findPendingSignIn,
  MAX_WRONG_CODES_PER_SIGN_IN,
  PENDING_SIGN_IN_SECONDS,
  recordWrongCode,
  type PendingSignInRow,
} from '~/models/pending-sign-ins.server'
import { createSession, isAdmin } from './auth.server'
import { fill, localePath, type Lang } from './i18n'
import { copiesIn, copyIn } from './i18n.server'
import { combineHeaders, safeRedirect } from './misc'
import { clientIp, hitRateLimit, peekRateLimit, resetRateLimit } from './rate-limit.server'
import { redirectWithToast } from './toast.server'
import { waitText } from './wait-text'

export { PENDING_SIGN_IN_SECONDS }
export const TWO_FACTOR_PATH = '/auth/two-factor'
export const TWO_FACTOR_SETUP_PATH = '/auth/two-factor/setup'

function pendingStorage() {
  return siteCookieStorage('en_2fa', PENDING_SIGN_IN_SECONDS)
}

export type PendingSignIn = PendingSignInRow

/**
 * The signed-in-with-password user waiting for the code page, or null: no cookie, a cookie not signed
 * by us, older than 10 minutes, already used, or from before a change of password.
 */
export async function readPendingSignIn(request: Request): Promise<PendingSignIn | null> {
  const cookie = await pendingStorage().getSession(request.headers.get('cookie'))
  const id = cookie.get('id')
  const userId = cookie.get('userId')
  const startedAt = cookie.get('startedAt')
  if (typeof id !== 'string' || typeof userId !== 'string' || typeof startedAt !== 'number') return null
  // The cookie's Max-Age is the browser's to honour; the time inside it is signed, and checked here.
  if (Date.now() - startedAt > PENDING_SIGN_IN_SECONDS * 1000 || startedAt > Date.now() + 60_000) return null
  const row = await findPendingSignIn(id, userId)
  return row ? { ...row, redirectTo: safeRedirect(row.redirectTo, '/dashboard') } : null
}

/** A Set-Cookie header that ends the pending step. */
export async function clearPendingSignIn(request: Request) {
  const cookie = await pendingStorage().getSession(request.headers.get('cookie'))
  return pendingStorage().destroySession(cookie)
}

// --- known devices ----------------------------------------------------------------------------------

const KNOWN_DEVICE_DAYS = 180
const KNOWN_DEVICE_ENTRIES = 8

function deviceStorage() {
  return siteCookieStorage('en_device', KNOWN_DEVICE_DAYS * 24 * 3600)
}

async function knownAccounts(request: Request) {
  const cookie = await deviceStorage().getSession(request.headers.get('cookie'))
  const accounts = cookie.get('accounts')
  return { cookie, accounts: Array.isArray(accounts) ? accounts.filter((a): a is string => typeof a === 'string') : [] }
}

/**
 * Whether this browser has completed a sign-in for `key` before: a user id (any sign-in to the account),
 * or an enrolment key (a sign-in or the enrolment with that very authenticator, so a browser that
 * signed in while the account had no second factor, during an operator's reset say, is not one).
 */
export async function isKnownDevice(request: Request, key: string) {
  return (await knownAccounts(request)).accounts.includes(key)
}

/** A Set-Cookie header marking this browser as one these keys have signed in from (the newest few). */
export async function rememberDevice(request: Request, keys: string[]) {
  const { cookie, accounts } = await knownAccounts(request)
  cookie.set('accounts', [...keys, ...accounts.filter((a) => !keys.includes(a))].slice(0, KNOWN_DEVICE_ENTRIES))
  return deviceStorage().commitSession(cookie)
}

// --- limits on codes --------------------------------------------------------------------------------

export type CodeGate =
  | { ok: true; knownDevice: boolean }
  | { ok: false; reason: 'wait'; seconds: number }
  | { ok: false; reason: 'sign-in-over' }
  | { ok: false; reason: 'new-devices-paused'; seconds: number }

/**
 * The address's own count for the enrolment. The owner's known browser counts apart from everyone else
 * at its address, so someone guessing from the same network (an office, a café) does not stop it.
 */
function pairKey(request: Request, enrolment: string, knownDevice: boolean) {
  return `${enrolment}:${clientIp(request)}${knownDevice ? ':known-device' : ''}`
}

/**
 * Whether a code may be tried now. `enrolment` names the account's authenticator (enrolmentKey), so a
 * reset and a new enrolment start every count afresh. Counts the attempt against its address.
 */
export async function admitCode(request: Request, pending: PendingSignIn, enrolment: string): Promise<CodeGate> {
  const knownDevice = await isKnownDevice(request, enrolment)
  const pair = pairKey(request, enrolment, knownDevice)
  const wait =
    (await hitRateLimit('secondFactor', pair)) ??
    (await hitRateLimit('secondFactorDaily', pair)) ??
    (knownDevice ? null : await hitRateLimit('secondFactorIp', clientIp(request)))
  if (wait) return { ok: false, reason: 'wait', seconds: wait }
  if (pending.failures >= MAX_WRONG_CODES_PER_SIGN_IN) return { ok: false, reason: 'sign-in-over' }
  if (!knownDevice) {
    const paused = await peekRateLimit('secondFactorAccount', enrolment)
    if (paused) return { ok: false, reason: 'new-devices-paused', seconds: paused }
  }
  return { ok: true, knownDevice }
}

/** A wrong code: counted against the pending sign-in and, from a device new to the account, the enrolment. */
export async function countWrongCode(pending: PendingSignIn, enrolment: string, knownDevice: boolean) {
  await recordWrongCode(pending.id)
  if (!knownDevice) await hitRateLimit('secondFactorAccount', enrolment)
}

// --- the two steps ----------------------------------------------------------------------------------

/** The notice after signing in, in the sign-in page's language: the firm's staff are not told they are in a client portal. */
async function welcome(lang: Lang, userId: string) {
  const t = copyIn(auth, lang).signIn.welcome
  return { title: t.title, description: (await isAdmin(userId)) ? t.admin : t.client }
}

/**
 * After the password (or an emailed set-password link) has been accepted on a page in `lang`: a session
 * at once, or, when the user has two-factor sign-in on, the code page in that language (no session until
 * the code is right). `redirectTo` is already in the page's language (sign-in-lang.server.ts portalPath).
 */
export async function continueSignIn(
  request: Request,
  lang: Lang,
  userId: string,
  redirectTo: string,
  toast?: { title: string; description: string },
) {
  const target = safeRedirect(redirectTo, '/dashboard')
  if (await hasSecondFactor(userId)) {
    const cookie = await pendingStorage().getSession()
    cookie.set('id', await createPendingSignIn(userId, target))
    cookie.set('userId', userId)
    cookie.set('startedAt', Date.now())
    return redirect(localePath(lang, TWO_FACTOR_PATH), { headers: { 'set-cookie': await pendingStorage().commitSession(cookie) } })
  }
  const session = await createSession(userId, request)
  return redirectWithToast(target, toast ?? (await welcome(lang, userId)), {
    headers: combineHeaders({ 'set-cookie': session }, { 'set-cookie': await rememberDevice(request, [userId]) }),
  })
}

/**
 * The code was right: the pending sign-in is used up (null when another request used it first: no
 * session then), the address's count cleared, the session made, the browser remembered as the account's,
 * and on to where the visitor was going, welcomed in the code page's language.
 */
export async function finishSignIn(request: Request, lang: Lang, pending: PendingSignIn, enrolment: string, knownDevice: boolean) {
  if (!(await consumePendingSignIn(pending.id))) return null
  const pair = pairKey(request, enrolment, knownDevice)
  await clearCodeTries(pair)
  const session = await createSession(pending.userId, request)
  return redirectWithToast(pending.redirectTo, await welcome(lang, pending.userId), {
    headers: combineHeaders(
      { 'set-cookie': session },
      { 'set-cookie': await clearPendingSignIn(request) },
      { 'set-cookie': await rememberDevice(request, [pending.userId, enrolment]) },
    ),
  })
}

/**
 * One code tried in a signed-in session (enrolling, or turning two-factor off), counted under `key`
 * against the 15-minute and daily limits: null, or the refusal to show, in the page's language.
 */
export async function countCodeTry(key: string, lang: Lang = 'en'): Promise<string | null> {
  const wait = (await hitRateLimit('secondFactor', key)) ?? (await hitRateLimit('secondFactorDaily', key))
  if (!wait) return null
  return fill(copyIn(auth, lang).setup.tooMany, { wait: waitText(copiesIn(lang), wait) })
}

/** A right code: the tries counted under `key` (here or by admitCode) start again. */
export async function clearCodeTries(key: string) {
  await Promise.all([resetRateLimit('secondFactor', key), resetRateLimit('secondFactorDaily', key)])
}

/** Where an admin without a second factor is sent, coming back to `back` afterwards. */
export function setupUrl(back: string) {
  return `${TWO_FACTOR_SETUP_PATH}?redirectTo=${encodeURIComponent(safeRedirect(back, '/internal-admin'))}`
}
