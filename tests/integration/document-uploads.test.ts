// The checklist's uploads over HTTP against the real web process (built app): a file over the limit, a
// file whose content is not what its name claims, and a form drawn for another client are refused with
// a message that says so, and leave nothing on disk (the uploads folders are read back). A good upload
// of two files is kept; its files download only for their owner, as attachments, nosniff, no-store.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freePort, startPrivateRedis } from '../fakes/redis-server'
import { useFreshDatabase } from '../support/app-process'
import { startWeb, type WebProcess } from '../support/purchase-stack'

let redis: Awaited<ReturnType<typeof startPrivateRedis>>
let web: WebProcess
let dir: string
const MB = 1024 * 1024

beforeAll(async () => {
  redis = await startPrivateRedis()
  ;({ dir } = useFreshDatabase({ REDIS_URL: redis.url, BUILD_DIR: process.env.BUILD_DIR ?? 'build', LOG_LEVEL: 'warn' }))
  const { migrate } = await import('~/utils/migrate.server')
  const { getSqlite } = await import('~/utils/db.server')
  migrate(getSqlite())
  web = await startWeb({ ...(process.env as Record<string, string>) }, await freePort())
})

afterAll(async () => {
  await web?.stop()
  await redis?.stop()
})

let n = 0
/** A client with a profile and a session cookie. */
async function client(first: string) {
  const { upsertUser, createSession } = await import('~/utils/auth.server')
  const { ensureClientProfile } = await import('~/models/clients.server')
  const email = `${first.toLowerCase()}-${++n}@client.example`
  const user = await upsertUser({ email, password: 'a long client password', firstName: first })
  const profile = await ensureClientProfile({ id: user.id, firstName: first, lastName: 'Client' })
  const cookie = (await createSession(user.id, new Request('http://localhost/'))).split(';')[0]
  return { clientId: profile.id, cookie }
}

/** Every file under the uploads folder (documents and the temporary folder), by path. */
function filesOnDisk() {
  const root = path.join(dir, 'uploads')
  if (!fs.existsSync(root)) return []
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((p) => fs.statSync(path.join(root, p)).isFile()).sort()
}

const pdf = (text = 'a document') => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`)

async function upload(who: { cookie: string }, opts: { item: string; forClient: string; files: Array<[string, Buffer]>; json?: boolean }) {
  const form = new FormData()
  form.set('intent', 'upload')
  for (const [name, bytes] of opts.files) form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name)
  const response = await fetch(`${web.url}/dashboard/documents?item=${opts.item}&for=${opts.forClient}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: who.cookie, ...(opts.json === false ? {} : { accept: 'application/json' }) },
    body: form,
  })
  return {
    status: response.status,
    location: response.headers.get('location'),
    text: await response.text(),
    cookies: response.headers.getSetCookie(),
  }
}

