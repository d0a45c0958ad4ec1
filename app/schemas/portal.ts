// The client portal's forms: completing a task and writing to the attorney. zod/mini, as in
// schemas/fields.ts: the browser bundles only the checks used. The message's errors are in the page's
// language (app/locales/portal-account.ts), the spec's English for English.
import * as z from 'zod/mini'
import * as portalAccount from '~/locales/portal-account'
import { ENGLISH, fill, type Copies } from '~/utils/i18n'
import { emailAddress } from './fields'

export const CLIENT_MESSAGE_MAX = 5000

export const CompleteTaskSchema = z.object({
  intent: z.literal('complete-task'),
  taskId: z.string().check(z.minLength(1), z.maxLength(64)),
})

export function clientMessageSchema(copies: Copies) {
  const e = copies.of(portalAccount).errors
  return z.object({
    name: z.string({ error: e.nameRequired }).check(z.trim(), z.minLength(1, e.nameRequired), z.maxLength(100, e.nameTooLong)),
    email: emailAddress(copies, { required: true }),
    message: z
      .string({ error: e.messageRequired })
      .check(
        z.trim(),
        z.minLength(1, e.messageRequired),
        z.maxLength(CLIENT_MESSAGE_MAX, fill(e.messageTooLong, { max: CLIENT_MESSAGE_MAX })),
      ),
  })
}

/** The English form, as before. */
export const ClientMessageSchema = clientMessageSchema(ENGLISH)
