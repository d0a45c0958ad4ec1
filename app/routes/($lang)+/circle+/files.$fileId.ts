// /circle/files/:fileId: a Circle request's attachment or deliverable, for the member whose request it
// is and for the firm; anyone else gets 404. Sent as an attachment, nosniff, never stored. Staff pass
// the admin panel's own guard (requireAdmin: a second factor first), so a staff session that has not
// enrolled one opens no member's file.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { circleFileFor } from '~/models/circle-deliverables.server'
import { isAdmin, requireAdmin, requireUser } from '~/utils/auth.server'
import { storedFileResponse } from '~/utils/file-response.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const admin = await isAdmin(user.id)
  if (admin) await requireAdmin(request)
  const file = params.fileId ? await circleFileFor(params.fileId, { userId: user.id, admin }) : null
  if (!file) return new Response('Not Found', { status: 404, headers: { 'cache-control': 'no-store' } })
  return storedFileResponse(file)
}
