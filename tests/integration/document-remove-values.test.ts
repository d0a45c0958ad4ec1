// Issue 23: a CR/LF in the checklist's remove form's `item` (it goes into the redirect's address) gave a
// 500 after the file had been removed. Through /dashboard/documents' action against a fresh database
// and a real file on disk: a value no form of ours sends is refused with a 400 and a sentence before
// anything is removed; the form as the page draws it still removes the file.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { useFreshDatabase } from '../support/app-process'

let dir: string
let action: typeof import('~/routes/($lang)+/dashboard+/documents').action

beforeAll(async () => {
  ;({ dir } = useFreshDatabase({ LOG_LEVEL: 'warn' }))
  const { migrate } = await import('~/utils/migrate.server')
  const { getSqlite } = await import('~/utils/db.server')
  migrate(getSqlite())
  ;({ action } = await import('~/routes/($lang)+/dashboard+/documents'))
})

afterAll(async () => {
  const { producerRedis } = await import('~/utils/redis.server')
  producerRedis().disconnect()
})

let n = 0
/** A client with a session and one uploaded document (row and file). */
async function clientWithDocument() {
  const { upsertUser, createSession } = await import('~/utils/auth.server')
  const { ensureClientProfile } = await import('~/models/clients.server')
  const { createId, getDb, now } = await import('~/utils/db.server')
  const db = getDb()
  const user = await upsertUser({ email: `client${++n}@client.example`, password: 'a long client password', firstName: 'Ada' })
  const profile = await ensureClientProfile({ id: user.id, firstName: 'Ada', lastName: 'Client' })
  const cookie = (await createSession(user.id, new Request('http://localhost/'))).split(';')[0]!
  const id = createId()
  const storagePath = `uploads/documents/${id}.pdf`
  fs.mkdirSync(path.join(dir, 'uploads/documents'), { recursive: true })
  fs.writeFileSync(path.join(dir, storagePath), '%PDF-1.4\n% a tax return\n%%EOF\n')
  await db
    .insertInto('client_documents')
    .values({
      id,
      client_id: profile.id,
      item_key: 'tax-return-1',
      original_name: 'return.pdf',
      content_type: 'application/pdf',
      size_bytes: 30,
      storage_path: storagePath,
      uploaded_by: user.id,
      uploaded_at: now(),
      removed_at: null,
      notify_outbox_id: null,
    })
    .execute()
  return { cookie, documentId: id, file: path.join(dir, storagePath) }
}

async function remove(cookie: string, fields: Record<string, string>, accept = 'text/html') {
  const request = new Request('http://localhost/dashboard/documents', {
    method: 'POST',
    headers: { cookie, accept, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'remove', ...fields }),
  })
  try {
    return (await action({ request, params: {}, context: { cspNonce: 'test' } })) as Response
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

async function removedAt(documentId: string) {
  const { getDb } = await import('~/utils/db.server')
  return (await getDb().selectFrom('client_documents').select('removed_at').where('id', '=', documentId).executeTakeFirstOrThrow())
    .removed_at
}

describe('the remove form’s values (issue 23, low)', () => {
  test.each([
    ['a CR/LF with a header after it', 'tax-return-1\r\nSet-Cookie: planted=1'],
    ['a bare line feed', 'tax-return-1\nx'],
    ['an item that is not on the checklist', 'not-an-item'],
  ])('%s in `item` gets a 400 and a sentence, and nothing is removed', async (_name, item) => {
    const doc = await clientWithDocument()
    const response = await remove(doc.cookie, { documentId: doc.documentId, item })
    expect(response.status).toBe(400)
    expect(await response.text()).toBe(
      'That form did not come from your checklist as we drew it. Nothing was removed. Please reload the page and try again.',
    )
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(await removedAt(doc.documentId)).toBeNull()
    expect(fs.existsSync(doc.file)).toBe(true)
  })

  test('the page’s upload script gets the same refusal as JSON', async () => {
    const doc = await clientWithDocument()
    const response = await remove(doc.cookie, { documentId: doc.documentId, item: 'tax-return-1\r\nx: y' }, 'application/json')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      ok: false,
      title: 'Nothing removed',
      description: 'That form did not come from your checklist as we drew it. Nothing was removed. Please reload the page and try again.',
    })
    expect(await removedAt(doc.documentId)).toBeNull()
  })

  test('the form as the page draws it removes the file and comes back to the item', async () => {
    const doc = await clientWithDocument()
    const response = await remove(doc.cookie, { documentId: doc.documentId, item: 'tax-return-1' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/dashboard?checklist=open#document-tax-return-1')
    expect(await removedAt(doc.documentId)).not.toBeNull()
    expect(fs.existsSync(doc.file)).toBe(false)
  })
})
