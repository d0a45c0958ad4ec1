// GET /dashboard/documents/:documentId: one of the signed-in client's own uploaded files, as a download.
// Another client's id (or a removed file) is 404: the lookup is by this client's profile.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { getClientDocument } from '~/models/documents.server'
import { requireClient } from '~/models/portal.server'
import { storedFileResponse } from '~/utils/file-response.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { profile } = await requireClient(request)
  const doc = await getClientDocument(profile.id, params.documentId ?? '')
  if (!doc) throw new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } })
  return storedFileResponse({ storage_path: doc.storage_path, filename: doc.original_name, content_type: doc.content_type })
}
