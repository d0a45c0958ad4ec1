// The step between a correct password and a session, for users with two-factor sign-in on. The
// password step leaves a short-lived signed cookie naming the user (no session yet); the code page
// reads it, checks the code, and only then creates the session.
import { redirect } from '@remix-run/node'
import { siteCookieStorage } from './cookie-storage.server'
import { hasSecondFactor } from '~/models/two-factor.server'
import { createSession, isAdmin } from './auth.server'
import { combineHeaders, safeRedirect } from './misc'
import { redirectWithToast } from './toast.server'

export const TWO_FACTOR_PATH = '/auth/two-factor'
export const TWO_FACTOR_SETUP_PATH = '/auth/two-factor/setup'
/** How long the code page waits after the password was accepted. */
export const PENDING_SIGN_IN_SECONDS = 10 * 60

function pendingStorage() {
  return siteCookieStorage('en_2fa', PENDING_SIGN_IN_SECONDS)
}

export type PendingSignIn = { userId: string; redirectTo: string }

/** The signed-in-with-password user waiting for the code page, or null (none, or older than 10 minutes). */
export async function readPendingSignIn(request: Request): Promise<PendingSignIn | null> {
  const cookie = await pendingStorage().getSession(request.headers.get('cookie'))
  const userId = cookie.get('userId')
  const startedAt = cookie.get('startedAt')
  const redirectTo = cookie.get('redirectTo')
  if (typeof userId !== 'string' || typeof startedAt !== 'number') return null
  // The cookie's Max-Age is the browser's to honour; the time inside it is signed, and checked here.
  if (Date.now() - startedAt > PENDING_SIGN_IN_SECONDS * 1000 || startedAt > Date.now() + 60_000) return null
  return { userId, redirectTo: safeRedirect(typeof redirectTo === 'string' ? redirectTo : null, '/dashboard') }
}

/** A Set-Cookie header that ends the pending step. */
export async function clearPendingSignIn(request: Request) {
  const cookie = await pendingStorage().getSession(request.headers.get('cookie'))
  return pendingStorage().destroySession(cookie)
}

/** The notice after signing in: the firm's staff are not told they are in a client portal. */
async function welcome(userId: string) {
  return (await isAdmin(userId))
    ? { title: 'Welcome back!', description: 'You are signed in to the admin panel.' }
    : { title: 'Welcome back!', description: 'You are signed in to your client portal.' }
}

/**
 * After the password (or an emailed set-password link) has been accepted: a session at once, or, when
 * the user has two-factor sign-in on, the code page (no session until the code is right).
 */
export async function continueSignIn(request: Request, userId: string, redirectTo: string, toast?: { title: string; description: string }) {
  const target = safeRedirect(redirectTo, '/dashboard')
  if (await hasSecondFactor(userId)) {
    const cookie = await pendingStorage().getSession()
    cookie.set('userId', userId)
    cookie.set('redirectTo', target)
    cookie.set('startedAt', Date.now())
    return redirect(TWO_FACTOR_PATH, { headers: { 'set-cookie': await pendingStorage().commitSession(cookie) } })
  }
  const session = await createSession(userId, request)
  return redirectWithToast(target, toast ?? (await welcome(userId)), { headers: { 'set-cookie': session } })
}

/** The code was right: the session, the pending cookie cleared, and on to where the visitor was going. */
export async function finishSignIn(request: Request, pending: PendingSignIn) {
  const session = await createSession(pending.userId, request)
  return redirectWithToast(pending.redirectTo, await welcome(pending.userId), {
    headers: combineHeaders({ 'set-cookie': session }, { 'set-cookie': await clearPendingSignIn(request) }),
  })
}

/** Where an admin without a second factor is sent, coming back to `back` afterwards. */
export function setupUrl(back: string) {
  return `${TWO_FACTOR_SETUP_PATH}?redirectTo=${encodeURIComponent(safeRedirect(back, '/internal-admin'))}`
}
