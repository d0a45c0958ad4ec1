// Every upload route answers 507 with the storage message, and keeps nothing, while free space on the
// data volume is under the floor (here: a floor of 100% of the volume). Through the routes' actions,
// in this process: the firm's template and report uploads (a page: the error boundary shows the
// message), the Circle deliverable (a post-only route: the 507 page itself), and the client's
// checklist (JSON for the page's script, the 507 page without JavaScript). Issue 23, "Disk".
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { useFreshDatabase } from '../support/app-process'

let dir: string
let adminCookie: string
let client: { cookie: string; clientId: string }

beforeAll(async () => {
  ;({ dir } = useFreshDatabase({ DISK_FREE_FLOOR_PERCENT: '100' }))
  const { migrate } = await import('~/utils/migrate.server')
  const { getSqlite, getDb, now } = await import('~/utils/db.server')
  migrate(getSqlite())
  const { upsertUser, makeAdmin, createSession } = await import('~/utils/auth.server')
  const { ensureClientProfile } = await import('~/models/clients.server')
  const admin = await upsertUser({ email: 'owner@firm.example', password: 'a long admin password' })
  await makeAdmin(admin.id)
  // An enrolled second factor (the guard only asks that one is confirmed; the code step is not under test here).
  await getDb()
    .insertInto('two_factor')
    .values({ user_id: admin.id, secret_encrypted: 'x', confirmed_at: now(), last_used_step: null, created_at: now(), updated_at: now() })
    .execute()
  adminCookie = (await createSession(admin.id, new Request('http://localhost/'))).split(';')[0]
  const user = await upsertUser({ email: 'cora@client.example', password: 'a long client password', firstName: 'Cora' })
  const profile = await ensureClientProfile({ id: user.id, firstName: 'Cora', lastName: 'Client' })
  client = { clientId: profile.id, cookie: (await createSession(user.id, new Request('http://localhost/'))).split(';')[0] }
})

afterAll(async () => {
  delete process.env.DISK_FREE_FLOOR_PERCENT
  ;(await import('~/utils/env.server')).resetEnvForTests()
})

const pdf = Buffer.from('%PDF-1.4\n% a document\n%%EOF\n')

function post(url: string, cookie: string, fields: Record<string, string>, accept = 'text/html') {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  form.set('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'file.pdf')
  return new Request(`http://localhost${url}`, { method: 'POST', headers: { cookie, accept }, body: form })
}

/** What an action returned or threw, as status and body. */
async function run(fn: () => Promise<unknown>) {
  let result: unknown
  try {
    result = await fn()
  } catch (thrown) {
    result = thrown
  }
  if (result instanceof Response) return { status: result.status, body: await result.text() }
  const { data, init } = result as { data: unknown; init: { status: number } }
  return { status: init.status, body: data }
}

function leftovers() {
  const root = path.join(dir, 'uploads')
  if (!fs.existsSync(root)) return []
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((p) => fs.statSync(path.join(root, p)).isFile())
}

const lowSpace = { storage: 'low-space', title: 'Uploads paused', description: expect.stringContaining('Nothing was saved.') }

test('the firm’s template upload: 507 with the message, nothing stored', async () => {
  const { action } = await import('~/routes/internal-admin+/templates')
  const answer = await run(() =>
    action({ request: post('/internal-admin/templates', adminCookie, { templateKey: 'nda' }), params: {}, context: { cspNonce: '' } }),
  )
  expect(answer).toEqual({ status: 507, body: { ...lowSpace, back: '/internal-admin/templates' } })
  expect(leftovers()).toEqual([])
})

test('the firm’s report upload for a client: 507 with the message, nothing stored', async () => {
  const { action } = await import('~/routes/internal-admin+/_clients+/clients.$clientId')
  const url = `/internal-admin/clients/${client.clientId}`
  const answer = await run(() =>
    action({
      request: post(url, adminCookie, { intent: 'upload-report' }),
      params: { clientId: client.clientId },
      context: { cspNonce: '' },
    }),
  )
  expect(answer.status).toBe(507)
  expect(answer.body).toMatchObject({ ...lowSpace, back: `${url}#report` })
  expect(leftovers()).toEqual([])
})

test('the Circle deliverable: the 507 page, nothing stored', async () => {
  const { action } = await import('~/routes/internal-admin+/circle_.deliverables.$deliverableId')
  const answer = await run(() =>
    action({
      request: post('/internal-admin/circle/deliverables/any', adminCookie, {}),
      params: { deliverableId: 'any' },
      context: { cspNonce: '' },
    }),
  )
  expect(answer.status).toBe(507)
  expect(answer.body).toContain('<h1')
  expect(answer.body).toContain('Uploads paused')
  expect(answer.body).toContain('Nothing was saved.')
  expect(answer.body).toContain('href="/internal-admin/circle#requests"')
  expect(leftovers()).toEqual([])
})

test('the client’s checklist: JSON 507 for the script, the 507 page without JavaScript, nothing stored', async () => {
  const { action } = await import('~/routes/($lang)+/dashboard+/documents')
  const url = `/dashboard/documents?item=tax-return-1&for=${client.clientId}`
  const json = await run(() =>
    action({ request: post(url, client.cookie, { intent: 'upload' }, 'application/json'), params: {}, context: { cspNonce: '' } }),
  )
  expect(json.status).toBe(507)
  expect(JSON.parse(json.body as string)).toEqual({
    ok: false,
    title: 'Uploads paused',
    description: expect.stringContaining('Nothing was saved.'),
    item: 'tax-return-1',
  })
  const page = await run(() => action({ request: post(url, client.cookie, { intent: 'upload' }), params: {}, context: { cspNonce: '' } }))
  expect(page.status).toBe(507)
  expect(page.body).toContain('Uploads paused')
  expect(page.body).toContain('href="/dashboard?checklist=open#document-tax-return-1"')
  expect(leftovers()).toEqual([])
  const { getDb } = await import('~/utils/db.server')
  expect(await getDb().selectFrom('client_documents').selectAll().execute()).toEqual([])
  expect(await getDb().selectFrom('upload_reservations').selectAll().execute()).toEqual([])
})

test('a Circle member’s request with an attachment: 507 with the message above the form, nothing stored', async () => {
  const { getDb, now, createId } = await import('~/utils/db.server')
  const { upsertUser, createSession } = await import('~/utils/auth.server')
  const member = await upsertUser({ email: 'max@member.example', password: 'a long member password', firstName: 'Max' })
  await getDb()
    .insertInto('circle_memberships')
    .values({
      id: createId(),
      source: 'client',
      user_id: member.id,
      email: 'max@member.example',
      name: 'Max Member',
      status: 'active',
      created_at: now(),
      updated_at: now(),
    })
    .execute()
  const cookie = (await createSession(member.id, new Request('http://localhost/'))).split(';')[0]
  const { action } = await import('~/routes/($lang)+/dashboard+/apex-circle_.request')
  const answer = await run(() =>
    action({
      request: post('/dashboard/apex-circle/request', cookie, { title: 'A board consent', description: 'For the new director.' }),
      params: {},
      context: { cspNonce: '' },
    }),
  )
  expect(answer.status).toBe(507)
  // Conform's reply: the refusal is the form's one error, no field's.
  expect(answer.body).toEqual({
    result: expect.objectContaining({ status: 'error', error: { '': [expect.stringMatching(/^Uploads paused\. .*Nothing was saved\./)] } }),
  })
  expect(leftovers()).toEqual([])
  expect(await getDb().selectFrom('circle_deliverables').selectAll().execute()).toEqual([])
})
