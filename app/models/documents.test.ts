// The documents model against a fresh SQLite file: the checklist's states, what is missing, removing
// a file, "not applicable", the firm's "received" and the move to stage 2 (in one transaction with its
// audit rows), the client's quota, and the batching of the firm's notification.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { useFreshDatabase } from '../../tests/support/app-process'

useFreshDatabase()
const { migrate } = await import('~/utils/migrate.server')
const dbModule = await import('~/utils/db.server')
migrate(dbModule.getSqlite())
const db = dbModule.getDb()
const docs = await import('./documents.server')
const { upsertUser, makeAdmin } = await import('~/utils/auth.server')
const { ensureClientProfile } = await import('./clients.server')
const { uploadsDir } = await import('./files.server')
const { MAX_CLIENT_DOCUMENT_BYTES } = await import('~/utils/body-limits')
const { DOCUMENT_TYPES } = await import('~/utils/upload-types.server')
const { DOCUMENT_ITEMS } = await import('~/content/portal')
const { documentsUploadedEmail } = await import('~/emails/documents.server')

const PDF = DOCUMENT_TYPES.find((t) => t.ext === 'pdf')!
let serial = 0

async function newClient(first = 'Amelia') {
  const email = `${first.toLowerCase()}-${++serial}@client.example`
  const user = await upsertUser({ email, firstName: first, lastName: 'Stone' })
  const profile = await ensureClientProfile({ id: user.id, firstName: first, lastName: 'Stone', companyName: 'Stone Works LLC' })
  return { userId: user.id, email, clientId: profile.id, actor: { id: user.id, email } }
}

