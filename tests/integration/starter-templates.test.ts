// On a fresh database (no template uploaded yet) the portal's six templates download, over HTTP from
// the built web process, as real Word files: the right headers, a ZIP that holds word/document.xml,
// and the template's title and a known clause in its text. A file the firm uploads then replaces the
// starter. Needs a build (npm run build), like the other tests that start the compiled web.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { freePort } from '../fakes/redis-server'
import { useFreshDatabase } from '../support/app-process'
import { startWeb, visibleText, type WebProcess } from '../support/purchase-stack'
import { docxParagraphs } from '../support/zip'

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

// What a client would look for on opening each file: its heading, and a clause that makes it that form.
const EXPECTED = [
  {
    key: 'operating-agreement-llc',
    card: 'Operating Agreement (LLC)',
    title: 'Operating Agreement',
    clause: /^Formation\. The Company was formed as a Florida limited liability company/,
  },
  {
    key: 'corporate-bylaws',
    card: 'Corporate Bylaws (Corporation)',
    title: 'Bylaws',
    clause: /^Special meetings\. The Board, the President, or the holders of at least \[10%\]/,
  },
  {
    key: 'single-member-resolution',
    card: 'Single-Member Resolution',
    title: 'Written Consent of the Sole Member',
    clause: /^Approval\. RESOLVED, that the Company is authorized to/,
  },
  {
    key: 'resolution-template',
    card: 'Resolution Template (general)',
    title: 'Resolutions',
    clause: /^Ratification\. RESOLVED FURTHER, that all actions already taken/,
  },
  {
    key: 'independent-contractor-agreement',
    card: 'Independent Contractor Agreement',
    title: 'Independent Contractor Agreement',
    clause: /^Assignment\. All Work Product is a work made for hire/,
  },
  {
    key: 'non-disclosure-agreement',
    card: 'Non-Disclosure Agreement',
    title: 'Mutual Non-Disclosure Agreement',
    clause: /^Exclusions\. Confidential Information does not include information that/,
  },
]

let web: WebProcess
let dataDir: string
let cookie: string

beforeAll(async () => {
  const fresh = useFreshDatabase({ BUILD_DIR: process.env.BUILD_DIR ?? 'build', LOG_LEVEL: 'warn' })
  dataDir = fresh.dir
  const { migrate } = await import('~/utils/migrate.server')
  const { getSqlite } = await import('~/utils/db.server')
  migrate(getSqlite())
  const { upsertUser, createSession } = await import('~/utils/auth.server')
  const user = await upsertUser({ email: 'founder@client.example', password: 'a long client passphrase', firstName: 'Rosa' })
  cookie = (await createSession(user.id, new Request('http://localhost/'))).split(';')[0]
  web = await startWeb(fresh.vars, await freePort())
})

afterAll(async () => {
  await web?.stop()
})

const get = (pathname: string, withCookie = true) =>
  fetch(`${web.url}${pathname}`, { redirect: 'manual', headers: withCookie ? { cookie } : {} })

test('on a fresh database every card offers its starter template, and none says Available soon', async () => {
  const response = await get('/dashboard/templates')
  expect(response.status).toBe(200)
  const text = visibleText(await response.text())
  for (const t of EXPECTED) expect(text).toContain(t.card)
  expect(text).not.toContain('Available soon')
  expect(text.match(/Starter template · Word document/g)).toHaveLength(6)
})

test.each(EXPECTED)('$key downloads as a .docx that opens with its title and clauses', async ({ key, title, clause }) => {
  const response = await get(`/dashboard/templates/${key}`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe(DOCX)
  expect(response.headers.get('content-disposition')).toBe(
    `attachment; filename="${key}-starter.docx"; filename*=UTF-8''${key}-starter.docx`,
  )
  // helmet sets it for every response and the file response again: the first value is what browsers read.
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('cache-control')).toContain('no-store')
  const body = Buffer.from(await response.arrayBuffer())
  expect(Number(response.headers.get('content-length'))).toBe(body.length)
  const paragraphs = docxParagraphs(body)
  expect(paragraphs).toContain(title)
  expect(paragraphs.some((p) => clause.test(p))).toBe(true)
  expect(paragraphs[0]).toContain('starter template. This form is a starting point')
})

test('signed out, a starter is not served: the request goes to sign-in', async () => {
  const response = await get('/dashboard/templates/corporate-bylaws', false)
  expect(response.status).toBe(302)
  expect(response.headers.get('location')).toContain('/auth?redirectTo=')
})

test('once the firm uploads its own file, clients get that instead of the starter', async () => {
  // As the admin upload stores it (files.server.ts): the bytes under the data folder and a row in `files`.
  const relative = path.posix.join('uploads', 'templates', 'firm-nda.pdf')
  fs.mkdirSync(path.join(dataDir, 'uploads', 'templates'), { recursive: true })
  const pdf = Buffer.from('%PDF-1.4\n% the firm’s own NDA\n')
  fs.writeFileSync(path.join(dataDir, relative), pdf)
  const { getDb } = await import('~/utils/db.server')
  await getDb()
    .insertInto('files')
    .values({
      id: 'firm-nda',
      kind: 'template',
      template_key: 'non-disclosure-agreement',
      client_id: null,
      filename: 'Harbor NDA.pdf',
      content_type: 'application/pdf',
      size_bytes: pdf.length,
      storage_path: relative,
      uploaded_by: null,
      created_at: new Date().toISOString(),
    })
    .execute()

  const download = await get('/dashboard/templates/non-disclosure-agreement')
  expect(download.status).toBe(200)
  expect(download.headers.get('content-type')).toBe('application/pdf')
  expect(download.headers.get('content-disposition')).toContain('filename="Harbor NDA.pdf"')
  expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true)

  const page = visibleText(await (await get('/dashboard/templates')).text())
  expect(page).toContain('Prepared by the firm · PDF')
  expect(page.match(/Starter template · Word document/g)).toHaveLength(5)
  // The others still download their starters.
  expect((await get('/dashboard/templates/corporate-bylaws')).headers.get('content-type')).toBe(DOCX)
})
