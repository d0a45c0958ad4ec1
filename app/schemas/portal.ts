// The client portal's forms: completing a task and writing to the attorney. zod/mini, as in
// schemas/fields.ts: the browser bundles only the checks used.
import * as z from 'zod/mini'

export const CLIENT_MESSAGE_MAX = 5000

export const CompleteTaskSchema = z.object({
  intent: z.literal('complete-task'),
  taskId: z.string().check(z.minLength(1), z.maxLength(64)),
})

export const ClientMessageSchema = z.object({
  name: z.string({ error: 'Name is required' }).check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(100, 'Name must be less than 100 characters')),
  email: z
    .string({ error: 'Email is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Email is required'),
      z.maxLength(255, 'Email must be less than 255 characters'),
      z.email('Invalid email address'),
    ),
  message: z
    .string({ error: 'Message is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Message is required'),
      z.maxLength(CLIENT_MESSAGE_MAX, `Message must be less than ${CLIENT_MESSAGE_MAX} characters`),
    ),
})
