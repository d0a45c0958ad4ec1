// The worker process: one BullMQ Worker per queue, the outbox relay, a heartbeat, graceful shutdown.
import os from 'node:os'
import { Worker } from 'bullmq'
import { QUEUES } from '~/jobs/definitions'
import { checkpoints, createId, getDb, getSqlite, now } from '~/utils/db.server'
import { checkEnvOrExit } from '~/utils/env.server'
import { migrate } from '~/utils/migrate.server'
import { blockingRedis } from '~/utils/redis.server'
import { relayOutbox } from './relay'
import { runOutboxJob } from './run-outbox-job'

const env = checkEnvOrExit()
const db = getDb()
migrate(getSqlite())

const workerId = `${os.hostname()}-${process.pid}-${createId().slice(0, 6)}`
const concurrency: Record<string, number> = { email: 8, signatures: 2, payments: 4, clients: 2 }

const workers = Object.values(QUEUES).map((name) => {
  const worker = new Worker(name, (job) => runOutboxJob(db, job), {
    connection: blockingRedis(),
    prefix: env.QUEUE_PREFIX,
    concurrency: concurrency[name] ?? 1,
  })
  worker.on('error', (error) => log('worker error', name, error.message))
  worker.on('failed', (job, error) => log('job failed', name, job?.name, job?.id, `attempt ${job?.attemptsMade}`, error.message))
  return worker
})

const heartbeat = async () => {
  const at = now()
  await db
    .insertInto('worker_heartbeats')
    .values({ worker_id: workerId, pid: process.pid, started_at: at, beat_at: at })
    .onConflict((oc) => oc.column('worker_id').doUpdateSet({ beat_at: at }))
    .execute()
}

let relaying = false
const relay = async () => {
  if (relaying) return
  relaying = true
  try {
    const n = await relayOutbox(db)
    if (n) log(`relayed ${n} outbox row(s)`)
  } catch {
    // Redis still down: the rows wait for the next round.
  } finally {
    relaying = false
  }
}

await heartbeat()
const timers = [
  checkpoints.runEvery(getSqlite()),
  setInterval(() => void heartbeat().catch((e) => log('heartbeat failed', e.message)), 5000),
  setInterval(() => void relay(), Number(process.env.RELAY_INTERVAL_MS ?? 2000)),
]
void relay()
log(`worker ${workerId} started on queues ${Object.values(QUEUES).join(', ')}`)

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  log(`${signal}: finishing jobs in hand, then stopping`)
  for (const t of timers) clearInterval(t)
  // close() waits for the jobs in progress to finish; nothing new is taken.
  await Promise.all(workers.map((w) => w.close()))
  await db.deleteFrom('worker_heartbeats').where('worker_id', '=', workerId).execute().catch(() => {})
  log('worker stopped')
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))

function log(...parts: unknown[]) {
  if (env.LOG_LEVEL !== 'silent') console.log(new Date().toISOString(), '[worker]', ...parts)
}
