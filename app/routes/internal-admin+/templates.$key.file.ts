// GET /internal-admin/templates/:key/file — the uploaded file of one portal template, admins only.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { getTemplateFile } from '~/models/files.server'
import { storedFileResponse } from '~/utils/file-response.server'
import { requireAdmin } from '~/utils/auth.server'
import { getDb } from '~/utils/db.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const file = await getTemplateFile(getDb(), params.key ?? '')
  if (!file) return new Response('Not found', { status: 404 })
  return storedFileResponse(file)
}
