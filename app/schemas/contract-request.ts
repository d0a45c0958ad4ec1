// /request-contract: the application fields plus the agreement the visitor needs.
import * as z from 'zod/mini'
import { LIMITS, applicationFields } from './application'
import { requiredLine } from './fields'

export const ContractRequestSchema = z.object({
  ...applicationFields,
  agreementNeeded: requiredLine(LIMITS.agreementNeeded, {
    required: 'Please specify the agreement needed',
    tooLong: 'Agreement description must be less than 200 characters',
  }),
})
export type ContractRequest = z.infer<typeof ContractRequestSchema>
