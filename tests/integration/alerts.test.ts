// The operator hears first (issue 23): each alert cause, checked many times, sends one email to
// OPERATOR_EMAIL through the outbox and the real worker, one more when it clears, and raises again
// later; a job that BullMQ fails for good raises its alert from the worker's 'failed' event; without
// OPERATOR_EMAIL nothing is sent and the operations page still shows the condition. Real SQLite, a
// private Redis, the SMTP sink. The checks here run in this process with the time given (`at`), so an
// hour passes without waiting for it; the worker's own timer is set to an hour so it does not interfere.
import { Queue } from 'bullmq'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { startPrivateRedis } from '../fakes/redis-server'
import { startSmtpSink } from '../fakes/smtp-sink'
import { startWorker, useFreshDatabase, waitUntil, type WorkerProcess } from '../support/app-process'

const OPERATOR = 'ops@firm.example'
let redis: Awaited<ReturnType<typeof startPrivateRedis>>
let smtp: Awaited<ReturnType<typeof startSmtpSink>>
let vars: Record<string, string>
let worker: WorkerProcess

beforeAll(async () => {
  redis = await startPrivateRedis()
  smtp = await startSmtpSink()
  ;({ vars } = useFreshDatabase({
    REDIS_URL: redis.url,
    SMTP_URL: smtp.url,
    OPERATOR_EMAIL: OPERATOR,
    ALERT_CHECK_MS: '3600000',
    BACKUP_INTERVAL_MS: String(7 * 24 * 3_600_000),
  }))
  const { migrate } = await import('~/utils/migrate.server')
  const { getSqlite } = await import('~/utils/db.server')
  migrate(getSqlite())
  worker = await startWorker(vars)
})

afterAll(async () => {
  await worker?.stop()
  await smtp?.close()
  await redis?.stop()
})

beforeEach(async () => {
  // Each test starts with no alert history (the causes' rows are what decides an email).
  const { getDb } = await import('~/utils/db.server')
  await getDb().deleteFrom('alerts').execute()
})

const alertsTo = (subject: string) => smtp.messages.filter((m) => m.subject === subject && m.to.includes(OPERATOR))

async function allAlertEmailsDone() {
  const { getDb } = await import('~/utils/db.server')
  await waitUntil(
    async () =>
      !(await getDb()
        .selectFrom('outbox')
        .select('id')
        .where('subject_type', '=', 'alert')
        .where('completed_at', 'is', null)
        .executeTakeFirst()),
    20_000,
    'every alert email delivered',
  )
}

/** Expects exactly `n` emails with this subject, and no more a moment later (nothing sent twice). */
async function expectEmails(subject: string, n: number) {
  await waitUntil(() => alertsTo(subject).length >= n, 20_000, `${n} email(s) “${subject}”`)
  await allAlertEmailsDone()
  await new Promise((r) => setTimeout(r, 800))
  expect(alertsTo(subject)).toHaveLength(n)
}

type Cause = 'job-failed' | 'outbox-stale' | 'backup-failed' | 'disk-low' | 'redis-down'
const MB = 1024 * 1024
// What the machine says, for the two causes the machine decides.
const machine = { diskLow: false, redisUp: true }
const deps = {
  diskSpace: async () => {
    const totalBytes = 1024 * MB
    const freeBytes = machine.diskLow ? 150 * MB : 800 * MB
    return { freeBytes, totalBytes, floorBytes: 200 * MB, low: freeBytes < 200 * MB }
  },
  redisAnswers: async () => machine.redisUp,
}

async function insertOutboxRow(values: { created_at: string; failed_at?: string; attempts?: number; template?: string }) {
  const { getDb, createId } = await import('~/utils/db.server')
  const id = createId()
  await getDb()
    .insertInto('outbox')
    .values({
      id,
      kind: 'send-email',
      payload: JSON.stringify({ template: values.template ?? 'lead-notification', params: { leadId: 'lead-x' } }),
      created_at: values.created_at,
      // Handed over and never due for the relay again: the row stays as the test leaves it.
      dispatched_at: '9999-01-01T00:00:00.000Z',
      failed_at: values.failed_at ?? null,
      attempts: values.attempts ?? 0,
      last_error: values.failed_at ? 'Lead lead-x not found' : null,
    })
    .execute()
  return id
}

