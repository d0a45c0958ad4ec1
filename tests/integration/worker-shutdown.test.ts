// SIGTERM during a slow job: the job in hand finishes, nothing is lost or sent twice.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startPrivateRedis } from '../fakes/redis-server'
import { startSmtpSink } from '../fakes/smtp-sink'
import { startWorker, useFreshDatabase, waitUntil } from '../support/app-process'

let redis: Awaited<ReturnType<typeof startPrivateRedis>>
let smtp: Awaited<ReturnType<typeof startSmtpSink>>
let vars: Record<string, string>

beforeAll(async () => {
  redis = await startPrivateRedis()
  smtp = await startSmtpSink()
  ;({ vars } = useFreshDatabase({ REDIS_URL: redis.url, SMTP_URL: smtp.url }))
  const { migrate } = await import('~/utils/migrate.server')
  const { getSqlite } = await import('~/utils/db.server')
  migrate(getSqlite())
})

afterAll(async () => {
  await smtp?.close()
  await redis?.stop()
})

test('SIGTERM while an email is being sent lets it finish; a new worker sends nothing twice', async () => {
  const { enqueue } = await import('~/jobs/outbox.server')
  const { writeTransaction } = await import('~/utils/db.server')
  const worker = await startWorker(vars)
  smtp.slow(2500)

  await writeTransaction(async (trx) => [
    await enqueue(trx, 'send-email', { template: 'operator-test', params: { to: 'a@client.example', subject: 'Slow one' } }),
  ])
  // The worker is in the middle of sending it.
  await waitUntil(() => smtp.receiving > 0)

  const code = await worker.stop('SIGTERM')
  expect(code).toBe(0)
  expect(worker.output()).toContain('finishing jobs in hand')
  // The job in hand was finished before the process left.
  expect(smtp.messages.filter((m) => m.subject === 'Slow one')).toHaveLength(1)

  // Mail queued while no worker runs waits in Redis and is sent by the next worker, once.
  smtp.slow(0)
  await writeTransaction((trx) =>
    enqueue(trx, 'send-email', { template: 'operator-test', params: { to: 'b@client.example', subject: 'Queued while stopped' } }),
  )
  const next = await startWorker(vars)
  await smtp.waitFor((m) => m.subject === 'Queued while stopped')
  await new Promise((r) => setTimeout(r, 1500))
  await next.stop()
  expect(smtp.messages.filter((m) => m.subject === 'Slow one')).toHaveLength(1)
  expect(smtp.messages.filter((m) => m.subject === 'Queued while stopped')).toHaveLength(1)
})

test('the worker is one node process, with no wrapper: the heartbeat names the process that was started', async () => {
  const { getDb } = await import('~/utils/db.server')
  const worker = await startWorker(vars)
  try {
    const beat = await waitUntil(
      () => getDb().selectFrom('worker_heartbeats').select('pid').where('pid', '=', worker.child.pid!).executeTakeFirst(),
      10_000,
      'a heartbeat from the started process',
    )
    expect(beat.pid).toBe(worker.child.pid)
  } finally {
    await worker.stop()
  }
})
