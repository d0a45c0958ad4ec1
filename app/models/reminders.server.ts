// Reminders that chase what a buyer or client left undone: the engagement letter not signed, a checkout
// cancelled or expired and not retried, documents still missing while the client is in stage 1.
// Rows are scheduled and cancelled by reminder-schedule.server.ts; the worker's sweep (sweepReminders)
// queues what is due through the outbox, and the send job checks the reason once more before anything
// leaves. At most REMINDER_LIMIT of each kind per subject; a row the recipient unsubscribed from is
// never scheduled again.
import crypto from 'node:crypto'
import { enqueue } from '~/jobs/outbox.server'
import { clockNow } from '~/utils/clock.server'
import type { Reminder, ReminderKind } from '~/utils/db-schema'
import { getDb, now, writeTransaction, type Tx } from '~/utils/db.server'
import { env } from '~/utils/env.server'
import { writeAudit, type Actor } from './admin.server'
import { missingDocumentItems } from './documents.server'
import { currentStage, getStages } from './progress.server'
import { isPaidState, isSignedState } from './signup-states'
import { REMINDER_LIMIT, REMINDER_LABELS, nextDue } from './reminder-schedule.server'

/** What the client has not yet sent (neither a file nor marked not applicable), by checklist item name. */
export async function missingDocuments(clientId: string, tx?: Tx): Promise<string[]> {
  return (await missingDocumentItems(clientId, tx)).map((item) => item.name)
}

/** Why a reminder should not go out now, or null if its reason still holds. */
export async function reasonGone(
  reminder: Pick<Reminder, 'kind' | 'subject_id' | 'ref' | 'status' | 'sent_count'>,
  tx?: Tx,
): Promise<string | null> {
  const db = tx ?? getDb()
  if (reminder.status === 'unsubscribed') return 'unsubscribed'
  if (reminder.status === 'cancelled') return 'cancelled'
  if (reminder.kind === 'missing-documents') {
    const client = await db.selectFrom('client_profiles').select('id').where('id', '=', reminder.subject_id).executeTakeFirst()
    if (!client) return 'no such client'
    if (currentStage(await getStages(client.id, tx)).stage_order > 1) return 'stage moved on'
    if (!(await missingDocuments(client.id, tx)).length) return 'nothing missing'
    return null
  }
  const signup = await db
    .selectFrom('signups')
    .select(['state', 'checkout_session_id'])
    .where('id', '=', reminder.subject_id)
    .executeTakeFirst()
  if (!signup) return 'no such signup'
  if (isPaidState(signup.state)) return 'paid'
  if (reminder.kind === 'letter-unsigned') return isSignedState(signup.state) ? 'signed' : null
  // checkout-abandoned: a newer checkout is a retry.
  if (reminder.ref && signup.checkout_session_id !== reminder.ref) return 'checkout retried'
  return null
}

/**
 * The worker's sweep: each reminder due by now is checked and, if its reason holds, its email is queued
 * (outbox) and the next one scheduled, in one transaction; otherwise it is cancelled. Returns how many
 * were queued.
 */
export async function sweepReminders(at: Date = clockNow()) {
  const due = await getDb()
    .selectFrom('reminders')
    .select('id')
    .where('status', '=', 'scheduled')
    .where('due_at', '<=', at.toISOString())
    .orderBy('due_at')
    .limit(200)
    .execute()
  let queued = 0
  for (const { id } of due) {
    const sent = await writeTransaction(async (trx) => {
      const reminder = await trx.selectFrom('reminders').selectAll().where('id', '=', id).executeTakeFirst()
      if (!reminder || reminder.status !== 'scheduled' || reminder.due_at > at.toISOString()) return false
      const gone = reminder.sent_count >= REMINDER_LIMIT ? 'limit reached' : await reasonGone(reminder, trx)
      if (gone) {
        await trx
          .updateTable('reminders')
          .set({ status: 'cancelled', status_reason: gone, updated_at: now() })
          .where('id', '=', id)
          .execute()
        return false
      }
      const number = reminder.sent_count + 1
      await enqueue(trx, 'send-reminder', { reminderId: id, number }, { type: 'reminder', id })
      await trx
        .updateTable('reminders')
        .set({
          sent_count: number,
          last_sent_at: at.toISOString(),
          status: number >= REMINDER_LIMIT ? 'sent' : 'scheduled',
          due_at: number >= REMINDER_LIMIT ? reminder.due_at : nextDue(reminder.kind, at).toISOString(),
          updated_at: now(),
        })
        .where('id', '=', id)
        .execute()
      return true
    })
    if (sent) queued++
  }
  return queued
}

