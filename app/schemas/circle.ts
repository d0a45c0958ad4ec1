// The Circle's forms: a member's deliverable request (the attachment is read by the upload parser).
// zod/mini with the shared field rules, like every schema the browser also runs (see ./fields.ts).
import * as z from 'zod/mini'
import { requiredLine, requiredText } from './fields'

export const DELIVERABLE_TITLE_MAX = 200
export const DELIVERABLE_DESCRIPTION_MAX = 5000

export const DeliverableRequestSchema = z.object({
  title: requiredLine(DELIVERABLE_TITLE_MAX, {
    required: 'Please give the request a title.',
    tooLong: `The title can be at most ${DELIVERABLE_TITLE_MAX} characters.`,
  }),
  description: requiredText(DELIVERABLE_DESCRIPTION_MAX, {
    required: 'Please describe what you need.',
    tooLong: `The description can be at most ${DELIVERABLE_DESCRIPTION_MAX.toLocaleString('en-US')} characters.`,
  }),
})

export const DeliverableStatusSchema = z.object({ status: z.enum(['received', 'in_progress', 'delivered']) })
