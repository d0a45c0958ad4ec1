// Server-sent events for live refresh: admins hear every client's changes, a client only that their
// own stages, tasks or profile changed. The stream ends with its session, and a session may keep only
// a few open (app/models/live-updates.server.ts).
import type { LoaderFunctionArgs } from '@remix-run/node'
import { STREAMS_PER_SESSION, claimStreamSlot, projectChange, streamAudience, streamStillAllowed } from '~/models/live-updates.server'
import { readSessionId, requireAdmin, requireUser } from '~/utils/auth.server'
import { env } from '~/utils/env.server'
import { changeStream } from '~/utils/realtime.server'

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers } })

/** The admin stream opens exactly when the admin panel would (role, and whatever else it requires). */
async function mayOpenAdminPanel(request: Request) {
  try {
    await requireAdmin(request)
    return true
  } catch (error) {
    if (error instanceof Response) return false
    throw error
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  // Signed out: to sign-in like every portal URL (EventSource then gets a page, not a stream, and stops).
  const user = await requireUser(request)
  const sessionId = await readSessionId(request)
  if (!sessionId) return plain(401, 'Sign in to receive live updates.')
  const audience = await streamAudience(user.id, await mayOpenAdminPanel(request))
  if (!audience) return plain(403, 'Live updates are for clients and the firm’s staff.')
  const release = claimStreamSlot(sessionId)
  if (!release) {
    return plain(
      429,
      `Too many live-update connections are open for this sign-in (at most ${STREAMS_PER_SESSION}). Close another tab of this site, then reload this page.`,
      {
        'retry-after': '30',
      },
    )
  }
  return changeStream(request, {
    project: (change) => projectChange(audience, change),
    stillAllowed: () => streamStillAllowed(sessionId, user.id, audience),
    recheckMs: env().LIVE_SESSION_CHECK_MS,
    onClose: release,
  })
}
