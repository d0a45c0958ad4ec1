// What the checklist's forms do (POST /dashboard/documents). Every answer is a redirect back to the
// item with a notice, or, for the page's upload script (Accept: application/json), the same notice as
// JSON. Refusals say what was wrong and that nothing was uploaded; they leave no file behind. When the
// storage cannot take the upload (free space under the floor, a write that failed) the answer is 507:
// the same JSON for the script, and without JavaScript a page that says so (app/utils/storage-refusal.ts).
import { requireClient } from '~/models/portal.server'
import {
  documentBytesUsed,
  documentItemName,
  isDocumentItemKey,
  itemStatus,
  markNotApplicable,
  MAX_ITEM_NOTE_CHARS,
  removeClientDocument,
  saveClientDocuments,
} from '~/models/documents.server'
import { isStorageError } from '~/models/disk.server'
import { readFormData } from '~/utils/form-data.server'
import { STORAGE_MESSAGES, STORAGE_STATUS, type StorageProblemKind } from '~/utils/storage-refusal'
import { storageRefusalPage } from '~/utils/storage-refusal.server'
import { redirectWithToast } from '~/utils/toast.server'
import { DOCUMENT_TYPES } from '~/utils/upload-types.server'
import { receiveUploads } from '~/utils/upload-parsing.server'
import {
  MAX_CLIENT_DOCUMENT_BYTES,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_FILES_PER_UPLOAD,
  MAX_DOCUMENT_UPLOAD_BYTES,
} from '~/utils/body-limits'

type Outcome = { ok: boolean; title: string; description: string; item?: string }

const MB = 1024 * 1024

function answer(request: Request, outcome: Outcome) {
  if ((request.headers.get('accept') ?? '').includes('application/json')) {
    return new Response(JSON.stringify(outcome), {
      status: outcome.ok ? 200 : 400,
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
    })
  }
  // Only a checklist key goes into the address (a Location header): never a value as the client sent it.
  const anchor = outcome.item && isDocumentItemKey(outcome.item) ? `#document-${outcome.item}` : '#documents'
  return redirectWithToast(
    `/dashboard?checklist=open${anchor}`,
    { type: outcome.ok ? 'success' : 'error', title: outcome.title, description: outcome.description },
    { status: 303 },
  )
}

const MALFORMED = {
  ok: false,
  title: 'Nothing removed',
  description: 'That form did not come from your checklist as we drew it. Nothing was removed. Please reload the page and try again.',
}

