// The worker process: one BullMQ Worker per queue, the outbox relay, a heartbeat, graceful shutdown.
// First, before anything can create a file: the umask that makes files 0600 and folders 0700.
import '~/utils/private-files.server'
import os from 'node:os'
import { Queue, Worker } from 'bullmq'
import { MAINTENANCE_QUEUE, QUEUES, queueConcurrency } from '~/jobs/definitions'
import { logOnce } from '~/jobs/outbox.server'
import { recentBackups, takeBackup } from '~/models/backups.server'
import { remindUndecidedChecks } from '~/models/conflict-decisions.server'
import { sweepReminders } from '~/models/reminders.server'
import { createId, getDb, getSqlite, now } from '~/utils/db.server'
import { checkEnvOrExit } from '~/utils/env.server'
import { migrate } from '~/utils/migrate.server'
import { blockingRedis, producerRedis } from '~/utils/redis.server'
import { alertMonitor } from './alerts'
import { relayOutbox } from './relay'
import { runOutboxJob } from './run-outbox-job'

const env = checkEnvOrExit()
const db = getDb()
migrate(getSqlite())

const workerId = `${os.hostname()}-${process.pid}-${createId().slice(0, 6)}`

// The operator's alerts (app/models/alerts.server.ts, worker/alerts.ts): checked every ALERT_CHECK_MS,
// and at once for a job that BullMQ reports failed for good.
const alerts = alertMonitor(db, log)

const workers = Object.values(QUEUES).map((name) => {
  const worker = new Worker(name, (job) => runOutboxJob(db, job), {
    connection: blockingRedis(),
    prefix: env.QUEUE_PREFIX,
    concurrency: queueConcurrency[name],
    limiter: name === QUEUES.email && env.EMAIL_SEND_RATE > 0 ? { max: env.EMAIL_SEND_RATE, duration: 1000 } : undefined,
  })
  worker.on('error', (error) => log('worker error', name, error.message))
  worker.on('failed', (job, error) => {
    log('job failed', name, job?.name, job?.id, `attempt ${job?.attemptsMade}`, error.message)
    alerts.onFailed(job, error)
  })
  return worker
})

// The reminder sweep (app/models/reminders.server.ts) is a BullMQ job scheduler on its own queue. The
// reminders table is the truth, so a scheduler lost with Redis costs nothing but a delay: it is set
// again (upsert: the same one, never a second) at start and every minute.
const maintenance = new Worker(
  MAINTENANCE_QUEUE,
  async (job) => {
    if (job.name !== 'reminders-sweep') return { ignored: job.name }
    const queued = await sweepReminders()
    if (queued) log(`queued ${queued} reminder(s)`)
    // Conflict checks undecided for a business day remind the firm (app/models/conflicts.server.ts).
    const conflicts = await remindUndecidedChecks()
    if (conflicts) log(`reminded the firm of ${conflicts} conflict check(s)`)
    return { queued, conflicts }
  },
  { connection: blockingRedis(), prefix: env.QUEUE_PREFIX, concurrency: 1 },
)
maintenance.on('error', (error) => log('worker error', MAINTENANCE_QUEUE, error.message))
maintenance.on('failed', (job, error) => log('job failed', MAINTENANCE_QUEUE, job?.name, error.message))
let maintenanceQueue: Queue | undefined
const ensureSweep = async () => {
  if (producerRedis().status !== 'ready') return
  if (!maintenanceQueue) {
    maintenanceQueue = new Queue(MAINTENANCE_QUEUE, { connection: producerRedis(), prefix: env.QUEUE_PREFIX, skipWaitingForReady: true })
    // Without a listener BullMQ prints every connection error with its stack (several a second while Redis
    // is down): one line per new message instead, as the outbox's own queues do.
    maintenanceQueue.on('error', (error) => logOnce(`queue ${MAINTENANCE_QUEUE}`, error))
  }
  await maintenanceQueue.upsertJobScheduler(
    'reminders-sweep',
    { every: env.REMINDER_SWEEP_MS },
    { name: 'reminders-sweep', opts: { removeOnComplete: 100, removeOnFail: 100 } },
  )
}

// Backups (app/models/backups.server.ts) are a plain timer, not a job: they copy SQLite and the disk and
// must go on while Redis is down. The last one recorded decides, so a restart neither skips nor repeats one.
let backingUp = false
const backupIfDue = async () => {
  if (backingUp) return
  backingUp = true
  try {
    const [last] = await recentBackups(1)
    if (last && Date.now() - Date.parse(last.started_at) < env.BACKUP_INTERVAL_MS) return
    const outcome = await takeBackup(db, getSqlite())
    if (outcome.ok)
      log(
        `backup ${outcome.path}: ${outcome.manifest.dbBytes} bytes of database, ${outcome.manifest.fileCount} file(s), ` +
          `${outcome.manifest.copiedBytes} bytes of them copied${outcome.pruned.length ? `, ${outcome.pruned.length} older pruned` : ''}`,
      )
    else log(`backup failed: ${outcome.error}`)
    void alerts.check(['backup-failed'])
  } finally {
    backingUp = false
  }
}

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
  setInterval(() => void heartbeat().catch((e) => log('heartbeat failed', e.message)), 5000),
  setInterval(() => void relay(), Number(process.env.RELAY_INTERVAL_MS ?? 2000)),
  setInterval(() => void ensureSweep().catch((e) => log('reminder sweep not scheduled', e.message)), 60_000),
  setInterval(() => void backupIfDue().catch((e) => log('backup failed', e.message)), Math.min(env.BACKUP_INTERVAL_MS, 60_000)),
  setInterval(() => void alerts.check(), env.ALERT_CHECK_MS),
]
void relay()
// Set on every (re)connection too: a Redis that restarted empty gets the scheduler back at once.
producerRedis().on('ready', () => void ensureSweep().catch((e) => log('reminder sweep not scheduled', e.message)))
void ensureSweep().catch((e) => log('reminder sweep not scheduled', e.message))
log(`worker ${workerId} started on queues ${Object.values(QUEUES).join(', ')}`)

const SHUTDOWN_GRACE_MS = 15_000
let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  log(`${signal}: finishing jobs in hand, then stopping`)
  for (const t of timers) clearInterval(t)
  // close() waits for the jobs in progress to finish; nothing new is taken. It can also wait forever for
  // a Redis connection left reconnecting by an outage (bullmq issue #4656, open in 6.7), so the wait is
  // bounded: within Fly's kill_timeout (30 s), and a job cut short is taken again by the next worker,
  // which the outbox keeps from sending anything twice.
  const closed = Promise.all([...workers, maintenance].map((w) => w.close())).then(() => true)
  const timedOut = new Promise<false>((r) => setTimeout(() => r(false), SHUTDOWN_GRACE_MS).unref())
  if (!(await Promise.race([closed, timedOut]))) log(`queues not closed after ${SHUTDOWN_GRACE_MS / 1000} s: stopping anyway`)
  while (backingUp) await new Promise((r) => setTimeout(r, 100))
  // A check in hand (it may be sending an alert without Redis) finishes, within a bound of its own.
  await Promise.race([alerts.idle(), new Promise((r) => setTimeout(r, 5000).unref())])
  await db
    .deleteFrom('worker_heartbeats')
    .where('worker_id', '=', workerId)
    .execute()
    .catch(() => {})
  log('worker stopped')
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))

function log(...parts: unknown[]) {
  if (env.LOG_LEVEL !== 'silent') console.log(new Date().toISOString(), '[worker]', ...parts)
}
