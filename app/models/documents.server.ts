// A client's documents, item by item of the 27-item checklist: the files they upload, "not applicable"
// with their reason, and the firm's "received". When every item is received or not applicable the
// client moves to stage 2 and the documents step completes, in the transaction of the change that got
// there, with its audit rows. Every query is scoped to one client; routes pass the signed-in client's
// own id (portal) or an admin's choice (admin panel), never a client id from a form.
import fsp from 'node:fs/promises'
import path from 'node:path'
import type { Selectable } from 'kysely'
import { DOCUMENT_ITEMS, STAGES, TASKS, type DocumentItemKey } from '~/content/portal'
import { enqueue } from '~/jobs/outbox.server'
import { countRows, createId, type Db, getDb, now, sql, type Tx, writeTransaction } from '~/utils/db.server'
import type { ClientDocumentsTable } from '~/utils/db-schema'
import { publishChange } from '~/utils/realtime.server'
import type { ReceivedFile } from '~/utils/upload-types.server'
import { writeAudit, type Actor } from './admin.server'
import { cleanFilename, resolveStored, uploadsDir } from './files.server'
import { currentStage, getStages, getTasks, setStage, setTaskCompletion } from './progress.server'
import { reminderEvents } from './reminder-schedule.server'
import { MAX_CLIENT_DOCUMENT_BYTES } from '~/utils/body-limits'

/** The longest note or "not applicable" reason a client may write for one item. */
export const MAX_ITEM_NOTE_CHARS = 300
/** Stage 2, 'Documents Received by Attorney', and task 2, the step that carries the checklist. */
export const DOCUMENTS_STAGE_ORDER = 2
export const DOCUMENTS_TASK_TITLE = TASKS[1].title
/** The job that emails the firm; its subject groups a client's uploads into one message. */
export const NOTIFY_SUBJECT_TYPE = 'client_documents'

export type ItemState = 'received' | 'not-applicable' | 'uploaded' | 'missing'

export function isDocumentItemKey(key: string): key is DocumentItemKey {
  return DOCUMENT_ITEMS.some((item) => item.key === key)
}

export function documentItemName(key: string) {
  return DOCUMENT_ITEMS.find((item) => item.key === key)?.name ?? key
}

async function liveDocuments(db: Db, clientId: string) {
  return (
    db
      .selectFrom('client_documents')
      .select(['id', 'item_key', 'original_name', 'content_type', 'size_bytes', 'uploaded_at'])
      .where('client_id', '=', clientId)
      .where('removed_at', 'is', null)
      .orderBy('uploaded_at')
      // Files sent together: in the order they were sent.
      .orderBy(sql`rowid`)
      .execute()
  )
}

async function itemRows(db: Db, clientId: string) {
  const rows = await db.selectFrom('client_document_items').selectAll().where('client_id', '=', clientId).execute()
  return new Map(rows.map((r) => [r.item_key, r]))
}

/** Each of the 27 items with its files and what the server knows, and the counts the firm reads. */
export async function getChecklist(clientId: string, tx?: Tx) {
  const db = tx ?? getDb()
  const [documents, items] = await Promise.all([liveDocuments(db, clientId), itemRows(db, clientId)])
  const list = DOCUMENT_ITEMS.map(({ key, name }) => {
    const row = items.get(key)
    const files = documents
      .filter((d) => d.item_key === key)
      .map((d) => ({ id: d.id, name: d.original_name, sizeBytes: d.size_bytes, uploadedAt: d.uploaded_at }))
    const state: ItemState = row?.received_at
      ? 'received'
      : row?.not_applicable_at
        ? 'not-applicable'
        : files.length
          ? 'uploaded'
          : 'missing'
    return {
      key,
      name,
      state,
      files,
      note: row?.client_note ?? null,
      notApplicableReason: row?.not_applicable_at ? row.not_applicable_reason : null,
      receivedAt: row?.received_at ?? null,
    }
  })
  const count = (state: ItemState) => list.filter((i) => i.state === state).length
  return {
    items: list,
    summary: {
      total: list.length,
      received: count('received'),
      notApplicable: count('not-applicable'),
      uploaded: count('uploaded'),
      missing: count('missing'),
      bytesUsed: documents.reduce((sum, d) => sum + d.size_bytes, 0),
    },
  }
}

