// The admin's model against a fresh SQLite file: search, pages, the progress changes and their audit
// rows, Growth Score and notes, uploads (size and real type), and the development outbox reader.
import fs from 'node:fs'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { useFreshDatabase } from '../../tests/support/app-process'
import { minimalDocx } from '../../tests/support/zip'

const { dir } = useFreshDatabase()
const { migrate } = await import('~/utils/migrate.server')
const dbModule = await import('~/utils/db.server')
migrate(dbModule.getSqlite())
const admin = await import('./admin-clients.server')
const { upsertUser, makeAdmin } = await import('~/utils/auth.server')
const { ensureClientProfile } = await import('./clients.server')

let actor: { id: string; email: string }

async function client(first: string, last: string, company: string, email: string) {
  const user = await upsertUser({ email, firstName: first, lastName: last })
  return ensureClientProfile({ id: user.id, firstName: first, lastName: last, companyName: company })
}

beforeAll(async () => {
  const user = await upsertUser({ email: 'partner@harborvale.example' })
  await makeAdmin(user.id)
  actor = { id: user.id, email: 'partner@harborvale.example' }
})

afterAll(async () => {
  const { producerRedis } = await import('~/utils/redis.server')
  producerRedis().disconnect()
})

describe('client search and pages', () => {
  test('matches first name, last name, email or company, in any case and any part', async () => {
    const ana = await client('Anastasia', 'Verhoeven', 'Keystone Dental 100% LLC', 'ana@keystone.example')
    await client('Boris', 'Alder', 'Summit Labs', 'boris@summit.example')
    for (const q of ['anastasia', 'VERHOEVEN', 'ana@keystone', 'keystone dental', 'Anastasia Verh']) {
      const { clients, total } = await admin.listClients({ q })
      expect(total, q).toBe(1)
      expect(clients[0]).toMatchObject({
        id: ana.id,
        name: 'Anastasia Verhoeven',
        stageName: 'Documents Sent',
        stageOrder: 1,
        status: 'In Progress',
        growthScore: null,
      })
    }
    // % and _ are taken literally, not as wildcards.
    expect((await admin.listClients({ q: '100%' })).total).toBe(1)
    expect((await admin.listClients({ q: '%' })).total).toBe(1)
    expect((await admin.listClients({ q: '_' })).total).toBe(0)
  })

  test('pages hold 25 clients, and a page past the end shows the last one', async () => {
    for (let i = 0; i < 30; i++) await client(`Pagina${String(i).padStart(2, '0')}`, 'Tester', 'Pages Inc.', `page${i}@pages.example`)
    const first = await admin.listClients({ q: 'Pages Inc', page: 1 })
    expect(first).toMatchObject({ total: 30, page: 1, pageCount: 2 })
    expect(first.clients).toHaveLength(25)
    expect(first.clients[0].firstName).toBe('Pagina00')
    const past = await admin.listClients({ q: 'Pages Inc', page: 99 })
    expect(past.page).toBe(2)
    expect(past.clients.map((c) => c.firstName)).toEqual(['Pagina25', 'Pagina26', 'Pagina27', 'Pagina28', 'Pagina29'])
  })
})

describe('changes and their audit log', () => {
  test('choosing a stage completes it and the ones before, and records before and after', async () => {
    const c = await client('Stella', 'Marsh', 'Marsh Co', 'stella@marsh.example')
    await admin.adminSetStage(actor, c.id, 3)
    let detail = (await admin.getClientDetail(c.id))!
    expect(detail.stages.map((s) => s.isCompleted)).toEqual([true, true, true, false, false, false])
    expect(detail.currentStage).toEqual({ name: 'Reviewing Documents', order: 3 })
    expect(detail.audit[0]).toMatchObject({
      action: 'stage.set',
      label: 'Stage chosen',
      actor: 'partner@harborvale.example',
      before: 'Stage: Documents Sent (1 of 6); Completed: none',
      after: 'Stage: Reviewing Documents (3 of 6); Completed: 1, 2, 3',
    })

    // Ticking a completed stage changes nothing and writes nothing; ticking stage 6 completes all.
    expect(await admin.adminTickStage(actor, c.id, 2)).toBe('already-complete')
    expect(await admin.adminTickStage(actor, c.id, 6)).toBe('updated')
    detail = (await admin.getClientDetail(c.id))!
    expect(detail.status).toBe('Completed')
    expect(detail.audit.map((a) => a.action)).toEqual(['stage.tick', 'stage.set'])
  })

  test('tasks: added at the end, completed, reopened, deleted, each audited', async () => {
    const c = await client('Tomas', 'Reyes', 'Reyes Build', 'tomas@reyes.example')
    const id = await admin.adminAddTask(actor, c.id, { title: 'Sign the LOI', description: null })
    let detail = (await admin.getClientDetail(c.id))!
    expect(detail.tasks.at(-1)).toMatchObject({ id, title: 'Sign the LOI', order: 6, isCompleted: false })
    expect(await admin.adminSetTaskCompletion(actor, c.id, id, true)).toBe('updated')
    expect(await admin.adminSetTaskCompletion(actor, c.id, id, true)).toBe('already-complete')
    expect(await admin.adminSetTaskCompletion(actor, c.id, id, false)).toBe('updated')
    expect(await admin.adminDeleteTask(actor, c.id, id)).toBe(true)
    expect(await admin.adminDeleteTask(actor, c.id, id)).toBe(false)
    detail = (await admin.getClientDetail(c.id))!
    expect(detail.tasks).toHaveLength(5)
    expect(detail.audit.map((a) => a.action)).toEqual(['task.delete', 'task.reopen', 'task.complete', 'task.add'])
    expect(detail.audit[0].before).toBe('Task: 6. Sign the LOI; Status: open')
    expect(detail.audit[0].after).toBe('none')
  })

  test('another client’s task cannot be touched through this client', async () => {
    const a = await client('Uma', 'One', 'A Co', 'uma@a.example')
    const b = await client('Vic', 'Two', 'B Co', 'vic@b.example')
    const bTask = (await admin.getClientDetail(b.id))!.tasks[0]
    expect(await admin.adminSetTaskCompletion(actor, a.id, bTask.id, true)).toBe('not-found')
    expect(await admin.adminDeleteTask(actor, a.id, bTask.id)).toBe(false)
    expect((await admin.getClientDetail(b.id))!.tasks[0].isCompleted).toBe(false)
  })

  test('Growth Score and notes are saved and audited', async () => {
    const c = await client('Wren', 'Hale', 'Hale Foods', 'wren@hale.example')
    expect(await admin.adminSetGrowthScore(actor, c.id, 72)).toBe(true)
    expect(await admin.adminSetGrowthScore(actor, 'no-such-client', 72)).toBe(false)
    await admin.adminAddNote(actor, c.id, 'Wants the roadmap before the board meeting.')
    const detail = (await admin.getClientDetail(c.id))!
    expect(detail.profile.growthScore).toBe(72)
    expect(detail.notes[0]).toMatchObject({ body: 'Wants the roadmap before the board meeting.', author: 'partner@harborvale.example' })
    expect(detail.audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['note.add', 'none', 'Note: Wants the roadmap before the board meeting.'],
      ['score.set', 'Growth Score: Pending', 'Growth Score: 72'],
    ])
  })
})

