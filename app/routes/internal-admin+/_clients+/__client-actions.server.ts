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
  type Actor,
} from '~/models/admin.server'
import { saveReportFile } from '~/models/files.server'
import { adminMarkReceived, documentItemName, isDocumentItemKey } from '~/models/documents.server'
import { clientReminderSubjects, stopReminder } from '~/models/reminders.server'
import { MAX_REPORT_BYTES, REPORT_TYPES, receiveUpload } from '~/utils/upload-parsing.server'
import { AddTaskSchema, GrowthScoreSchema, NoteSchema, StageSchema, TaskIdSchema } from '~/schemas/admin'
import { getDb } from '~/utils/db.server'
import { redirectWithToast } from '~/utils/toast.server'

/** The dialog's sections that change something, each posting through its own fetcher. */
export type SectionId = 'progress' | 'documents' | 'tasks' | 'score' | 'report' | 'reminders' | 'notes'

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
  const title = 'Failed to upload report'
  if (!(await clientExists(clientId))) return failure(request, 'report', title, 'That client no longer exists.')
  const upload = await receiveUpload(request, { maxBytes: MAX_REPORT_BYTES, types: REPORT_TYPES })
  if (!upload.ok) return failure(request, 'report', title, upload.error)
  try {
    const row = await saveReportFile(getDb(), actor, clientId, upload)
    return success(request, 'report', 'Report uploaded', `${row.filename} is ready for the client at stage 6.`)
  } catch (error) {
    console.error('report upload failed', error)
    await upload.file.remove().catch(() => {})
    return failure(request, 'report', title)
  }
}

