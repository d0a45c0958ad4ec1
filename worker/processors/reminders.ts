import { UnrecoverableError } from 'bullmq'
import { renderReminder } from '~/emails/reminders.server'
import { getEmailSender } from '~/integrations/email/index.server'
import { reasonGone } from '~/models/reminders.server'
import type { JobHandler } from './types'

/**
 * One reminder email. The sweep checked its reason when it queued it; it is checked again here, just
 * before sending, so a letter signed or an unsubscribe pressed meanwhile (say, while Redis was down and
 * the job waited) stops it.
 */
export const sendReminder: JobHandler<'send-reminder'> = async (payload, { db, outboxId }) => {
  const reminder = await db.selectFrom('reminders').selectAll().where('id', '=', payload.reminderId).executeTakeFirst()
  if (!reminder) throw new UnrecoverableError(`No reminder ${payload.reminderId}`)
  // A reminder that has just sent its last one is 'sent', not cancelled: only its reason matters then.
  const gone = await reasonGone({ ...reminder, status: reminder.status === 'sent' ? 'scheduled' : reminder.status })
  if (gone) return { skipped: gone }
  const message = await renderReminder(db, reminder, payload.number)
  const result = await getEmailSender().send({ ...message, messageId: `<${outboxId}@outbox.firm>` })
  return { to: message.to, subject: message.subject, location: result.location }
}