export type Checklist = Awaited<ReturnType<typeof getChecklist>>

/**
 * The items still missing for a client: nothing uploaded, not marked not applicable, not received.
 * (The missing-documents reminders ask this.)
 */
export async function missingDocumentItems(clientId: string, tx?: Tx): Promise<Array<{ key: DocumentItemKey; name: string }>> {
  const { items } = await getChecklist(clientId, tx)
  return items.filter((i) => i.state === 'missing').map(({ key, name }) => ({ key, name }))
}

/** How many bytes of documents a client keeps with us now (removed files do not count). */
export async function documentBytesUsed(clientId: string, tx?: Tx) {
  const row = await (tx ?? getDb())
    .selectFrom('client_documents')
    .select((eb) => eb.fn.sum<number>('size_bytes').as('total'))
    .where('client_id', '=', clientId)
    .where('removed_at', 'is', null)
    .executeTakeFirst()
  return Number(row?.total ?? 0)
}

export async function itemStatus(clientId: string, itemKey: string, tx?: Tx) {
  return (tx ?? getDb())
    .selectFrom('client_document_items')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('item_key', '=', itemKey)
    .executeTakeFirst()
}

async function upsertItem(
  trx: Tx,
  clientId: string,
  itemKey: string,
  set: Partial<{
    client_note: string | null
    not_applicable_reason: string | null
    not_applicable_at: string | null
    received_at: string | null
    received_by: string | null
  }>,
) {
  const at = now()
  await trx
    .insertInto('client_document_items')
    .values({ client_id: clientId, item_key: itemKey, ...set, updated_at: at })
    .onConflict((oc) => oc.columns(['client_id', 'item_key']).doUpdateSet({ ...set, updated_at: at }))
    .execute()
}

function documentsDir() {
  return path.join(uploadsDir(), 'documents')
}

export type SaveResult = { ok: true; count: number } | { ok: false; reason: 'received' | 'over-quota' }

/**
 * Keeps a client's checked uploads for one item: each file is moved to uploads/documents/<id>.<ext>
 * and gets its row; a note, when given, replaces the item's note; "not applicable" is lifted (files say
 * the item applies). The firm's notification is queued in the same transaction unless one is already
 * waiting for this client (it will carry these files too). The quota is checked again inside the
 * transaction, so two uploads at once cannot pass it together. On refusal nothing stays on disk.
 */
export async function saveClientDocuments(input: {
  clientId: string
  userId: string
  itemKey: DocumentItemKey
  files: ReceivedFile[]
  note?: string | null
}): Promise<SaveResult> {
  await fsp.mkdir(documentsDir(), { recursive: true, mode: 0o700 })
  const rows: Array<Selectable<ClientDocumentsTable>> = []
  const removeMoved = () => Promise.all(rows.map((r) => fsp.rm(resolveStored(r.storage_path), { force: true }).catch(() => {})))
  for (const file of input.files) {
    const id = createId()
    const storagePath = path.posix.join('uploads', 'documents', `${id}.${file.type.ext}`)
    try {
      await fsp.rename(file.path, path.join(documentsDir(), `${id}.${file.type.ext}`))
    } catch (error) {
      await removeMoved()
      throw error
    }
    rows.push({
      id,
      client_id: input.clientId,
      item_key: input.itemKey,
      original_name: cleanFilename(file.originalName, file.type.ext),
      content_type: file.type.contentType,
      size_bytes: file.size,
      storage_path: storagePath,
      uploaded_by: input.userId,
      uploaded_at: now(),
      removed_at: null,
      notify_outbox_id: null,
    })
  }
  let result: SaveResult
  try {
    result = await writeTransaction(async (trx): Promise<SaveResult> => {
      const status = await itemStatus(input.clientId, input.itemKey, trx)
      if (status?.received_at) return { ok: false, reason: 'received' }
      const added = rows.reduce((sum, r) => sum + r.size_bytes, 0)
      if ((await documentBytesUsed(input.clientId, trx)) + added > MAX_CLIENT_DOCUMENT_BYTES) return { ok: false, reason: 'over-quota' }
      // A file nobody has claimed yet means a notification is already on its way for this client.
      const waiting = await trx
        .selectFrom('client_documents')
        .select('id')
        .where('client_id', '=', input.clientId)
        .where('notify_outbox_id', 'is', null)
        .limit(1)
        .executeTakeFirst()
      await trx.insertInto('client_documents').values(rows).execute()
      const set: Parameters<typeof upsertItem>[3] = { not_applicable_at: null, not_applicable_reason: null }
      if (input.note) set.client_note = input.note
      await upsertItem(trx, input.clientId, input.itemKey, set)
      if (!waiting) await enqueue(trx, 'notify-documents', { clientId: input.clientId }, { type: NOTIFY_SUBJECT_TYPE, id: input.clientId })
      return { ok: true, count: rows.length }
    })
  } catch (error) {
    await removeMoved()
    throw error
  }
  if (!result.ok) await removeMoved()
  else await publishChange({ clientId: input.clientId, kind: 'documents' })
  return result
}

