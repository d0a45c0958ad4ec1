// The conflict check's admin forms: a decision on a check (Clear or Decline, each with a reason) and a
// party recorded on a client's matter. zod/mini, as the other admin schemas.
import * as z from 'zod/mini'
import { PARTY_KINDS, PARTY_ROLES, type PartyRole } from '~/utils/db-schema'

export const ConflictDecisionSchema = z.object({
  checkId: z.string({ error: 'Missing check' }).check(z.minLength(1, 'Missing check'), z.maxLength(64, 'Missing check')),
  intent: z.enum(['clear', 'decline'], { error: 'Choose Clear or Decline' }),
  reason: z
    .string({ error: 'Give a reason for the decision' })
    .check(z.trim(), z.minLength(1, 'Give a reason for the decision'), z.maxLength(1000, 'The reason must be less than 1000 characters')),
})

export const PARTY_ROLE_LABELS: Record<PartyRole, string> = {
  adverse: 'Adverse party',
  counterparty: 'Counterparty',
  'co-owner': 'Co-owner',
  investor: 'Investor',
  other: 'Other',
}

export const PartySchema = z.object({
  partyId: z.optional(z.string().check(z.maxLength(64))),
  name: z
    .string({ error: 'Name is required' })
    .check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(200, 'Name must be less than 200 characters')),
  kind: z.enum(PARTY_KINDS, { error: 'Choose person or company' }),
  role: z.enum(PARTY_ROLES, { error: 'Choose a role' }),
  note: z.optional(z.string().check(z.trim(), z.maxLength(1000, 'The note must be less than 1000 characters'))),
})