async function completeOutboxRows(ids: string[]) {
  const { getDb } = await import('~/utils/db.server')
  await getDb().updateTable('outbox').set({ completed_at: new Date().toISOString() }).where('id', 'in', ids).execute()
}

async function insertBackup(at: Date, ok: boolean) {
  const { getDb, createId } = await import('~/utils/db.server')
  await getDb()
    .insertInto('backups')
    .values({
      id: createId(),
      started_at: at.toISOString(),
      finished_at: at.toISOString(),
      ok: ok ? 1 : 0,
      error: ok ? null : 'ENOSPC: no space left on device, copyfile',
    })
    .execute()
}

/** For each cause: how to make its condition true and false, and words its raised email must carry. */
function scenario(cause: Cause) {
  const rows: string[] = []
  return {
    'job-failed': {
      raise: async () =>
        void rows.push(await insertOutboxRow({ created_at: new Date().toISOString(), failed_at: new Date().toISOString(), attempts: 12 })),
      clear: () => completeOutboxRows(rows),
      words: ['failed for good', 'Email: lead-notification', '12 attempts'],
    },
    'outbox-stale': {
      raise: async () =>
        void rows.push(await insertOutboxRow({ created_at: new Date(Date.now() - 11 * 60_000).toISOString(), attempts: 3 })),
      clear: () => completeOutboxRows(rows),
      words: ['oldest undelivered item is Email: lead-notification', '3 attempts'],
    },
    'backup-failed': {
      raise: (at: Date) => insertBackup(at, false),
      clear: (at: Date) => insertBackup(at, true),
      words: ['ENOSPC: no space left on device'],
    },
    'disk-low': {
      raise: async () => void (machine.diskLow = true),
      clear: async () => void (machine.diskLow = false),
      words: ['150 MB free of 1024 MB; the floor is 200 MB'],
    },
    'redis-down': {
      raise: async () => void (machine.redisUp = false),
      clear: async () => void (machine.redisUp = true),
      words: ['Redis does not answer'],
    },
  }[cause]
}

describe.each(['job-failed', 'outbox-stale', 'backup-failed', 'disk-low', 'redis-down'] as const)('%s', (cause) => {
  test('checked many times, it sends one email to OPERATOR_EMAIL; it clears with one more, and raises again an hour later', async () => {
    const { evaluateAlerts, alertRules, ALERT_MIN_GAP_MS } = await import('~/models/alerts.server')
    const { getDb } = await import('~/utils/db.server')
    const db = getDb()
    const s = scenario(cause)
    const base = Date.now()
    const check = (offsetMs: number) => evaluateAlerts({ only: [cause], at: new Date(base + offsetMs), deps })
    const raised = `Alert: ${alertRules[cause].title}`
    const cleared = `Cleared: ${alertRules[cause].cleared}`

    // Nothing wrong: checks send nothing.
    await check(-30_000)
    await s.raise(new Date(base))
    // Every 30 seconds for two and a half minutes (Redis counts its minute in there).
    for (let i = 0; i <= 5; i++) await check(i * 30_000)
    await expectEmails(raised, 1)
    const mail = alertsTo(raised)[0]
    for (const words of s.words) expect(mail.text).toContain(words)
    expect(mail.text).toContain('/internal-admin/operations')
    const open = await db.selectFrom('alerts').selectAll().where('cause', '=', cause).executeTakeFirstOrThrow()
    expect(open.opened_at).toBe(new Date(base).toISOString())
    expect(open.cleared_at).toBeNull()

    // Cleared: one email saying so, however often it is checked.
    await s.clear(new Date(base + 200_000))
    for (let i = 0; i < 3; i++) await check(240_000 + i * 30_000)
    await expectEmails(cleared, 1)
    expect(await db.selectFrom('alerts').select('cleared_at').where('cause', '=', cause).executeTakeFirstOrThrow()).toEqual({
      cleared_at: new Date(base + 240_000).toISOString(),
    })

    // Back within the hour: open again (the page shows it), but no second email yet.
    await s.raise(new Date(base + 9 * 60_000))
    for (let i = 0; i < 4; i++) await check(10 * 60_000 + i * 30_000)
    const reopened = await db.selectFrom('alerts').selectAll().where('cause', '=', cause).executeTakeFirstOrThrow()
    if (cause !== 'redis-down') expect(reopened).toMatchObject({ opened_at: new Date(base + 10 * 60_000).toISOString(), cleared_at: null })
    await expectEmails(raised, 1)

    // An hour after the first email it is sent again, once; and it clears again.
    for (let i = 0; i < 3; i++) await check(ALERT_MIN_GAP_MS + i * 30_000)
    await expectEmails(raised, 2)
    await s.clear(new Date(base + ALERT_MIN_GAP_MS + 100_000))
    await check(ALERT_MIN_GAP_MS + 120_000)
    await check(ALERT_MIN_GAP_MS + 150_000)
    await expectEmails(cleared, 2)
  }, 90_000)
})

