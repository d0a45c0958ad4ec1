// Parallel checklist uploads against the client's 500 MB quota, over HTTP against the real web process
// (built app). Replays the attack run's finding (issue 23): uploads in flight were not counted until they
// finished, so parallel ones together wrote past the quota into uploads/.incoming (any client could fill
// the disk). Now each upload's length is reserved before it is written: the excess ones are refused at
// once with the quota's message, the temporary folder never holds more than the client has left, and the
// accepted ones are kept whole.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { freePort, startPrivateRedis } from '../fakes/redis-server'
import { useFreshDatabase, waitUntil } from '../support/app-process'
import { startWeb, type WebProcess } from '../support/purchase-stack'

const MB = 1024 * 1024
const OVER_QUOTA =
  'Your documents would come to more than the 500 MB we keep for each client. Please write to your attorney and we will arrange another way. Nothing was uploaded.'

let redis: Awaited<ReturnType<typeof startPrivateRedis>>
let web: WebProcess
let dir: string

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

/** A client who already keeps `keptBytes` of documents (rows only: the quota counts rows), with a session. */
async function clientKeeping(keptBytes: number) {
  const { upsertUser, createSession } = await import('~/utils/auth.server')
  const { ensureClientProfile } = await import('~/models/clients.server')
  const { getDb, createId, now } = await import('~/utils/db.server')
  const email = `quota-${createId().slice(0, 8)}@client.example`
  const user = await upsertUser({ email, password: 'a long client password', firstName: 'Quinn' })
  const profile = await ensureClientProfile({ id: user.id, firstName: 'Quinn', lastName: 'Client' })
  await getDb()
    .insertInto('client_documents')
    .values({
      id: createId(),
      client_id: profile.id,
      item_key: 'bank-statements',
      original_name: 'earlier.pdf',
      content_type: 'application/pdf',
      size_bytes: keptBytes,
      storage_path: 'uploads/documents/earlier.pdf',
      uploaded_by: user.id,
      uploaded_at: now(),
      removed_at: null,
      notify_outbox_id: 'sent',
    })
    .execute()
  const cookie = (await createSession(user.id, new Request('http://localhost/'))).split(';')[0]
  return { clientId: profile.id, cookie }
}

const pdf = (n: number, bytes: number) => Buffer.concat([Buffer.from(`%PDF-1.4\n% upload ${n}\n`), Buffer.alloc(bytes, 0x20 + n)])

function multipartBody(file: Buffer, name: string) {
  const boundary = `----quota-${Math.random().toString(36).slice(2)}`
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nupload\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
  )
  return {
    body: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}

type Sent = { status: number; json: { ok: boolean; title: string; description: string }; answeredEarly: boolean }

/**
 * Starts an upload and sends its first `firstBytes`; `finish()` sends the rest. The answer may come
 * before the rest is sent (a refusal): answeredEarly says so.
 */
function startUpload(who: { cookie: string; clientId: string }, file: Buffer, name: string, firstBytes: number) {
  const { body, contentType } = multipartBody(file, name)
  let finished = false
  const req = http.request(`${web.url}/dashboard/documents?item=tax-return-1&for=${who.clientId}`, {
    method: 'POST',
    agent: false,
    headers: { cookie: who.cookie, accept: 'application/json', 'content-type': contentType, 'content-length': body.length },
  })
  const answer = new Promise<Sent>((resolve, reject) => {
    req.on('response', (res) => {
      const answeredEarly = !finished
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (d) => (text += d))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text), answeredEarly }))
      res.on('error', reject)
    })
    req.on('error', (error) => (finished ? undefined : reject(error)))
  })
  req.write(body.subarray(0, firstBytes))
  return {
    answer,
    finish: () => {
      finished = true
      req.on('error', () => {})
      req.end(body.subarray(firstBytes))
    },
  }
}

