// The admin's view of clients and every change an admin makes to one. Each change goes through the
// portal's progress rules (progress.server.ts) and leaves an audit_log row: who, what, before, after, when.
import { createId, getDb, now, sql, writeTransaction, type Db, type Tx } from '~/utils/db.server'
import { auditLabel } from '~/content/admin'
import { publishChange, type ChangeKind } from '~/utils/realtime.server'
import { reminderEvents } from './reminder-schedule.server'
import {
  addTask,
  currentStage,
  deleteTask,
  getStages,
  getTasks,
  progressStatus,
  setStage,
  setTaskCompletion,
  stageView,
  taskView,
  type TaskChangeResult,
} from './progress.server'
import { type Actor, listPage, likePattern, describeAuditValue, rowsByParent, writeAudit } from './admin.server'

export const CLIENTS_PAGE_SIZE = 25
export const AUDIT_ENTRIES_SHOWN = 50

/**
 * One page of clients, alphabetical, optionally filtered by a search term that matches the first
 * name, last name, full name, email or company (case-insensitive, anywhere in the value).
 */
export async function listClients(opts: { q?: string | null; page?: number }) {
  const db = getDb()
  const q = opts.q?.trim().slice(0, 100) ?? ''
  let base = db.selectFrom('client_profiles as c').innerJoin('users as u', 'u.id', 'c.user_id')
  if (q) {
    const pattern = likePattern(q)
    base = base.where((eb) =>
      eb.or([
        sql<boolean>`c.first_name like ${pattern} escape '\\'`,
        sql<boolean>`c.last_name like ${pattern} escape '\\'`,
        sql<boolean>`(c.first_name || ' ' || coalesce(c.last_name, '')) like ${pattern} escape '\\'`,
        sql<boolean>`u.email like ${pattern} escape '\\'`,
        sql<boolean>`c.company_name like ${pattern} escape '\\'`,
      ]),
    )
  }
  const { rows, total, page, pageCount } = await listPage(base, CLIENTS_PAGE_SIZE, opts.page, (q) =>
    q
      .select([
        'c.id',
        'c.first_name',
        'c.last_name',
        'c.company_name',
        'c.apex_growth_score',
        'u.email',
        'c.user_id',
        'c.signup_id',
        'c.paid_at',
      ])
      .orderBy(sql`c.first_name collate nocase`)
      .orderBy(sql`c.last_name collate nocase`)
      .orderBy('c.id'),
  )
  const stagesOf = await rowsByParent(
    rows.map((r) => r.id),
    'client_id',
    (ids) =>
      db
        .selectFrom('progress_stages')
        .select(['client_id', 'stage_name', 'stage_order', 'is_completed'])
        .where('client_id', 'in', ids)
        .execute(),
  )
  // What each client has: the Growth Score (a paid signup) and the Circle (a paid membership, newest first).
  const membershipsOf = await rowsByParent(
    rows.map((r) => r.user_id),
    'user_id',
    (ids) =>
      db
        .selectFrom('circle_memberships')
        .select(['user_id', 'status', 'cancel_at_period_end'])
        .where('user_id', 'in', ids)
        .where('status', '!=', 'pending')
        .orderBy('created_at', 'desc')
        .execute(),
  )
  const clients = rows.map((r) => {
    const own = stagesOf.get(r.id) ?? []
    const stage = currentStage(own)
    const m = membershipsOf.get(r.user_id)?.[0]
    const has: string[] = []
    if (r.signup_id || r.paid_at) has.push('Growth Score')
    if (m)
      has.push(
        m.status === 'ended'
          ? 'Circle (ended)'
          : m.status === 'past_due'
            ? 'Circle (payment past due)'
            : m.cancel_at_period_end
              ? 'Circle (cancelled at period end)'
              : 'Circle',
      )
    return {
      has,
      id: r.id,
      name: [r.first_name, r.last_name].filter(Boolean).join(' '),
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      company: r.company_name,
      growthScore: r.apex_growth_score,
      stageName: stage.stage_name,
      stageOrder: stage.stage_order,
      status: progressStatus(own),
    }
  })
  return { clients, total, page, pageCount, q }
}

export type ClientListItem = Awaited<ReturnType<typeof listClients>>['clients'][number]

