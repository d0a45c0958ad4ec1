// Issue 23: /circle/files/<id> checked only the admin role, so a staff session that had not passed a
// second factor downloaded members' files. Through the route's loader against a fresh database and a
// real file on disk: staff need the admin panel's own guard (a second factor first); the member still
// gets their own file, and another client gets 404.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { useFreshDatabase } from '../support/app-process'
import { enrolSecondFactor } from '../support/two-factor'

let dir: string
let loader: typeof import('~/routes/($lang)+/circle+/files.$fileId').loader

beforeAll(async () => {
  ;({ dir } = useFreshDatabase({ LOG_LEVEL: 'warn' }))
  const { migrate } = await import('~/utils/migrate.server')
  const { getSqlite } = await import('~/utils/db.server')
  migrate(getSqlite())
  ;({ loader } = await import('~/routes/($lang)+/circle+/files.$fileId'))
})

afterAll(async () => {
  const { producerRedis } = await import('~/utils/redis.server')
  producerRedis().disconnect()
})

let n = 0
async function signedIn(opts: { admin?: boolean } = {}) {
  const { upsertUser, makeAdmin, createSession } = await import('~/utils/auth.server')
  const email = `person${++n}@example.com`
  const user = await upsertUser({ email, password: 'a long enough passphrase', verified: true })
  if (opts.admin) await makeAdmin(user.id)
  const cookie = (await createSession(user.id, new Request('http://localhost/'))).split(';')[0]!
  return { id: user.id, email, cookie }
}

/** A member's deliverable with a file on disk; returns the file's id and bytes. */
async function memberFile(userId: string) {
  const { createId, getDb, now } = await import('~/utils/db.server')
  const db = getDb()
  const membership = createId()
  const deliverable = createId()
  const file = createId()
  const bytes = Buffer.from('%PDF-1.4\n% the member’s board minutes\n%%EOF\n')
  const storagePath = `uploads/circle/${file}.pdf`
  fs.mkdirSync(path.join(dir, 'uploads/circle'), { recursive: true })
  fs.writeFileSync(path.join(dir, storagePath), bytes)
  await db
    .insertInto('circle_memberships')
    .values({
      id: membership,
      source: 'client',
      user_id: userId,
      email: `m-${membership}@member.example`,
      name: 'Member',
      status: 'active',
      created_at: now(),
      updated_at: now(),
    })
    .execute()
  await db
    .insertInto('circle_deliverables')
    .values({
      id: deliverable,
      membership_id: membership,
      month: '2026-11',
      title: 'Board minutes',
      description: 'Please.',
      created_at: now(),
      updated_at: now(),
    })
    .execute()
  await db
    .insertInto('circle_files')
    .values({
      id: file,
      deliverable_id: deliverable,
      kind: 'deliverable',
      filename: 'minutes.pdf',
      content_type: 'application/pdf',
      size_bytes: bytes.length,
      storage_path: storagePath,
      created_at: now(),
    })
    .execute()
  return { fileId: file, bytes }
}

async function download(cookie: string, fileId: string) {
  const request = new Request(`http://localhost/circle/files/${fileId}`, { headers: { cookie } })
  try {
    return (await loader({ request, params: { fileId }, context: { cspNonce: 'test' } })) as Response
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

describe('Circle files (issue 23, low)', () => {
  test('a staff session without a second factor is sent to set one up, and gets no member’s file', async () => {
    const member = await signedIn()
    const { fileId } = await memberFile(member.id)
    const staff = await signedIn({ admin: true })
    const response = await download(staff.cookie, fileId)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(`/auth/two-factor/setup?redirectTo=${encodeURIComponent(`/circle/files/${fileId}`)}`)
    expect(response.headers.get('content-disposition')).toBeNull()
  })

  test('staff with a second factor, and the member, download it; another client gets 404', async () => {
    const member = await signedIn()
    const { fileId, bytes } = await memberFile(member.id)
    const staff = await signedIn({ admin: true })
    await enrolSecondFactor(staff)
    for (const who of [staff, member]) {
      const response = await download(who.cookie, fileId)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="minutes.pdf"/)
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true)
    }
    const stranger = await signedIn()
    expect((await download(stranger.cookie, fileId)).status).toBe(404)
  })
})