test('a job that BullMQ fails for good after its attempts raises its alert from the worker’s failed event', async () => {
  const { getDb } = await import('~/utils/db.server')
  const { alertRules } = await import('~/models/alerts.server')
  const db = getDb()
  const subject = `Alert: ${alertRules['job-failed'].title}`
  const before = alertsTo(subject).length
  // A real email job, handed to BullMQ with two attempts; the SMTP server refuses both.
  const id = await insertOutboxRow({ created_at: new Date().toISOString(), template: 'operator-test' })
  await db
    .updateTable('outbox')
    .set({ payload: JSON.stringify({ template: 'operator-test', params: { to: 'someone@client.example', subject: 'Refused twice' } }) })
    .where('id', '=', id)
    .execute()
  smtp.refuse(true)
  const queue = new Queue('email', { connection: { url: redis.url }, prefix: vars.QUEUE_PREFIX })
  try {
    await queue.add('send-email', { outboxId: id }, { jobId: id, attempts: 2, backoff: { type: 'fixed', delay: 100 } })
    const failed = await waitUntil(
      () =>
        db
          .selectFrom('outbox')
          .select(['failed_at', 'attempts'])
          .where('id', '=', id)
          .where('failed_at', 'is not', null)
          .executeTakeFirst(),
      20_000,
      'the job to fail for good',
    )
    expect(failed.attempts).toBe(2)
    expect((await queue.getJob(id))?.finishedOn).toBeTruthy()
  } finally {
    smtp.refuse(false)
    await queue.close()
  }
  // The worker's own timer is an hour away: only the failed event can have raised it.
  await expectEmails(subject, before + 1)
  expect(alertsTo(subject).at(-1)!.text).toContain('Email: operator-test, after 2 attempts')
  expect(smtp.messages.filter((m) => m.subject === 'Refused twice')).toHaveLength(0)
})

