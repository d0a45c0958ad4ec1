// The worker's side of the operator's alerts (app/models/alerts.server.ts): the check on a timer, the
// immediate check when BullMQ reports a job's final failure, and the sending of alert emails without
// Redis when Redis does not answer.
import type { Job } from 'bullmq'
import { evaluateAlerts, undeliveredAlertEmails, type AlertCause, type EvaluateOptions } from '~/models/alerts.server'
import { clockNow } from '~/utils/clock.server'
import type { Db } from '~/utils/db.server'
import { redisAnswers } from '~/utils/redis.server'
import { runOutboxRowDirectly } from './run-outbox-job'

/**
 * Whether a BullMQ 'failed' event is the job's last: it was moved to failed (finishedOn), used all its
 * attempts, or threw UnrecoverableError. Other failures are retried and are no alert.
 */
export function isFinalFailure(job: Pick<Job, 'attemptsMade' | 'opts' | 'finishedOn'> | undefined, error: Error | undefined) {
  if (!job) return false
  return Boolean(job.finishedOn) || job.attemptsMade >= (job.opts.attempts ?? 1) || error?.name === 'UnrecoverableError'
}

/**
 * How long Redis must have been unreachable (as the checks recorded it) before alert emails are sent
 * from here: a job BullMQ had in hand when Redis went away finishes its send within it, so a short
 * blip does not send an email that BullMQ is sending too.
 */
export const REDIS_DOWN_BEFORE_DIRECT_MS = 10_000

export function alertMonitor(db: Db, log: (...parts: unknown[]) => void, opts: Omit<EvaluateOptions, 'only'> = {}) {
  // One check at a time, in order: a check asked for during another runs after it.
  let chain: Promise<void> = Promise.resolve()

  async function once(only?: readonly AlertCause[]) {
    const result = await evaluateAlerts({ ...opts, only })
    for (const e of result.emails) log(`alert ${e.cause} ${e.email}: email queued`)
    for (const cause of result.changed) if (!result.emails.some((e) => e.cause === cause)) log(`alert ${cause} changed`)
    for (const u of result.unknown) log(`alert ${u.cause} not checked: ${u.error}`)
    await sendWithoutRedis()
  }

  /**
   * An alert email whose job cannot reach the queue (Redis down) is sent from here, through the same
   * outbox row: if its BullMQ job runs later it finds the row completed and sends nothing.
   */
  async function sendWithoutRedis() {
    const waiting = await undeliveredAlertEmails()
    if (!waiting.length || !(await redisDownFor(REDIS_DOWN_BEFORE_DIRECT_MS)) || (await redisAnswers(1000))) return
    for (const { id } of waiting) {
      try {
        await runOutboxRowDirectly(db, id)
        log(`alert email ${id} sent without Redis`)
      } catch (error) {
        log(`alert email ${id} not sent without Redis: ${(error as Error)?.message ?? error}`)
      }
    }
  }

  /** Whether the checks have seen Redis unreachable, without a break, for at least `ms`. */
  async function redisDownFor(ms: number) {
    const row = await db
      .selectFrom('alerts')
      .select(['pending_since', 'opened_at', 'cleared_at'])
      .where('cause', '=', 'redis-down')
      .executeTakeFirst()
    const since = row?.pending_since ?? (row?.opened_at && !row.cleared_at ? row.opened_at : null)
    return Boolean(since && clockNow().getTime() - Date.parse(since) >= ms)
  }

  return {
    check(only?: readonly AlertCause[]) {
      chain = chain.then(() => once(only)).catch((error) => log('alert check failed', (error as Error)?.message ?? error))
      return chain
    },
    /** For worker 'failed' events: a job that failed for good is checked for at once. */
    onFailed(job: Pick<Job, 'attemptsMade' | 'opts' | 'finishedOn'> | undefined, error: Error | undefined) {
      if (isFinalFailure(job, error)) void this.check(['job-failed'])
    },
    idle: () => chain,
  }
}
