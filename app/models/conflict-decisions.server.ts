// The firm's side of the conflict check: the checks waiting for a decision, the decision (clear or
// decline) on the record, the flags on leads and on a client's own purchase, and the reminder to the
// firm when a check waits past one business day.
import { enqueue } from '~/jobs/outbox.server'
import { clockNow } from '~/utils/clock.server'
import { getDb, now, writeTransaction, type Db, type Tx } from '~/utils/db.server'
import { writeAudit, type Actor } from './admin.server'
import { addBusinessDays } from './business-days.server'
import { releasePlace } from './capacity.server'
import { cancelReminders } from './reminder-schedule.server'
import { parseOtherParties, type Hit } from './conflict-matching'
import type { ConflictStatus, SubjectType } from './conflicts.server'

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
export async function listOpenChecks(at = new Date()): Promise<OpenCheck[]> {
  const db = getDb()
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

const DECISIONS = {
  clear: { status: 'cleared', action: 'conflict.clear' },
  decline: { status: 'declined', action: 'conflict.decline' },
} as const

export type Decision = keyof typeof DECISIONS

/**
 * The firm's decision on an open or pending check, recorded with who, when and why.
 * 'clear': the firm found no conflict; for a purchase, the buyer is emailed a link back to the payment step.
 * 'decline': the firm cannot take the matter. The reason stays with the firm; a purchase's letter is
 * void, any place it held is released, its reminders stop, and the buyer gets a courteous email.
 */
export async function decideCheck(actor: Actor, checkId: string, decision: Decision, reason: string): Promise<DecisionResult> {
  const { status, action } = DECISIONS[decision]
  return writeTransaction(async (tx) => {
    const check = await tx.selectFrom('conflict_checks').selectAll().where('id', '=', checkId).executeTakeFirst()
    if (!check) return 'not-found'
    if (check.status !== 'open' && check.status !== 'pending') return 'already-decided'
    const who = await describeSubject(tx, check.subject_type, check.subject_id)
    await tx
      .updateTable('conflict_checks')
      .set({ status, decided_at: now(), decided_by: actor.id, decision_reason: reason, updated_at: now() })
      .where('id', '=', checkId)
      .execute()
    await auditDecision(tx, actor, check, action, reason, who ? `${who.name} (${who.what})` : check.subject_id)
    if (check.subject_type !== 'signup') return 'done'
    const signupId = check.subject_id
    if (decision === 'decline') {
      await tx.updateTable('signups').set({ voided_at: now(), updated_at: now() }).where('id', '=', signupId).execute()
      await releasePlace(signupId, undefined, tx)
      await cancelReminders(tx, signupId, ['letter-unsigned', 'checkout-abandoned'], 'matter declined')
    }
    const template = decision === 'clear' ? 'conflict-cleared' : 'conflict-declined'
    await enqueue(tx, 'send-email', { template, params: { signupId } }, { type: 'signup', id: signupId })
    return 'done'
  })
}

/** What the operations page says: checks the worker has not run, the oldest first. */
export async function waitingChecks() {
  const rows = await getDb()
    .selectFrom('conflict_checks')
    .select(['id', 'created_at'])
    .where('status', '=', 'pending')
    .orderBy('created_at', 'asc')
    .execute()
  return { count: rows.length, oldest: rows[0]?.created_at ?? null }
}

/** The checks of one lead, newest first (the leads page shows the flag). */
export async function leadFlags(leadIds: string[]) {
  if (!leadIds.length) return new Map<string, { status: ConflictStatus; hits: Hit[] }>()
  const rows = await getDb()
    .selectFrom('conflict_checks')
    .select(['subject_id', 'status', 'hits_json', 'created_at'])
    .where('subject_type', '=', 'lead')
    .where('subject_id', 'in', leadIds)
    .where('status', '!=', 'superseded')
    .orderBy('created_at', 'asc')
    .execute()
  return new Map(rows.map((r) => [r.subject_id, { status: r.status, hits: parseHits(r.hits_json) }]))
}

/** The conflict checks of a client's own purchase, for their view (decided ones say who and why). */
export async function clientChecks(clientId: string) {
  const db = getDb()
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
export async function remindUndecidedChecks(at: Date = clockNow()) {
  const candidates = await getDb()
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
  })
}