test('a job that failed once and will be retried raises nothing', async () => {
  const { getDb } = await import('~/utils/db.server')
  const { alertRules } = await import('~/models/alerts.server')
  const db = getDb()
  const subject = `Alert: ${alertRules['job-failed'].title}`
  const before = alertsTo(subject).length
  const id = await insertOutboxRow({ created_at: new Date().toISOString(), template: 'operator-test' })
  await db
    .updateTable('outbox')
    .set({ payload: JSON.stringify({ template: 'operator-test', params: { to: 'someone@client.example', subject: 'Refused once' } }) })
    .where('id', '=', id)
    .execute()
  smtp.refuse(true)
  const queue = new Queue('email', { connection: { url: redis.url }, prefix: vars.QUEUE_PREFIX })
  try {
    await queue.add('send-email', { outboxId: id }, { jobId: id, attempts: 3, backoff: { type: 'fixed', delay: 1500 } })
    await waitUntil(() => smtp.refusals > 0 && worker.output().includes(`${id} attempt 1`), 20_000, 'the first attempt to fail')
    smtp.refuse(false)
    await smtp.waitFor((m) => m.subject === 'Refused once')
  } finally {
    smtp.refuse(false)
    await queue.close()
  }
  await new Promise((r) => setTimeout(r, 1000))
  expect(alertsTo(subject)).toHaveLength(before)
  expect(await db.selectFrom('alerts').select('opened_at').where('cause', '=', 'job-failed').executeTakeFirst()).toBeUndefined()
})

test('without OPERATOR_EMAIL nothing is sent, and the operations page shows the open condition first, with since when', async () => {
  const { evaluateAlerts } = await import('~/models/alerts.server')
  const { getDb } = await import('~/utils/db.server')
  const db = getDb()
  const at = new Date()
  machine.diskLow = true
  // And a job that failed for good a minute ago.
  await insertOutboxRow({
    created_at: new Date(at.getTime() - 120_000).toISOString(),
    failed_at: new Date(at.getTime() - 60_000).toISOString(),
    attempts: 12,
  })
  try {
    await evaluateAlerts({ at, deps, operatorEmail: null })
    await evaluateAlerts({ at: new Date(at.getTime() + 30_000), deps, operatorEmail: null })
  } finally {
    machine.diskLow = false
  }
  const row = await db.selectFrom('alerts').selectAll().where('cause', '=', 'disk-low').executeTakeFirstOrThrow()
  expect(row).toMatchObject({ opened_at: at.toISOString(), cleared_at: null, last_sent_at: null, outbox_id: null })
  expect(
    await db.selectFrom('outbox').select('id').where('subject_type', '=', 'alert').where('created_at', '>=', at.toISOString()).execute(),
  ).toEqual([])

  // The page, for staff with their second factor.
  const { upsertUser, makeAdmin, createSession } = await import('~/utils/auth.server')
  const { enrolSecondFactor } = await import('../support/two-factor')
  const staff = await upsertUser({ email: 'partner@harborvale.example', password: 'correct horse battery staple', verified: true })
  await makeAdmin(staff.id)
  const { loader } = await import('~/routes/internal-admin+/operations')
  const request = async (userId: string) =>
    new Request('http://localhost/internal-admin/operations', {
      headers: { cookie: (await createSession(userId, new Request('http://localhost/'))).split(';')[0] },
    })
  // Without a second factor: sent to enrol one, shown nothing.
  const refused = await loader({ request: await request(staff.id), params: {}, context: { cspNonce: '' } }).catch((r: Response) => r)
  expect(refused).toBeInstanceOf(Response)
  expect((refused as Response).headers.get('location')).toMatch(/^\/auth\/two-factor\/setup/)

  await enrolSecondFactor({ id: staff.id, email: 'partner@harborvale.example' })
  const data = await loader({ request: await request(staff.id), params: {}, context: { cspNonce: '' } })
  // Open ones come first: the low disk and the failed job.
  const openCount = data.alerts.filter((a) => a.state === 'open').length
  expect(data.alerts.slice(0, openCount).map((a) => a.cause)).toEqual(expect.arrayContaining(['disk-low', 'job-failed']))
  expect(data.alerts.slice(openCount).every((a) => a.state !== 'open')).toBe(true)
  const disk = data.alerts.find((a) => a.cause === 'disk-low')!
  expect(disk).toMatchObject({ state: 'open', since: at.toISOString(), lastSentAt: null })
  expect(disk.detail).toContain('150 MB free')
  expect(data.operatorEmail).toBe(OPERATOR)
})