const { receiveUpload } = await import('~/utils/upload-parsing.server')
const { REPORT_TYPES, TEMPLATE_TYPES } = await import('~/utils/upload-types.server')
const { cleanFilename } = await import('./files.server')
const outbox = await import('./dev-outbox.server')

describe('uploads', () => {
  function upload(name: string, bytes: Buffer) {
    const form = new FormData()
    form.set('intent', 'upload-report')
    form.set('file', new Blob([new Uint8Array(bytes)]), name)
    return new Request('http://localhost/upload', { method: 'POST', body: form })
  }

  test('the first bytes decide the type, whatever the name says', async () => {
    const fake = await receiveUpload(upload('report.pdf', Buffer.from('<html>not a pdf')), { maxBytes: 1024, types: REPORT_TYPES })
    expect(fake).toMatchObject({ ok: false, error: 'Only PDF files can be uploaded.' })
    const docx = await receiveUpload(upload('nda', minimalDocx()), { maxBytes: 4096, types: TEMPLATE_TYPES })
    expect(docx.ok && docx.type.ext).toBe('docx')
    const pdf = await receiveUpload(upload('Growth Score report.pdf', Buffer.from('%PDF-1.7\n')), { maxBytes: 1024, types: REPORT_TYPES })
    expect(pdf.ok && pdf.originalName).toBe('Growth Score report.pdf')
    expect(pdf.ok && pdf.formData.get('intent')).toBe('upload-report')
  })

  test('a file over the limit is refused and nothing is left behind', async () => {
    const big = await receiveUpload(upload('big.pdf', Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(4096)])), {
      maxBytes: 1024,
      types: REPORT_TYPES,
    })
    expect(big).toMatchObject({ ok: false })
    expect(!big.ok && big.error).toMatch(/larger than/)
  })

  test('stored names are safe to show and to put in a header', () => {
    expect(cleanFilename('../../etc/passwd', 'pdf')).toBe('passwd.pdf')
    expect(cleanFilename('Report "final" <v2>.PDF', 'pdf')).toBe('Report -final- -v2-.pdf')
    expect(cleanFilename('', 'docx')).toBe('document.docx')
  })
})

describe('development outbox', () => {
  test('lists .eml files newest first and reads their subject, recipient and text', async () => {
    const folder = path.join(dir, 'outbox')
    fs.mkdirSync(folder, { recursive: true })
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
    for (const [i, subject] of ['Première consultation', 'Your Growth Score receipt'].entries()) {
      const info = await transport.sendMail({
        from: 'Harbor & Vale <office@harborvale.example>',
        to: 'client@example.com',
        subject,
        text: `Dear client,\n\nThank you — we will be in touch within 24 hours. ${'Long line '.repeat(12)}`,
        html: '<p>Dear client</p>',
      })
      fs.writeFileSync(path.join(folder, `2026-11-22T10-0${i}-00-000Z-msg${i}.eml`), info.message as Buffer)
    }
    fs.writeFileSync(path.join(folder, '.hidden.eml'), 'x')
    const list = await outbox.listDevOutbox({})
    expect(list.emails.map((e) => e.subject)).toEqual(['Your Growth Score receipt', 'Première consultation'])
    expect(list.emails[0].to).toBe('client@example.com')
    const email = await outbox.readDevOutboxEmail(list.emails[1].file)
    expect(email?.subject).toBe('Première consultation')
    expect(email?.text).toContain('Thank you — we will be in touch within 24 hours.')
    expect(email?.text).not.toContain('=\n')
    expect(await outbox.readDevOutboxEmail('../app.db')).toBeNull()
  })
})
