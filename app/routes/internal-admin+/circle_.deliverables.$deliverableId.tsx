// POST /internal-admin/circle/deliverables/:id: the firm uploads a Circle deliverable (PDF or Word); the
// request is marked delivered and the member emailed. Admins only.
import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { deliverFile } from '~/models/circle-deliverables.server'
import { requireAdmin } from '~/utils/auth.server'
import { isStorageError } from '~/models/disk.server'
import { storageRefusalPage } from '~/utils/storage-refusal.server'
import { redirectWithToast } from '~/utils/toast.server'
import { receiveUpload } from '~/utils/upload-parsing.server'
import { MAX_TEMPLATE_BYTES, uploadBodyLimit } from '~/utils/body-limits'
import { TEMPLATE_TYPES } from '~/utils/upload-types.server'

/** One PDF or Word file (server/body-limit.ts reads this). */
export const bodyLimit = uploadBodyLimit(MAX_TEMPLATE_BYTES)

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request)
  const back = '/internal-admin/circle#requests'
  const upload = await receiveUpload(request, { maxBytes: MAX_TEMPLATE_BYTES, types: TEMPLATE_TYPES })
  // The storage could not take it (under the floor, or a write failed): 507, nothing saved.
  if (!upload.ok && upload.storage) return storageRefusalPage(upload.storage, back)
  if (!upload.ok) return redirectWithToast(back, { type: 'error', title: 'Upload failed', description: upload.error }, { status: 303 })
  let ok: boolean
  try {
    ok = await deliverFile({ id: admin.id, email: admin.email }, params.deliverableId ?? '', upload)
  } catch (error) {
    await upload.file.remove().catch(() => {})
    if (isStorageError(error)) return storageRefusalPage('write-failed', back)
    throw error
  }
  if (!ok)
    return redirectWithToast(
      back,
      { type: 'error', title: 'Upload failed', description: 'That request no longer exists.' },
      { status: 303 },
    )
  return redirectWithToast(back, { title: 'Deliverable sent', description: 'The member has been emailed.' }, { status: 303 })
}

export function loader() {
  return redirect('/internal-admin/circle')
}
