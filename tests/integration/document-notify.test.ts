// The firm's email about a client's uploads, through the real worker process, a real SMTP server and a
// private Redis: ten uploads in a row make one email listing all ten; with Redis stopped the uploads
// still succeed, and the email goes out once Redis is back (the outbox row was written with the files).
// The job waits 8 s here (3 minutes in production): ten uploads take well under that, even on a busy machine.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startPrivateRedis } from '../fakes/redis-server'
import { startSmtpSink, type ReceivedMail } from '../fakes/smtp-sink'
import { startWorker, useFreshDatabase, waitUntil, type WorkerProcess } from '../support/app-process'

const FIRM = 'firm-documents@harborvale.example'
let redis: Awaited<ReturnType<typeof startPrivateRedis>>
let smtp: Awaited<ReturnType<typeof startSmtpSink>>
let worker: WorkerProcess

beforeAll(async () => {
  redis = await startPrivateRedis()
  smtp = await startSmtpSink()
  const { vars } = useFreshDatabase({ REDIS_URL: redis.url, SMTP_URL: smtp.url, FIRM_NOTIFY_EMAIL: FIRM, DOCUMENT_NOTIFY_DELAY_MS: '8000' })
  const { migrate } = await import('~/utils/migrate.server')
  const { getSqlite } = await import('~/utils/db.server')
  migrate(getSqlite())
  worker = await startWorker(vars)
})

afterAll(async () => {
  await worker?.stop()
  await smtp?.close()
  await redis?.stop()
})

let n = 0
async function client(first: string) {
  const { upsertUser } = await import('~/utils/auth.server')
  const { ensureClientProfile } = await import('~/models/clients.server')
  const user = await upsertUser({ email: `${first.toLowerCase()}-${++n}@client.example`, firstName: first, lastName: 'Notify' })
  const profile = await ensureClientProfile({ id: user.id, firstName: first, lastName: 'Notify' })
  return { clientId: profile.id, userId: user.id }
}

/** One upload of one PDF to an item, as the checklist's form hands it to the model. */
async function uploadOne(c: { clientId: string; userId: string }, itemIndex: number, name: string) {
  const { uploadsDir } = await import('~/models/files.server')
  const { saveClientDocuments } = await import('~/models/documents.server')
  const { DOCUMENT_TYPES } = await import('~/utils/upload-types.server')
  const { DOCUMENT_ITEMS } = await import('~/content/portal')
  const dir = path.join(uploadsDir(), '.incoming')
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.upload`)
  fs.writeFileSync(file, `%PDF-1.4\n% ${name}\n`)
  const type = DOCUMENT_TYPES.find((t) => t.ext === 'pdf')!
  const result = await saveClientDocuments({
    clientId: c.clientId,
    userId: c.userId,
    itemKey: DOCUMENT_ITEMS[itemIndex].key,
    files: [{ path: file, size: fs.statSync(file).size, originalName: name, type }],
  })
  expect(result).toEqual({ ok: true, count: 1 })
}

const aboutClient = (first: string) => (m: ReceivedMail) => m.to.includes(FIRM) && m.subject.includes(`from ${first} Notify`)

describe('the firm’s email about uploads', () => {
  test('ten uploads in a row make one email that lists all ten', async () => {
    const c = await client('Fiona')
    for (let i = 0; i < 10; i++) await uploadOne(c, i, `fiona-${i + 1}.pdf`)
    const mail = await smtp.waitFor(aboutClient('Fiona'), 30_000)
    expect(mail.subject).toBe('10 new documents from Fiona Notify')
    for (let i = 0; i < 10; i++) expect(mail.text).toContain(`fiona-${i + 1}.pdf`)
    // The relay runs several more rounds meanwhile: still one email.
    await new Promise((r) => setTimeout(r, 2000))
    expect(smtp.messages.filter(aboutClient('Fiona'))).toHaveLength(1)
  })

  test('with Redis stopped the uploads are kept and the email goes out once Redis is back', async () => {
    const c = await client('Gwen')
    await redis.stop()
    try {
      for (let i = 0; i < 3; i++) await uploadOne(c, i, `gwen-${i + 1}.pdf`)
      const { getDb } = await import('~/utils/db.server')
      const rows = await getDb()
        .selectFrom('outbox')
        .selectAll()
        .where('kind', '=', 'notify-documents')
        .where('subject_id', '=', c.clientId)
        .execute()
      expect(rows.map((r) => [r.dispatched_at, r.completed_at])).toEqual([[null, null]])
    } finally {
      await redis.start()
    }
    const mail = await smtp.waitFor(aboutClient('Gwen'), 40_000)
    expect(mail.subject).toBe('3 new documents from Gwen Notify')
    for (let i = 0; i < 3; i++) expect(mail.text).toContain(`gwen-${i + 1}.pdf`)
    const { getDb } = await import('~/utils/db.server')
    await waitUntil(
      async () =>
        (await getDb().selectFrom('outbox').select('completed_at').where('subject_id', '=', c.clientId).executeTakeFirst())?.completed_at,
      10_000,
      'the outbox row completed',
    )
  })
})
