// An alert that Redis is down cannot wait for Redis (issue 23). The real worker, a private Redis this
// test stops and starts, the SMTP sink: once Redis has been unreachable for a minute the operator's email
// arrives while Redis is still down (the worker sends it itself, through its outbox row), once however
// many checks follow; when Redis is back, one "cleared" email, and the raised one is not sent again by
// the job BullMQ could run for the same row. The minute passes on the fake clock (FAKE_CLOCK_FILE), not
// in a sleep.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startPrivateRedis } from '../fakes/redis-server'
import { startSmtpSink } from '../fakes/smtp-sink'
import { startWorker, useFreshDatabase, waitUntil } from '../support/app-process'

const OPERATOR = 'ops@firm.example'
let redis: Awaited<ReturnType<typeof startPrivateRedis>>
let smtp: Awaited<ReturnType<typeof startSmtpSink>>
let vars: Record<string, string>
let clockFile: string

beforeAll(async () => {
  redis = await startPrivateRedis()
  smtp = await startSmtpSink()
  const fresh = useFreshDatabase({ REDIS_URL: redis.url, SMTP_URL: smtp.url, OPERATOR_EMAIL: OPERATOR, ALERT_CHECK_MS: '200' })
  clockFile = path.join(fresh.dir, 'clock-offset')
  vars = { ...fresh.vars, FAKE_CLOCK_FILE: clockFile }
  process.env.FAKE_CLOCK_FILE = clockFile
  const { migrate } = await import('~/utils/migrate.server')
  const { getSqlite } = await import('~/utils/db.server')
  migrate(getSqlite())
})

afterAll(async () => {
  await smtp?.close()
  await redis?.stop()
})

test('Redis unreachable for over a minute: the operator is emailed while Redis is still down, once; then once when it is back', async () => {
  const { getDb } = await import('~/utils/db.server')
  const { alertRules } = await import('~/models/alerts.server')
  const db = getDb()
  const raised = `Alert: ${alertRules['redis-down'].title}`
  const cleared = `Cleared: ${alertRules['redis-down'].cleared}`
  const count = (subject: string) => smtp.messages.filter((m) => m.subject === subject && m.to.includes(OPERATOR)).length
  const row = () => db.selectFrom('alerts').selectAll().where('cause', '=', 'redis-down').executeTakeFirst()

  const worker = await startWorker(vars)
  try {
    // A check that finds Redis up (the very first may run before the worker's connection is ready).
    await waitUntil(
      async () => {
        const r = await row()
        return r && !r.pending_since && !r.opened_at
      },
      10_000,
      'a check with Redis up',
    )

    await redis.stop()
    const seen = await waitUntil(async () => (await row())?.pending_since, 10_000, 'Redis seen down')
    // Less than a minute: nothing yet.
    await new Promise((r) => setTimeout(r, 1000))
    expect((await row())?.opened_at).toBeNull()
    expect(count(raised)).toBe(0)

    // A minute and a second later (on the worker's clock), Redis still down.
    fs.writeFileSync(clockFile, String(61_000))
    const mail = await smtp.waitFor((m) => m.subject === raised, 15_000)
    expect(mail.to).toEqual([OPERATOR])
    expect(mail.text).toContain('Redis does not answer')
    const open = (await row())!
    expect(open.opened_at).toBe(seen)
    // Sent by the worker itself, through the alert's outbox row, without Redis.
    // (The row is marked completed just after the SMTP server answered.)
    await waitUntil(
      () => db.selectFrom('outbox').select('id').where('id', '=', open.outbox_id!).where('completed_at', 'is not', null).executeTakeFirst(),
      5000,
      'the alert row completed',
    )
    // The worker logs the send after the row is committed: its line may follow the commit by a moment.
    await waitUntil(
      () => worker.output().includes(`alert email ${open.outbox_id} sent without Redis`),
      5000,
      'the worker saying it sent the alert',
    )

    // Many more checks while it stays down: still one email.
    await new Promise((r) => setTimeout(r, 2000))
    expect(count(raised)).toBe(1)

    await redis.start()
    await smtp.waitFor((m) => m.subject === cleared, 20_000)
    expect((await row())?.cleared_at).not.toBeNull()
    // With Redis back, the relay and the queues run again: the raised email is not sent a second time.
    await new Promise((r) => setTimeout(r, 3000))
    expect(count(raised)).toBe(1)
    expect(count(cleared)).toBe(1)
  } catch (error) {
    // What the worker said, to tell a slow machine from a wrong alert.
    console.error(worker.output().slice(-4000))
    throw error
  } finally {
    await worker.stop()
  }
}, 90_000)
