// Admin forms, shared by the browser (Conform's client validation) and the actions. zod/mini, as in
// schemas/fields.ts: the browser bundles only the checks used.
import * as z from 'zod/mini'
import { LEAD_STATUSES } from '~/utils/db-schema'

export const StageSchema = z.object({
  stage: z.number({ error: 'Choose a stage' }).check(z.int(), z.gte(1, 'Choose a stage'), z.lte(6, 'Choose a stage')),
})

export const TaskIdSchema = z.object({
  taskId: z.string({ error: 'Missing task' }).check(z.minLength(1), z.maxLength(64)),
})

export const AddTaskSchema = z.object({
  title: z
    .string({ error: 'Task title is required' })
    .check(z.trim(), z.minLength(1, 'Task title is required'), z.maxLength(200, 'Task title must be less than 200 characters')),
  description: z.optional(z.string().check(z.trim(), z.maxLength(1000, 'Description must be less than 1000 characters'))),
})

export const GrowthScoreSchema = z.object({
  score: z.optional(
    z
      .number({ error: 'Enter a whole number from 0 to 100' })
      .check(
        z.int('Enter a whole number from 0 to 100'),
        z.gte(0, 'Enter a whole number from 0 to 100'),
        z.lte(100, 'Enter a whole number from 0 to 100'),
      ),
  ),
})

export const NoteSchema = z.object({
  body: z
    .string({ error: 'Write a note first' })
    .check(z.trim(), z.minLength(1, 'Write a note first'), z.maxLength(5000, 'Notes must be less than 5000 characters')),
})

export const LeadStatusSchema = z.object({
  leadId: z.string().check(z.minLength(1), z.maxLength(64)),
  status: z.enum(LEAD_STATUSES, { error: 'Choose a status' }),
})
