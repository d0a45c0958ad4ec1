// Job kinds, the queue each runs on, and the payload each carries (ids only, never personal data).
import { z } from 'zod'

export const QUEUES = {
  email: 'email',
  signatures: 'signatures',
  payments: 'payments',
  clients: 'clients',
} as const

/** The worker's own scheduled work (the reminder sweep), not tied to outbox rows. */
export const MAINTENANCE_QUEUE = 'maintenance'
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES]

/**
 * How many jobs of each queue the worker carries out at once. The worker shares the machine's cores with
 * the web at the same priority, so this is what bounds its share of them. Two emails at a time send
 * about 170 a second on loopback and, at 50 ms a message to a remote provider, 40 a second: far above
 * what the site's forms produce. Eight at a time let a burst of submissions (200 a second, two emails
 * each) keep a core busy sending, and the visitors' own posts waited for it (bench/README.md, "Issue 15:
 * the worker's share"): under such a burst the emails now queue for seconds and the posts do not.
 * On top of it the email queue sends at most EMAIL_SEND_RATE emails a second (200 by default: BullMQ's
 * limiter, set in worker/index.ts): at two at a time a burst still took enough CPU to put the posts'
 * p99 at 26 ms; with the limit it is 6-7 ms ("the send rate"). The SMTP pool keeps one connection per
 * email job.
 */
export const queueConcurrency: Record<QueueName, number> = { email: 2, signatures: 2, payments: 4, clients: 2 }

export const emailTemplateNames = [
  'lead-notification',
  'lead-acknowledgement',
  'client-message-notification',
  'signup-notification',
  'signed-letter',
  'post-payment-signing-link',
  'purchase-confirmation',
  'purchase-firm-notice',
  'set-password',
  'reset-password',
  'operator-test',
  'operator-alert',
  'circle-invitation',
  'circle-member-notice',
  'circle-firm-notice',
  'conflict-cleared',
  'conflict-declined',
  'conflict-reminder',
] as const

export const jobPayloads = {
  'send-email': z.object({
    template: z.enum(emailTemplateNames),
    // ids of the records the template reads; for operator-test, a recipient only; for operator-alert,
    // the recipient, the alert's cause and whether it was raised or cleared
    params: z.record(z.string(), z.string()),
  }),
  'create-envelope': z.object({ signupId: z.string(), purpose: z.enum(['engagement-letter', 'post-payment-agreement']) }),
  'render-signed-pdf': z.object({ signatureId: z.string() }),
  'verify-payment': z.object({ checkoutSessionId: z.string() }),
  'provision-client': z.object({ signupId: z.string() }),
  // Emails the firm about a client's new documents: every file not yet covered by one (a batch).
  'notify-documents': z.object({ clientId: z.string() }),
  // One reminder email (app/models/reminders.server.ts): its row and which of the three it is.
  'send-reminder': z.object({ reminderId: z.string(), number: z.number().int().min(1).max(3) }),
  // The Circle: a second subscription for one membership is cancelled at the provider and refunded.
  'circle-refuse-subscription': z.object({ subscriptionId: z.string() }),
  // The Circle: the brand and last four of the card the provider charges, read from the subscription.
  'circle-card-details': z.object({ membershipId: z.string() }),
  // An hour after the letter was signed: its PDF and 'Continue to payment', only if still unpaid.
  'payment-nudge': z.object({ signatureId: z.string() }),
  // The conflict check of a purchase or an application (app/models/conflicts.server.ts).
  'conflict-check': z.object({ checkId: z.string() }),
} as const

export type JobKind = keyof typeof jobPayloads
export type JobPayload<K extends JobKind> = z.infer<(typeof jobPayloads)[K]>

export const jobQueue: Record<JobKind, QueueName> = {
  'send-email': QUEUES.email,
  'create-envelope': QUEUES.signatures,
  'render-signed-pdf': QUEUES.signatures,
  'verify-payment': QUEUES.payments,
  'provision-client': QUEUES.clients,
  'notify-documents': QUEUES.email,
  'send-reminder': QUEUES.email,
  'circle-refuse-subscription': QUEUES.payments,
  'circle-card-details': QUEUES.payments,
  'payment-nudge': QUEUES.email,
  'conflict-check': QUEUES.clients,
}

/**
 * Jobs that wait before they run (BullMQ's `delay`), counted from when the job reaches Redis. The firm's
 * notification of uploads waits a few minutes so that a client sending ten files, one item after
 * another, causes one email (the job takes every file not yet notified when it runs).
 * DOCUMENT_NOTIFY_DELAY_MS changes it (tests).
 */
export const jobDelayMs: Partial<Record<JobKind, number>> = {
  'notify-documents': Number(process.env.DOCUMENT_NOTIFY_DELAY_MS ?? 3 * 60_000),
  // The signed letter waits an hour: a buyer who pays meanwhile gets it once, with the confirmation.
  'payment-nudge': Number(process.env.PAYMENT_NUDGE_DELAY_MS ?? 60 * 60_000),
}

/**
 * Retries with exponential backoff, set once for every job: 2 s, 4 s, 8 s … about two hours in all.
 * JOB_BACKOFF_MS shortens the base delay for tests.
 */
export const defaultJobOptions = {
  attempts: 12,
  backoff: { type: 'exponential' as const, delay: Number(process.env.JOB_BACKOFF_MS ?? 2000) },
  removeOnComplete: { age: 7 * 24 * 3600, count: 10_000 },
  removeOnFail: { age: 30 * 24 * 3600 },
}

export function isJobKind(kind: string): kind is JobKind {
  return kind in jobPayloads
}
