// What the client detail dialog's forms do. Each intent answers with a redirect back to the dialog
// (at the section it came from) carrying a success or failure notice, or, for a form whose fields are
// wrong, the field errors (status 400) and the section they belong to. The same answers serve a
// section's fetcher (JavaScript: Remix follows the redirect) and a plain form post (post/redirect/get).
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import {
  adminAddNote,
  adminAddTask,
  adminDeleteTask,
  adminSetGrowthScore,
  adminSetStage,
  adminSetTaskCompletion,
  adminTickStage,
} from '~/models/admin-clients.server'
import type { Actor } from '~/models/admin.server'
import { saveReportFile } from '~/models/files.server'
import { adminMarkReceived, documentItemName, isDocumentItemKey } from '~/models/documents.server'
import { clientReminderSubjects, stopReminder } from '~/models/reminders.server'
import { receiveUpload } from '~/utils/upload-parsing.server'
import { REPORT_TYPES } from '~/utils/upload-types.server'
import { isStorageError } from '~/models/disk.server'
import { throwStorageRefusal } from '~/utils/storage-refusal.server'
import { AddTaskSchema, GrowthScoreSchema, NoteSchema, StageSchema, TaskIdSchema } from '~/schemas/admin'
import { getDb } from '~/utils/db.server'
import { runPartyIntent } from './__client-parties.server'
import { redirectWithToast } from '~/utils/toast.server'
import { MAX_REPORT_BYTES } from '~/utils/body-limits'

/** The dialog's sections that change something, each posting through its own fetcher. */
export type SectionId = 'progress' | 'documents' | 'tasks' | 'score' | 'report' | 'reminders' | 'notes' | 'parties'

/** What a form with wrong fields gets back: Conform's reply, for the section that sent it. */
export type ClientActionData = { section: SectionId; result: SubmissionResult<string[]> }

function fieldErrors(section: SectionId, result: SubmissionResult<string[]>) {
  return data<ClientActionData>({ section, result }, { status: 400 })
}

export type Intent =
  | 'set-stage'
  | 'tick-stage'
  | 'complete-task'
  | 'reopen-task'
  | 'add-task'
  | 'delete-task'
  | 'set-score'
  | 'add-note'
  | 'upload-report'
  | 'document-received'
  | 'stop-reminder'
  | 'add-party'
  | 'edit-party'
  | 'remove-party'

/** The dialog's own address without one-off parameters, at a section. */
export function backTo(request: Request, section: string) {
  const url = new URL(request.url)
  url.searchParams.delete('delete')
  url.searchParams.delete('index')
  const search = url.searchParams.toString()
  return `${url.pathname}${search ? `?${search}` : ''}#${section}`
}

function failure(request: Request, section: SectionId, title: string, description = 'Please try again.') {
  return redirectWithToast(backTo(request, section), { type: 'error', title, description })
}

function success(request: Request, section: SectionId, title: string, description?: string) {
  return redirectWithToast(backTo(request, section), { type: 'success', title, description })
}

async function clientExists(clientId: string) {
  return Boolean(await getDb().selectFrom('client_profiles').select('id').where('id', '=', clientId).executeTakeFirst())
}

export async function handleUpload(request: Request, actor: Actor, clientId: string) {
  const title = INTENTS['upload-report'].failed
  if (!(await clientExists(clientId))) return failure(request, 'report', title, 'That client no longer exists.')
  const upload = await receiveUpload(request, { maxBytes: MAX_REPORT_BYTES, types: REPORT_TYPES })
  if (!upload.ok) {
    // The storage could not take it (under the floor, or a write failed): 507, nothing saved.
    if (upload.storage) throwStorageRefusal(upload.storage, backTo(request, 'report'))
    return failure(request, 'report', title, upload.error)
  }
  try {
    const row = await saveReportFile(actor, clientId, upload)
    return success(request, 'report', 'Report uploaded', `${row.filename} is ready for the client at stage 6.`)
  } catch (error) {
    console.error('report upload failed', error)
    await upload.file.remove().catch(() => {})
    if (isStorageError(error)) throwStorageRefusal('write-failed', backTo(request, 'report'))
    return failure(request, 'report', title)
  }
}

/** Each intent's section, and the title of its failure notice. */
const INTENTS: Record<Intent, { section: SectionId; failed: string }> = {
  'set-stage': { section: 'progress', failed: 'Failed to update progress' },
  'tick-stage': { section: 'progress', failed: 'Failed to update progress' },
  'complete-task': { section: 'tasks', failed: 'Failed to update task' },
  'reopen-task': { section: 'tasks', failed: 'Failed to update task' },
  'add-task': { section: 'tasks', failed: 'Failed to add task' },
  'delete-task': { section: 'tasks', failed: 'Failed to delete task' },
  'set-score': { section: 'score', failed: 'Failed to save Growth Score' },
  'add-note': { section: 'notes', failed: 'Failed to save note' },
  'upload-report': { section: 'report', failed: 'Failed to upload report' },
  'document-received': { section: 'documents', failed: 'Failed to mark received' },
  'stop-reminder': { section: 'reminders', failed: 'Failed to stop reminder' },
  'add-party': { section: 'parties', failed: 'Failed to add party' },
  'edit-party': { section: 'parties', failed: 'Failed to save party' },
  'remove-party': { section: 'parties', failed: 'Failed to remove party' },
}

function isIntent(value: string): value is Intent {
  return Object.hasOwn(INTENTS, value)
}

