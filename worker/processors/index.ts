// Every job kind and the handler that carries it out. Add a kind here and in app/jobs/definitions.ts.
import type { JobKind } from '~/jobs/definitions'
import { cardDetails, refuseSubscription } from './circle'
import { conflictCheck } from './conflicts'
import { notifyDocuments } from './documents'
import { createEnvelope, paymentNudge, provisionClient, renderSignedPdfJob, verifyPayment } from './purchase'
import { sendReminder } from './reminders'
import { sendEmail } from './send-email'
import type { JobHandler } from './types'

export const handlers: { [K in JobKind]?: JobHandler<K> } = {
  'send-email': sendEmail,
  'create-envelope': createEnvelope,
  'render-signed-pdf': renderSignedPdfJob,
  'verify-payment': verifyPayment,
  'provision-client': provisionClient,
  'notify-documents': notifyDocuments,
  'send-reminder': sendReminder,
  'circle-refuse-subscription': refuseSubscription,
  'circle-card-details': cardDetails,
  'payment-nudge': paymentNudge,
  'conflict-check': conflictCheck,
}