/** A received PDF in the temporary folder, as the upload reader leaves it. */
function incomingPdf(name: string, size?: number) {
  const dir = path.join(uploadsDir(), '.incoming')
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.upload`)
  fs.writeFileSync(file, '%PDF-1.4\n% test document\n')
  return { path: file, size: size ?? fs.statSync(file).size, originalName: name, type: PDF }
}

const documentsDir = () => path.join(uploadsDir(), 'documents')
const onDisk = () => (fs.existsSync(documentsDir()) ? fs.readdirSync(documentsDir()) : [])
const key = (i: number) => DOCUMENT_ITEMS[i].key

async function save(c: { clientId: string; userId: string }, item: string, names: string[]) {
  return docs.saveClientDocuments({
    clientId: c.clientId,
    userId: c.userId,
    itemKey: item as never,
    files: names.map((n) => incomingPdf(n)),
  })
}

function notifyRows(clientId: string) {
  return db.selectFrom('outbox').selectAll().where('kind', '=', 'notify-documents').where('subject_id', '=', clientId).execute()
}

async function firmActor() {
  const email = `partner-${++serial}@harborvale.example`
  const user = await upsertUser({ email })
  await makeAdmin(user.id)
  return { id: user.id, email }
}

afterAll(async () => {
  const { producerRedis } = await import('~/utils/redis.server')
  producerRedis().disconnect()
})

describe('the checklist', () => {
  test('a new client has 27 items, all missing', async () => {
    const c = await newClient()
    const { items, summary } = await docs.getChecklist(c.clientId)
    expect(items).toHaveLength(27)
    expect(summary).toMatchObject({ total: 27, received: 0, notApplicable: 0, uploaded: 0, missing: 27, bytesUsed: 0 })
    expect((await docs.missingDocumentItems(c.clientId)).map((i) => i.name)).toEqual(DOCUMENT_ITEMS.map((i) => i.name))
  })

  test('files go to their item on disk, named by id; not applicable keeps the reason; the missing list shrinks', async () => {
    const c = await newClient()
    const before = onDisk().length
    expect(await save(c, key(3), ['EIN letter.pdf', 'EIN letter page 2.pdf'])).toEqual({ ok: true, count: 2 })
    expect(await save(c, key(5), ['cap table.pdf'])).toEqual({ ok: true, count: 1 })
    expect(await docs.markNotApplicable(c.actor, c.clientId, key(26), 'We have no letters of intent.')).toBe('updated')

    const { items, summary } = await docs.getChecklist(c.clientId)
    expect(items[3]).toMatchObject({ state: 'uploaded', files: [{ name: 'EIN letter.pdf' }, { name: 'EIN letter page 2.pdf' }] })
    expect(items[5]).toMatchObject({ state: 'uploaded', files: [{ name: 'cap table.pdf' }] })
    expect(items[26]).toMatchObject({ state: 'not-applicable', notApplicableReason: 'We have no letters of intent.' })
    expect(summary).toMatchObject({ uploaded: 2, notApplicable: 1, missing: 24 })
    const missing = (await docs.missingDocumentItems(c.clientId)).map((i) => i.key)
    expect(missing).toHaveLength(24)
    expect(missing).not.toContain(key(3))

    const rows = await db.selectFrom('client_documents').selectAll().where('client_id', '=', c.clientId).execute()
    expect(onDisk().length - before).toBe(3)
    for (const row of rows) {
      expect(row.storage_path).toBe(`uploads/documents/${row.id}.pdf`)
      expect(onDisk()).toContain(`${row.id}.pdf`)
    }
    // Nothing is left in the temporary folder.
    expect(fs.readdirSync(path.join(uploadsDir(), '.incoming'))).toEqual([])
  })

  test('an item with files cannot be marked not applicable; files lift "not applicable"', async () => {
    const c = await newClient()
    await save(c, key(0), ['articles.pdf'])
    expect(await docs.markNotApplicable(c.actor, c.clientId, key(0), 'n/a')).toBe('has-files')
    await docs.markNotApplicable(c.actor, c.clientId, key(1), 'No bylaws: single-member LLC without one.')
    await save(c, key(1), ['operating agreement.pdf'])
    expect((await docs.getChecklist(c.clientId)).items[1]).toMatchObject({ state: 'uploaded', notApplicableReason: null })
  })

  test('a client removes their own file until the firm receives the item; another client’s file is not found', async () => {
    const c = await newClient()
    const other = await newClient('Bruno')
    await save(c, key(7), ['return 2024.pdf', 'return 2024 schedules.pdf'])
    const [first, second] = (await docs.getChecklist(c.clientId)).items[7].files
    expect(await docs.removeClientDocument(other.clientId, first.id)).toBe('not-found')
    expect(await docs.getClientDocument(other.clientId, first.id)).toBeUndefined()

    expect(await docs.removeClientDocument(c.clientId, first.id)).toBe('updated')
    expect(onDisk()).not.toContain(`${first.id}.pdf`)
    expect(await docs.getClientDocument(c.clientId, first.id)).toBeUndefined()
    expect((await docs.getChecklist(c.clientId)).items[7].files.map((f) => f.id)).toEqual([second.id])

    await docs.adminMarkReceived(await firmActor(), c.clientId, key(7) as never)
    expect(await docs.removeClientDocument(c.clientId, second.id)).toBe('received')
    expect(onDisk()).toContain(`${second.id}.pdf`)
    expect(await save(c, key(7), ['late.pdf'])).toEqual({ ok: false, reason: 'received' })
  })

  test('past the client’s quota an upload is refused and its files are deleted', async () => {
    const c = await newClient()
    const before = onDisk()
    const huge = incomingPdf('huge.pdf', MAX_CLIENT_DOCUMENT_BYTES + 1)
    const result = await docs.saveClientDocuments({ clientId: c.clientId, userId: c.userId, itemKey: key(11) as never, files: [huge] })
    expect(result).toEqual({ ok: false, reason: 'over-quota' })
    expect(onDisk().filter((f) => !before.includes(f))).toEqual([])
    expect(fs.existsSync(huge.path)).toBe(false)
    expect((await docs.getChecklist(c.clientId)).summary.uploaded).toBe(0)
  })
})

describe('the firm’s received and the move to stage 2', () => {
  async function stageAndTask(clientId: string) {
    const stages = await db
      .selectFrom('progress_stages')
      .select(['stage_order', 'is_completed'])
      .where('client_id', '=', clientId)
      .orderBy('stage_order')
      .execute()
    const task = await db
      .selectFrom('client_tasks')
      .selectAll()
      .where('client_id', '=', clientId)
      .where('task_order', '=', 2)
      .executeTakeFirstOrThrow()
    return { completedStages: stages.filter((s) => s.is_completed).map((s) => s.stage_order), task2: Boolean(task.is_completed) }
  }

  test('the last item received moves the client to stage 2 and completes task 2, with audit rows', async () => {
    const c = await newClient()
    const firm = await firmActor()
    await docs.markNotApplicable(c.actor, c.clientId, key(26), 'None pending.')
    for (let i = 0; i < 25; i++) await docs.adminMarkReceived(firm, c.clientId, key(i) as never)
    expect(await stageAndTask(c.clientId)).toEqual({ completedStages: [], task2: false })
    expect((await docs.getChecklist(c.clientId)).summary).toMatchObject({ received: 25, notApplicable: 1, missing: 1 })

    expect(await docs.adminMarkReceived(firm, c.clientId, key(25) as never)).toEqual({ changed: true, completed: true })
    expect(await stageAndTask(c.clientId)).toEqual({ completedStages: [1, 2], task2: true })
    const audit = await db.selectFrom('audit_log').select(['action', 'actor_user_id']).where('client_id', '=', c.clientId).execute()
    expect(audit.filter((a) => a.action === 'document.received')).toHaveLength(26)
    expect(audit.filter((a) => a.action === 'documents.complete' || a.action === 'task.complete')).toEqual([
      { action: 'documents.complete', actor_user_id: firm.id },
      { action: 'task.complete', actor_user_id: firm.id },
    ])
    // Done once: a second "received" changes nothing.
    expect(await docs.adminMarkReceived(firm, c.clientId, key(25) as never)).toEqual({ changed: false, completed: false })
  })

  test('a client already past stage 2 stays where they are; the task still completes', async () => {
    const c = await newClient()
    const firm = await firmActor()
    await db
      .updateTable('progress_stages')
      .set({ is_completed: 1, completed_at: new Date().toISOString() })
      .where('client_id', '=', c.clientId)
      .where('stage_order', '<=', 3)
      .execute()
    for (let i = 0; i < 26; i++) await docs.adminMarkReceived(firm, c.clientId, key(i) as never)
    expect(await docs.markNotApplicable(c.actor, c.clientId, key(26), 'None.')).toBe('updated')
    expect(await stageAndTask(c.clientId)).toEqual({ completedStages: [1, 2, 3], task2: true })
  })

  test('the move and its audit row are one transaction: if the audit row fails, the item is not received either', async () => {
    const c = await newClient()
    const firm = await firmActor()
    for (let i = 0; i < 26; i++) await docs.adminMarkReceived(firm, c.clientId, key(i) as never)
    const sqlite = dbModule.getSqlite()
    sqlite.exec(
      `CREATE TRIGGER fail_completion BEFORE INSERT ON audit_log WHEN NEW.action = 'documents.complete' BEGIN SELECT RAISE(ABORT, 'audit refused'); END`,
    )
    try {
      await expect(docs.adminMarkReceived(firm, c.clientId, key(26) as never)).rejects.toThrow('audit refused')
    } finally {
      sqlite.exec('DROP TRIGGER fail_completion')
    }
    expect((await docs.getChecklist(c.clientId)).items[26].state).toBe('missing')
    expect(await stageAndTask(c.clientId)).toEqual({ completedStages: [], task2: false })
  })
})

describe('the firm’s notification of uploads', () => {
  test('ten uploads before the job runs make one notification listing all ten; a later upload starts the next', async () => {
    const c = await newClient('Celia')
    for (let i = 0; i < 10; i++) await save(c, key(i), [`document ${i + 1}.pdf`])
    const rows = await notifyRows(c.clientId)
    expect(rows).toHaveLength(1)
    expect(JSON.parse(rows[0].payload)).toEqual({ clientId: c.clientId })

    const claimed = await docs.claimForNotification(c.clientId, rows[0].id)
    expect(claimed).toHaveLength(10)
    const email = await documentsUploadedEmail(db, c.clientId, claimed)
    expect(email.subject).toBe('10 new documents from Celia Stone')
    for (let i = 0; i < 10; i++) expect(email.text).toContain(`document ${i + 1}.pdf`)
    expect(email.text).toContain(DOCUMENT_ITEMS[9].name)
    // A retry of the same job finds the same batch.
    expect(await docs.claimForNotification(c.clientId, rows[0].id)).toHaveLength(10)

    await save(c, key(10), ['document 11.pdf'])
    const after = await notifyRows(c.clientId)
    expect(after).toHaveLength(2)
    const next = after.find((r) => r.id !== rows[0].id)!
    expect((await docs.claimForNotification(c.clientId, next.id)).map((f) => f.original_name)).toEqual(['document 11.pdf'])
  })
})
