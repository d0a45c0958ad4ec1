import { renderEmail } from '~/emails/templates.server'
import { getEmailSender } from '~/integrations/email/index.server'
import type { JobHandler } from './types'

export const sendEmail: JobHandler<'send-email'> = async (payload, { db, outboxId }) => {
  const message = await renderEmail(db, payload.template, payload.params)
  const result = await getEmailSender().send({ ...message, messageId: `<${outboxId}@outbox.firm>` })
  return { to: message.to, subject: message.subject, location: result.location }
}
