// What a signed-in client sees and does in the portal. Every query is scoped to the client profile of
// the signed-in user: no loader or action takes a client id from the browser.
import fs from 'node:fs'
import { redirect } from '@remix-run/node'
import { TASKS, TEMPLATES, type TaskAction } from '~/content/portal'
import { enqueue } from '~/jobs/outbox.server'
import { isAdmin, requireUser, type SessionUser } from '~/utils/auth.server'
import { createId, getDb, now, writeTransaction } from '~/utils/db.server'
import { CompleteTaskSchema } from '~/schemas/portal'
import { ensureClientProfile } from './clients.server'
import {
  completeTaskAsClient,
  currentStage,
  FINAL_STAGE_ORDER,
  getStages,
  getTasks,
  isTaskUnlocked,
  progressStatus,
  stageView,
  taskView,
  type TaskChangeResult,
} from './progress.server'
import { clientPromises } from './promises'
import { getChecklist } from './documents.server'
import { starterTemplateFile } from './starter-templates.server'
import { resolveStored } from './files.server'
import { fileResponse } from '~/utils/file-response.server'

/**
 * The signed-in client and their profile. A first visit creates the profile with its six stages and
 * five tasks (spec section 7), inside one write transaction so two parallel loaders cannot both create
 * them. Admins without a profile go to the admin panel instead of becoming clients by accident.
 */
export async function requireClient(request: Request) {
  const user = await requireUser(request)
  const db = getDb()
  const existing = await db.selectFrom('client_profiles').selectAll().where('user_id', '=', user.id).executeTakeFirst()
  if (existing) return { user, profile: existing }
  if (await isAdmin(user.id)) throw redirect('/internal-admin')
  const profile = await writeTransaction((trx) => ensureClientProfile(user, {}, trx))
  return { user, profile }
}

export type ClientProfile = Awaited<ReturnType<typeof requireClient>>['profile']

/** The step that carries the 27-document checklist. */
const DOCUMENTS_TASK_TITLE = TASKS[1].title

/** The action behind a task's button: the five default tasks by title, anything the firm adds is a plain "complete". */
export function taskAction(title: string): TaskAction {
  return TASKS.find((t) => t.title === title)?.action ?? 'complete'
}

export async function getDashboard(profile: ClientProfile) {
  const db = getDb()
  const [stages, tasks, report, signup, checklist] = await Promise.all([
    getStages(profile.id),
    getTasks(profile.id),
    db.selectFrom('files').select(['filename']).where('kind', '=', 'report').where('client_id', '=', profile.id).executeTakeFirst(),
    profile.signup_id
      ? db.selectFrom('signups').select(['paid_at']).where('id', '=', profile.signup_id).executeTakeFirst()
      : Promise.resolve(undefined),
    getChecklist(profile.id),
  ])
  const current = currentStage(stages)
  const paidAt = profile.paid_at ?? signup?.paid_at ?? null
  return {
    firstName: profile.first_name?.trim() || 'Client',
    growthScore: profile.apex_growth_score,
    stages: stages.map((s) => ({
      ...stageView(s),
      isCurrent: s.stage_order === current.stage_order,
    })),
    currentStage: current.stage_name,
    status: progressStatus(stages),
    tasks: tasks.map((t) => ({
      ...taskView(t),
      unlocked: isTaskUnlocked(tasks, t),
      action: taskAction(t.task_title),
      checklist: t.task_title === DOCUMENTS_TASK_TITLE,
    })),
    promises: paidAt ? clientPromises(paidAt) : null,
    // The report is released to the client at the last stage ('See Your Growth Score').
    hasReport: Boolean(report) && current.stage_order >= FINAL_STAGE_ORDER,
    clientId: profile.id,
    documents: checklist.items,
  }
}

/**
 * The dashboard's one write: a client completes a step. Parsed here (not in the route) so the page's
 * browser bundle carries no schema library. Anything but a well-formed complete-task is "invalid".
 */
export async function completeTaskFromForm(profile: ClientProfile, formData: FormData): Promise<TaskChangeResult | 'invalid'> {
  const parsed = CompleteTaskSchema.safeParse(Object.fromEntries(formData))
  if (!parsed.success) return 'invalid'
  return completeTaskAsClient(profile.id, parsed.data.taskId)
}

/** Stores a message to the attorney and queues the firm's notification in the same transaction. */
export async function sendClientMessage(profile: ClientProfile, input: { name: string; email: string; message: string }) {
  const id = createId()
  await writeTransaction(async (trx) => {
    await trx
      .insertInto('contact_messages')
      .values({ id, client_id: profile.id, name: input.name, email: input.email, message: input.message, created_at: now() })
      .execute()
    await enqueue(
      trx,
      'send-email',
      { template: 'client-message-notification', params: { messageId: id } },
      { type: 'contact_message', id },
    )
  })
  return id
}

/**
 * What each of the six templates downloads as: the firm's uploaded file when there is one, else the
 * starter the build wrote (app/models/starter-templates.server.ts). A key with neither is absent.
 */
export async function availableTemplates() {
  const rows = await getDb()
    .selectFrom('files')
    .select(['template_key', 'filename', 'size_bytes'])
    .where('kind', '=', 'template')
    .where(
      'template_key',
      'in',
      TEMPLATES.map((t) => t.key),
    )
    .execute()
  const available = new Map<string, { source: 'firm' | 'starter'; filename: string; sizeBytes: number }>()
  for (const t of TEMPLATES) {
    const uploaded = rows.find((r) => r.template_key === t.key)
    const starter = uploaded ? null : starterTemplateFile(t.key)
    if (uploaded) available.set(t.key, { source: 'firm', filename: uploaded.filename, sizeBytes: uploaded.size_bytes })
    else if (starter) available.set(t.key, { source: 'starter', filename: starter.filename, sizeBytes: starter.sizeBytes })
  }
  return available
}

type FileRow = { filename: string; content_type: string; size_bytes: number; storage_path: string }

/**
 * A stored upload (a template or a report) as a download response, or null when it is missing on disk
 * or its path leads outside the uploads folder.
 */
export async function storedUploadResponse(file: FileRow, disposition: 'attachment' | 'inline') {
  let full: string
  try {
    full = resolveStored(file.storage_path)
  } catch {
    return null
  }
  if (!fs.existsSync(full)) return null
  return fileResponse(full, { filename: file.filename, contentType: file.content_type, inline: disposition === 'inline' })
}

export async function templateFile(key: string) {
  return getDb().selectFrom('files').selectAll().where('kind', '=', 'template').where('template_key', '=', key).executeTakeFirst()
}

/** The client's report, once the firm has moved them to the last stage; until then, nothing. */
export async function reportFile(profile: ClientProfile) {
  const released = currentStage(await getStages(profile.id)).stage_order >= FINAL_STAGE_ORDER
  if (!released) return undefined
  return getDb().selectFrom('files').selectAll().where('kind', '=', 'report').where('client_id', '=', profile.id).executeTakeFirst()
}

export type { SessionUser }
