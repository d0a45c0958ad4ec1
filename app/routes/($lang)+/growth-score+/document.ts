// GET /growth-score/document?signup_id=…&purpose=engagement-letter|post-payment-agreement — the buyer's
// own signed PDF, for the browser that made the purchase or one that opened an emailed link (the
// confirmation email links here instead of sending each signed copy in an email of its own).
import type { LoaderFunctionArgs } from '@remix-run/node'
import { resolveDataFile } from '~/models/files.server'
import { getDb } from '~/utils/db.server'
import { fileResponse } from '~/utils/file-response.server'
import { requireSignup } from './__flow.server'

const PURPOSES = { 'engagement-letter': 'engagement-letter-signed', 'post-payment-agreement': 'document-authorization-signed' } as const

export async function loader({ request }: LoaderFunctionArgs) {
  const signup = await requireSignup(request)
  const purpose = new URL(request.url).searchParams.get('purpose') ?? 'engagement-letter'
  if (!(purpose in PURPOSES)) return new Response('Not found', { status: 404 })
  const row = await getDb()
    .selectFrom('signatures')
    .select('pdf_path')
    .where('signup_id', '=', signup.id)
    .where('purpose', '=', purpose as keyof typeof PURPOSES)
    .executeTakeFirst()
  if (!row?.pdf_path) return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } })
  let full: string
  try {
    full = resolveDataFile(row.pdf_path)
  } catch {
    return new Response('Not found', { status: 404 })
  }
  return fileResponse(full, { filename: `${PURPOSES[purpose as keyof typeof PURPOSES]}.pdf`, contentType: 'application/pdf' })
}
