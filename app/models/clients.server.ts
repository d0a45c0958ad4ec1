// Client profiles and the portal rows that come with them (the spec's initialize_client_dashboard).
import { STAGES, TASKS } from '~/content/portal'
import { createId, getDb, now, type Tx } from '~/utils/db.server'

/** Creates the six stages and five tasks for a new client profile; does nothing if they exist. */
export async function initializeClientDashboard(clientId: string, tx?: Tx) {
  const db = tx ?? getDb()
  const existing = await db.selectFrom('progress_stages').select('id').where('client_id', '=', clientId).executeTakeFirst()
  if (!existing) {
    await db
      .insertInto('progress_stages')
      .values(STAGES.map((stage_name, i) => ({ id: createId(), client_id: clientId, stage_name, stage_order: i + 1, is_completed: 0 })))
      .execute()
  }
  const task = await db.selectFrom('client_tasks').select('id').where('client_id', '=', clientId).executeTakeFirst()
  if (!task) {
    const at = now()
    await db
      .insertInto('client_tasks')
      .values(
        TASKS.map((t, i) => ({
          id: createId(),
          client_id: clientId,
          task_title: t.title,
          task_description: t.description,
          task_order: i + 1,
          is_completed: 0,
          created_at: at,
        })),
      )
      .execute()
  }
}

/** The profile for a user, created with its stages and tasks on first need. */
export async function ensureClientProfile(
  user: { id: string; firstName?: string | null; lastName?: string | null; companyName?: string | null; phone?: string | null },
  extra: { signupId?: string | null; paidAt?: string | null } = {},
  tx?: Tx,
) {
  const db = tx ?? getDb()
  const found = await db.selectFrom('client_profiles').selectAll().where('user_id', '=', user.id).executeTakeFirst()
  if (found) {
    await initializeClientDashboard(found.id, tx)
    return found
  }
  const at = now()
  const id = createId()
  await db
    .insertInto('client_profiles')
    .values({
      id,
      user_id: user.id,
      first_name: user.firstName?.trim() || 'Client',
      last_name: user.lastName?.trim() || null,
      company_name: user.companyName ?? null,
      phone: user.phone ?? null,
      signup_id: extra.signupId ?? null,
      paid_at: extra.paidAt ?? null,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute()
  const profile = await db.selectFrom('client_profiles').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow()
  await initializeClientDashboard(profile.id, tx)
  return profile
}

/** The messages clients sent from the portal (/dashboard/contact), each joined with its sender's client profile. */
export function messagesWithClient() {
  return getDb().selectFrom('contact_messages').innerJoin('client_profiles', 'client_profiles.id', 'contact_messages.client_id')
}