export async function handleIntent(request: Request, actor: Actor, clientId: string, formData: FormData) {
  const db = getDb()
  const intent = String(formData.get('intent') ?? '') as Intent
  switch (intent) {
    case 'stop-reminder': {
      const title = 'Failed to stop reminder'
      try {
        const reminderId = String(formData.get('reminderId') ?? '').slice(0, 100)
        const stopped = await stopReminder(db, actor, reminderId, await clientReminderSubjects(db, clientId), clientId)
        if (!stopped) return failure(request, 'reminders', title, 'That reminder is no longer scheduled.')
        return success(request, 'reminders', 'Reminder stopped', 'No more reminders of this kind will be sent.')
      } catch (error) {
        console.error('stop reminder failed', error)
        return failure(request, 'reminders', title)
      }
    }
    case 'set-stage':
    case 'tick-stage': {
      const title = 'Failed to update progress'
      const submission = parseWithZod(formData, { schema: StageSchema })
      if (submission.status !== 'success') return failure(request, 'progress', title, 'Choose one of the six stages.')
      try {
        if (intent === 'tick-stage') {
          const result = await adminTickStage(db, actor, clientId, submission.value.stage)
          if (!result) return failure(request, 'progress', title, 'That client could not be found.')
          if (result === 'already-complete') return success(request, 'progress', 'Progress unchanged', 'That stage is already complete.')
        } else {
          const result = await adminSetStage(db, actor, clientId, submission.value.stage)
          if (!result) return failure(request, 'progress', title, 'That client could not be found.')
        }
        const name = (
          await db
            .selectFrom('progress_stages')
            .select('stage_name')
            .where('client_id', '=', clientId)
            .where('stage_order', '=', submission.value.stage)
            .executeTakeFirst()
        )?.stage_name
        return success(
          request,
          'progress',
          'Progress updated',
          `Stages 1 to ${submission.value.stage} are complete${name ? `; current stage: ${name}` : ''}.`,
        )
      } catch (error) {
        console.error('stage update failed', error)
        return failure(request, 'progress', title)
      }
    }
    case 'complete-task':
    case 'reopen-task': {
      const title = 'Failed to update task'
      const submission = parseWithZod(formData, { schema: TaskIdSchema })
      if (submission.status !== 'success') return failure(request, 'tasks', title)
      try {
        const completed = intent === 'complete-task'
        const result = await adminSetTaskCompletion(db, actor, clientId, submission.value.taskId, completed)
        if (result === 'not-found') return failure(request, 'tasks', title, 'That task no longer exists.')
        if (result === 'already-complete') return success(request, 'tasks', 'Task Updated', 'The task was already complete.')
        if (result === 'already-open') return success(request, 'tasks', 'Task Updated', 'The task was already open.')
        return success(request, 'tasks', 'Task Updated', completed ? 'Task marked as complete!' : 'Task reopened.')
      } catch (error) {
        console.error('task update failed', error)
        return failure(request, 'tasks', title)
      }
    }
    case 'add-task': {
      const submission = parseWithZod(formData, { schema: AddTaskSchema })
      if (submission.status !== 'success') {
        return fieldErrors('tasks', submission.reply({ formErrors: ['Failed to add task'] }))
      }
      try {
        if (!(await clientExists(clientId))) return failure(request, 'tasks', 'Failed to add task', 'That client no longer exists.')
        await adminAddTask(db, actor, clientId, { title: submission.value.title, description: submission.value.description || null })
        return success(request, 'tasks', 'Task added', `“${submission.value.title}” is now the last task.`)
      } catch (error) {
        console.error('task add failed', error)
        return failure(request, 'tasks', 'Failed to add task')
      }
    }
    case 'delete-task': {
      const title = 'Failed to delete task'
      const submission = parseWithZod(formData, { schema: TaskIdSchema })
      if (submission.status !== 'success') return failure(request, 'tasks', title)
      try {
        const deleted = await adminDeleteTask(db, actor, clientId, submission.value.taskId)
        if (!deleted) return failure(request, 'tasks', title, 'That task no longer exists.')
        return success(request, 'tasks', 'Task deleted', 'The task was removed from the client’s list.')
      } catch (error) {
        console.error('task delete failed', error)
        return failure(request, 'tasks', title)
      }
    }
    case 'set-score': {
      const submission = parseWithZod(formData, { schema: GrowthScoreSchema })
      if (submission.status !== 'success') {
        return fieldErrors('score', submission.reply({ formErrors: ['Failed to save Growth Score'] }))
      }
      try {
        const score = submission.value.score ?? null
        const saved = await adminSetGrowthScore(db, actor, clientId, score)
        if (!saved) return failure(request, 'score', 'Failed to save Growth Score', 'That client no longer exists.')
        return success(
          request,
          'score',
          'Growth Score saved',
          score === null ? 'The client’s dashboard shows Pending.' : `The client’s dashboard shows ${score}/100.`,
        )
      } catch (error) {
        console.error('score update failed', error)
        return failure(request, 'score', 'Failed to save Growth Score')
      }
    }
    case 'add-note': {
      const submission = parseWithZod(formData, { schema: NoteSchema })
      if (submission.status !== 'success') {
        return fieldErrors('notes', submission.reply({ formErrors: ['Failed to save note'] }))
      }
      try {
        const id = await adminAddNote(db, actor, clientId, submission.value.body)
        if (!id) return failure(request, 'notes', 'Failed to save note', 'That client no longer exists.')
        return success(request, 'notes', 'Note saved', 'Only admins can see notes.')
      } catch (error) {
        console.error('note save failed', error)
        return failure(request, 'notes', 'Failed to save note')
      }
    }
    case 'document-received': {
      const title = 'Failed to mark received'
      const item = String(formData.get('item') ?? '')
      if (!isDocumentItemKey(item)) return failure(request, 'documents', title, 'That checklist item does not exist.')
      try {
        const result = await adminMarkReceived(db, actor, clientId, item)
        if (result === 'not-found') return failure(request, 'documents', title, 'That client no longer exists.')
        if (!result.changed)
          return success(request, 'documents', 'Already received', `“${documentItemName(item)}” was already marked received.`)
        return success(
          request,
          'documents',
          'Marked received',
          result.completed
            ? `“${documentItemName(item)}” was the last item: the client is now at Documents Received by Attorney and their documents step is complete.`
            : `“${documentItemName(item)}” is received.`,
        )
      } catch (error) {
        console.error('mark received failed', error)
        return failure(request, 'documents', title)
      }
    }
    default:
      return failure(request, 'progress', 'Unknown action', 'That button is not recognized. Please reload the page.')
  }
}
