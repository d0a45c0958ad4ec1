// Who may see a signup: the browser that created it (a signed cookie carries a per-signup key whose
// SHA-256 is stored on the signup) or whoever holds a link the firm emailed (an HMAC of the id).
// Knowing a signup id alone opens nothing.
import crypto from 'node:crypto'
import { siteCookie } from '~/utils/cookie-storage.server'
import { env } from '~/utils/env.server'

type Entry = { i: string; k: string }
const MAX_ENTRIES = 5

function flowCookie() {
  return siteCookie('gs_flow', 60 * 24 * 3600)
}

export function sha256(value: string) {
  return crypto.createHash('sha256').update(value).digest('hex')
}

async function readEntries(request: Request): Promise<Entry[]> {
  const value: unknown = await flowCookie().parse(request.headers.get('cookie'))
  if (!Array.isArray(value)) return []
  return value.filter((e): e is Entry => typeof e?.i === 'string' && typeof e?.k === 'string')
}

/** A new browser key: its SHA-256 is stored on the signup, the key itself only in the cookie. */
export function newBrowserKey() {
  const key = crypto.randomBytes(32).toString('base64url')
  return { key, keyHash: sha256(key) }
}

/**
 * The Set-Cookie header that binds this browser to a signup, keeping up to five recent ones. The key
 * is the browser key, or the token of an emailed link (which opens the signup in any browser).
 */
export async function bindingCookie(request: Request, signupId: string, key: string) {
  const entries = (await readEntries(request)).filter((e) => e.i !== signupId)
  entries.unshift({ i: signupId, k: key })
  return flowCookie().serialize(entries.slice(0, MAX_ENTRIES))
}

/** The token in links the firm emails about a signup. */
export function signupLinkToken(signupId: string) {
  return crypto.createHmac('sha256', env().sessionSecret).update(`signup-link:${signupId}`).digest('base64url')
}

function sameText(a: string, b: string) {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && crypto.timingSafeEqual(x, y)
}

export function isValidLinkToken(signupId: string, token: string | null | undefined) {
  return Boolean(token) && sameText(token!, signupLinkToken(signupId))
}

/** True when this request's browser is bound to the signup (by its own key or an emailed link). */
export async function browserMayAccess(request: Request, signup: { id: string; browser_key_hash: string | null }) {
  const entry = (await readEntries(request)).find((e) => e.i === signup.id)
  if (!entry) return false
  if (signup.browser_key_hash && sameText(sha256(entry.k), signup.browser_key_hash)) return true
  return isValidLinkToken(signup.id, entry.k)
}

/** The most recent signup this browser started, if any. */
export async function latestBoundSignupId(request: Request) {
  return (await readEntries(request))[0]?.i ?? null
}

/**
 * True only for the browser that started the signup (its own key, not an emailed link's token): the
 * browser that paid, which the purchase may sign in to the new account (purchase-session.server.ts).
 */
export async function isStartingBrowser(request: Request, signup: { id: string; browser_key_hash: string | null }) {
  const entry = (await readEntries(request)).find((e) => e.i === signup.id)
  return Boolean(entry && signup.browser_key_hash && sameText(sha256(entry.k), signup.browser_key_hash))
}