function incomingBytes() {
  const folder = path.join(dir, 'uploads', '.incoming')
  if (!fs.existsSync(folder)) return 0
  let total = 0
  for (const name of fs.readdirSync(folder)) {
    try {
      total += fs.statSync(path.join(folder, name)).size
    } catch {
      // removed between the listing and the stat
    }
  }
  return total
}

async function reservationsLeft() {
  const { getDb } = await import('~/utils/db.server')
  return getDb().selectFrom('upload_reservations').selectAll().execute()
}

test('parallel uploads past the quota: the excess are refused with the quota message, the accepted are kept whole', async () => {
  // 10 MB left of the 500 MB quota; four uploads of 4 MB at once would come to 16 MB.
  const client = await clientKeeping(490 * MB)
  const files = [1, 2, 3, 4].map((n) => pdf(n, 4 * MB))
  const uploads = files.map((file, i) => startUpload(client, file, `statement ${i + 1}.pdf`, 3 * MB))

  // While every upload has sent 3 MB and waits, the temporary folder never holds more than the 10 MB left.
  let peak = 0
  const until = Date.now() + 1500
  while (Date.now() < until) {
    peak = Math.max(peak, incomingBytes())
    await new Promise((r) => setTimeout(r, 10))
  }
  for (const u of uploads) u.finish()
  const answers = await Promise.all(uploads.map((u) => u.answer))

  expect(peak).toBeGreaterThan(0)
  expect(peak).toBeLessThanOrEqual(10 * MB)
  const accepted = answers.filter((a) => a.status === 200)
  const refused = answers.filter((a) => a.status !== 200)
  expect(accepted).toHaveLength(2)
  for (const a of accepted) expect(a.json).toMatchObject({ ok: true, title: 'Documents uploaded' })
  expect(refused).toHaveLength(2)
  for (const r of refused) {
    expect(r.status).toBe(400)
    expect(r.json).toEqual({ ok: false, title: 'Upload refused', description: OVER_QUOTA, item: 'tax-return-1' })
    // Refused before their bytes were taken, not after they were written.
    expect(r.answeredEarly).toBe(true)
  }

  // The accepted files are stored whole and download to their owner byte for byte.
  const { getDb } = await import('~/utils/db.server')
  const rows = await getDb()
    .selectFrom('client_documents')
    .select(['id', 'size_bytes'])
    .where('client_id', '=', client.clientId)
    .where('item_key', '=', 'tax-return-1')
    .execute()
  expect(rows).toHaveLength(2)
  for (const row of rows) {
    const download = await fetch(`${web.url}/dashboard/documents/${row.id}`, { headers: { cookie: client.cookie } })
    expect(download.status).toBe(200)
    const bytes = Buffer.from(await download.arrayBuffer())
    expect(files.some((f) => f.equals(bytes))).toBe(true)
  }
  // Nothing is left in the temporary folder, and every reservation is given back.
  await waitUntil(
    async () => incomingBytes() === 0 && (await reservationsLeft()).length === 0,
    5000,
    'temporary files and reservations gone',
  )
})

test('an upload cut off part-way gives its room back and leaves no file', async () => {
  const client = await clientKeeping(0)
  const { body, contentType } = multipartBody(pdf(5, 3 * MB), 'cut.pdf')
  const req = http.request(`${web.url}/dashboard/documents?item=tax-return-1&for=${client.clientId}`, {
    method: 'POST',
    agent: false,
    headers: { cookie: client.cookie, accept: 'application/json', 'content-type': contentType, 'content-length': body.length },
  })
  req.on('error', () => {})
  req.write(body.subarray(0, MB))
  await waitUntil(async () => incomingBytes() > 0 && (await reservationsLeft()).length === 1, 5000, 'the upload to be under way')
  expect((await reservationsLeft())[0]).toMatchObject({ client_id: client.clientId, bytes: body.length })
  req.destroy()
  await waitUntil(async () => incomingBytes() === 0 && (await reservationsLeft()).length === 0, 5000, 'the room given back')
})
