// Admin forms, shared by the browser (Conform's client validation) and the actions.
import { z } from 'zod'
import { LEAD_STATUSES } from '~/utils/db-schema'

export const StageSchema = z.object({
  stage: z.number({ error: 'Choose a stage' }).int().min(1, 'Choose a stage').max(6, 'Choose a stage'),
})

export const TaskIdSchema = z.object({
  taskId: z.string({ error: 'Missing task' }).min(1).max(64),
})

export const AddTaskSchema = z.object({
  title: z
    .string({ error: 'Task title is required' })
    .trim()
    .min(1, 'Task title is required')
    .max(200, 'Task title must be less than 200 characters'),
  description: z.string().trim().max(1000, 'Description must be less than 1000 characters').optional(),
})

export const GrowthScoreSchema = z.object({
  score: z
    .number({ error: 'Enter a whole number from 0 to 100' })
    .int('Enter a whole number from 0 to 100')
    .min(0, 'Enter a whole number from 0 to 100')
    .max(100, 'Enter a whole number from 0 to 100')
    .optional(),
})

export const NoteSchema = z.object({
  body: z.string({ error: 'Write a note first' }).trim().min(1, 'Write a note first').max(5000, 'Notes must be less than 5000 characters'),
})

export const LeadStatusSchema = z.object({
  leadId: z.string().min(1).max(64),
  status: z.enum(LEAD_STATUSES, { error: 'Choose a status' }),
})
