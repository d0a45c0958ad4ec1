// The data volume full, against the real web process (built app) whose data folder is a small tmpfs:
// the kernel answers ENOSPC as a real volume would. Replays the attack run's High finding (issue 23):
// an upload that met a full disk killed the web process and left its partial file; restarted on the
// full volume, sign-in answered 500 and the contact form 503 while /healthz said ok. Also the Low one:
// the live database, its WAL and the uploads were world-readable.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freePort, startPrivateRedis } from '../fakes/redis-server'
import { useFreshDatabase, waitUntil } from '../support/app-process'
import { HttpBrowser, startWeb, type WebProcess } from '../support/purchase-stack'
import { canMount, fillVolume, mountTmpfs, type Tmpfs } from '../support/tmpfs'

const MB = 1024 * 1024
const PASSWORD = 'a long client password'

let redis: Awaited<ReturnType<typeof startPrivateRedis>>
let volume: Tmpfs | null
let dataDir: string
let baseVars: Record<string, string>
const clients: Record<'amelia' | 'bruno', { email: string; clientId: string; cookie: string }> = {} as never

beforeAll(async () => {
  if (!canMount) return
  volume = mountTmpfs(48 * MB)
  dataDir = volume!.dir
  redis = await startPrivateRedis()
  ;({ vars: baseVars } = useFreshDatabase({
    REDIS_URL: redis.url,
    DATABASE_PATH: path.join(dataDir, 'app.db'),
    BUILD_DIR: process.env.BUILD_DIR ?? 'build',
    LOG_LEVEL: 'warn',
  }))
  const { migrate } = await import('~/utils/migrate.server')
  const { getSqlite } = await import('~/utils/db.server')
  migrate(getSqlite())
  const { upsertUser, createSession } = await import('~/utils/auth.server')
  const { ensureClientProfile } = await import('~/models/clients.server')
  for (const first of ['Amelia', 'Bruno'] as const) {
    const email = `${first.toLowerCase()}@client.example`
    const user = await upsertUser({ email, password: PASSWORD, firstName: first })
    const profile = await ensureClientProfile({ id: user.id, firstName: first, lastName: 'Client' })
    const cookie = (await createSession(user.id, new Request('http://localhost/'))).split(';')[0]
    clients[first.toLowerCase() as 'amelia' | 'bruno'] = { email, clientId: profile.id, cookie }
  }
  // From here on the web process is the only one with the database open, as in production; and its
  // files are left as a volume made before the rule would have them (world-readable).
  getSqlite().close()
  for (const suffix of ['', '-wal', '-shm'])
    if (fs.existsSync(`${dataDir}/app.db${suffix}`)) fs.chmodSync(`${dataDir}/app.db${suffix}`, 0o644)
})

afterAll(async () => {
  await redis?.stop()
  volume?.unmount()
})

const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes, 0x20), Buffer.from('\n%%EOF\n')])

function multipartBody(file: Buffer, name = 'return.pdf') {
  const boundary = `----disk-full-${Math.random().toString(36).slice(2)}`
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nupload\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return { body: Buffer.concat([head, file, tail]), contentType: `multipart/form-data; boundary=${boundary}` }
}

type Reply = { status: number; text: string }

/**
 * Posts a checklist upload with http.request, sending `firstBytes` of it, then calling `between`, then the
 * rest: a way to change the volume while the upload is on its way. The answer may come before the rest
 * is sent (a refusal); writes after it are ignored.
 */
function slowUpload(
  web: WebProcess,
  who: { cookie: string; clientId: string },
  file: Buffer,
  firstBytes: number,
  between: () => Promise<void>,
) {
  const { body, contentType } = multipartBody(file)
  return new Promise<Reply>((resolve, reject) => {
    const req = http.request(`${web.url}/dashboard/documents?item=tax-return-1&for=${who.clientId}`, {
      method: 'POST',
      agent: false,
      headers: { cookie: who.cookie, accept: 'application/json', 'content-type': contentType, 'content-length': body.length },
    })
    req.on('error', reject)
    req.on('response', (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (d) => (text += d))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
      res.on('error', reject)
    })
    req.write(body.subarray(0, firstBytes))
    between().then(
      () => {
        req.on('error', () => {})
        req.end(body.subarray(firstBytes))
      },
      (error) => {
        req.destroy()
        reject(error)
      },
    )
  })
}

