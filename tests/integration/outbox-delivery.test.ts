// The transactional outbox against a real Redis, a real SMTP server and the real worker process.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startPrivateRedis } from '../fakes/redis-server'
import { startSmtpSink } from '../fakes/smtp-sink'
import { startWorker, useFreshDatabase, waitUntil, type WorkerProcess } from '../support/app-process'

let redis: Awaited<ReturnType<typeof startPrivateRedis>>
let smtp: Awaited<ReturnType<typeof startSmtpSink>>
let worker: WorkerProcess
let vars: Record<string, string>
let app: {
  enqueue: typeof import('~/jobs/outbox.server').enqueue
  writeTransaction: typeof import('~/utils/db.server').writeTransaction
  getDb: typeof import('~/utils/db.server').getDb
}

beforeAll(async () => {
  redis = await startPrivateRedis()
  smtp = await startSmtpSink()
  ;({ vars } = useFreshDatabase({ REDIS_URL: redis.url, SMTP_URL: smtp.url }))
  const { migrate } = await import('~/utils/migrate.server')
  const db = await import('~/utils/db.server')
  migrate(db.getSqlite())
  const { enqueue } = await import('~/jobs/outbox.server')
  app = { enqueue, writeTransaction: db.writeTransaction, getDb: db.getDb }
  worker = await startWorker(vars)
})

afterAll(async () => {
  await worker?.stop()
  await smtp?.close()
  await redis?.stop()
})

async function sendTestEmail(subject: string) {
  return app.writeTransaction((trx) =>
    app.enqueue(trx, 'send-email', { template: 'operator-test', params: { to: 'founder@client.example', subject } }),
  )
}

function outboxRow(id: string) {
  return app.getDb().selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

describe('outbox delivery', () => {
  test('an email enqueued while Redis is stopped is delivered once after Redis comes back', async () => {
    await redis.stop()
    const id = await sendTestEmail('Written while Redis was down')
    // The request path did not wait for Redis: the row is stored and not yet handed over.
    expect((await outboxRow(id)).dispatched_at).toBeNull()
    expect(smtp.messages.filter((m) => m.subject === 'Written while Redis was down')).toHaveLength(0)

    await redis.start()
    const mail = await smtp.waitFor((m) => m.subject === 'Written while Redis was down', 30_000)
    expect(mail.to).toEqual(['founder@client.example'])
    expect(mail.messageId).toContain(id)

    await waitUntil(async () => (await outboxRow(id)).completed_at, 10_000, 'outbox row completed')
    // Several relay rounds later there is still exactly one copy.
    await new Promise((r) => setTimeout(r, 1500))
    expect(smtp.messages.filter((m) => m.subject === 'Written while Redis was down')).toHaveLength(1)
  })

  test('a send that SMTP refuses is retried with backoff and delivered once SMTP accepts again', async () => {
    smtp.refuse(true)
    const id = await sendTestEmail('Sent while SMTP refused')
    const refusedBefore = smtp.refusals
    await waitUntil(() => smtp.refusals >= refusedBefore + 2, 20_000, 'two refused attempts')
    const failing = await outboxRow(id)
    expect(failing.completed_at).toBeNull()
    expect(failing.failed_at).toBeNull()
    expect(failing.last_error).toMatch(/451|unavailable/i)

    smtp.refuse(false)
    await smtp.waitFor((m) => m.subject === 'Sent while SMTP refused', 30_000)
    const done = await waitUntil(async () => {
      const row = await outboxRow(id)
      return row.completed_at ? row : null
    })
    expect(done.attempts).toBeGreaterThanOrEqual(3)
    await new Promise((r) => setTimeout(r, 1000))
    expect(smtp.messages.filter((m) => m.subject === 'Sent while SMTP refused')).toHaveLength(1)
  })

  test('a job redelivered after it was recorded as sent does not send again', async () => {
    const id = await sendTestEmail('Delivered exactly once')
    await smtp.waitFor((m) => m.subject === 'Delivered exactly once')
    await waitUntil(async () => (await outboxRow(id)).completed_at)
    // Simulate BullMQ's at-least-once delivery: the same job id handed over again.
    const { getQueue } = await import('~/jobs/outbox.server')
    const queue = getQueue('email')
    await queue.remove(id)
    await queue.add('send-email', { outboxId: id }, { jobId: id })
    await waitUntil(async () => (await queue.getJob(id))?.finishedOn, 10_000, 'redelivered job finished')
    expect(smtp.messages.filter((m) => m.subject === 'Delivered exactly once')).toHaveLength(1)
  })
})
