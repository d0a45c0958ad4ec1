// GET /files/growth-score-report: a client's Growth Score report PDF. A client gets their own, and only
// once their current stage is the sixth (See Your Growth Score); an admin gets any client's (?client=id).
import type { LoaderFunctionArgs } from '@remix-run/node'
import { FINAL_STAGE_ORDER, currentStage, getStages } from '~/models/progress.server'
import { getReportFile, storedFileResponse } from '~/models/uploads.server'
import { isAdmin, requireUser } from '~/utils/auth.server'
import { getDb } from '~/utils/db.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const db = getDb()
  const requested = new URL(request.url).searchParams.get('client')
  let clientId: string | null = null
  if (await isAdmin(user.id)) {
    clientId = requested
  } else {
    const profile = await db.selectFrom('client_profiles').select('id').where('user_id', '=', user.id).executeTakeFirst()
    if (!profile || (requested && requested !== profile.id)) return new Response('Not found', { status: 404 })
    const stage = currentStage(await getStages(db, profile.id))
    if (stage.stage_order < FINAL_STAGE_ORDER) {
      return new Response('Your report is available once your Growth Score is ready.', { status: 403 })
    }
    clientId = profile.id
  }
  if (!clientId) return new Response('Not found', { status: 404 })
  const file = await getReportFile(db, clientId)
  if (!file) return new Response('No report has been uploaded yet.', { status: 404 })
  return storedFileResponse(file)
}