/** A 400 for a form whose values no page of ours sends (the upload script gets JSON, a browser a sentence). */
function malformed(request: Request) {
  const json = (request.headers.get('accept') ?? '').includes('application/json')
  return new Response(json ? JSON.stringify(MALFORMED) : MALFORMED.description, {
    status: 400,
    headers: { 'content-type': json ? 'application/json' : 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
}

/** 507: the storage could not take the upload; nothing was saved. */
function storageRefused(request: Request, problem: StorageProblemKind, item?: string) {
  const back = `/dashboard?checklist=open${item ? `#document-${item}` : '#documents'}`
  if ((request.headers.get('accept') ?? '').includes('application/json')) {
    return new Response(JSON.stringify({ ok: false, ...STORAGE_MESSAGES[problem], item }), {
      status: STORAGE_STATUS,
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
    })
  }
  return storageRefusalPage(problem, back)
}

const refused = (description: string, item?: string): Outcome => ({ ok: false, title: 'Upload refused', description, item })

export async function handleDocumentsPost(request: Request) {
  const { user, profile } = await requireClient(request)
  const actor = { id: user.id, email: user.email }
  const isMultipart = (request.headers.get('content-type') ?? '').startsWith('multipart/form-data')
  if (!isMultipart) {
    const form = await readFormData(request)
    if (form.get('intent') !== 'remove')
      return answer(request, { ok: false, title: 'Unknown action', description: 'That button is not recognized. Please reload the page.' })
    // The item only brings the page back to its place (the address's #anchor), but it is checked before
    // anything is removed: a value no form of ours sends is refused whole, with nothing changed.
    const item = String(form.get('item') ?? '')
    if (item !== '' && !isDocumentItemKey(item)) return malformed(request)
    const result = await removeClientDocument(profile.id, String(form.get('documentId') ?? ''))
    if (result === 'updated')
      return answer(request, { ok: true, title: 'File removed', description: 'The file is no longer with us.', item })
    if (result === 'received')
      return answer(request, {
        ok: false,
        title: 'File kept',
        description: 'The firm has already received this item, so its files stay. Write to your attorney if one is wrong.',
        item,
      })
    return answer(request, {
      ok: false,
      title: 'File not found',
      description: 'That file is not in your checklist (it may have been removed already).',
    })
  }

  // Checked from the address, before the body is read: nothing reaches the disk for a wrong form.
  const url = new URL(request.url)
  const item = url.searchParams.get('item') ?? ''
  if (url.searchParams.get('for') !== profile.id) {
    return answer(
      request,
      refused(
        'This form belongs to another client’s checklist (perhaps you signed in as someone else in another tab). Please reload the page. Nothing was uploaded.',
      ),
    )
  }
  if (!isDocumentItemKey(item))
    return answer(request, refused('That checklist item does not exist. Please reload the page. Nothing was uploaded.'))
  const name = documentItemName(item)
  if ((await itemStatus(profile.id, item))?.received_at) {
    return answer(
      request,
      refused(`The firm has already received “${name}”. To send more for it, write to your attorney. Nothing was uploaded.`, item),
    )
  }
  const overQuota = `Your documents would come to more than the ${MAX_CLIENT_DOCUMENT_BYTES / MB} MB we keep for each client. Please write to your attorney and we will arrange another way. Nothing was uploaded.`
  // The request's length is reserved against the quota (with the client's other uploads in flight) and
  // the volume's floor before a byte is written; past what is left of the quota, the upload stops.
  const upload = await receiveUploads(request, {
    maxFileBytes: MAX_DOCUMENT_BYTES,
    maxFiles: MAX_DOCUMENT_FILES_PER_UPLOAD,
    maxTotalBytes: MAX_DOCUMENT_UPLOAD_BYTES,
    totalMessage: `These files come to more than ${MAX_DOCUMENT_UPLOAD_BYTES / MB} MB. Please upload fewer at a time. Nothing was uploaded.`,
    quota: {
      clientId: profile.id,
      limit: MAX_CLIENT_DOCUMENT_BYTES,
      used: (trx) => documentBytesUsed(profile.id, trx),
      message: overQuota,
    },
    types: DOCUMENT_TYPES,
  })
  if (!upload.ok) return upload.storage ? storageRefused(request, upload.storage, item) : answer(request, refused(upload.error, item))
  try {
    const note = (upload.fields.get('note') ?? '').trim()
    if (note.length > MAX_ITEM_NOTE_CHARS) {
      return answer(
        request,
        refused(`Please keep the note to ${MAX_ITEM_NOTE_CHARS} characters (it has ${note.length}). Nothing was uploaded.`, item),
      )
    }
    if (upload.fields.get('intent') === 'not-applicable') {
      if (!note)
        return answer(request, {
          ok: false,
          title: 'Not marked',
          description: `Please say in the note, briefly, why “${name}” does not apply to you.`,
          item,
        })
      const result = await markNotApplicable(actor, profile.id, item, note)
      if (result === 'has-files')
        return answer(request, {
          ok: false,
          title: 'Not marked',
          description: `“${name}” has files. Remove them first if it does not apply to you.`,
          item,
        })
      if (result === 'received')
        return answer(request, { ok: false, title: 'Not marked', description: `The firm has already received “${name}”.`, item })
      return answer(request, {
        ok: true,
        title: 'Marked not applicable',
        description: `“${name}” is marked not applicable. Thank you for the reason.`,
        item,
      })
    }
    if (!upload.files.length) return answer(request, refused(`Please choose at least one file for “${name}”.`, item))
    const result = await saveClientDocuments({
      clientId: profile.id,
      userId: user.id,
      itemKey: item,
      files: upload.files,
      note: note || null,
    })
    if (!result.ok)
      return answer(
        request,
        refused(result.reason === 'received' ? `The firm has already received “${name}”. Nothing was uploaded.` : overQuota, item),
      )
    const count = result.count === 1 ? 'One file' : `${result.count} files`
    return answer(request, {
      ok: true,
      title: 'Documents uploaded',
      description: `${count} added to “${name}”. The firm will be told.`,
      item,
    })
  } catch (error) {
    console.error('document upload failed', error)
    if (isStorageError(error)) return storageRefused(request, 'write-failed', item)
    return answer(request, refused('The upload could not be saved. Please try again. Nothing was uploaded.', item))
  } finally {
    // Files kept have been moved away already; this deletes whatever is left of the request.
    await upload.discard()
  }
}
