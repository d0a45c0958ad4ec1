// /contact. The spec labels the message optional yet rejects an empty one; we keep that rule.
import * as z from 'zod/mini'
import { emailAddress, requiredLine, requiredText } from './fields'

export const CONTACT_MESSAGE_MAX = 5000

export const ContactSchema = z.object({
  name: requiredLine(100, { required: 'Name is required', tooLong: 'Name must be less than 100 characters' }),
  email: emailAddress(),
  message: requiredText(CONTACT_MESSAGE_MAX, {
    required: 'Message is required',
    tooLong: 'Message must be less than 5000 characters',
  }),
})
export type ContactMessage = z.infer<typeof ContactSchema>
