// Circle deliverables: a member asks (title, description, an attachment), at most two per calendar month
// in the firm's time zone; the firm moves each through received → in progress → delivered and uploads
// the work, which only the member and the firm can download.
import fsp from 'node:fs/promises'
import path from 'node:path'
import { CIRCLE_MONTHLY_DELIVERABLES, DELIVERABLE_STATUS_LABELS } from '~/content/circle'
import { countRows, createId, getDb, now, type Tx, writeTransaction } from '~/utils/db.server'
import type { DeliverableStatus } from '~/utils/db-schema'
import { monthKey } from './capacity.server'
import { cleanFilename, resolveStored, uploadsDir, type Received } from './files.server'
import type { Actor } from './admin.server'
import { audit, emailAboutMembership, getMembership, isMember } from './memberships.server'

const ORDER: DeliverableStatus[] = ['received', 'in_progress', 'delivered']

/** Moves a received upload under uploads/circle/ and describes it (the row is written by the caller's transaction). */
async function storeUpload(upload: Received) {
  const dir = path.join(uploadsDir(), 'circle')
  await fsp.mkdir(dir, { recursive: true, mode: 0o700 })
  const stored = `${createId()}.${upload.type.ext}`
  const size = upload.file.size
  await fsp.rename(upload.file.getFilePath(), path.join(dir, stored))
  return {
    filename: cleanFilename(upload.originalName, upload.type.ext),
    content_type: upload.type.contentType,
    size_bytes: size,
    storage_path: path.posix.join('uploads', 'circle', stored),
  }
}

async function discard(stored: { storage_path: string } | null) {
  if (stored) await fsp.rm(resolveStored(stored.storage_path), { force: true }).catch(() => {})
}

export async function deliverablesUsed(membershipId: string, month = monthKey(new Date()), tx?: Tx) {
  return countRows((tx ?? getDb()).selectFrom('circle_deliverables').where('membership_id', '=', membershipId).where('month', '=', month))
}

export type RequestResult = { ok: true; id: string } | { ok: false; reason: 'limit' | 'not-member' }

/**
 * Counts this month's requests and inserts the new one in one BEGIN IMMEDIATE transaction: the write
 * lock is held from the count to the insert, so concurrent requests (from any process) are serialised
 * and at most two per month get in.
 */
export async function requestDeliverable(
  membershipId: string,
  input: { title: string; description: string },
  upload: Received | null,
  at = new Date(),
): Promise<RequestResult> {
  const stored = upload ? await storeUpload(upload) : null
  const result = await writeTransaction(async (trx): Promise<RequestResult> => {
    const m = await getMembership(membershipId, trx)
    if (!m || !isMember(m)) return { ok: false, reason: 'not-member' }
    const month = monthKey(at)
    if ((await deliverablesUsed(m.id, month, trx)) >= CIRCLE_MONTHLY_DELIVERABLES) return { ok: false, reason: 'limit' }
    const id = createId()
    await trx
      .insertInto('circle_deliverables')
      .values({ id, membership_id: m.id, month, title: input.title, description: input.description, created_at: now(), updated_at: now() })
      .execute()
    if (stored)
      await trx
        .insertInto('circle_files')
        .values({ id: createId(), deliverable_id: id, kind: 'attachment', ...stored, created_at: now() })
        .execute()
    await audit(trx, m.id, m.email, 'Deliverable requested', input.title)
    await emailAboutMembership(trx, 'firm', m.id, 'deliverable-requested', id)
    return { ok: true, id }
  })
  if (!result.ok) await discard(stored)
  return result
}

/** The member's requests with their files, newest first. */
export async function memberDeliverables(membershipId: string) {
  const db = getDb()
  const [requests, files] = await Promise.all([
    db.selectFrom('circle_deliverables').selectAll().where('membership_id', '=', membershipId).orderBy('created_at', 'desc').execute(),
    db
      .selectFrom('circle_files')
      .innerJoin('circle_deliverables', 'circle_deliverables.id', 'circle_files.deliverable_id')
      .select(['circle_files.id', 'circle_files.deliverable_id', 'circle_files.kind', 'circle_files.filename', 'circle_files.size_bytes'])
      .where('circle_deliverables.membership_id', '=', membershipId)
      .execute(),
  ])
  return requests.map((r) => ({ ...r, files: files.filter((f) => f.deliverable_id === r.id) }))
}