export type ItemChangeResult = 'updated' | 'received' | 'has-files' | 'not-found'

/** The client says an item does not apply to them, with a short reason. */
export async function markNotApplicable(
  actor: Actor,
  clientId: string,
  itemKey: DocumentItemKey,
  reason: string,
): Promise<ItemChangeResult> {
  const result = await writeTransaction(async (trx): Promise<ItemChangeResult> => {
    const status = await itemStatus(clientId, itemKey, trx)
    if (status?.received_at) return 'received'
    const files = await trx
      .selectFrom('client_documents')
      .select('id')
      .where('client_id', '=', clientId)
      .where('item_key', '=', itemKey)
      .where('removed_at', 'is', null)
      .limit(1)
      .executeTakeFirst()
    if (files) return 'has-files'
    await upsertItem(trx, clientId, itemKey, { not_applicable_reason: reason, not_applicable_at: now() })
    await completeIfAllDone(trx, actor, clientId)
    return 'updated'
  })
  if (result === 'updated') await publishChange({ clientId, kind: 'documents' })
  return result
}

/** The client takes a file back, until the firm has received its item. Another client's file is "not found". */
export async function removeClientDocument(clientId: string, documentId: string): Promise<ItemChangeResult> {
  const outcome = await writeTransaction(async (trx) => {
    const doc = await trx
      .selectFrom('client_documents')
      .select(['id', 'item_key', 'storage_path'])
      .where('id', '=', documentId)
      .where('client_id', '=', clientId)
      .where('removed_at', 'is', null)
      .executeTakeFirst()
    if (!doc) return { result: 'not-found' as const }
    if ((await itemStatus(clientId, doc.item_key, trx))?.received_at) return { result: 'received' as const }
    await trx.updateTable('client_documents').set({ removed_at: now() }).where('id', '=', doc.id).execute()
    return { result: 'updated' as const, storagePath: doc.storage_path }
  })
  if (outcome.result !== 'updated') return outcome.result
  // The file goes once the row says so; if the process stops in between, the file stays, unreachable.
  await fsp
    .rm(resolveStored(outcome.storagePath), { force: true })
    .catch((error) => console.error('could not delete a removed document', error))
  await publishChange({ clientId, kind: 'documents' })
  return outcome.result
}

/** A client's own file, or, for the firm, any client's file; never a removed one. */
export async function getClientDocument(clientId: string, documentId: string) {
  return getDb()
    .selectFrom('client_documents')
    .selectAll()
    .where('id', '=', documentId)
    .where('client_id', '=', clientId)
    .where('removed_at', 'is', null)
    .executeTakeFirst()
}

