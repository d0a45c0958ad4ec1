// The conflict check (issue 26): checks queued with a purchase or an application, run by the worker
// against the conflict index (migration 0016, kept by triggers), and the payment gate that waits for
// them. The firm's decisions are in conflict-decisions.server.ts, the parties recorded on clients'
// matters in matter-parties.server.ts; the matching itself is pure and lives in conflict-matching.ts.
import { remember } from '@epic-web/remember'
import { enqueue } from '~/jobs/outbox.server'
import { createId, getDb, now, writeTransaction, type Tx } from '~/utils/db.server'
import type { ConflictStatus, ConflictSubjectType } from '~/utils/db-schema'
import { buildMatchIndex, prepareEntry, type IndexSource, type MatchIndex, type PreparedEntry } from './conflict-index'
import { findConflicts, parseOtherParties, type CheckSubject } from './conflict-matching'

export type { ConflictStatus }
export type SubjectType = ConflictSubjectType

/** Lead forms whose applicant is checked (a flag for the firm, never blocking). */
export const CHECKED_LEAD_FORMS = ['sell-side-application', 'buy-side-application', 'apex-circle-application'] as const

export function isCheckedLeadForm(formType: string) {
  return (CHECKED_LEAD_FORMS as readonly string[]).includes(formType)
}

// ---- the index, held in memory by the process that checks, read again when it changed ----

type Cache = { version: number; index: MatchIndex }

export async function indexVersion() {
  const row = await getDb().selectFrom('conflict_index_version').select('version').where('id', '=', 1).executeTakeFirst()
  return row?.version ?? 0
}

export async function readIndex(): Promise<PreparedEntry[]> {
  const rows = await getDb()
    .selectFrom('conflict_index as i')
    .leftJoin('client_profiles as c', 'c.id', 'i.client_id')
    .select([
      'i.id',
      'i.source',
      'i.source_id',
      'i.client_id',
      'i.kind',
      'i.name',
      'i.role',
      'i.email',
      'i.since',
      'c.first_name',
      'c.last_name',
    ])
    .execute()
  return rows.map((r) =>
    prepareEntry({
      id: r.id,
      source: r.source,
      sourceId: r.source_id,
      clientId: r.client_id,
      clientName: r.first_name ? [r.first_name, r.last_name].filter(Boolean).join(' ') : null,
      kind: r.kind,
      name: r.name,
      role: r.role,
      email: r.email,
      since: r.since,
    }),
  )
}

/** The index as it stands: from memory when no trigger has changed it since it was read. */
export async function conflictIndex(): Promise<MatchIndex> {
  const db = getDb()
  const caches = remember('conflict-index', () => new WeakMap<object, Cache>())
  const version = await indexVersion()
  const cached = caches.get(db)
  if (cached && cached.version === version) return cached.index
  const index = buildMatchIndex(await readIndex())
  caches.set(db, { version, index })
  return index
}

// ---- queuing and running a check ----

/**
 * Queues a check of a signup (blocking: payment waits) or a lead (a flag), in the caller's transaction.
 * A newer check of the same subject replaces any earlier one not yet decided.
 */
export async function queueConflictCheck(tx: Tx, subject: { type: SubjectType; id: string }) {
  await tx
    .updateTable('conflict_checks')
    .set({ status: 'superseded', updated_at: now() })
    .where('subject_type', '=', subject.type)
    .where('subject_id', '=', subject.id)
    .where('status', 'in', ['pending', 'clear', 'open'])
    .execute()
  const id = createId()
  await tx
    .insertInto('conflict_checks')
    .values({
      id,
      subject_type: subject.type,
      subject_id: subject.id,
      blocking: subject.type === 'signup' ? 1 : 0,
      status: 'pending',
      created_at: now(),
      updated_at: now(),
    })
    .execute()
  await enqueue(tx, 'conflict-check', { checkId: id }, { type: 'conflict-check', id })
  return id
}

/** Who a check is about, read from its subject's row. */
export async function checkSubject(type: SubjectType, id: string): Promise<CheckSubject | null> {
  const db = getDb()
  if (type === 'signup') {
    const signup = await db
      .selectFrom('signups')
      .select(['id', 'name', 'email', 'company_name', 'other_parties'])
      .where('id', '=', id)
      .executeTakeFirst()
    if (!signup) return null
    const [leads, clients] = await Promise.all([
      db.selectFrom('leads').select('id').where('signup_id', '=', id).execute(),
      db.selectFrom('client_profiles').select('id').where('signup_id', '=', id).execute(),
    ])
    return {
      name: signup.name,
      company: signup.company_name,
      email: signup.email,
      otherParties: parseOtherParties(signup.other_parties),
      exclude: [
        ...leads.map((l) => ({ source: 'lead' as IndexSource, sourceId: l.id })),
        ...clients.map((c) => ({ source: 'client' as IndexSource, sourceId: c.id })),
      ],
    }
  }
  const lead = await db.selectFrom('leads').select(['id', 'name', 'email', 'company_name']).where('id', '=', id).executeTakeFirst()
  if (!lead) return null
  return {
    name: lead.name,
    company: lead.company_name,
    email: lead.email,
    otherParties: [],
    exclude: [{ source: 'lead', sourceId: lead.id }],
  }
}

/** At most this many hits are kept on a check: the firm reads them, and a few say enough. */
export const MAX_HITS = 25

/**
 * The worker's job: runs a pending check and writes its outcome ('clear' or 'open' with its hits).
 * A check already run or replaced is left alone (a redelivered job does nothing twice).
 */
export async function runConflictCheck(checkId: string) {
  const check = await getDb().selectFrom('conflict_checks').selectAll().where('id', '=', checkId).executeTakeFirst()
  if (!check) return { skipped: 'missing' as const }
  if (check.status !== 'pending') return { skipped: check.status }
  const subject = await checkSubject(check.subject_type, check.subject_id)
  if (!subject) return { skipped: 'no subject' as const }
  const hits = findConflicts(subject, await conflictIndex()).slice(0, MAX_HITS)
  const status: ConflictStatus = hits.length ? 'open' : 'clear'
  await writeTransaction(async (tx) => {
    await tx
      .updateTable('conflict_checks')
      .set({ status, hits_json: JSON.stringify(hits), ran_at: now(), updated_at: now() })
      .where('id', '=', checkId)
      .where('status', '=', 'pending')
      .execute()
  })
  return { status, hits: hits.length }
}

// ---- the payment gate ----

export type PaymentGate = 'ok' | 'pending' | 'open' | 'declined'

/** The check that decides a signup's payment: the newest not replaced. */
export function currentCheck(subjectType: SubjectType, subjectId: string, tx?: Tx) {
  return (tx ?? getDb())
    .selectFrom('conflict_checks')
    .selectAll()
    .where('subject_type', '=', subjectType)
    .where('subject_id', '=', subjectId)
    .where('status', '!=', 'superseded')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst()
}

/**
 * Whether a signup may pay: its check found nothing or the firm cleared it. A check not yet run (the
 * worker down) or open waits; a declined one never pays. Signups from before the check existed have
 * no check and pay as before.
 */
export async function paymentGate(signup: { id: string; voided_at: string | null }, tx?: Tx): Promise<PaymentGate> {
  if (signup.voided_at) return 'declined'
  const check = await currentCheck('signup', signup.id, tx)
  if (!check) return 'ok'
  switch (check.status) {
    case 'clear':
    case 'cleared':
      return 'ok'
    case 'declined':
      return 'declined'
    case 'open':
      return 'open'
    default:
      return 'pending'
  }
}
