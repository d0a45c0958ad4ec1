// Who may listen to the live-update stream (/changes), what each listener is told, and for how long
// (issue 14, finding 8). An admin hears which client changed and how; a client hears only that their
// own stages, tasks or profile changed (their own id and the kind), never about the firm's notes and
// never about anyone else. A
// stream lives only as long as the session that opened it: it is re-checked before each event and
// every LIVE_SESSION_CHECK_MS, and a session may hold only a few streams open at once.
import { isAdmin, sessionDeadline } from '~/utils/auth.server'
import { getDb } from '~/utils/db.server'
import { remember } from '@epic-web/remember'
import type { Change, ChangeKind } from '~/utils/realtime.server'

/** Open streams per session: a few tabs of the portal or the admin panel, not a connection flood. */
export const STREAMS_PER_SESSION = 3

/** What a client's own dashboard shows. Notes are the firm's own and stay with the firm. */
export const CLIENT_VISIBLE_KINDS: ReadonlySet<ChangeKind> = new Set(['stages', 'tasks', 'profile'])

export type Audience = { role: 'admin' } | { role: 'client'; clientId: string }

/**
 * The event a listener receives for a change, or null for none. Only known fields are copied, so a
 * field a publisher adds later is never passed on by accident.
 */
export function projectChange(audience: Audience, change: Change): Record<string, string> | null {
  if (audience.role === 'admin') return { clientId: change.clientId, kind: change.kind }
  if (change.clientId !== audience.clientId || !CLIENT_VISIBLE_KINDS.has(change.kind)) return null
  return { clientId: change.clientId, kind: change.kind }
}

/** The audience a signed-in user's stream is for: admins (who may open the admin panel), or a client with a profile. */
export async function streamAudience(userId: string, adminPanel: boolean): Promise<Audience | null> {
  if (adminPanel) return { role: 'admin' }
  const profile = await getDb().selectFrom('client_profiles').select('id').where('user_id', '=', userId).executeTakeFirst()
  return profile ? { role: 'client', clientId: profile.id } : null
}

/**
 * Whether a stream may go on: its session still exists (not signed out or revoked) and is within its
 * idle and absolute limits, and the user still has the role the stream was opened with. Reading only:
 * an open stream is not a use of the session and never extends it.
 */
export async function streamStillAllowed(sessionId: string, userId: string, audience: Audience, at = Date.now()) {
  const db = getDb()
  const session = await db
    .selectFrom('sessions')
    .select(['user_id', 'created_at', 'expires_at'])
    .where('id', '=', sessionId)
    .executeTakeFirst()
  if (!session || session.user_id !== userId) return false
  const admin = await isAdmin(userId)
  if (sessionDeadline(session, admin) <= at) return false
  if (audience.role === 'admin') return admin
  const profile = await db
    .selectFrom('client_profiles')
    .select('id')
    .where('id', '=', audience.clientId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Boolean(profile)
}

/**
 * Takes one of a session's stream slots; returns the function that gives it back, or null when the
 * session already has STREAMS_PER_SESSION open. Counted in this web process (the site runs one).
 */
export function claimStreamSlot(sessionId: string) {
  const open = remember('live-updates:open-streams', () => new Map<string, number>())
  const count = open.get(sessionId) ?? 0
  if (count >= STREAMS_PER_SESSION) return null
  open.set(sessionId, count + 1)
  let released = false
  return () => {
    if (released) return
    released = true
    const left = (open.get(sessionId) ?? 1) - 1
    if (left > 0) open.set(sessionId, left)
    else open.delete(sessionId)
  }
}
