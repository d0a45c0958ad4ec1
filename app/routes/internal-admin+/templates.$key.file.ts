// GET /internal-admin/templates/:key/file — what clients download for one portal template, admins only:
// the uploaded file, or the starter Word file while there is none.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { getTemplateFile } from '~/models/files.server'
import { starterTemplateFile } from '~/models/starter-templates.server'
import { fileResponse, storedFileResponse } from '~/utils/file-response.server'
import { requireAdmin } from '~/utils/auth.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const file = await getTemplateFile(params.key ?? '')
  if (file) return storedFileResponse(file)
  const starter = starterTemplateFile(params.key ?? '')
  if (starter) return fileResponse(starter.fullPath, { filename: starter.filename, contentType: starter.contentType })
  return new Response('Not found', { status: 404 })
}
