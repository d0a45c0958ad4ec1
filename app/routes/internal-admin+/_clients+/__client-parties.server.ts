// The `Related parties` section's intents: add, change and remove a party, each audited by the model.
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { Actor } from '~/models/admin.server'
import { addParty, removeParty, updateParty } from '~/models/matter-parties.server'
import { PartySchema } from '~/schemas/conflicts'

type Answers<R, F> = {
  formData: FormData
  actor: Actor
  clientId: string
  fail: (description?: string) => Promise<R> | R
  done: (title: string, description: string) => Promise<R> | R
  fieldErrors: (result: SubmissionResult<string[]>) => F
}

export async function runPartyIntent<R, F>(intent: 'add-party' | 'edit-party' | 'remove-party', a: Answers<R, F>): Promise<R | F> {
  if (intent === 'remove-party') {
    const partyId = String(a.formData.get('partyId') ?? '').slice(0, 64)
    if (!(await removeParty(a.actor, a.clientId, partyId))) return a.fail('That party is no longer recorded.')
    return a.done('Party removed', 'It is no longer part of conflict checks.')
  }
  const submission = parseWithZod(a.formData, { schema: PartySchema })
  if (submission.status !== 'success') return a.fieldErrors(submission.reply())
  const { partyId, name, kind, role, note } = submission.value
  const input = { name, kind, role, note: note || null }
  if (intent === 'edit-party') {
    if (!partyId || !(await updateParty(a.actor, a.clientId, partyId, input))) return a.fail('That party is no longer recorded.')
    return a.done('Party saved', `“${name}” is updated.`)
  }
  if (!(await addParty(a.actor, a.clientId, input))) return a.fail('That client no longer exists.')
  return a.done('Party added', `“${name}” is now checked against every new engagement.`)
}