describe('refused uploads leave nothing on disk', () => {
  test('a file over 25 MB', async () => {
    const amelia = await client('Amelia')
    const before = filesOnDisk()
    const big = Buffer.concat([pdf(), Buffer.alloc(25 * MB + 1024, 0x20)])
    const reply = await upload(amelia, { item: 'tax-return-1', forClient: amelia.clientId, files: [['return 2024.pdf', big]] })
    expect(reply.status).toBe(400)
    expect(JSON.parse(reply.text)).toEqual({
      ok: false,
      title: 'Upload refused',
      description: '“return 2024.pdf” is larger than 25 MB. Please upload a smaller file. Nothing was uploaded.',
      item: 'tax-return-1',
    })
    expect(filesOnDisk()).toEqual(before)
  })

  test('a file whose content is not its claimed type, even beside a good one', async () => {
    const amelia = await client('Amelia')
    const before = filesOnDisk()
    const reply = await upload(amelia, {
      item: 'ein-letter',
      forClient: amelia.clientId,
      files: [
        ['ein.pdf', pdf()],
        ['ein page 2.pdf', Buffer.from('MZ\x90\x00 this is a program, not a PDF')],
      ],
    })
    expect(reply.status).toBe(400)
    expect(JSON.parse(reply.text).description).toBe(
      '“ein page 2.pdf” is not really a PDF, image (JPEG, PNG, HEIC, GIF, WebP or TIFF), Word, Excel or PowerPoint file, so it was refused. Nothing was uploaded.',
    )
    expect(filesOnDisk()).toEqual(before)
  })

  test('a form drawn for another client’s checklist', async () => {
    const amelia = await client('Amelia')
    const bruno = await client('Bruno')
    const before = filesOnDisk()
    const reply = await upload(amelia, { item: 'cap-table', forClient: bruno.clientId, files: [['cap table.pdf', pdf()]] })
    expect(reply.status).toBe(400)
    expect(JSON.parse(reply.text).description).toMatch(/^This form belongs to another client’s checklist .* Nothing was uploaded\.$/)
    expect(filesOnDisk()).toEqual(before)
    const { getDb } = await import('~/utils/db.server')
    expect(
      await getDb().selectFrom('client_documents').select('id').where('client_id', 'in', [amelia.clientId, bruno.clientId]).execute(),
    ).toEqual([])
  })

  test('without JavaScript the refusal comes back as a notice on the dashboard, at the item', async () => {
    const amelia = await client('Amelia')
    const before = filesOnDisk()
    const reply = await upload(amelia, {
      item: 'insurance',
      forClient: amelia.clientId,
      files: [['policy.pdf', Buffer.from('plain text')]],
      json: false,
    })
    expect(reply.status).toBe(303)
    expect(reply.location).toBe('/dashboard?checklist=open#document-insurance')
    expect(reply.cookies.some((c) => c.startsWith('en_toast='))).toBe(true)
    expect(filesOnDisk()).toEqual(before)
  })
})

describe('a good upload', () => {
  test('two files are kept, named by id, and only their owner (and no other client) can download them', async () => {
    const amelia = await client('Amelia')
    const bruno = await client('Bruno')
    const before = filesOnDisk()
    const reply = await upload(amelia, {
      item: 'bank-statements',
      forClient: amelia.clientId,
      files: [
        ['January.pdf', pdf('january')],
        ['February.pdf', pdf('february')],
      ],
    })
    expect(reply.status).toBe(200)
    expect(JSON.parse(reply.text)).toMatchObject({
      ok: true,
      title: 'Documents uploaded',
      description: '2 files added to “Bank statements, last 12 months”. The firm will be told.',
    })
    const { getDb } = await import('~/utils/db.server')
    const rows = await getDb().selectFrom('client_documents').selectAll().where('client_id', '=', amelia.clientId).execute()
    expect(rows.map((r) => r.original_name).sort()).toEqual(['February.pdf', 'January.pdf'])
    expect(filesOnDisk().filter((f) => !before.includes(f))).toEqual(rows.map((r) => path.join('documents', `${r.id}.pdf`)).sort())

    const mine = await fetch(`${web.url}/dashboard/documents/${rows[0].id}`, { headers: { cookie: amelia.cookie } })
    expect(mine.status).toBe(200)
    expect(mine.headers.get('content-disposition')).toMatch(/^attachment; filename="(January|February)\.pdf"/)
    // helmet sets it for every response and the download sets it too: the first value is what browsers read
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff')
    expect(mine.headers.get('cache-control')).toContain('no-store')
    expect(Buffer.from(await mine.arrayBuffer()).toString()).toContain(rows[0].original_name === 'January.pdf' ? 'january' : 'february')

    const theirs = await fetch(`${web.url}/dashboard/documents/${rows[0].id}`, { headers: { cookie: bruno.cookie } })
    expect(theirs.status).toBe(404)
    const admin = await fetch(`${web.url}/internal-admin/clients/${amelia.clientId}/documents/${rows[0].id}`, {
      headers: { cookie: bruno.cookie },
      redirect: 'manual',
    })
    expect(admin.status).not.toBe(200)
    const anonymous = await fetch(`${web.url}/dashboard/documents/${rows[0].id}`, { redirect: 'manual' })
    expect(anonymous.status).toBe(302)
  })
})
