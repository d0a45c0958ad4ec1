// The parties recorded on a client's matter (adverse, counterparty, co-owner...), which the conflict
// index holds alongside clients and leads; each change leaves an audit row.
import { createId, getDb, now, writeTransaction, type Tx } from '~/utils/db.server'
import { writeAudit, type Actor } from './admin.server'
import type { PartyKind } from './conflict-names'

// ---- parties on a client's matter ----

export type PartyRole = 'adverse' | 'counterparty' | 'co-owner' | 'investor' | 'other'
export type PartyInput = { name: string; kind: PartyKind; role: PartyRole; note: string | null }

export function listParties(clientId: string) {
  return getDb()
    .selectFrom('matter_parties as p')
    .leftJoin('users as u', 'u.id', 'p.created_by')
    .select(['p.id', 'p.name', 'p.kind', 'p.role', 'p.note', 'p.created_at', 'p.updated_at', 'u.email as createdBy'])
    .where('p.client_id', '=', clientId)
    .orderBy('p.created_at', 'asc')
    .orderBy('p.id', 'asc')
    .execute()
}

function partySummary(p: { name: string; kind: string; role: string; note: string | null }) {
  return { Name: p.name, Kind: p.kind, Role: p.role, Note: p.note ?? 'none' }
}

export async function addParty(actor: Actor, clientId: string, input: PartyInput) {
  return writeTransaction(async (tx) => {
    const client = await tx.selectFrom('client_profiles').select('id').where('id', '=', clientId).executeTakeFirst()
    if (!client) return null
    const id = createId()
    await tx
      .insertInto('matter_parties')
      .values({ id, client_id: clientId, ...input, created_by: actor.id, created_at: now(), updated_at: now() })
      .execute()
    await writeAudit(tx, { actor, clientId, action: 'party.add', after: partySummary(input) })
    return id
  })
}

/** One party of a client's matter, or undefined when it is not that client's. */
function partyOf(tx: Tx, clientId: string, partyId: string) {
  return tx.selectFrom('matter_parties').selectAll().where('id', '=', partyId).where('client_id', '=', clientId).executeTakeFirst()
}

export async function updateParty(actor: Actor, clientId: string, partyId: string, input: PartyInput) {
  return writeTransaction(async (tx) => {
    const before = await partyOf(tx, clientId, partyId)
    if (!before) return false
    await tx
      .updateTable('matter_parties')
      .set({ ...input, updated_at: now() })
      .where('id', '=', partyId)
      .execute()
    await writeAudit(tx, { actor, clientId, action: 'party.edit', before: partySummary(before), after: partySummary(input) })
    return true
  })
}

export async function removeParty(actor: Actor, clientId: string, partyId: string) {
  return writeTransaction(async (tx) => {
    const before = await partyOf(tx, clientId, partyId)
    if (!before) return false
    await tx.deleteFrom('matter_parties').where('id', '=', partyId).execute()
    await writeAudit(tx, { actor, clientId, action: 'party.remove', before: partySummary(before) })
    return true
  })
}
