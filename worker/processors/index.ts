// Every job kind and the handler that carries it out. Add a kind here and in app/jobs/definitions.ts.
import type { JobKind } from '~/jobs/definitions'
import { sendEmail } from './send-email'
import type { JobHandler } from './types'

export const handlers: { [K in JobKind]?: JobHandler<K> } = {
  'send-email': sendEmail,
}
