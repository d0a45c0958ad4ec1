// The conflict check (issue 26): checks queued with a purchase or an application, run by the worker
// against the conflict index (migration 0016, kept by triggers), the payment gate that waits for them,
// the firm's decisions (clear, decline) on the record, and the parties recorded on clients' matters.
// The matching itself is pure and lives in conflict-matching.ts.
import { remember } from '@epic-web/remember'
import { enqueue } from '~/jobs/outbox.server'
import { clockNow } from '~/utils/clock.server'
import { createId, getDb, now, writeTransaction, type Db, type Tx } from '~/utils/db.server'
import type { ConflictStatus, ConflictSubjectType } from '~/utils/db-schema'
import { writeAudit, type Actor } from './admin.server'
import { addBusinessDays } from './business-days.server'
import { releasePlace } from './capacity.server'
import { cancelReminders } from './reminders.server'
import {
  buildMatchIndex,
  findConflicts,
  parseOtherParties,
  prepareEntry,
  type CheckSubject,
  type Hit,
  type IndexSource,
  type MatchIndex,
  type PartyKind,
  type PreparedEntry,
} from './conflict-matching'

export type { ConflictStatus }
export type SubjectType = ConflictSubjectType

/** Lead forms whose applicant is checked (a flag for the firm, never blocking). */
export const CHECKED_LEAD_FORMS = ['sell-side-application', 'buy-side-application', 'apex-circle-application'] as const

export function isCheckedLeadForm(formType: string) {
  return (CHECKED_LEAD_FORMS as readonly string[]).includes(formType)
}

// ---- the index, held in memory by the process that checks, read again when it changed ----

type Cache = { version: number; index: MatchIndex }

export async function indexVersion(db: Db) {
  const row = await db.selectFrom('conflict_index_version').select('version').where('id', '=', 1).executeTakeFirst()
  return row?.version ?? 0
}

