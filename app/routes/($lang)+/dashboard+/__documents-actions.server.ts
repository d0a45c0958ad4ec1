// What the checklist's forms do (POST /dashboard/documents). Every answer is a redirect back to the
// item with a notice, or, for the page's upload script (Accept: application/json), the same notice as
// JSON. Refusals say what was wrong and that nothing was uploaded; they leave no file behind. When the
// storage cannot take the upload (free space under the floor, a write that failed) the answer is 507:
// the same JSON for the script, and without JavaScript a page that says so (app/utils/storage-refusal.ts).
import { requireClient } from '~/models/portal.server'
import { itemName } from '~/components/portal/portal-copy'
import { fill, localePath } from '~/utils/i18n'
import { copiesIn, copyIn, requestLang } from '~/utils/i18n.server'
import * as portalHome from '~/locales/portal-home'
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
import { storageMessage, STORAGE_STATUS, type StorageProblemKind } from '~/utils/storage-refusal'
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
    localePath(requestLang(request), `/dashboard?checklist=open${anchor}`),
    { type: outcome.ok ? 'success' : 'error', title: outcome.title, description: outcome.description },
    { status: 303 },
  )
}

/** A 400 for a form whose values no page of ours sends (the upload script gets JSON, a browser a sentence). */
function malformed(request: Request) {
  const json = (request.headers.get('accept') ?? '').includes('application/json')
  const MALFORMED = { ok: false, ...copyIn(portalHome, requestLang(request)).documents.malformed }
  return new Response(json ? JSON.stringify(MALFORMED) : MALFORMED.description, {
    status: 400,
    headers: { 'content-type': json ? 'application/json' : 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
}

/** 507: the storage could not take the upload; nothing was saved. */
function storageRefused(request: Request, problem: StorageProblemKind, item?: string) {
  const lang = requestLang(request)
  const back = localePath(lang, `/dashboard?checklist=open${item ? `#document-${item}` : '#documents'}`)
  if ((request.headers.get('accept') ?? '').includes('application/json')) {
    return new Response(JSON.stringify({ ok: false, ...storageMessage(copiesIn(lang), problem), item }), {
      status: STORAGE_STATUS,
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
    })
  }
  return storageRefusalPage(problem, back, lang)
}

export async function handleDocumentsPost(request: Request) {
  const { user, profile } = await requireClient(request)
  const copy = copyIn(portalHome, requestLang(request))
  const t = copy.documents
  const refused = (description: string, item?: string): Outcome => ({ ok: false, title: t.refused, description, item })
  const actor = { id: user.id, email: user.email }
  const isMultipart = (request.headers.get('content-type') ?? '').startsWith('multipart/form-data')
  if (!isMultipart) {
    const form = await readFormData(request)
    if (form.get('intent') !== 'remove') return answer(request, { ok: false, ...t.unknown })
    // The item only brings the page back to its place (the address's #anchor), but it is checked before
    // anything is removed: a value no form of ours sends is refused whole, with nothing changed.
    const item = String(form.get('item') ?? '')
    if (item !== '' && !isDocumentItemKey(item)) return malformed(request)
    const result = await removeClientDocument(profile.id, String(form.get('documentId') ?? ''))
    if (result === 'updated') return answer(request, { ok: true, ...t.removed, item })
    if (result === 'received') return answer(request, { ok: false, ...t.kept, item })
    return answer(request, { ok: false, ...t.notFound })
  }

  // Checked from the address, before the body is read: nothing reaches the disk for a wrong form.
  const url = new URL(request.url)
  const item = url.searchParams.get('item') ?? ''
  if (url.searchParams.get('for') !== profile.id) {
    return answer(request, refused(t.otherClient))
  }
  if (!isDocumentItemKey(item)) return answer(request, refused(t.noItem))
  const name = itemName(copy, item, documentItemName(item))
  if ((await itemStatus(profile.id, item))?.received_at) {
    return answer(request, refused(fill(t.alreadyReceivedMore, { name }), item))
  }
  const overQuota = fill(t.overQuota, { mb: MAX_CLIENT_DOCUMENT_BYTES / MB })
  // The request's length is reserved against the quota (with the client's other uploads in flight) and
  // the volume's floor before a byte is written; past what is left of the quota, the upload stops.
  const upload = await receiveUploads(request, {
    maxFileBytes: MAX_DOCUMENT_BYTES,
    maxFiles: MAX_DOCUMENT_FILES_PER_UPLOAD,
    maxTotalBytes: MAX_DOCUMENT_UPLOAD_BYTES,
    totalMessage: fill(t.overTotal, { mb: MAX_DOCUMENT_UPLOAD_BYTES / MB }),
    quota: {
      clientId: profile.id,
      limit: MAX_CLIENT_DOCUMENT_BYTES,
      used: (trx) => documentBytesUsed(profile.id, trx),
      message: overQuota,
    },
    types: DOCUMENT_TYPES,
    lang: requestLang(request),
  })
  if (!upload.ok) return upload.storage ? storageRefused(request, upload.storage, item) : answer(request, refused(upload.error, item))
  try {
    const note = (upload.fields.get('note') ?? '').trim()
    if (note.length > MAX_ITEM_NOTE_CHARS) {
      return answer(request, refused(fill(t.noteTooLong, { max: MAX_ITEM_NOTE_CHARS, length: note.length }), item))
    }
    if (upload.fields.get('intent') === 'not-applicable') {
      if (!note) return answer(request, { ok: false, title: t.notMarked, description: fill(t.needReason, { name }), item })
      const result = await markNotApplicable(actor, profile.id, item, note)
      if (result === 'has-files') return answer(request, { ok: false, title: t.notMarked, description: fill(t.hasFiles, { name }), item })
      if (result === 'received')
        return answer(request, { ok: false, title: t.notMarked, description: fill(t.alreadyReceived, { name }), item })
      return answer(request, { ok: true, title: t.marked, description: fill(t.markedText, { name }), item })
    }
    if (!upload.files.length) return answer(request, refused(fill(t.chooseFile, { name }), item))
    const result = await saveClientDocuments({
      clientId: profile.id,
      userId: user.id,
      itemKey: item,
      files: upload.files,
      note: note || null,
    })
    if (!result.ok) return answer(request, refused(result.reason === 'received' ? fill(t.receivedNothing, { name }) : overQuota, item))
    const description = fill(result.count === 1 ? t.oneAdded : t.manyAdded, { count: result.count, name })
    return answer(request, { ok: true, title: t.uploaded, description, item })
  } catch (error) {
    console.error('document upload failed', error)
    if (isStorageError(error)) return storageRefused(request, 'write-failed', item)
    return answer(request, refused(t.notSaved, item))
  } finally {
    // Files kept have been moved away already; this deletes whatever is left of the request.
    await upload.discard()
  }
}
