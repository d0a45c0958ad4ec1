// GET /dashboard/report: the signed-in client's own Growth Score report. No id in the URL: the file
// is looked up from the session, so no client can reach another's report.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { reportFile, requireClient, storedUploadResponse } from '~/models/portal.server'
import { copyIn, requestLang } from '~/utils/i18n.server'
import * as portalHome from '~/locales/portal-home'

export async function loader({ request }: LoaderFunctionArgs) {
  const { profile } = await requireClient(request)
  const file = await reportFile(profile)
  const response = file ? await storedUploadResponse(file, 'inline') : null
  if (!response) throw new Response(copyIn(portalHome, requestLang(request)).home.reportMissing, { status: 404 })
  return response
}
