// Scheduling and cancelling reminders in the transaction of the change that causes them (reminderEvents,
// called by the purchase flow, the portal and the admin). The `reminders` table is the truth (one row per
// kind and subject); reminders.server.ts sweeps what is due and checks each reason once more.
import { clockNow } from '~/utils/clock.server'
import type { ReminderKind } from '~/utils/db-schema'
import { createId, now, type Tx } from '~/utils/db.server'
import { addBusinessDays } from './business-days.server'

export const REMINDER_LIMIT = 3
const DAY_MS = 24 * 3600 * 1000

export const REMINDER_LABELS: Record<ReminderKind, string> = {
  'letter-unsigned': 'Engagement letter not signed',
  'checkout-abandoned': 'Checkout not completed',
  'missing-documents': 'Documents missing',
}

/** When the next reminder of a kind falls due, counted from `from`. */
export function nextDue(kind: ReminderKind, from: Date) {
  if (kind === 'missing-documents') return addBusinessDays(from, 3)
  return new Date(from.getTime() + DAY_MS)
}

type ScheduleInput = { kind: ReminderKind; subjectId: string; recipient: string; ref?: string | null }

/**
 * Schedules the reminder of a kind for a subject, due one interval from now. A row already scheduled
 * for the same reason keeps its date; one that was cancelled comes back with the count it had (three
 * per subject in all); one unsubscribed from or used up stays as it is.
 */
export async function scheduleReminder(trx: Tx, input: ScheduleInput) {
  const at = clockNow()
  const existing = await trx
    .selectFrom('reminders')
    .selectAll()
    .where('kind', '=', input.kind)
    .where('subject_id', '=', input.subjectId)
    .executeTakeFirst()
  const dueAt = nextDue(input.kind, at).toISOString()
  if (!existing) {
    await trx
      .insertInto('reminders')
      .values({
        id: createId(),
        kind: input.kind,
        subject_id: input.subjectId,
        recipient: input.recipient,
        ref: input.ref ?? null,
        due_at: dueAt,
        status: 'scheduled',
        created_at: now(),
        updated_at: now(),
      })
      .execute()
    return
  }
  if (existing.status === 'unsubscribed' || existing.sent_count >= REMINDER_LIMIT) return
  if (existing.status === 'scheduled' && existing.ref === (input.ref ?? null)) return
  await trx
    .updateTable('reminders')
    .set({ status: 'scheduled', status_reason: null, recipient: input.recipient, ref: input.ref ?? null, due_at: dueAt, updated_at: now() })
    .where('id', '=', existing.id)
    .execute()
}

/** Cancels the scheduled reminders of these kinds for a subject: their reason is gone. */
export async function cancelReminders(trx: Tx, subjectId: string, kinds: ReminderKind[], reason: string) {
  await trx
    .updateTable('reminders')
    .set({ status: 'cancelled', status_reason: reason, updated_at: now() })
    .where('subject_id', '=', subjectId)
    .where('kind', 'in', kinds)
    .where('status', '=', 'scheduled')
    .execute()
}

/**
 * The one-line calls the state changes make, each inside the transaction of its change. (The purchase
 * flow's transitions call these; the names say which change.)
 */
export const reminderEvents = {
  /** Step 1 saved: the letter is offered. */
  letterOffered: (trx: Tx, signup: { id: string; email: string }) =>
    scheduleReminder(trx, { kind: 'letter-unsigned', subjectId: signup.id, recipient: signup.email }),
  letterSigned: (trx: Tx, signupId: string) => cancelReminders(trx, signupId, ['letter-unsigned'], 'signed'),
  /** A checkout was cancelled or expired without payment. */
  checkoutLeft: (trx: Tx, signup: { id: string; email: string }, checkoutSessionId: string | null) =>
    scheduleReminder(trx, { kind: 'checkout-abandoned', subjectId: signup.id, recipient: signup.email, ref: checkoutSessionId }),
  checkoutRetried: (trx: Tx, signupId: string) => cancelReminders(trx, signupId, ['checkout-abandoned'], 'checkout retried'),
  paid: (trx: Tx, signupId: string) => cancelReminders(trx, signupId, ['letter-unsigned', 'checkout-abandoned'], 'paid'),
  /** A new client's portal exists: stage 1 begins. */
  clientStarted: (trx: Tx, client: { id: string; email: string }) =>
    scheduleReminder(trx, { kind: 'missing-documents', subjectId: client.id, recipient: client.email }),
  stageChanged: async (trx: Tx, clientId: string, stageOrder: number) => {
    if (stageOrder > 1) await cancelReminders(trx, clientId, ['missing-documents'], 'stage moved on')
  },
}
