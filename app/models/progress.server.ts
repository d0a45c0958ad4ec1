// A client's six stages and five tasks: the spec's rules (current stage, unlocking, who may change
// what) and the queries that apply them. Every query is filtered by the client it belongs to.
import type { ClientTask, ProgressStage } from '~/utils/db-schema'
import { createId, getDb, now, writeTransaction, type Tx } from '~/utils/db.server'
import { publishChange } from '~/utils/realtime.server'
import { STAGES } from '~/content/portal'

export const FINAL_STAGE_ORDER = STAGES.length

type StageLike = Pick<ProgressStage, 'stage_name' | 'stage_order' | 'is_completed'>
type TaskLike = Pick<ClientTask, 'id' | 'task_order' | 'is_completed'>

/** The latest completed stage, else the first incomplete one, else Documents Sent. */
export function currentStage<S extends StageLike>(stages: S[]): { stage_name: string; stage_order: number } {
  const sorted = [...stages].sort((a, b) => a.stage_order - b.stage_order)
  const completed = sorted.filter((s) => s.is_completed)
  if (completed.length) return completed[completed.length - 1]
  const firstOpen = sorted.find((s) => !s.is_completed)
  return firstOpen ?? { stage_name: STAGES[0], stage_order: 1 }
}

/** 'Completed' once the current stage is the sixth, otherwise 'In Progress'. */
export function progressStatus(stages: StageLike[]): 'In Progress' | 'Completed' {
  return currentStage(stages).stage_order >= FINAL_STAGE_ORDER ? 'Completed' : 'In Progress'
}

/** A task is unlocked if it is the first, or the task before it is complete. */
export function isTaskUnlocked(tasks: TaskLike[], task: TaskLike) {
  const sorted = [...tasks].sort((a, b) => a.task_order - b.task_order)
  const index = sorted.findIndex((t) => t.id === task.id)
  if (index <= 0) return index === 0
  return Boolean(sorted[index - 1].is_completed)
}

/** A stage as the portal and the admin panel show it. */
export function stageView(s: ProgressStage) {
  return { id: s.id, name: s.stage_name, order: s.stage_order, isCompleted: Boolean(s.is_completed), completedAt: s.completed_at }
}

/** A task as the portal and the admin panel show it. */
export function taskView(t: ClientTask) {
  return {
    id: t.id,
    title: t.task_title,
    description: t.task_description,
    order: t.task_order,
    isCompleted: Boolean(t.is_completed),
    completedAt: t.completed_at,
  }
}

export async function getStages(clientId: string, tx?: Tx) {
  return (tx ?? getDb()).selectFrom('progress_stages').selectAll().where('client_id', '=', clientId).orderBy('stage_order').execute()
}

export async function getTasks(clientId: string, tx?: Tx) {
  return (tx ?? getDb()).selectFrom('client_tasks').selectAll().where('client_id', '=', clientId).orderBy('task_order').execute()
}

/**
 * Admin: choosing a stage marks every stage up to it complete (stages already complete keep their
 * date) and every later stage incomplete. Runs in the caller's transaction (with its audit row).
 */
export async function setStage(trx: Tx, clientId: string, order: number) {
  if (!Number.isInteger(order) || order < 1 || order > FINAL_STAGE_ORDER) throw new Error('Stage out of range')
  const at = now()
  const before = await getStages(clientId, trx)
  if (!before.length) return null
  await trx
    .updateTable('progress_stages')
    .set({ is_completed: 1, completed_at: at })
    .where('client_id', '=', clientId)
    .where('stage_order', '<=', order)
    .where('is_completed', '=', 0)
    .execute()
  await trx
    .updateTable('progress_stages')
    .set({ is_completed: 0, completed_at: null })
    .where('client_id', '=', clientId)
    .where('stage_order', '>', order)
    .execute()
  return { before, after: await getStages(clientId, trx) }
}

export type TaskChangeResult = 'updated' | 'not-found' | 'locked' | 'already-complete' | 'already-open'

function markTask(trx: Tx, clientId: string, taskId: string, completed: boolean) {
  return trx
    .updateTable('client_tasks')
    .set({ is_completed: completed ? 1 : 0, completed_at: completed ? now() : null })
    .where('id', '=', taskId)
    .where('client_id', '=', clientId)
    .execute()
}

/** Client: completes their own unlocked task. Never undoes, never skips ahead. */
export async function completeTaskAsClient(clientId: string, taskId: string): Promise<TaskChangeResult> {
  const result = await writeTransaction(async (trx): Promise<TaskChangeResult> => {
    const tasks = await getTasks(clientId, trx)
    const task = tasks.find((t) => t.id === taskId)
    if (!task) return 'not-found'
    if (task.is_completed) return 'already-complete'
    if (!isTaskUnlocked(tasks, task)) return 'locked'
    await markTask(trx, clientId, taskId, true)
    return 'updated'
  })
  if (result === 'updated') await publishChange({ clientId, kind: 'tasks' })
  return result
}

/** Admin: completes or reopens any task of the client, in the caller's transaction. */
export async function setTaskCompletion(trx: Tx, clientId: string, taskId: string, completed: boolean): Promise<TaskChangeResult> {
  const task = await trx
    .selectFrom('client_tasks')
    .selectAll()
    .where('id', '=', taskId)
    .where('client_id', '=', clientId)
    .executeTakeFirst()
  if (!task) return 'not-found'
  if (Boolean(task.is_completed) === completed) return completed ? 'already-complete' : 'already-open'
  await markTask(trx, clientId, taskId, completed)
  return 'updated'
}

/** Admin: adds a task at the end (task_order = highest + 1), in the caller's transaction. */
export async function addTask(trx: Tx, clientId: string, input: { title: string; description?: string | null }) {
  const id = createId()
  const last = await trx
    .selectFrom('client_tasks')
    .select((eb) => eb.fn.max('task_order').as('max'))
    .where('client_id', '=', clientId)
    .executeTakeFirst()
  await trx
    .insertInto('client_tasks')
    .values({
      id,
      client_id: clientId,
      task_title: input.title,
      task_description: input.description ?? null,
      task_order: Number(last?.max ?? 0) + 1,
      is_completed: 0,
      created_at: now(),
    })
    .execute()
  return id
}

/** Admin: deletes a task of the client, in the caller's transaction. */
export async function deleteTask(trx: Tx, clientId: string, taskId: string) {
  const result = await trx.deleteFrom('client_tasks').where('id', '=', taskId).where('client_id', '=', clientId).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}
