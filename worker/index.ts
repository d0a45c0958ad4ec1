// The worker process: one BullMQ Worker per queue, the outbox relay, a heartbeat, graceful shutdown.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import { Worker } from 'bullmq'
import { QUEUES } from '~/jobs/definitions'
import { checkpoints, createId, getDb, getSqlite, now } from '~/utils/db.server'
import { checkEnvOrExit, type Env } from '~/utils/env.server'
import { migrate } from '~/utils/migrate.server'
import { blockingRedis } from '~/utils/redis.server'
import { relayOutbox } from './relay'
import { runOutboxJob } from './run-outbox-job'

const env = checkEnvOrExit()
yieldCpuToWeb(env.WORKER_NICE, env.WORKER_SCHED)
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

/**
 * Gives the CPU to the web process first. Every thread is lowered to `nice` (on Linux a priority belongs
 * to each thread, so V8's and libuv's helpers are lowered too; threads started later inherit it). With
 * `sched` idle the process then enters SCHED_IDLE, the kernel's class for background work, through
 * util-linux's chrt: a visitor's request that wakes the web takes a core from the worker at once,
 * where a nice worker keeps it for the rest of its time slice, several milliseconds (decision 0018).
 * The worker still gets every idle moment of the CPU, and a small share under full load. Never raises
 * a priority (an unprivileged process could not take it back).
 */
function yieldCpuToWeb(nice: number, sched: Env['WORKER_SCHED']) {
  let threads: number[] = [0]
  try {
    threads = fs.readdirSync('/proc/self/task').map(Number)
  } catch {
    // Not Linux: the process's priority is all there is.
  }
  for (const thread of threads) {
    try {
      if (os.getPriority(thread) < nice) os.setPriority(thread, nice)
    } catch {
      // The thread ended meanwhile, or the platform refuses: run at the priority we have.
    }
  }
  if (sched !== 'idle' || process.platform !== 'linux') return
  try {
    execFileSync('chrt', ['--idle', '--all-tasks', '--pid', '0', String(process.pid)], { stdio: 'ignore', timeout: 5000 })
  } catch (error) {
    log(`could not enter SCHED_IDLE (${(error as Error).message}); running at nice ${nice}`)
  }
}

function log(...parts: unknown[]) {
  if (env.LOG_LEVEL !== 'silent') console.log(new Date().toISOString(), '[worker]', ...parts)
}
