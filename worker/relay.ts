import { dispatchMissing } from '~/jobs/outbox.server'
import { isJobKind, jobQueue, type JobKind, type QueueName } from '~/jobs/definitions'
import { sql, type Db } from '~/utils/db.server'

/**
 * Hands Redis every outbox row whose job is not there: rows the request path could not hand over
 * (Redis was down, or the web stopped between commit and add). Rows the request path did hand over are
 * not marked by it; they are in Redis and left alone, and the worker marks them with the attempt.
 * Also re-adds rows whose job vanished from Redis (a Redis restart without persistence). Duplicate adds
 * are harmless: the jobId is the outbox id, and the processor checks the row before acting.
 */
export async function relayOutbox(db: Db, opts: { olderThanMs?: number; staleAfterMs?: number } = {}) {
  // Rows whose work is still to do (neither completed nor given up on).
  const open = db.selectFrom('outbox').select(['id', 'kind']).where('completed_at', 'is', null).where('failed_at', 'is', null)
  const olderThan = new Date(Date.now() - (opts.olderThanMs ?? 1000)).toISOString()
  const undispatched = await open
    .where('dispatched_at', 'is', null)
    .where('created_at', '<=', olderThan)
    .orderBy('created_at')
    .limit(500)
    .execute()
  // Handed over a while ago and still not taken: the job may have vanished with a Redis restart.
  const staleBefore = new Date(Date.now() - (opts.staleAfterMs ?? 60_000)).toISOString()
  const stale = await open
    .where('dispatched_at', 'is not', null)
    .where(sql<boolean>`coalesce(started_at, dispatched_at) <= ${staleBefore}`)
    .limit(200)
    .execute()

  const byQueue = new Map<QueueName, Array<{ outboxId: string; kind: JobKind }>>()
  for (const row of [...undispatched, ...stale]) {
    if (!isJobKind(row.kind)) continue
    const jobs = byQueue.get(jobQueue[row.kind]) ?? []
    if (!jobs.length) byQueue.set(jobQueue[row.kind], jobs)
    jobs.push({ outboxId: row.id, kind: row.kind })
  }
  let relayed = 0
  for (const [queueName, jobs] of byQueue) relayed += await dispatchMissing(queueName, jobs, db)
  return relayed
}
