// SIGTERM during a slow job: the job in hand finishes, nothing is lost or sent twice.
import fs from 'node:fs'
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

/**
 * The nice value and scheduling policy of each thread of a process, from /proc: fields 19 and 41 of a
 * thread's stat line (policy 0 is SCHED_OTHER, the normal class; 5 is SCHED_IDLE).
 */
function threadScheduling(pid: number) {
  return fs.readdirSync(`/proc/${pid}/task`).map((tid) => {
    const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return `nice ${fields[16]} policy ${fields[38]}`
  })
}

test.skipIf(process.platform !== 'linux')('the worker runs every thread at WORKER_NICE and in SCHED_IDLE, so the web process wins the CPU', async () => {
  const { getDb } = await import('~/utils/db.server')
  const cases = [
    [{}, 'nice 10 policy 5'],
    [{ WORKER_NICE: '3' }, 'nice 3 policy 5'],
    [{ WORKER_NICE: '3', WORKER_SCHED: 'normal' }, 'nice 3 policy 0'],
  ] as const
  for (const [settings, expected] of cases) {
    const worker = await startWorker({ ...vars, WORKER_NICE: '', WORKER_SCHED: '', ...settings })
    try {
      // The heartbeat row names the worker's own node process (tsx runs it as a child).
      const beat = await waitUntil(() =>
        getDb().selectFrom('worker_heartbeats').select('pid').orderBy('started_at', 'desc').executeTakeFirst(),
      )
      const threads = threadScheduling(beat.pid)
      expect(threads.length).toBeGreaterThan(1)
      expect(new Set(threads)).toEqual(new Set([expected]))
    } finally {
      await worker.stop()
    }
  }
})
