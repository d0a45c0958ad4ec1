// /request-contract: the application fields plus the agreement the visitor needs, with messages in the
// form's language.
import * as z from 'zod/mini'
import * as intake from '~/locales/intake'
import { LIMITS, applicationFields } from './application'
import { perLanguage, requiredLine } from './fields'

export const contractRequestSchema = perLanguage((copies) => {
  const e = copies.of(intake).errors
  return z.object({
    ...applicationFields(copies),
    agreementNeeded: requiredLine(LIMITS.agreementNeeded, { required: e.agreementRequired, tooLong: e.agreementTooLong }),
  })
})
export type ContractRequest = z.infer<ReturnType<typeof contractRequestSchema>>
