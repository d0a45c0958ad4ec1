// Server-sent events for live refresh: admins hear every client's changes, a client only their own.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { isAdmin, requireUser } from '~/utils/auth.server'
import { getDb } from '~/utils/db.server'
import { changeStream } from '~/utils/realtime.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  if (await isAdmin(user.id)) return changeStream(request, () => true)
  const profile = await getDb().selectFrom('client_profiles').select('id').where('user_id', '=', user.id).executeTakeFirst()
  if (!profile) return new Response('No client profile', { status: 403 })
  return changeStream(request, (change) => change.clientId === profile.id)
}