/** Runs the form's intent; anything that throws ends in the intent's failure notice ('Please try again.'). */
export async function handleIntent(request: Request, actor: Actor, clientId: string, formData: FormData) {
  const intent = String(formData.get('intent') ?? '')
  if (!isIntent(intent) || intent === 'upload-report') {
    return failure(request, 'progress', 'Unknown action', 'That button is not recognized. Please reload the page.')
  }
  const { section, failed } = INTENTS[intent]
  try {
    return await runIntent(intent, { request, actor, clientId, formData })
  } catch (error) {
    console.error(`client action ${intent} failed`, error)
    return failure(request, section, failed)
  }
}

async function runIntent(
  intent: Exclude<Intent, 'upload-report'>,
  { request, actor, clientId, formData }: { request: Request; actor: Actor; clientId: string; formData: FormData },
) {
  const db = getDb()
  const { section, failed } = INTENTS[intent]
  /** The intent's failure notice, with what went wrong. */
  const fail = (description?: string) => failure(request, section, failed, description)
  const done = (title: string, description: string) => success(request, section, title, description)
  switch (intent) {
    case 'add-party':
    case 'edit-party':
    case 'remove-party':
      return runPartyIntent(intent, { formData, actor, clientId, fail, done, fieldErrors: (r) => fieldErrors(section, r) })
    case 'stop-reminder': {
      const reminderId = String(formData.get('reminderId') ?? '').slice(0, 100)
      const stopped = await stopReminder(actor, reminderId, await clientReminderSubjects(clientId), clientId)
      if (!stopped) return fail('That reminder is no longer scheduled.')
      return done('Reminder stopped', 'No more reminders of this kind will be sent.')
    }
    case 'set-stage':
    case 'tick-stage': {
      const submission = parseWithZod(formData, { schema: StageSchema })
      if (submission.status !== 'success') return fail('Choose one of the six stages.')
      if (intent === 'tick-stage') {
        const result = await adminTickStage(actor, clientId, submission.value.stage)
        if (!result) return fail('That client could not be found.')
        if (result === 'already-complete') return done('Progress unchanged', 'That stage is already complete.')
      } else {
        const result = await adminSetStage(actor, clientId, submission.value.stage)
        if (!result) return fail('That client could not be found.')
      }
      const name = (
        await db
          .selectFrom('progress_stages')
          .select('stage_name')
          .where('client_id', '=', clientId)
          .where('stage_order', '=', submission.value.stage)
          .executeTakeFirst()
      )?.stage_name
      return done('Progress updated', `Stages 1 to ${submission.value.stage} are complete${name ? `; current stage: ${name}` : ''}.`)
    }
    case 'complete-task':
    case 'reopen-task': {
      const submission = parseWithZod(formData, { schema: TaskIdSchema })
      if (submission.status !== 'success') return fail()
      const completed = intent === 'complete-task'
      const result = await adminSetTaskCompletion(actor, clientId, submission.value.taskId, completed)
      if (result === 'not-found') return fail('That task no longer exists.')
      if (result === 'already-complete') return done('Task Updated', 'The task was already complete.')
      if (result === 'already-open') return done('Task Updated', 'The task was already open.')
      return done('Task Updated', completed ? 'Task marked as complete!' : 'Task reopened.')
    }
    case 'add-task': {
      const submission = parseWithZod(formData, { schema: AddTaskSchema })
      if (submission.status !== 'success') return fieldErrors(section, submission.reply({ formErrors: [failed] }))
      if (!(await clientExists(clientId))) return fail('That client no longer exists.')
      await adminAddTask(actor, clientId, { title: submission.value.title, description: submission.value.description || null })
      return done('Task added', `“${submission.value.title}” is now the last task.`)
    }
    case 'delete-task': {
      const submission = parseWithZod(formData, { schema: TaskIdSchema })
      if (submission.status !== 'success') return fail()
      const deleted = await adminDeleteTask(actor, clientId, submission.value.taskId)
      if (!deleted) return fail('That task no longer exists.')
      return done('Task deleted', 'The task was removed from the client’s list.')
    }
    case 'set-score': {
      const submission = parseWithZod(formData, { schema: GrowthScoreSchema })
      if (submission.status !== 'success') return fieldErrors(section, submission.reply({ formErrors: [failed] }))
      const score = submission.value.score ?? null
      const saved = await adminSetGrowthScore(actor, clientId, score)
      if (!saved) return fail('That client no longer exists.')
      return done(
        'Growth Score saved',
        score === null ? 'The client’s dashboard shows Pending.' : `The client’s dashboard shows ${score}/100.`,
      )
    }
    case 'add-note': {
      const submission = parseWithZod(formData, { schema: NoteSchema })
      if (submission.status !== 'success') return fieldErrors(section, submission.reply({ formErrors: [failed] }))
      const id = await adminAddNote(actor, clientId, submission.value.body)
      if (!id) return fail('That client no longer exists.')
      return done('Note saved', 'Only admins can see notes.')
    }
    case 'document-received': {
      const item = String(formData.get('item') ?? '')
      if (!isDocumentItemKey(item)) return fail('That checklist item does not exist.')
      const result = await adminMarkReceived(actor, clientId, item)
      if (result === 'not-found') return fail('That client no longer exists.')
      if (!result.changed) return done('Already received', `“${documentItemName(item)}” was already marked received.`)
      return done(
        'Marked received',
        result.completed
          ? `“${documentItemName(item)}” was the last item: the client is now at Documents Received by Attorney and their documents step is complete.`
          : `“${documentItemName(item)}” is received.`,
      )
    }
  }
}
