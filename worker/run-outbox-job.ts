import { UnrecoverableError, type Job } from 'bullmq'
import { defaultJobOptions, jobPayloads, isJobKind, type JobKind } from '~/jobs/definitions'
import { now, type Db } from '~/utils/db.server'
import { handlers } from './processors/index'
import type { JobHandler } from './processors/types'

/**
 * Runs one job against its outbox row. BullMQ delivers at least once, so the row is checked before the
 * side effect: a row already completed is never carried out again. Outcomes are written back so the
 * site and the admin can show them.
 */
export async function runOutboxJob(db: Db, job: Job<{ outboxId: string }>) {
  const outboxId = job.data?.outboxId
  if (!outboxId) throw new UnrecoverableError('Job has no outboxId')
  const row = await db.selectFrom('outbox').selectAll().where('id', '=', outboxId).executeTakeFirst()
  if (!row) throw new UnrecoverableError(`Outbox row ${outboxId} not found`)
  if (row.completed_at) return { skipped: 'already completed' }
  if (!isJobKind(row.kind)) throw new UnrecoverableError(`Unknown job kind ${row.kind}`)
  const kind: JobKind = row.kind
  const handler = handlers[kind] as JobHandler<typeof kind> | undefined
  if (!handler) throw new UnrecoverableError(`No handler for ${kind}`)

  // The attempt is written once, when it ends: every write to the shared SQLite file can make a
  // visitor's request wait for the lock, and a row read as not completed is all the check above needs.
  const attempt = row.attempts + 1
  const started = { attempts: attempt, started_at: now(), dispatched_at: row.dispatched_at ?? now() }
  try {
    const payload = jobPayloads[kind].parse(JSON.parse(row.payload))
    const result = await handler(payload as never, { db, outboxId, attempt })
    await db
      .updateTable('outbox')
      .set({ ...started, completed_at: now(), failed_at: null, last_error: null, result: JSON.stringify(result ?? null) })
      .where('id', '=', outboxId)
      .execute()
    return result
  } catch (error) {
    const final = error instanceof UnrecoverableError || job.attemptsMade + 1 >= (job.opts.attempts ?? 1)
    await db
      .updateTable('outbox')
      .set({ ...started, last_error: String((error as Error)?.message ?? error).slice(0, 2000), failed_at: final ? now() : null })
      .where('id', '=', outboxId)
      .execute()
    throw error
  }
}

/**
 * Runs an outbox row's job here and now, without Redis: the worker does this for alert emails while
 * Redis is unreachable (an alert that Redis is down cannot wait for Redis). The same checks apply: a row
 * already completed is skipped, so the BullMQ job that may run later for the same row sends nothing.
 * The row is marked handed over first, so the relay leaves it alone meanwhile. Attempts count as they
 * would in BullMQ: the row fails for good at the same number. Throws what the job threw.
 */
export async function runOutboxRowDirectly(db: Db, outboxId: string) {
  const row = await db.selectFrom('outbox').select(['attempts', 'dispatched_at']).where('id', '=', outboxId).executeTakeFirst()
  if (!row) throw new UnrecoverableError(`Outbox row ${outboxId} not found`)
  if (!row.dispatched_at) await db.updateTable('outbox').set({ dispatched_at: now() }).where('id', '=', outboxId).execute()
  const job = { data: { outboxId }, attemptsMade: row.attempts, opts: { attempts: defaultJobOptions.attempts } }
  return runOutboxJob(db, job as unknown as Job<{ outboxId: string }>)
}
