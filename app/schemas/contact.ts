// /contact. The spec labels the message optional yet rejects an empty one; we keep that rule. Messages
// in the form's language (app/locales/intake.ts; the English ones are the spec's).
import * as z from 'zod/mini'
import * as intake from '~/locales/intake'
import { emailAddress, perLanguage, requiredLine, requiredText } from './fields'

export const CONTACT_MESSAGE_MAX = 5000

export const contactSchema = perLanguage((copies) => {
  const e = copies.of(intake).errors
  return z.object({
    name: requiredLine(100, { required: e.nameRequired, tooLong: e.nameTooLong }),
    email: emailAddress(copies),
    message: requiredText(CONTACT_MESSAGE_MAX, { required: e.messageRequired, tooLong: e.contactMessageTooLong }),
  })
})
export type ContactMessage = z.infer<ReturnType<typeof contactSchema>>
