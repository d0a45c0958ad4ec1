// GET /internal-admin/clients/:clientId/documents/:documentId — a client's uploaded file, admins only.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { getClientDocument } from '~/models/documents.server'
import { requireAdmin } from '~/utils/auth.server'
import { storedFileResponse } from '~/utils/file-response.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const doc = await getClientDocument(params.clientId ?? '', params.documentId ?? '')
  if (!doc) return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } })
  return storedFileResponse({ storage_path: doc.storage_path, filename: doc.original_name, content_type: doc.content_type })
}
