// GET /internal-admin/signatures/:signatureId/pdf — the signed letter's PDF, admins only.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { getSignaturePdfPath } from '~/models/admin-purchases.server'
import { resolveDataFile } from '~/models/files.server'
import { fileResponse } from '~/utils/file-response.server'
import { requireAdmin } from '~/utils/auth.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const row = await getSignaturePdfPath(params.signatureId ?? '')
  if (!row?.pdf_path) return new Response('Not found', { status: 404 })
  let full: string
  try {
    full = resolveDataFile(row.pdf_path)
  } catch {
    return new Response('Not found', { status: 404 })
  }
  const name = row.purpose === 'engagement-letter' ? 'engagement-letter' : 'post-payment-agreement'
  return fileResponse(full, { filename: `${name}-${row.signup_id.slice(0, 8)}.pdf`, contentType: 'application/pdf' })
}
