// The client portal's forms: completing a task and writing to the attorney.
import { z } from 'zod'

export const CLIENT_MESSAGE_MAX = 5000

export const CompleteTaskSchema = z.object({
  intent: z.literal('complete-task'),
  taskId: z.string().min(1).max(64),
})

export const ClientMessageSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name must be less than 100 characters'),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(255, 'Email must be less than 255 characters')
    .email('Invalid email address'),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(CLIENT_MESSAGE_MAX, `Message must be less than ${CLIENT_MESSAGE_MAX} characters`),
})
