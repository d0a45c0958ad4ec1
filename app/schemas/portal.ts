// The client portal's forms: completing a task and writing to the attorney. zod/mini, as in
// schemas/fields.ts: the browser bundles only the checks used.
import * as z from 'zod/mini'
import { emailAddress } from './fields'

export const CLIENT_MESSAGE_MAX = 5000

export const CompleteTaskSchema = z.object({
  intent: z.literal('complete-task'),
  taskId: z.string().check(z.minLength(1), z.maxLength(64)),
})

export const ClientMessageSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(100, 'Name must be less than 100 characters')),
  email: emailAddress({ required: 'Email is required' }),
  message: z
    .string({ error: 'Message is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Message is required'),
      z.maxLength(CLIENT_MESSAGE_MAX, `Message must be less than ${CLIENT_MESSAGE_MAX} characters`),
    ),
})