/** Every request, for the firm (newest first), with the member and files. */
export async function allDeliverables() {
  const db = getDb()
  const rows = await db
    .selectFrom('circle_deliverables')
    .innerJoin('circle_memberships', 'circle_memberships.id', 'circle_deliverables.membership_id')
    .select([
      'circle_deliverables.id',
      'circle_deliverables.title',
      'circle_deliverables.description',
      'circle_deliverables.status',
      'circle_deliverables.created_at',
      'circle_memberships.name',
      'circle_memberships.email',
    ])
    .orderBy('circle_deliverables.created_at', 'desc')
    .limit(200)
    .execute()
  // Only the files of the requests listed, not every file ever uploaded.
  const ids = rows.map((r) => r.id)
  const files = ids.length
    ? await db.selectFrom('circle_files').select(['id', 'deliverable_id', 'kind', 'filename']).where('deliverable_id', 'in', ids).execute()
    : []
  return rows.map((r) => ({ ...r, files: files.filter((f) => f.deliverable_id === r.id) }))
}

export async function setDeliverableStatus(actor: Actor, deliverableId: string, status: DeliverableStatus) {
  if (!ORDER.includes(status)) return false
  return writeTransaction(async (trx) => {
    const d = await trx.selectFrom('circle_deliverables').selectAll().where('id', '=', deliverableId).executeTakeFirst()
    if (!d) return false
    if (d.status === status) return true
    await trx.updateTable('circle_deliverables').set({ status, updated_at: now() }).where('id', '=', d.id).execute()
    await audit(
      trx,
      d.membership_id,
      actor.email,
      'Deliverable status',
      `${d.title}: ${DELIVERABLE_STATUS_LABELS[d.status]} → ${DELIVERABLE_STATUS_LABELS[status]}`,
    )
    if (status === 'delivered') await emailAboutMembership(trx, 'member', d.membership_id, 'delivered', d.id)
    return true
  })
}

/** The firm uploads the work product: stored, the request marked delivered, the member told. */
export async function deliverFile(actor: Actor, deliverableId: string, upload: Received) {
  const stored = await storeUpload(upload)
  const ok = await writeTransaction(async (trx) => {
    const d = await trx.selectFrom('circle_deliverables').selectAll().where('id', '=', deliverableId).executeTakeFirst()
    if (!d) return false
    await trx
      .insertInto('circle_files')
      .values({ id: createId(), deliverable_id: d.id, kind: 'deliverable', ...stored, created_at: now() })
      .execute()
    await trx.updateTable('circle_deliverables').set({ status: 'delivered', updated_at: now() }).where('id', '=', d.id).execute()
    await audit(trx, d.membership_id, actor.email, 'Deliverable uploaded', `${d.title}: ${stored.filename}`)
    await emailAboutMembership(trx, 'member', d.membership_id, 'delivered', d.id)
    return true
  })
  if (!ok) await discard(stored)
  return ok
}

/** A file of a request, if the asker may have it: the firm (admin) or the member whose request it is. */
export async function circleFileFor(fileId: string, who: { userId: string; admin: boolean }) {
  const row = await getDb()
    .selectFrom('circle_files')
    .innerJoin('circle_deliverables', 'circle_deliverables.id', 'circle_files.deliverable_id')
    .innerJoin('circle_memberships', 'circle_memberships.id', 'circle_deliverables.membership_id')
    .select(['circle_files.filename', 'circle_files.content_type', 'circle_files.storage_path', 'circle_memberships.user_id'])
    .where('circle_files.id', '=', fileId)
    .executeTakeFirst()
  if (!row) return null
  if (!who.admin && row.user_id !== who.userId) return null
  return row
}
