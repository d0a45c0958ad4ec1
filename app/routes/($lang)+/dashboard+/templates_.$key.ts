// GET /dashboard/templates/:key: one of the six templates, for signed-in clients only. The firm's
// uploaded file when there is one, else the starter Word file the build wrote.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { TEMPLATES } from '~/content/portal'
import { requireClient, storedUploadResponse, templateFile } from '~/models/portal.server'
import { starterTemplateFile } from '~/models/starter-templates.server'
import { fileResponse } from '~/utils/file-response.server'
import { copyIn, requestLang } from '~/utils/i18n.server'
import * as portalTemplates from '~/locales/portal-templates'

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireClient(request)
  const key = params.key ?? ''
  if (!TEMPLATES.some((t) => t.key === key)) throw new Response('Not found', { status: 404 })
  const file = await templateFile(key)
  const uploaded = file ? await storedUploadResponse(file, 'attachment') : null
  if (uploaded) return uploaded
  const starter = starterTemplateFile(key)
  if (starter) return fileResponse(starter.fullPath, { filename: starter.filename, contentType: starter.contentType })
  throw new Response(copyIn(portalTemplates, requestLang(request)).templates.notAvailable, { status: 404 })
}
