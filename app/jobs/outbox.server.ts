import { Queue } from 'bullmq'
import { createId, getDb, now, onCommit, sql, type Db, type Tx } from '~/utils/db.server'
import { env } from '~/utils/env.server'
import { producerRedis } from '~/utils/redis.server'
import { remember } from '@epic-web/remember'
import { defaultJobOptions, jobDelayMs, jobPayloads, jobQueue, type JobKind, type JobPayload, type QueueName } from './definitions'

/**
 * The producer-side queue. BullMQ checks the Redis version when a Queue is built and keeps that
 * promise, so a Queue built while Redis is down stays broken: build it only on a ready connection,
 * and fail at once otherwise (the outbox row waits for the relay).
 */
export function getQueue(name: QueueName): Queue {
  const redis = producerRedis()
  const queues = remember('queues', () => new Map<QueueName, Queue>())
  const existing = queues.get(name)
  if (existing) return existing
  if (redis.status !== 'ready') throw new Error(`Redis is not reachable (${redis.status})`)
  const queue = new Queue(name, {
    connection: redis,
    prefix: env().QUEUE_PREFIX,
    skipWaitingForReady: true,
    defaultJobOptions,
  })
  queue.on('error', (error) => logOnce(`queue ${name}`, error))
  queues.set(name, queue)
  return queue
}

/**
 * Writes an outbox row inside the caller's write transaction; after COMMIT it tries to add the BullMQ
 * job (jobId = outbox id) without waiting for the result. If Redis is down the row simply stays
 * undispatched and the worker's relay sends it later: the request never waits on Redis.
 */
export async function enqueue<K extends JobKind>(
  trx: Tx,
  kind: K,
  payload: JobPayload<K>,
  subject?: { type: string; id: string },
): Promise<string> {
  const data = jobPayloads[kind].parse(payload)
  const id = createId()
  await trx
    .insertInto('outbox')
    .values({
      id,
      kind,
      payload: JSON.stringify(data),
      subject_type: subject?.type ?? null,
      subject_id: subject?.id ?? null,
      created_at: now(),
    })
    .execute()
  onCommit(trx, () => dispatchSoon(id, kind))
  return id
}

/**
 * The one way a job reaches Redis: each outbox row becomes the job whose id is the row's id (so adding
 * a row twice adds one job). Each job is one command: a pipeline (addBulk) copies every script BullMQ
 * defined onto itself, which cost more than the round trips it saves (decision 0014). Rejects if Redis
 * is down or a command fails.
 */
async function addJobs(jobs: Array<{ outboxId: string; kind: JobKind }>) {
  // Not ready means every command would fail at once (no offline queue); BullMQ is not called then, as
  // its script runner can leave that failure unhandled. The relay adds these jobs when Redis is back.
  const redis = producerRedis()
  if (redis.status !== 'ready') throw new Error(`Redis is not reachable (${redis.status})`)
  await Promise.all(
    jobs.map(({ outboxId, kind }) => getQueue(jobQueue[kind]).add(kind, { outboxId }, { jobId: outboxId, delay: jobDelayMs[kind] })),
  )
}

/** Adds the job for one outbox row and records that it was handed to Redis. Throws if Redis is down. */
async function dispatch(outboxId: string, kind: JobKind, db: Db = getDb()) {
  await addJobs([{ outboxId, kind }])
  await markDispatched([outboxId], db)
}

/**
 * The relay's hand-over: of these rows, adds and marks only those whose job is not
 * in Redis. A row whose job is already there, waiting behind a backlog, is left as it is: marking it
 * would be a write to the shared SQLite file for nothing, and under a backlog the relay found hundreds
 * of them every round (a form post then waited seconds for the write lock).
 * Returns how many rows it handed over. Throws if Redis is down.
 */
export async function dispatchMissing(queueName: QueueName, jobs: Array<{ outboxId: string; kind: JobKind }>, db: Db = getDb()) {
  if (!jobs.length) return 0
  const queue = getQueue(queueName)
  const check = producerRedis().pipeline()
  for (const { outboxId } of jobs) check.exists(queue.toKey(outboxId))
  const found = (await check.exec()) ?? []
  const failed = found.find(([error]) => error)
  if (failed || found.length !== jobs.length) throw failed?.[0] ?? new Error('Redis did not answer every EXISTS')
  const missing = jobs.filter((_, i) => found[i][1] === 0)
  if (!missing.length) return 0
  await addJobs(missing)
  await markDispatched(
    missing.map((job) => job.outboxId),
    db,
  )
  return missing.length
}

/** Records when these rows were (again) handed to Redis: the relay's stale check counts from then. */
function markDispatched(ids: string[], db: Db = getDb()) {
  // One SQL text whatever the number of ids (json_each), so its prepared statement is reused.
  return db
    .updateTable('outbox')
    .set({ dispatched_at: now() })
    .where('id', 'in', sql<string>`(select value from json_each(${JSON.stringify(ids)}))`)
    .execute()
}

/**
 * The request path hands its job to Redis once its transaction has committed, without waiting for the
 * answer, and writes nothing more to SQLite for it: each write there can make a visitor wait for the lock
 * the worker holds, and the reverse. The worker records `dispatched_at` with the attempt. A job that could
 * not be added (Redis down) or was never sent (the process stopped) is found missing from Redis by the
 * relay, which adds it then (dispatchMissing). The failure is logged, not thrown at nobody.
 */
function dispatchSoon(outboxId: string, kind: JobKind) {
  addJobs([{ outboxId, kind }]).then(
    () => lastLogged.delete(FAST_PATH),
    (error) => logOnce(FAST_PATH, error),
  )
}

/**
 * Logs a Redis failure once per distinct message: while Redis is down every post and every reconnect
 * fails the same way, and one line says it.
 */
const lastLogged = new Map<string, string>()
const FAST_PATH = 'outbox: jobs left for the relay'
export function logOnce(what: string, error: unknown) {
  const message = error instanceof Error ? error.message : String(error)
  if (lastLogged.get(what) === message) return
  lastLogged.set(what, message)
  console.warn(`${what}: ${message}`)
}

/**
 * Puts a failed row back in line (admin "retry"), in the caller's transaction; after the commit its job
 * is handed to Redis again (or, if Redis is down, by the relay).
 */
export async function retryOutboxRow(trx: Tx, outboxId: string) {
  const row = await trx.selectFrom('outbox').select(['id', 'kind']).where('id', '=', outboxId).executeTakeFirst()
  if (!row) return false
  await trx
    .updateTable('outbox')
    .set({ failed_at: null, dispatched_at: null, last_error: null })
    .where('id', '=', outboxId)
    .where('completed_at', 'is', null)
    .execute()
  const kind = row.kind as JobKind
  onCommit(trx, () => void redispatch(outboxId, kind))
  return true
}

/** A finished job with this id would block a re-add: it is removed first. */
async function redispatch(outboxId: string, kind: JobKind) {
  try {
    await getQueue(jobQueue[kind]).remove(outboxId)
    await dispatch(outboxId, kind)
  } catch (error) {
    logOnce('outbox: retried row left for the relay', error)
  }
}

export type DeliveryState = 'queued' | 'sent' | 'retrying' | 'failed'

/** The delivery state a person reads in the admin: done, failed for good, or still trying. */
export function deliveryState(row: { completed_at: string | null; failed_at: string | null; attempts: number }): DeliveryState {
  if (row.completed_at) return 'sent'
  if (row.failed_at) return 'failed'
  if (row.attempts > 0) return 'retrying'
  return 'queued'
}
