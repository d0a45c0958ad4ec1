// Acceptance: a lead submitted while SMTP refuses mail shows 'retrying' in the admin's inbox, then
// 'sent' once SMTP accepts again. Real Redis, a real SMTP server and the real worker process; the
// inbox is read through the /internal-admin/leads route's own loader, as an admin.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startPrivateRedis } from '../fakes/redis-server'
import { startSmtpSink } from '../fakes/smtp-sink'
import { startWorker, useFreshDatabase, waitUntil, type WorkerProcess } from '../support/app-process'
import { enrolSecondFactor } from '../support/two-factor'

let redis: Awaited<ReturnType<typeof startPrivateRedis>>
let smtp: Awaited<ReturnType<typeof startSmtpSink>>
let worker: WorkerProcess
let adminCookie: string
let clientCookie: string

beforeAll(async () => {
  redis = await startPrivateRedis()
  smtp = await startSmtpSink()
  const { vars } = useFreshDatabase({ REDIS_URL: redis.url, SMTP_URL: smtp.url })
  const { migrate } = await import('~/utils/migrate.server')
  const { getSqlite } = await import('~/utils/db.server')
  migrate(getSqlite())
  const { upsertUser, makeAdmin, createSession } = await import('~/utils/auth.server')
  const admin = await upsertUser({ email: 'partner@harborvale.example', password: 'correct horse battery' })
  await makeAdmin(admin.id)
  await enrolSecondFactor({ id: admin.id, email: 'partner@harborvale.example' }) // the admin panel requires it
  adminCookie = (await createSession(admin.id, new Request('http://localhost/'))).split(';')[0]
  const client = await upsertUser({ email: 'founder@client.example', password: 'correct horse battery' })
  clientCookie = (await createSession(client.id, new Request('http://localhost/'))).split(';')[0]
  worker = await startWorker(vars)
})

afterAll(async () => {
  await worker?.stop()
  await smtp?.close()
  await redis?.stop()
})

async function inbox(cookie: string) {
  const { loader } = await import('~/routes/internal-admin+/leads')
  const request = new Request('http://localhost/internal-admin/leads?type=contact', { headers: { cookie } })
  return loader({ request, params: {}, context: { cspNonce: '' } })
}

async function deliveryStates(leadId: string) {
  const page = await inbox(adminCookie)
  const lead = page.leads.find((l) => l.id === leadId)
  return Object.fromEntries((lead?.deliveries ?? []).map((d) => [d.label, d.state]))
}

describe('leads inbox delivery state', () => {
  test('a lead sent while SMTP is down shows retrying, then sent', async () => {
    smtp.refuse(true)
    const { createLead } = await import('~/models/leads.server')
    const { id } = await createLead({
      formType: 'contact',
      name: 'Teresa Lindqvist',
      email: 'teresa@lindqvist.example',
      message: 'We have an offer on the table.',
    })

    // Both emails are tried, refused, and shown as retrying (not failed: they will be tried again).
    const retrying = await waitUntil(
      async () => {
        const states = await deliveryStates(id)
        return states['Firm notification'] === 'retrying' && states['Acknowledgement to sender'] === 'retrying' ? states : null
      },
      30_000,
      'both deliveries retrying',
    )
    expect(retrying).toEqual({ 'Firm notification': 'retrying', 'Acknowledgement to sender': 'retrying' })
    expect(smtp.refusals).toBeGreaterThanOrEqual(2)
    expect(smtp.messages).toHaveLength(0)

    smtp.refuse(false)
    const sent = await waitUntil(
      async () => {
        const states = await deliveryStates(id)
        return states['Firm notification'] === 'sent' && states['Acknowledgement to sender'] === 'sent' ? states : null
      },
      30_000,
      'both deliveries sent',
    )
    expect(sent).toEqual({ 'Firm notification': 'sent', 'Acknowledgement to sender': 'sent' })
    const page = await inbox(adminCookie)
    expect(page.leads.find((l) => l.id === id)).toMatchObject({ name: 'Teresa Lindqvist', formLabel: 'Contact message', status: 'new' })
    expect(smtp.messages.map((m) => m.to[0]).sort()).toEqual(['intake@harborvale.example', 'teresa@lindqvist.example'].sort())
  })

  test('the inbox loader refuses visitors and clients', async () => {
    const visitor = await inbox('').catch((e: unknown) => e)
    expect(visitor).toBeInstanceOf(Response)
    expect((visitor as Response).headers.get('location')).toMatch(/^\/auth\?redirectTo=/)
    const client = await inbox(clientCookie).catch((e: unknown) => e)
    expect(client).toBeInstanceOf(Response)
    expect((client as Response).headers.get('location')).toBe('/')
  })
})
