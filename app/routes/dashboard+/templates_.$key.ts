// GET /dashboard/templates/:key: a template file the firm uploaded, for signed-in clients only.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { TEMPLATES } from '~/content/portal'
import { fileResponse, requireClient, templateFile } from '~/models/portal.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireClient(request)
  const key = params.key ?? ''
  if (!TEMPLATES.some((t) => t.key === key)) throw new Response('Not found', { status: 404 })
  const file = await templateFile(key)
  const response = file ? fileResponse(file, 'attachment') : null
  if (!response) throw new Response('This template is not available yet.', { status: 404 })
  return response
}
