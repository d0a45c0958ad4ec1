// No lead is lost and none is notified twice: the real form actions against a real Redis (stopped and
// restarted), a real SMTP server (refusing for a while) and the real worker process.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startPrivateRedis } from '../fakes/redis-server'
import { startSmtpSink, type ReceivedMail } from '../fakes/smtp-sink'
import { intakeRouteModules, postAction, type Action } from '../support/actions'
import { startWorker, useFreshDatabase, waitUntil, type WorkerProcess } from '../support/app-process'

const FIRM = 'firm-intake@harborvale.example'

let redis: Awaited<ReturnType<typeof startPrivateRedis>>
let smtp: Awaited<ReturnType<typeof startSmtpSink>>
let worker: WorkerProcess
let getDb: typeof import('~/utils/db.server').getDb

type Form = { path: string; action: Action; fields: (tag: string) => Record<string, string> }

const routeModules = intakeRouteModules

let forms: Form[]

const application = (tag: string) => ({
  fullName: `Applicant ${tag}`,
  companyName: `Company ${tag}`,
  email: `${tag}@founder.example`,
  phone: '305 555 0100',
})

beforeAll(async () => {
  redis = await startPrivateRedis()
  smtp = await startSmtpSink()
  const { vars } = useFreshDatabase({ REDIS_URL: redis.url, SMTP_URL: smtp.url, FIRM_NOTIFY_EMAIL: FIRM, RATE_LIMIT_MULTIPLIER: '1000' })
  const { migrate } = await import('~/utils/migrate.server')
  const db = await import('~/utils/db.server')
  migrate(db.getSqlite())
  getDb = db.getDb
  const route = (name: keyof typeof routeModules) => routeModules[name]()
  forms = [
    {
      path: '/contact',
      action: (await route('contact')).action,
      fields: (tag) => ({ name: `Visitor ${tag}`, email: `${tag}@founder.example`, message: `About ${tag}` }),
    },
    { path: '/book-growth-score', action: (await route('book-growth-score')).action, fields: application },
    { path: '/apply-apex-circle', action: (await route('apply-apex-circle')).action, fields: application },
    { path: '/apply-sell-side', action: (await route('apply-sell-side')).action, fields: application },
    { path: '/apply-buy-side', action: (await route('apply-buy-side')).action, fields: application },
    {
      path: '/request-contract',
      action: (await route('request-contract')).action,
      fields: (tag) => ({ ...application(tag), agreementNeeded: `NDA ${tag}` }),
    },
    {
      path: '/interest/circle',
      action: (await route('interest.circle')).action,
      fields: (tag) => ({ name: `Member ${tag}`, email: `${tag}@founder.example`, company: `Company ${tag}` }),
    },
    {
      path: '/interest/exit-suite',
      action: (await route('interest.exit-suite')).action,
      fields: (tag) => ({ name: `Seller ${tag}`, email: `${tag}@founder.example`, company: `Company ${tag}`, message: `Exit ${tag}` }),
    },
  ]
  worker = await startWorker(vars)
})

afterAll(async () => {
  await worker?.stop()
  await smtp?.close()
  await redis?.stop()
})

/** Posts every form once with a tag of its own; each must answer like a success, in under a second. */
async function submitEveryForm(prefix: string) {
  const tags: string[] = []
  for (const [i, form] of forms.entries()) {
    const tag = `${prefix}-${i}-${Math.random().toString(36).slice(2, 7)}`
    const outcome = await postAction(form.action, form.path, form.fields(tag))
    expect(outcome.status, `${form.path} answered ${outcome.status}: ${JSON.stringify(outcome.data)}`).toBe(302)
    expect(outcome.ms, `${form.path} took ${outcome.ms.toFixed(0)} ms`).toBeLessThan(1000)
    tags.push(tag)
  }
  return tags
}

const isNotification = (tag: string) => (m: ReceivedMail) => m.to.includes(FIRM) && m.text.includes(tag)
const isAcknowledgement = (tag: string) => (m: ReceivedMail) => m.to.includes(`${tag}@founder.example`)

async function expectEachDeliveredOnce(tags: string[]) {
  for (const tag of tags) {
    await smtp.waitFor(isNotification(tag), 40_000)
    await smtp.waitFor(isAcknowledgement(tag), 40_000)
  }
  // Let the relay run several more rounds: still exactly one of each.
  await new Promise((r) => setTimeout(r, 1500))
  for (const tag of tags) {
    expect(smtp.messages.filter(isNotification(tag)), `notifications for ${tag}`).toHaveLength(1)
    expect(smtp.messages.filter(isAcknowledgement(tag)), `acknowledgements for ${tag}`).toHaveLength(1)
  }
}

async function leadsFor(tags: string[]) {
  return getDb()
    .selectFrom('leads')
    .select(['id', 'email', 'form_type'])
    .where(
      'email',
      'in',
      tags.map((t) => `${t}@founder.example`),
    )
    .execute()
}

async function outboxFor(leadIds: string[]) {
  return getDb().selectFrom('outbox').selectAll().where('subject_type', '=', 'lead').where('subject_id', 'in', leadIds).execute()
}

describe('intake resilience', () => {
  test('with Redis stopped every form still succeeds at once, and every email goes out once Redis is back', async () => {
    await redis.stop()
    const tags = await submitEveryForm('redis-down')

    // Each lead is stored with its two emails waiting in the outbox.
    const leads = await leadsFor(tags)
    expect(leads).toHaveLength(forms.length)
    const rows = await outboxFor(leads.map((l) => l.id))
    expect(rows).toHaveLength(forms.length * 2)
    expect(rows.every((r) => r.dispatched_at === null && r.completed_at === null)).toBe(true)

    // More visitors while Redis is still down: quick every time.
    const more = await submitEveryForm('redis-down-more')
    await new Promise((r) => setTimeout(r, 800))
    expect(
      smtp.messages.filter((m) => [...tags, ...more].some((t) => m.text.includes(t) || m.to.includes(`${t}@founder.example`))),
    ).toHaveLength(0)

    await redis.start()
    await expectEachDeliveredOnce([...tags, ...more])
    await waitUntil(async () => (await outboxFor(leads.map((l) => l.id))).every((r) => r.completed_at), 10_000, 'outbox rows completed')
  })

  test('with SMTP refusing, every email is retried and delivered once it accepts again', async () => {
    smtp.refuse(true)
    const refusedBefore = smtp.refusals
    const tags = await submitEveryForm('smtp-refusing')
    // Every email has been tried at least once and refused.
    await waitUntil(() => smtp.refusals >= refusedBefore + forms.length * 2, 30_000, 'each email refused at least once')
    expect(smtp.messages.filter((m) => tags.some((t) => m.to.includes(`${t}@founder.example`) || m.text.includes(t)))).toHaveLength(0)
    const leads = await leadsFor(tags)
    const waiting = await outboxFor(leads.map((l) => l.id))
    expect(waiting.every((r) => r.completed_at === null && r.failed_at === null)).toBe(true)
    expect(waiting.some((r) => /451|unavailable/i.test(r.last_error ?? ''))).toBe(true)

    smtp.refuse(false)
    await expectEachDeliveredOnce(tags)
    const done = await waitUntil(async () => {
      const rows = await outboxFor(leads.map((l) => l.id))
      return rows.every((r) => r.completed_at) ? rows : null
    })
    expect(done.every((r) => r.attempts >= 2)).toBe(true)
  })
})
