// The operator's summary of background work: emails and jobs still on their way, and those that gave up
// (retryable from the admin). The queue itself is at /internal-admin/queues (bull-board).
import { deliveryState, retryOutboxRow, type DeliveryState } from '~/jobs/outbox.server'
import { countRows, getDb, writeTransaction } from '~/utils/db.server'
import { writeAudit, type Actor } from './admin.server'

export const OPERATIONS_ROWS_SHOWN = 50

/**
 * deliveryState, except that a first attempt still in flight is 'queued': 'retrying' means an attempt
 * has failed (its error is recorded) and another will follow.
 */
export function inboxState(row: {
  completed_at: string | null
  failed_at: string | null
  attempts: number
  last_error: string | null
}): DeliveryState {
  const state = deliveryState(row)
  return state === 'retrying' && !row.last_error ? 'queued' : state
}

/** A job as the operator reads it: an email by its template, other jobs by their kind. */
export function describeJob(row: { kind: string; payload: string }) {
  try {
    const payload = JSON.parse(row.payload) as { template?: string }
    return row.kind === 'send-email' && payload.template ? `Email: ${payload.template}` : row.kind
  } catch {
    return row.kind
  }
}

export async function operationsSummary() {
  const db = getDb()
  const columns = [
    'id',
    'kind',
    'payload',
    'subject_type',
    'subject_id',
    'created_at',
    'completed_at',
    'failed_at',
    'attempts',
    'last_error',
  ] as const
  const [open, failed, counts] = await Promise.all([
    db
      .selectFrom('outbox')
      .select(columns)
      .where('completed_at', 'is', null)
      .where('failed_at', 'is', null)
      .orderBy('created_at')
      .limit(OPERATIONS_ROWS_SHOWN)
      .execute(),
    db
      .selectFrom('outbox')
      .select(columns)
      .where('failed_at', 'is not', null)
      .where('completed_at', 'is', null)
      .orderBy('failed_at', 'desc')
      .limit(OPERATIONS_ROWS_SHOWN)
      .execute(),
    // Each count matches a partial index (outbox_open, outbox_failed), so neither scans the outbox.
    Promise.all([
      countRows(db.selectFrom('outbox').where('completed_at', 'is', null).where('failed_at', 'is', null)),
      countRows(db.selectFrom('outbox').where('failed_at', 'is not', null).where('completed_at', 'is', null)),
    ]).then(([open, failed]) => ({ open, failed })),
  ])
  const toItem = (row: (typeof open)[number]) => ({
    id: row.id,
    what: describeJob(row),
    subject: row.subject_type ? `${row.subject_type} ${row.subject_id?.slice(0, 8) ?? ''}` : null,
    state: inboxState(row),
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    failedAt: row.failed_at,
  })
  return {
    openCount: Number(counts.open ?? 0),
    failedCount: Number(counts.failed ?? 0),
    open: open.map(toItem),
    failed: failed.map(toItem),
  }
}

/** Puts a failed job of any kind back in line. */
export async function retryJob(actor: Actor, outboxId: string) {
  // The row goes back in line and the audit row records it in one transaction; the job is handed to
  // Redis after the commit.
  return writeTransaction(async (trx) => {
    const row = await trx
      .selectFrom('outbox')
      .select(['id', 'kind', 'failed_at', 'completed_at', 'attempts'])
      .where('id', '=', outboxId)
      .executeTakeFirst()
    if (!row || !row.failed_at || row.completed_at) return false
    const ok = await retryOutboxRow(trx, outboxId)
    if (ok) {
      await writeAudit(trx, {
        actor,
        clientId: null,
        action: 'delivery.retry',
        before: { Job: `${row.kind} ${outboxId}`, State: 'failed', Attempts: row.attempts },
        after: { Job: `${row.kind} ${outboxId}`, State: 'queued' },
      })
    }
    return ok
  })
}
