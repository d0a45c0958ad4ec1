// SQL no longer lists the values of status, type and kind columns (migration 0020): the forms that let a
// user choose one are where an unknown value is refused, with a message, before any model runs.
import { parseWithZod } from '@conform-to/zod/v4'
import { expect, test } from 'vitest'
import { LeadStatusSchema } from '~/schemas/admin'
import { DeliverableStatusSchema } from '~/schemas/circle'
import { PartySchema } from '~/schemas/conflicts'
import { DELIVERABLE_STATUSES, LEAD_STATUSES, PARTY_KINDS, PARTY_ROLES } from '~/utils/db-schema'

function errors(schema: Parameters<typeof parseWithZod>[1]['schema'], values: Record<string, string>) {
  const data = new FormData()
  for (const [k, v] of Object.entries(values)) data.set(k, v)
  const submission = parseWithZod(data, { schema })
  return submission.status === 'success' ? {} : submission.error
}

test("a lead's status: only the known ones, else 'Choose a status'", () => {
  for (const status of LEAD_STATUSES) expect(errors(LeadStatusSchema, { leadId: 'l1', status })).toEqual({})
  expect(errors(LeadStatusSchema, { leadId: 'l1', status: 'archived' })).toEqual({ status: ['Choose a status'] })
})

test("a matter party's kind and role: only the known ones, each with its message", () => {
  for (const kind of PARTY_KINDS) for (const role of PARTY_ROLES) expect(errors(PartySchema, { name: 'Globex', kind, role })).toEqual({})
  expect(errors(PartySchema, { name: 'Globex', kind: 'trust', role: 'lender' })).toEqual({
    kind: ['Choose person or company'],
    role: ['Choose a role'],
  })
})

test("a Circle deliverable's status: only the known ones", () => {
  for (const status of DELIVERABLE_STATUSES) expect(DeliverableStatusSchema.safeParse({ status }).success).toBe(true)
  const refused = DeliverableStatusSchema.safeParse({ status: 'cancelled' })
  expect(refused.success).toBe(false)
  expect(refused.error?.issues[0]?.message).toBe('Choose a status')
})