export async function readIndex(db: Db): Promise<PreparedEntry[]> {
  const rows = await db
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
export async function conflictIndex(db: Db): Promise<MatchIndex> {
  const caches = remember('conflict-index', () => new WeakMap<object, Cache>())
  const version = await indexVersion(db)
  const cached = caches.get(db)
  if (cached && cached.version === version) return cached.index
  const index = buildMatchIndex(await readIndex(db))
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
export async function checkSubject(db: Db, type: SubjectType, id: string): Promise<CheckSubject | null> {
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
export async function runConflictCheck(db: Db, checkId: string) {
  const check = await db.selectFrom('conflict_checks').selectAll().where('id', '=', checkId).executeTakeFirst()
  if (!check) return { skipped: 'missing' as const }
  if (check.status !== 'pending') return { skipped: check.status }
  const subject = await checkSubject(db, check.subject_type, check.subject_id)
  if (!subject) return { skipped: 'no subject' as const }
  const hits = findConflicts(subject, await conflictIndex(db)).slice(0, MAX_HITS)
  const status: ConflictStatus = hits.length ? 'open' : 'clear'
  await writeTransaction(async (tx) => {
    await tx
      .updateTable('conflict_checks')
      .set({ status, hits_json: JSON.stringify(hits), ran_at: now(), updated_at: now() })
      .where('id', '=', checkId)
      .where('status', '=', 'pending')
      .execute()
  }, db)
  return { status, hits: hits.length }
}

// ---- the payment gate ----

export type PaymentGate = 'ok' | 'pending' | 'open' | 'declined'

/** The check that decides a signup's payment: the newest not replaced. */
export function currentCheck(db: Db, subjectType: SubjectType, subjectId: string) {
  return db
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
export async function paymentGate(db: Db, signup: { id: string; voided_at: string | null }): Promise<PaymentGate> {
  if (signup.voided_at) return 'declined'
  const check = await currentCheck(db, 'signup', signup.id)
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

// ---- the firm's decisions ----

export type OpenCheck = {
  id: string
  subjectType: SubjectType
  subjectId: string
  blocking: boolean
  status: ConflictStatus
  createdAt: string
  ranAt: string | null
  who: { name: string; email: string; company: string | null; otherParties: string[]; what: string }
  hits: Hit[]
  overdue: boolean
}

function parseHits(json: string | null): Hit[] {
  if (!json) return []
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value) ? (value as Hit[]) : []
  } catch {
    return []
  }
}

/** A check undecided past one business day: the firm is reminded, and the page marks it. */
export function isOverdue(createdAt: string, at = new Date()) {
  return addBusinessDays(new Date(createdAt), 1) <= at
}

/** The checks waiting for the firm: open ones with hits, and pending ones the worker has not run yet. */
export async function listOpenChecks(db: Db = getDb(), at = new Date()): Promise<OpenCheck[]> {
  const checks = await db
    .selectFrom('conflict_checks')
    .selectAll()
    .where('status', 'in', ['open', 'pending'])
    .orderBy('created_at', 'asc')
    .limit(200)
    .execute()
  const out: OpenCheck[] = []
  for (const c of checks) {
    const who = await describeSubject(db, c.subject_type, c.subject_id)
    if (!who) continue
    out.push({
      id: c.id,
      subjectType: c.subject_type,
      subjectId: c.subject_id,
      blocking: c.blocking === 1,
      status: c.status,
      createdAt: c.created_at,
      ranAt: c.ran_at,
      who,
      hits: parseHits(c.hits_json),
      overdue: isOverdue(c.created_at, at),
    })
  }
  return out
}

const LEAD_WHAT: Record<string, string> = {
  'sell-side-application': 'Sell-side application',
  'buy-side-application': 'Buy-side application',
  'apex-circle-application': 'Circle application',
}

async function describeSubject(db: Db, type: SubjectType, id: string) {
  if (type === 'signup') {
    const s = await db
      .selectFrom('signups')
      .select(['name', 'email', 'company_name', 'other_parties'])
      .where('id', '=', id)
      .executeTakeFirst()
    if (!s) return null
    return {
      name: s.name,
      email: s.email,
      company: s.company_name,
      otherParties: parseOtherParties(s.other_parties),
      what: 'Growth Score purchase',
    }
  }
  const l = await db.selectFrom('leads').select(['name', 'email', 'company_name', 'form_type']).where('id', '=', id).executeTakeFirst()
  if (!l) return null
  return { name: l.name, email: l.email, company: l.company_name, otherParties: [], what: LEAD_WHAT[l.form_type] ?? 'Application' }
}

/** The clients whose records a check's hits touch, for their audit logs (or none: one row without a client). */
function hitClients(hits: Hit[]) {
  return [...new Set(hits.map((h) => h.clientId).filter((id): id is string => Boolean(id)))]
}

async function auditDecision(
  tx: Tx,
  actor: Actor,
  check: { id: string; subject_type: string; subject_id: string; hits_json: string | null },
  action: 'conflict.clear' | 'conflict.decline',
  reason: string,
  buyer: string,
) {
  const hits = parseHits(check.hits_json)
  const after = { Decision: action === 'conflict.clear' ? 'Cleared' : 'Declined', For: buyer, Reason: reason, Hits: hits.length }
  // The buyer's own client record, once they have one, shows it too (their signup's profile).
  const own =
    check.subject_type === 'signup'
      ? await tx.selectFrom('client_profiles').select('id').where('signup_id', '=', check.subject_id).execute()
      : []
  const clients = [...new Set([...hitClients(hits), ...own.map((o) => o.id)])]
  if (!clients.length) await writeAudit(tx, { actor, clientId: null, action, after })
  for (const clientId of clients) await writeAudit(tx, { actor, clientId, action, after })
}

export type DecisionResult = 'done' | 'not-found' | 'already-decided'

/**
 * 'Clear': the firm found no conflict. The decision is recorded (who, when, why) and, for a purchase,
 * the buyer is emailed a link back to the payment step.
 */
export async function clearCheck(db: Db, actor: Actor, checkId: string, reason: string): Promise<DecisionResult> {
  return writeTransaction(async (tx) => {
    const check = await tx.selectFrom('conflict_checks').selectAll().where('id', '=', checkId).executeTakeFirst()
    if (!check) return 'not-found'
    if (check.status !== 'open' && check.status !== 'pending') return 'already-decided'
    const who = await describeSubject(tx, check.subject_type, check.subject_id)
    await tx
      .updateTable('conflict_checks')
      .set({ status: 'cleared', decided_at: now(), decided_by: actor.id, decision_reason: reason, updated_at: now() })
      .where('id', '=', checkId)
      .execute()
    await auditDecision(tx, actor, check, 'conflict.clear', reason, who ? `${who.name} (${who.what})` : check.subject_id)
    if (check.subject_type === 'signup') {
      await enqueue(
        tx,
        'send-email',
        { template: 'conflict-cleared', params: { signupId: check.subject_id } },
        { type: 'signup', id: check.subject_id },
      )
    }
    return 'done'
  }, db)
}

/**
 * 'Decline': the firm cannot take the matter. The reason stays with the firm; a purchase's letter is
 * void, any place it held is released, its reminders stop, and the buyer gets a courteous email.
 */
export async function declineCheck(db: Db, actor: Actor, checkId: string, reason: string): Promise<DecisionResult> {
  return writeTransaction(async (tx) => {
    const check = await tx.selectFrom('conflict_checks').selectAll().where('id', '=', checkId).executeTakeFirst()
    if (!check) return 'not-found'
    if (check.status !== 'open' && check.status !== 'pending') return 'already-decided'
    const who = await describeSubject(tx, check.subject_type, check.subject_id)
    await tx
      .updateTable('conflict_checks')
      .set({ status: 'declined', decided_at: now(), decided_by: actor.id, decision_reason: reason, updated_at: now() })
      .where('id', '=', checkId)
      .execute()
    await auditDecision(tx, actor, check, 'conflict.decline', reason, who ? `${who.name} (${who.what})` : check.subject_id)
    if (check.subject_type === 'signup') {
      const signupId = check.subject_id
      await tx.updateTable('signups').set({ voided_at: now(), updated_at: now() }).where('id', '=', signupId).execute()
      await releasePlace(tx, signupId)
      await cancelReminders(tx, signupId, ['letter-unsigned', 'checkout-abandoned'], 'matter declined')
      await enqueue(tx, 'send-email', { template: 'conflict-declined', params: { signupId } }, { type: 'signup', id: signupId })
    }
    return 'done'
  }, db)
}

/** What the operations page says: checks the worker has not run, the oldest first. */
export async function waitingChecks(db: Db = getDb()) {
  const rows = await db
    .selectFrom('conflict_checks')
    .select(['id', 'created_at'])
    .where('status', '=', 'pending')
    .orderBy('created_at', 'asc')
    .execute()
  return { count: rows.length, oldest: rows[0]?.created_at ?? null }
}

/** The checks of one lead, newest first (the leads page shows the flag). */
export async function leadFlags(db: Db, leadIds: string[]) {
  if (!leadIds.length) return new Map<string, { status: ConflictStatus; hits: Hit[] }>()
  const rows = await db
    .selectFrom('conflict_checks')
    .select(['subject_id', 'status', 'hits_json', 'created_at'])
    .where('subject_type', '=', 'lead')
    .where('subject_id', 'in', leadIds)
    .where('status', '!=', 'superseded')
    .orderBy('created_at', 'asc')
    .execute()
  return new Map(rows.map((r) => [r.subject_id, { status: r.status, hits: parseHits(r.hits_json) }]))
}

// ---- parties on a client's matter ----

export type PartyRole = 'adverse' | 'counterparty' | 'co-owner' | 'investor' | 'other'
export type PartyInput = { name: string; kind: PartyKind; role: PartyRole; note: string | null }

export function listParties(db: Db, clientId: string) {
  return db
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

export async function addParty(db: Db, actor: Actor, clientId: string, input: PartyInput) {
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
  }, db)
}

export async function updateParty(db: Db, actor: Actor, clientId: string, partyId: string, input: PartyInput) {
  return writeTransaction(async (tx) => {
    const before = await tx
      .selectFrom('matter_parties')
      .selectAll()
      .where('id', '=', partyId)
      .where('client_id', '=', clientId)
      .executeTakeFirst()
    if (!before) return false
    await tx
      .updateTable('matter_parties')
      .set({ ...input, updated_at: now() })
      .where('id', '=', partyId)
      .execute()
    await writeAudit(tx, { actor, clientId, action: 'party.edit', before: partySummary(before), after: partySummary(input) })
    return true
  }, db)
}

export async function removeParty(db: Db, actor: Actor, clientId: string, partyId: string) {
  return writeTransaction(async (tx) => {
    const before = await tx
      .selectFrom('matter_parties')
      .selectAll()
      .where('id', '=', partyId)
      .where('client_id', '=', clientId)
      .executeTakeFirst()
    if (!before) return false
    await tx.deleteFrom('matter_parties').where('id', '=', partyId).execute()
    await writeAudit(tx, { actor, clientId, action: 'party.remove', before: partySummary(before) })
    return true
  }, db)
}

/** The conflict checks of a client's own purchase, for their view (decided ones say who and why). */
export async function clientChecks(db: Db, clientId: string) {
  const profile = await db.selectFrom('client_profiles').select('signup_id').where('id', '=', clientId).executeTakeFirst()
  if (!profile?.signup_id) return []
  return db
    .selectFrom('conflict_checks as c')
    .leftJoin('users as u', 'u.id', 'c.decided_by')
    .select(['c.id', 'c.status', 'c.decided_at', 'c.decision_reason', 'c.created_at', 'u.email as decidedBy'])
    .where('c.subject_type', '=', 'signup')
    .where('c.subject_id', '=', profile.signup_id)
    .where('c.status', '!=', 'superseded')
    .orderBy('c.created_at', 'desc')
    .execute()
}

/**
 * The reminders sweep's part (worker/index.ts, every minute): checks still undecided one business day
 * after they were queued get one email to the firm, naming how many wait. Each check reminds once.
 */
export async function remindUndecidedChecks(db: Db = getDb(), at: Date = clockNow()) {
  const candidates = await db
    .selectFrom('conflict_checks')
    .select(['id', 'created_at'])
    .where('status', 'in', ['open', 'pending'])
    .where('reminded_at', 'is', null)
    // A business day is at least 24 hours: younger checks cannot be due.
    .where('created_at', '<=', new Date(at.getTime() - 24 * 3600 * 1000).toISOString())
    .limit(500)
    .execute()
  const due = candidates.filter((c) => isOverdue(c.created_at, at)).map((c) => c.id)
  if (!due.length) return 0
  return writeTransaction(async (tx) => {
    const marked = await tx
      .updateTable('conflict_checks')
      .set({ reminded_at: at.toISOString(), updated_at: now() })
      .where('id', 'in', due)
      .where('reminded_at', 'is', null)
      .where('status', 'in', ['open', 'pending'])
      .executeTakeFirst()
    const count = Number(marked.numUpdatedRows)
    if (count) await enqueue(tx, 'send-email', { template: 'conflict-reminder', params: { count: String(count) } })
    return count
  }, db)
}