/** Everything the detail dialog shows, or null when there is no such client. */
export async function getClientDetail(clientId: string) {
  const db = getDb()
  const profile = await db
    .selectFrom('client_profiles as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .selectAll('c')
    .select('u.email')
    .where('c.id', '=', clientId)
    .executeTakeFirst()
  if (!profile) return null
  const [stages, tasks, notes, audit, report] = await Promise.all([
    getStages(clientId),
    getTasks(clientId),
    db
      .selectFrom('admin_notes as n')
      .leftJoin('users as u', 'u.id', 'n.author_user_id')
      .select(['n.id', 'n.body', 'n.created_at', 'u.email as author'])
      .where('n.client_id', '=', clientId)
      .orderBy('n.created_at', 'desc')
      // Several in the same millisecond: insertion order (rowid) breaks the tie.
      .orderBy(sql`n.rowid`, 'desc')
      .execute(),
    db
      .selectFrom('audit_log as a')
      .leftJoin('users as u', 'u.id', 'a.actor_user_id')
      .select(['a.id', 'a.action', 'a.before_json', 'a.after_json', 'a.created_at', 'u.email as actor'])
      .where('a.client_id', '=', clientId)
      .orderBy('a.created_at', 'desc')
      .orderBy(sql`a.rowid`, 'desc')
      .limit(AUDIT_ENTRIES_SHOWN)
      .execute(),
    db
      .selectFrom('files')
      .select(['id', 'filename', 'size_bytes', 'created_at'])
      .where('kind', '=', 'report')
      .where('client_id', '=', clientId)
      .executeTakeFirst(),
  ])
  const stage = currentStage(stages)
  return {
    profile: {
      id: profile.id,
      name: [profile.first_name, profile.last_name].filter(Boolean).join(' '),
      firstName: profile.first_name,
      lastName: profile.last_name,
      company: profile.company_name,
      phone: profile.phone,
      email: profile.email,
      growthScore: profile.apex_growth_score,
      paidAt: profile.paid_at,
      createdAt: profile.created_at,
    },
    stages: stages.map(stageView),
    currentStage: { name: stage.stage_name, order: stage.stage_order },
    status: progressStatus(stages),
    tasks: tasks.map(taskView),
    notes,
    audit: audit.map((a) => ({
      id: a.id,
      action: a.action,
      label: auditLabel(a.action),
      before: describeAuditValue(a.before_json),
      after: describeAuditValue(a.after_json),
      at: a.created_at,
      actor: a.actor ?? 'Deleted user',
    })),
    report: report ?? null,
  }
}

export type ClientDetail = NonNullable<Awaited<ReturnType<typeof getClientDetail>>>

// ---------------------------------------------------------------------------------------------
// Changes, each with its audit row

type StageRow = { stage_name: string; stage_order: number; is_completed: number }

function stageSummary(stages: StageRow[]) {
  const stage = currentStage(stages)
  const done = stages.filter((s) => s.is_completed).map((s) => s.stage_order)
  return {
    Stage: `${stage.stage_name} (${stage.stage_order} of ${stages.length || 6})`,
    Completed: done.length ? done.join(', ') : 'none',
  }
}

/** Chooses a stage: it and every stage before it complete, later ones incomplete. */
export async function adminSetStage(actor: Actor, clientId: string, order: number, how: 'set' | 'tick' = 'set') {
  const result = await writeTransaction((trx) => setStageAudited(trx, actor, clientId, order, how))
  if (result) await publish(clientId, 'stages')
  return result
}

async function setStageAudited(trx: Tx, actor: Actor, clientId: string, order: number, how: 'set' | 'tick') {
  const result = await setStage(trx, clientId, order)
  if (!result) return null
  await reminderEvents.stageChanged(trx, clientId, currentStage(result.after).stage_order)
  await writeAudit(trx, {
    actor,
    clientId,
    action: how === 'tick' ? 'stage.tick' : 'stage.set',
    before: stageSummary(result.before),
    after: stageSummary(result.after),
  })
  return result
}

/**
 * The detail dialog's tick box: ticking an incomplete stage chooses it (so earlier stages complete
 * too); a stage that is already complete is left as it is (unticking does nothing, as in the spec).
 */
export async function adminTickStage(actor: Actor, clientId: string, order: number) {
  const outcome = await writeTransaction(async (trx) => {
    const stage = await trx
      .selectFrom('progress_stages')
      .select(['is_completed'])
      .where('client_id', '=', clientId)
      .where('stage_order', '=', order)
      .executeTakeFirst()
    if (!stage) return null
    if (stage.is_completed) return 'already-complete' as const
    return (await setStageAudited(trx, actor, clientId, order, 'tick')) ? ('updated' as const) : null
  })
  if (outcome === 'updated') await publish(clientId, 'stages')
  return outcome
}

async function taskSnapshot(db: Db, clientId: string, taskId: string) {
  return db
    .selectFrom('client_tasks')
    .select(['task_title', 'task_order', 'is_completed', 'completed_at'])
    .where('id', '=', taskId)
    .where('client_id', '=', clientId)
    .executeTakeFirst()
}

function taskSummary(task: { task_title: string; task_order: number; is_completed: number } | undefined) {
  if (!task) return null
  return { Task: `${task.task_order}. ${task.task_title}`, Status: task.is_completed ? 'complete' : 'open' }
}

export async function adminSetTaskCompletion(
  actor: Actor,
  clientId: string,
  taskId: string,
  completed: boolean,
): Promise<TaskChangeResult> {
  const result = await writeTransaction(async (trx) => {
    const before = await taskSnapshot(trx, clientId, taskId)
    const result = await setTaskCompletion(trx, clientId, taskId, completed)
    if (result === 'updated') {
      await writeAudit(trx, {
        actor,
        clientId,
        action: completed ? 'task.complete' : 'task.reopen',
        before: taskSummary(before),
        after: taskSummary(await taskSnapshot(trx, clientId, taskId)),
      })
    }
    return result
  })
  if (result === 'updated') await publish(clientId, 'tasks')
  return result
}

export async function adminAddTask(actor: Actor, clientId: string, input: { title: string; description?: string | null }) {
  const id = await writeTransaction(async (trx) => {
    const id = await addTask(trx, clientId, input)
    const after = await taskSnapshot(trx, clientId, id)
    await writeAudit(trx, { actor, clientId, action: 'task.add', before: null, after: taskSummary(after) })
    return id
  })
  await publish(clientId, 'tasks')
  return id
}

export async function adminDeleteTask(actor: Actor, clientId: string, taskId: string) {
  const deleted = await writeTransaction(async (trx) => {
    const before = await taskSnapshot(trx, clientId, taskId)
    const deleted = await deleteTask(trx, clientId, taskId)
    if (deleted) await writeAudit(trx, { actor, clientId, action: 'task.delete', before: taskSummary(before), after: null })
    return deleted
  })
  if (deleted) await publish(clientId, 'tasks')
  return deleted
}

async function publish(clientId: string, kind: ChangeKind) {
  await publishChange({ clientId, kind })
}

/** Sets (or, with null, clears) the Growth Score out of 100. */
export async function adminSetGrowthScore(actor: Actor, clientId: string, score: number | null) {
  const found = await writeTransaction(async (trx) => {
    const before = await trx.selectFrom('client_profiles').select('apex_growth_score').where('id', '=', clientId).executeTakeFirst()
    if (!before) return false
    await trx.updateTable('client_profiles').set({ apex_growth_score: score, updated_at: now() }).where('id', '=', clientId).execute()
    await writeAudit(trx, {
      actor,
      clientId,
      action: 'score.set',
      before: { 'Growth Score': before.apex_growth_score ?? 'Pending' },
      after: { 'Growth Score': score ?? 'Pending' },
    })
    return true
  })
  if (found) await publish(clientId, 'profile')
  return found
}

export async function adminAddNote(actor: Actor, clientId: string, body: string) {
  const id = await writeTransaction(async (trx) => {
    const exists = await trx.selectFrom('client_profiles').select('id').where('id', '=', clientId).executeTakeFirst()
    if (!exists) return null
    const id = createId()
    const at = now()
    await trx
      .insertInto('admin_notes')
      .values({ id, client_id: clientId, author_user_id: actor.id, body, created_at: at, updated_at: at })
      .execute()
    await writeAudit(trx, {
      actor,
      clientId,
      action: 'note.add',
      before: null,
      after: { Note: body.length > 120 ? `${body.slice(0, 117)}...` : body },
    })
    return id
  })
  if (id) await publish(clientId, 'notes')
  return id
}