// ---- unsubscribe ----

function tokenMac(reminderId: string) {
  return crypto.createHmac('sha256', env().sessionSecret).update(`reminder-unsubscribe:${reminderId}`).digest('base64url').slice(0, 32)
}

/** The signed token of a reminder's unsubscribe link: the id and its MAC under the session secret. */
export function unsubscribeToken(reminderId: string) {
  return `${reminderId}.${tokenMac(reminderId)}`
}

export function unsubscribeUrl(reminderId: string) {
  return `${env().APP_URL}/reminders/unsubscribe?token=${encodeURIComponent(unsubscribeToken(reminderId))}`
}

/** The reminder a token names, or null if the token is malformed or forged. */
export async function reminderForToken(token: string | null) {
  if (!token || token.length > 100) return null
  const [id, mac] = token.split('.')
  if (!id || !mac) return null
  const expected = Buffer.from(tokenMac(id))
  const given = Buffer.from(mac)
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null
  return (await getDb().selectFrom('reminders').selectAll().where('id', '=', id).executeTakeFirst()) ?? null
}

/** Stops further reminders of this kind for this subject and recipient. Safe to repeat. */
export async function unsubscribe(token: string | null) {
  const reminder = await reminderForToken(token)
  if (!reminder) return null
  await writeTransaction(async (trx) => {
    await trx
      .updateTable('reminders')
      .set({ status: 'unsubscribed', status_reason: 'recipient unsubscribed', updated_at: now() })
      .where('id', '=', reminder.id)
      .execute()
  })
  return reminder
}

// ---- admin ----

export type ReminderView = {
  id: string
  subjectId: string
  kind: ReminderKind
  label: string
  dueAt: string
  sentCount: number
  limit: number
}

/** The reminders still scheduled for these subjects (a lead's signup, a client's profile). */
export async function scheduledReminders(subjectIds: Array<string | null | undefined>): Promise<ReminderView[]> {
  const ids = subjectIds.filter((id): id is string => Boolean(id))
  if (!ids.length) return []
  const rows = await getDb()
    .selectFrom('reminders')
    .select(['id', 'subject_id', 'kind', 'due_at', 'sent_count'])
    .where('subject_id', 'in', ids)
    .where('status', '=', 'scheduled')
    .orderBy('due_at')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    subjectId: r.subject_id,
    kind: r.kind,
    label: REMINDER_LABELS[r.kind],
    dueAt: r.due_at,
    sentCount: r.sent_count,
    limit: REMINDER_LIMIT,
  }))
}

/** A client's reminders are about the client (documents) and the purchase that made them one. */
export async function clientReminderSubjects(clientId: string) {
  const profile = await getDb().selectFrom('client_profiles').select(['id', 'signup_id']).where('id', '=', clientId).executeTakeFirst()
  return profile ? [profile.id, profile.signup_id] : []
}

/** A lead's reminders are about its signup (a Growth Score purchase), if it has one. */
export async function leadReminderSubjects(leadId: string) {
  const lead = await getDb().selectFrom('leads').select(['signup_id']).where('id', '=', leadId).executeTakeFirst()
  return lead?.signup_id ? [lead.signup_id] : []
}

/** The admin's Stop: the reminder is cancelled, with an audit row. Only a scheduled reminder of these subjects. */
export async function stopReminder(
  actor: Actor,
  reminderId: string,
  allowedSubjects: Array<string | null | undefined>,
  clientId: string | null,
) {
  const ids = allowedSubjects.filter((id): id is string => Boolean(id))
  return writeTransaction(async (trx) => {
    const reminder = await trx.selectFrom('reminders').selectAll().where('id', '=', reminderId).executeTakeFirst()
    if (!reminder || !ids.includes(reminder.subject_id) || reminder.status !== 'scheduled') return false
    await trx
      .updateTable('reminders')
      .set({ status: 'cancelled', status_reason: `stopped by ${actor.email}`, updated_at: now() })
      .where('id', '=', reminderId)
      .execute()
    await writeAudit(trx, {
      actor,
      clientId,
      action: 'reminder.stop',
      before: { Reminder: REMINDER_LABELS[reminder.kind], Sent: `${reminder.sent_count} of ${REMINDER_LIMIT}`, Due: reminder.due_at },
      after: { Reminder: REMINDER_LABELS[reminder.kind], Status: 'stopped' },
    })
    return true
  })
}