async function upload(web: WebProcess, cookie: string, clientId: string, file: Buffer, json = true) {
  const form = new FormData()
  form.set('intent', 'upload')
  form.append('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), 'return.pdf')
  const response = await fetch(`${web.url}/dashboard/documents?item=tax-return-1&for=${clientId}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, accept: json ? 'application/json' : 'text/html' },
    body: form,
  })
  return { status: response.status, text: await response.text() }
}

function incomingFiles() {
  const dir = path.join(dataDir, 'uploads', '.incoming')
  return fs.existsSync(dir) ? fs.readdirSync(dir) : []
}

function documentRows() {
  const db = new Database(path.join(dataDir, 'app.db'), { readonly: true, fileMustExist: true })
  try {
    return db.prepare('SELECT client_id, size_bytes FROM client_documents WHERE removed_at IS NULL').all() as Array<{
      client_id: string
      size_bytes: number
    }>
  } finally {
    db.close()
  }
}

const mode = (p: string) => (fs.statSync(p).mode & 0o777).toString(8)

describe.skipIf(!canMount)('the data volume full (tmpfs; skipped where mount is not allowed)', () => {
  test('files are private: the database, its WAL and shared memory, uploads and their folders', async () => {
    const web = await startWeb({ ...baseVars, DISK_FREE_FLOOR_BYTES: '0', DISK_FREE_FLOOR_PERCENT: '0' }, await freePort())
    try {
      const reply = await upload(web, clients.amelia.cookie, clients.amelia.clientId, pdf(10_000))
      expect(reply.status).toBe(200)
      const stored = fs.readdirSync(path.join(dataDir, 'uploads', 'documents'))
      expect(stored).toHaveLength(1)
      expect(mode(path.join(dataDir, 'uploads', 'documents', stored[0]))).toBe('600')
      for (const folder of ['uploads', 'uploads/documents', 'uploads/.incoming'])
        expect([folder, mode(path.join(dataDir, folder))]).toEqual([folder, '700'])
      for (const file of ['app.db', 'app.db-wal', 'app.db-shm']) expect([file, mode(path.join(dataDir, file))]).toEqual([file, '600'])
    } finally {
      await web.stop()
    }
  })

  test('an upload that meets a full volume answers 507, keeps nothing, and the web process lives on', async () => {
    // No floor: this upload passes the check before writing, and the volume fills while it is on its way.
    const web = await startWeb({ ...baseVars, DISK_FREE_FLOOR_BYTES: '0', DISK_FREE_FLOOR_PERCENT: '0' }, await freePort())
    const filler = path.join(dataDir, 'filler.bin')
    try {
      const rowsBefore = documentRows().length
      const reply = await slowUpload(web, clients.amelia, pdf(8 * MB), 2 * MB, async () => {
        // The upload is being written (its temporary file exists): now something else fills the volume.
        await waitUntil(() => incomingFiles().length > 0, 10_000, 'the upload to start writing')
        fillVolume(filler)
      })
      expect(reply.status).toBe(507)
      expect(JSON.parse(reply.text)).toMatchObject({
        ok: false,
        title: 'File not stored',
        description: expect.stringContaining('Nothing was saved.'),
      })
      // The partial file is gone, no row was written, and the process still answers.
      expect(incomingFiles()).toEqual([])
      expect(documentRows()).toHaveLength(rowsBefore)
      expect(web.child.exitCode).toBeNull()
      expect((await fetch(`${web.url}/`)).status).toBe(200)
      expect(web.output()).not.toMatch(/unhandled|uncaught/i)
    } finally {
      fs.rmSync(filler, { force: true })
      await web.stop()
    }
  })

  test('restarted on a full volume: pages, sign-in and the contact form work, uploads get 507, /healthz says why', async () => {
    const filler = path.join(dataDir, 'filler.bin')
    const vars = { ...baseVars, DISK_FREE_FLOOR_BYTES: String(8 * MB), DISK_FREE_FLOOR_PERCENT: '0' }
    // The web runs on a volume with room; then the volume fills (a backup, a log, a file copied in), and
    // the web restarts on it.
    const before = await startWeb(vars, await freePort())
    expect((await fetch(`${before.url}/healthz`)).status).toBe(200)
    fillVolume(filler)
    await before.stop()
    const web = await startWeb(vars, await freePort())
    try {
      const browser = new HttpBrowser(web.url)
      expect((await browser.get('/')).status).toBe(200)
      expect((await browser.get('/auth')).status).toBe(200)
      const signIn = await browser.post(
        '/auth',
        { intent: 'sign-in', email: clients.bruno.email, password: PASSWORD, redirectTo: '' },
        false,
      )
      expect(signIn.status).toBe(302)
      expect(signIn.location).toMatch(/\/dashboard$/)
      const dashboard = await browser.get('/dashboard')
      expect(dashboard.status).toBe(200)
      expect(dashboard.url).toMatch(/\/dashboard$/)

      const contact = await new HttpBrowser(web.url).post(
        '/contact',
        { name: 'Full Disk Visitor', email: 'visitor@founder.example', message: 'Still taking leads?' },
        false,
      )
      expect(contact.status).toBe(302)

      // Uploads are refused, with the JSON the checklist script shows and, without JavaScript, a page.
      const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
      const json = await upload(web, cookie, clients.bruno.clientId, pdf(10_000))
      expect(json.status).toBe(507)
      expect(JSON.parse(json.text)).toMatchObject({
        ok: false,
        title: 'Uploads paused',
        description: expect.stringContaining('Nothing was saved.'),
      })
      const page = await upload(web, cookie, clients.bruno.clientId, pdf(10_000), false)
      expect(page.status).toBe(507)
      expect(page.text).toContain('Uploads paused')
      expect(page.text).toContain('Nothing was saved.')
      expect(incomingFiles()).toEqual([])
      expect(documentRows().filter((r) => r.client_id === clients.bruno.clientId)).toEqual([])

      // /healthz says what is wrong: free space under the floor. The database still takes writes: the
      // web gave back its reserve when it found the volume full.
      const health = await fetch(`${web.url}/healthz`)
      expect(health.status).toBe(503)
      const body = (await health.json()) as { db: string; disk: { status: string; freeBytes: number; floorBytes: number } }
      expect(body.disk).toMatchObject({ status: 'low', floorBytes: 8 * MB })
      expect(body.disk.freeBytes).toBeLessThan(8 * MB)
      // The platform's proxy keeps routing here: the check it uses says the web is serving.
      const serving = await fetch(`${web.url}/healthz/serving`)
      expect([serving.status, await serving.json()]).toEqual([200, { db: 'ok' }])
      expect(body.db).toBe('ok')

      expect(web.child.exitCode).toBeNull()
    } finally {
      await web.stop()
      fs.rmSync(filler, { force: true })
    }
  })

  test('with no reserve left either: pages still load, sign-in gets the error page (no crash), /healthz says the database refuses writes', async () => {
    const filler = path.join(dataDir, 'filler.bin')
    // No reserve (as if it were spent already), and the volume fills while the web runs.
    const web = await startWeb(
      { ...baseVars, DISK_RESERVE_BYTES: '0', DISK_FREE_FLOOR_BYTES: String(8 * MB), DISK_FREE_FLOOR_PERCENT: '0' },
      await freePort(),
    )
    fs.rmSync(path.join(dataDir, '.space-reserve'), { force: true })
    try {
      fillVolume(filler)
      const browser = new HttpBrowser(web.url)
      expect((await browser.get('/')).status).toBe(200)
      expect((await browser.get('/auth')).status).toBe(200)
      const signIn = await browser.post(
        '/auth',
        { intent: 'sign-in', email: clients.bruno.email, password: PASSWORD, redirectTo: '' },
        false,
      )
      // SQLite cannot add the session row: the site's error page, and the process goes on.
      expect(signIn.status).toBe(500)
      expect(signIn.html).toContain('Something went wrong')
      expect(web.child.exitCode).toBeNull()
      const health = await fetch(`${web.url}/healthz`)
      expect(health.status).toBe(503)
      expect(await health.json()).toMatchObject({ db: 'read-only', disk: { status: 'low' } })
      expect((await browser.get('/')).status).toBe(200)
    } finally {
      fs.rmSync(filler, { force: true })
      await web.stop()
    }
  })
})
