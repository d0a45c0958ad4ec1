// Who may open a membership's joining steps (/circle/…): its signed-in owner, or the browser that
// accepted the emailed invitation (a signed cookie holds a key whose SHA-256 is on the membership).
// Knowing a membership id alone opens nothing.
import { getUser } from '~/utils/auth.server'
import { siteCookie } from '~/utils/cookie-storage.server'
import { getMembership, mayAccess } from './memberships.server'

function keyCookie() {
  return siteCookie('circle_key', 30 * 24 * 3600)
}

export function circleKeyCookie(browserKey: string) {
  return keyCookie().serialize(browserKey)
}

async function browserKey(request: Request) {
  const value: unknown = await keyCookie().parse(request.headers.get('cookie'))
  return typeof value === 'string' ? value : null
}

/** The membership if this request may see it; a 404 otherwise (the same answer as an unknown id). */
export async function requireMembershipAccess(request: Request, membershipId: string | undefined) {
  const m = membershipId ? await getMembership(membershipId) : undefined
  const user = await getUser(request)
  if (!m || !mayAccess(m, { user, browserKey: await browserKey(request) })) throw new Response('Not Found', { status: 404 })
  return { membership: m, user }
}
