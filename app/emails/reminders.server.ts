// The three reminder emails. Each carries an unsubscribe link and the List-Unsubscribe headers of
// RFC 8058, so a mail client's one-click unsubscribe stops that kind of reminder for that subject.
import { UnrecoverableError } from 'bullmq'
import { getFirm } from '~/content/firm.server'
import { missingDocuments, unsubscribeUrl } from '~/models/reminders.server'
import { REMINDER_LIMIT } from '~/models/reminder-schedule.server'
import type { Reminder } from '~/utils/db-schema'
import type { Db } from '~/utils/db.server'
import { env } from '~/utils/env.server'
import { letter, type RenderedEmail } from './layout.server'
import { signupLink } from './purchase.server'

function firstName(name: string | null | undefined) {
  return (name ?? '').trim().split(/\s+/)[0] || 'there'
}

export async function renderReminder(db: Db, reminder: Reminder, number: number): Promise<RenderedEmail> {
  const firm = getFirm()
  const unsubscribe = unsubscribeUrl(reminder.id)
  const outro = [`This is reminder ${number} of at most ${REMINDER_LIMIT}. To stop these reminders, open: ${unsubscribe}`]
  let message: RenderedEmail
  if (reminder.kind === 'missing-documents') {
    const client = await db
      .selectFrom('client_profiles')
      .select(['id', 'first_name'])
      .where('id', '=', reminder.subject_id)
      .executeTakeFirst()
    if (!client) throw new UnrecoverableError(`No client ${reminder.subject_id}`)
    const missing = await missingDocuments(client.id)
    message = letter({
      to: reminder.recipient,
      subject: `Documents we still need for your Growth Score | ${firm.name}`,
      intro: [
        `Dear ${firstName(client.first_name)},`,
        `Your Growth Score review starts as soon as your documents are in. We still need ${missing.length} of them:`,
        ...missing.map((item) => `• ${item}`),
        'You can send them through your client portal, where the checklist shows what is done.',
      ],
      action: { label: 'Open your checklist', url: `${env().APP_URL}/dashboard` },
      outro,
    })
  } else {
    const signup = await db.selectFrom('signups').select(['id', 'name']).where('id', '=', reminder.subject_id).executeTakeFirst()
    if (!signup) throw new UnrecoverableError(`No signup ${reminder.subject_id}`)
    const letterReminder = reminder.kind === 'letter-unsigned'
    message = letter({
      to: reminder.recipient,
      subject: letterReminder
        ? `Your engagement letter is ready to sign | ${firm.name}`
        : `Your Growth Score checkout is still open to you | ${firm.name}`,
      intro: [
        `Dear ${firstName(signup.name)},`,
        letterReminder
          ? 'You started your Growth Score with us but have not yet signed the engagement letter. It takes a minute, and nothing is charged until the payment step.'
          : 'Your Growth Score payment was not completed. If something went wrong, you can pick up where you left off; your signed engagement letter is kept.',
      ],
      action: { label: letterReminder ? 'Review and sign' : 'Return to payment', url: signupLink(signup.id) },
      outro,
    })
  }
  return {
    ...message,
    // Set as plain headers: the message is composed by MailComposer (see the SMTP sender), which has
    // no `list` option of its own.
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}
