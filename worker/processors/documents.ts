import { documentsUploadedEmail } from '~/emails/documents.server'
import { getEmailSender } from '~/integrations/email/index.server'
import { claimForNotification } from '~/models/documents.server'
import type { JobHandler } from './types'

/**
 * Emails the firm once for every file of the client that no notification has covered yet. The job was
 * delayed a few minutes after the first of them (jobDelayMs), so the files sent meanwhile come too.
 * A retry claims nothing new and sends the same batch again, under the same message id.
 */
export const notifyDocuments: JobHandler<'notify-documents'> = async ({ clientId }, { db, outboxId }) => {
  const files = await claimForNotification(clientId, outboxId)
  if (!files.some((f) => !f.removed_at)) return { skipped: 'every file was removed before the firm was told' }
  const message = await documentsUploadedEmail(db, clientId, files)
  const result = await getEmailSender().send({ ...message, messageId: `<${outboxId}@outbox.firm>` })
  return { to: message.to, subject: message.subject, files: files.length, location: result.location }
}