/** The firm has the item. May complete the checklist, and so move the client on. */
export async function adminMarkReceived(actor: Actor, clientId: string, itemKey: DocumentItemKey) {
  const result = await writeTransaction(async (trx) => {
    const exists = await trx.selectFrom('client_profiles').select('id').where('id', '=', clientId).executeTakeFirst()
    if (!exists) return 'not-found' as const
    const status = await itemStatus(clientId, itemKey, trx)
    if (status?.received_at) return { changed: false, completed: false }
    const files = await countRows(
      trx.selectFrom('client_documents').where('client_id', '=', clientId).where('item_key', '=', itemKey).where('removed_at', 'is', null),
    )
    await upsertItem(trx, clientId, itemKey, {
      received_at: now(),
      received_by: actor.id,
      not_applicable_at: null,
      not_applicable_reason: null,
    })
    await writeAudit(trx, {
      actor,
      clientId,
      action: 'document.received',
      before: { Item: documentItemName(itemKey), Status: status?.not_applicable_at ? 'not applicable' : 'not received' },
      after: { Item: documentItemName(itemKey), Status: 'received', Files: files },
    })
    return { changed: true, completed: await completeIfAllDone(trx, actor, clientId) }
  })
  if (result !== 'not-found' && result.changed) {
    await publishChange({ clientId, kind: 'documents' })
    if (result.completed) await publishChange({ clientId, kind: 'stages' })
  }
  return result
}

/**
 * When every item is received or not applicable: stage 2 (and so stage 1) complete if the client is not
 * past it already, and the documents step complete, each with its audit row, in the caller's
 * transaction. Returns whether anything moved.
 */
export async function completeIfAllDone(trx: Tx, actor: Actor, clientId: string) {
  const { items } = await getChecklist(clientId, trx)
  if (!items.every((i) => i.state === 'received' || i.state === 'not-applicable')) return false
  let moved = false
  const stages = await getStages(clientId, trx)
  const before = currentStage(stages)
  if (stages.length && before.stage_order < DOCUMENTS_STAGE_ORDER) {
    await setStage(trx, clientId, DOCUMENTS_STAGE_ORDER)
    await reminderEvents.stageChanged(trx, clientId, DOCUMENTS_STAGE_ORDER)
    await writeAudit(trx, {
      actor,
      clientId,
      action: 'documents.complete',
      before: { Stage: `${before.stage_name} (${before.stage_order} of ${STAGES.length})` },
      after: {
        Stage: `${STAGES[DOCUMENTS_STAGE_ORDER - 1]} (${DOCUMENTS_STAGE_ORDER} of ${STAGES.length})`,
        Reason: 'every document received or not applicable',
      },
    })
    moved = true
  }
  const task = (await getTasks(clientId, trx)).find((t) => t.task_title === DOCUMENTS_TASK_TITLE)
  if (task && !task.is_completed && (await setTaskCompletion(trx, clientId, task.id, true)) === 'updated') {
    await writeAudit(trx, {
      actor,
      clientId,
      action: 'task.complete',
      before: { Task: `${task.task_order}. ${task.task_title}`, Status: 'open' },
      after: { Task: `${task.task_order}. ${task.task_title}`, Status: 'complete', Reason: 'every document received or not applicable' },
    })
    moved = true
  }
  return moved
}

/**
 * The notification job's claim: every file of the client not yet covered by a notification is marked
 * as this job's (once; a retried job finds its own files again), then read back for the email.
 */
export async function claimForNotification(clientId: string, outboxId: string) {
  await writeTransaction((trx) =>
    trx
      .updateTable('client_documents')
      .set({ notify_outbox_id: outboxId })
      .where('client_id', '=', clientId)
      .where('notify_outbox_id', 'is', null)
      .execute(),
  )
  return getDb()
    .selectFrom('client_documents')
    .select(['item_key', 'original_name', 'size_bytes', 'uploaded_at', 'removed_at'])
    .where('client_id', '=', clientId)
    .where('notify_outbox_id', '=', outboxId)
    .orderBy('uploaded_at')
    .execute()
}
