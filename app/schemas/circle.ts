// The Circle's forms: a member's deliverable request (the attachment is read by the upload parser).
import { z } from 'zod'

export const DELIVERABLE_TITLE_MAX = 200
export const DELIVERABLE_DESCRIPTION_MAX = 5000

export const DeliverableRequestSchema = z.object({
  title: z
    .string({ error: 'Please give the request a title.' })
    .trim()
    .min(1, 'Please give the request a title.')
    .max(DELIVERABLE_TITLE_MAX, `The title can be at most ${DELIVERABLE_TITLE_MAX} characters.`),
  description: z
    .string({ error: 'Please describe what you need.' })
    .trim()
    .min(1, 'Please describe what you need.')
    .max(DELIVERABLE_DESCRIPTION_MAX, `The description can be at most ${DELIVERABLE_DESCRIPTION_MAX.toLocaleString('en-US')} characters.`),
})

export const DeliverableStatusSchema = z.object({ status: z.enum(['received', 'in_progress', 'delivered']) })
