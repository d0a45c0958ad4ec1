// Job kinds, the queue each runs on, and the payload each carries (ids only, never personal data).
import { z } from 'zod'

export const QUEUES = {
  email: 'email',
  signatures: 'signatures',
  payments: 'payments',
  clients: 'clients',
} as const
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES]

export const emailTemplateNames = [
  'lead-notification',
  'lead-acknowledgement',
  'client-message-notification',
  'signup-notification',
  'signed-letter',
  'post-payment-signing-link',
  'purchase-confirmation',
  'set-password',
  'reset-password',
  'operator-test',
] as const

export const jobPayloads = {
  'send-email': z.object({
    template: z.enum(emailTemplateNames),
    // ids of the records the template reads; for operator-test, a recipient only
    params: z.record(z.string(), z.string()),
  }),
  'create-envelope': z.object({ signupId: z.string(), purpose: z.enum(['engagement-letter', 'post-payment-agreement']) }),
  'render-signed-pdf': z.object({ signatureId: z.string() }),
  'verify-payment': z.object({ checkoutSessionId: z.string() }),
  'provision-client': z.object({ signupId: z.string() }),
} as const

export type JobKind = keyof typeof jobPayloads
export type JobPayload<K extends JobKind> = z.infer<(typeof jobPayloads)[K]>

export const jobQueue: Record<JobKind, QueueName> = {
  'send-email': QUEUES.email,
  'create-envelope': QUEUES.signatures,
  'render-signed-pdf': QUEUES.signatures,
  'verify-payment': QUEUES.payments,
  'provision-client': QUEUES.clients,
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
