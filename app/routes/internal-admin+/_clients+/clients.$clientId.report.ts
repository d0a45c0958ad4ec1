// GET /internal-admin/clients/:clientId/report — a client's uploaded Growth Score report, admins only.
// (Clients download their own at /dashboard/report.)
import type { LoaderFunctionArgs } from '@remix-run/node'
import { getReportFile } from '~/models/files.server'
import { storedFileResponse } from '~/utils/file-response.server'
import { requireAdmin } from '~/utils/auth.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const file = await getReportFile(params.clientId ?? '')
  if (!file) return new Response('No report has been uploaded yet.', { status: 404 })
  return storedFileResponse(file)
}
