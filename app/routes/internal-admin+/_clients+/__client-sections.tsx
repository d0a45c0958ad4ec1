// The sections of the client detail dialog. Each section that changes something is a ClientSection: it
// owns one fetcher, every form in it posts through that fetcher with an `intent`, and the section shows
// its own state in one way for all of them: busy while a post is in flight, field errors beside the
// fields, and the outcome (the notice the action sent) under the section's forms. Without JavaScript
// the same forms are plain posts to the dialog's route (post/redirect/get) and the notice is the page's toast.
import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from '@conform-to/react'
import { Link, useActionData, useFetcher, useLocation, useRouteLoaderData, type FetcherWithComponents } from '@remix-run/react'
import { Check, FileText, Trash2, Upload } from 'lucide-react'
import { createContext, forwardRef, useContext, useEffect, useRef, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react'
import { ErrorList, LabeledControl, useSchemaForm } from '~/components/forms'
import type { ClientDetail } from '~/models/admin-clients.server'
import type { loader as rootLoader } from '~/root'
import { AddTaskSchema, GrowthScoreSchema, NoteSchema } from '~/schemas/admin'
import { cn } from '~/utils/misc'
import type { Notice } from '~/utils/notice'
import { Badge, ListOrEmpty, ListSection, Section, When, buttonTones, formatBytes, inputClass, smallButton } from '../__ui'
import { ReminderList, type ReminderItem } from '../__reminders'
import type { ClientActionData, SectionId } from './__client-actions.server'

type Detail = ClientDetail & { confirmDelete: string | null }
type LastResult = SubmissionResult<string[]> | undefined

type SectionState = { id: SectionId; fetcher: FetcherWithComponents<ClientActionData>; lastResult: LastResult }
const SectionContext = createContext<SectionState | null>(null)

export function useSection() {
  const section = useContext(SectionContext)
  if (!section) throw new Error('useSection must be used inside a ClientSection')
  return section
}

/**
 * A section of the dialog with its own fetcher (keyed by client and section, so two sections never
 * share one). Field errors come from the fetcher's answer, or, after a post without JavaScript, from
 * the page's action data when it names this section.
 */
export function ClientSection({ id, title, clientId, children }: { id: SectionId; title: string; clientId: string; children: ReactNode }) {
  const fetcher = useFetcher<ClientActionData>({ key: `client-${clientId}-${id}` })
  const actionData = useActionData<ClientActionData>()
  const fromFetcher = fetcher.data?.section === id ? fetcher.data.result : undefined
  const lastResult = fromFetcher ?? (actionData?.section === id ? actionData.result : undefined)
  return (
    <SectionContext.Provider value={{ id, fetcher, lastResult }}>
      <Section id={id} title={title}>
        <div aria-busy={fetcher.state !== 'idle'}>{children}</div>
        <SectionOutcome />
      </Section>
    </SectionContext.Provider>
  )
}

/**
 * The outcome of the section's last post, shown the same way in every section: the notice the action
 * sent (success or failure), which also appears as the page's toast. Only a post made through this
 * section's fetcher is answered here; the toast itself (a live region) is what screen readers announce.
 */
function SectionOutcome() {
  const { fetcher } = useSection()
  const toast = useRouteLoaderData<typeof rootLoader>('root')?.toast ?? null
  const [outcome, setOutcome] = useState<Notice | null>(null)
  // The post in flight: the notice on screen when it started. The action's notice is the first new one
  // that arrives while the post is in flight or just after it (several loads may follow one post, and
  // only one of them carries the one-time notice; it need not be the last).
  const post = useRef<{ before: Notice | null; until: number } | null>(null)
  useEffect(() => {
    if (fetcher.state !== 'idle' && (!post.current || post.current.until !== Infinity)) {
      post.current = { before: toast, until: Infinity }
      setOutcome(null)
      return
    }
    const current = post.current
    if (!current) return
    if (toast && toast !== current.before && Date.now() <= current.until) {
      setOutcome(toast)
      post.current = null
    } else if (fetcher.state === 'idle' && current.until === Infinity) {
      current.until = Date.now() + 3000
    }
  }, [fetcher.state, toast])
  if (!outcome) return null
  const failed = outcome.type === 'error'
  return (
    <div
      data-testid="section-outcome"
      className={cn('mt-4 border-l-4 px-4 py-3 text-[15px]', failed ? 'border-danger bg-danger-soft' : 'border-success bg-success-soft')}
    >
      <p className={cn('font-semibold', failed ? 'text-danger' : 'text-success')}>{outcome.title}</p>
      {outcome.description ? <p className="mt-1 text-sm text-ink-soft">{outcome.description}</p> : null}
    </div>
  )
}

/** A form of the current section: posts to the dialog's route through the section's fetcher. */
export const SectionForm = forwardRef<
  HTMLFormElement,
  Omit<ComponentPropsWithoutRef<'form'>, 'method'> & { encType?: 'multipart/form-data' }
>(function SectionForm(props, ref) {
  const { fetcher } = useSection()
  return <fetcher.Form ref={ref} method="post" preventScrollReset {...props} />
})

/**
 * Clears a form after its post succeeded: the fetcher went back to idle without a new answer of field
 * errors (the action redirected with its notice), so the next entry starts empty.
 */
export function useClearAfterPost(intent: string) {
  const { fetcher } = useSection()
  const formRef = useRef<HTMLFormElement>(null)
  const before = useRef<{ data: unknown } | null>(null)
  useEffect(() => {
    if (fetcher.state === 'submitting' && fetcher.formData?.get('intent') === intent) before.current ??= { data: fetcher.data }
    if (fetcher.state === 'idle' && before.current) {
      if (fetcher.data === before.current.data) formRef.current?.reset()
      before.current = null
    }
  }, [fetcher.state, fetcher.formData, fetcher.data, intent])
  return formRef
}

/** A submit button that says `pending` while its own intent (and task or stage) is in flight in its section. */
export function ActionButton({
  intent,
  children,
  pending,
  match,
  tone = 'secondary',
  className,
  label,
}: {
  intent: string
  children: ReactNode
  pending: string
  match?: { name: string; value: string }
  tone?: keyof typeof buttonTones
  className?: string
  label?: string
}) {
  const { fetcher } = useSection()
  const busy =
    fetcher.state === 'submitting' &&
    fetcher.formData?.get('intent') === intent &&
    (!match || fetcher.formData?.get(match.name) === match.value)
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={busy}
      aria-label={label}
      className={cn(smallButton, buttonTones[tone], className)}
    >
      {busy ? pending : children}
    </button>
  )
}

// ---------------------------------------------------------------------------------------------

export function ProgressSection({ detail }: { detail: Detail }) {
  const { stages, currentStage } = detail
  return (
    <ClientSection id="progress" title="Progress" clientId={detail.profile.id}>
      <SectionForm className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-end">
        <LabeledControl
          id="stage-select"
          label="Stage"
          hint="Marks every stage up to the one you choose complete, and the later ones incomplete."
          className="flex-1"
        >
          <select
            id="stage-select"
            name="stage"
            defaultValue={currentStage.order}
            key={currentStage.order}
            className={inputClass}
            aria-describedby="stage-select-hint"
          >
            {stages.map((s) => (
              <option key={s.order} value={s.order}>
                {s.order}. {s.name}
              </option>
            ))}
          </select>
        </LabeledControl>
        <ActionButton intent="set-stage" pending="Updating..." tone="primary" className="sm:mb-7">
          Update stage
        </ActionButton>
      </SectionForm>

      <ol className="divide-y divide-paper-line border-y border-paper-line" aria-label="Stages">
        {stages.map((s) => (
          <li key={s.id} className="flex min-h-[60px] items-center justify-between gap-3 py-2">
            <div className="flex min-w-0 items-center gap-3">
              <span
                aria-hidden
                className={cn(
                  'flex h-8 w-8 shrink-0 items-center justify-center rounded-full border text-sm font-semibold',
                  s.isCompleted ? 'border-success bg-success text-paper' : 'border-ink/30 text-ink-muted',
                )}
              >
                {s.isCompleted ? <Check className="h-4 w-4" strokeWidth={2.5} /> : s.order}
              </span>
              <div className="min-w-0">
                <p className={cn('font-semibold', s.order === currentStage.order && 'text-ink')}>
                  {s.name}
                  {s.order === currentStage.order ? <span className="ml-2 text-sm font-normal text-brass">current</span> : null}
                </p>
                <p className="text-sm text-ink-muted">
                  {s.isCompleted ? (
                    <>
                      Completed <When at={s.completedAt} />
                    </>
                  ) : (
                    'Not complete'
                  )}
                </p>
              </div>
            </div>
            {s.isCompleted ? (
              <span className="sr-only">Complete</span>
            ) : (
              <SectionForm>
                <input type="hidden" name="stage" value={s.order} />
                <ActionButton
                  intent="tick-stage"
                  pending="Saving..."
                  match={{ name: 'stage', value: String(s.order) }}
                  label={`Check stage ${s.order}, ${s.name}, as complete`}
                  className="px-3"
                >
                  <span aria-hidden className="h-4 w-4 border border-current" />
                  Check
                </ActionButton>
              </SectionForm>
            )}
          </li>
        ))}
      </ol>
      <p className="mt-2 text-sm text-ink-muted">
        Checking a stage completes it and every stage before it. A check cannot be undone here; choose an earlier stage above instead.
      </p>
    </ClientSection>
  )
}

// ---------------------------------------------------------------------------------------------

export function TasksSection({ detail }: { detail: Detail }) {
  return (
    <ClientSection id="tasks" title="Tasks" clientId={detail.profile.id}>
      <TaskList detail={detail} />
      <AddTaskForm />
    </ClientSection>
  )
}

function TaskList({ detail }: { detail: Detail }) {
  const { tasks, confirmDelete } = detail
  const location = useLocation()
  const withParam = (taskId: string | null) => {
    const params = new URLSearchParams(location.search)
    if (taskId) params.set('delete', taskId)
    else params.delete('delete')
    const s = params.toString()
    return `${location.pathname}${s ? `?${s}` : ''}#tasks`
  }
  return (
    <ListOrEmpty items={tasks} empty="This client has no tasks.">
      <ol className="space-y-3" aria-label="Tasks">
        {tasks.map((t) => (
          <li key={t.id} className="border border-paper-line bg-paper-raised p-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  <span className="text-ink-muted">{t.order}.</span> {t.title}
                </p>
                {t.description ? <p className="mt-1 text-[15px] text-ink-soft">{t.description}</p> : null}
                <p className="mt-2 text-sm">
                  {t.isCompleted ? (
                    <Badge tone="good">
                      Complete&nbsp;
                      <span className="font-normal">
                        · <When at={t.completedAt} />
                      </span>
                    </Badge>
                  ) : (
                    <Badge>Open</Badge>
                  )}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <SectionForm>
                  <input type="hidden" name="taskId" value={t.id} />
                  {t.isCompleted ? (
                    <ActionButton
                      intent="reopen-task"
                      pending="Reopening..."
                      match={{ name: 'taskId', value: t.id }}
                      label={`Reopen “${t.title}”`}
                    >
                      Reopen
                    </ActionButton>
                  ) : (
                    <ActionButton
                      intent="complete-task"
                      pending="Saving..."
                      match={{ name: 'taskId', value: t.id }}
                      label={`Complete “${t.title}”`}
                    >
                      <Check aria-hidden className="h-4 w-4" /> Complete
                    </ActionButton>
                  )}
                </SectionForm>
                <Link
                  to={withParam(t.id)}
                  preventScrollReset
                  aria-label={`Delete “${t.title}”`}
                  className={cn(smallButton, buttonTones.danger)}
                >
                  <Trash2 aria-hidden className="h-4 w-4" strokeWidth={1.75} /> Delete
                </Link>
              </div>
            </div>
            {confirmDelete === t.id ? <ConfirmDelete task={t} cancelHref={withParam(null)} /> : null}
          </li>
        ))}
      </ol>
    </ListOrEmpty>
  )
}

function ConfirmDelete({ task, cancelHref }: { task: Detail['tasks'][number]; cancelHref: string }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-labelledby={`confirm-${task.id}`}
      className="mt-4 border-l-4 border-danger bg-danger-soft p-4 focus:outline-none"
    >
      <p id={`confirm-${task.id}`} className="font-semibold text-danger">
        Delete “{task.title}”?
      </p>
      <p className="mt-1 text-sm text-ink-soft">The task disappears from the client’s to-do list. This cannot be undone.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <SectionForm>
          <input type="hidden" name="taskId" value={task.id} />
          <ActionButton intent="delete-task" pending="Deleting..." tone="dangerSolid">
            Delete task
          </ActionButton>
        </SectionForm>
        <Link to={cancelHref} preventScrollReset className={cn(smallButton, buttonTones.secondary)}>
          Cancel
        </Link>
      </div>
    </div>
  )
}

function AddTaskForm() {
  const { lastResult } = useSection()
  const [form, fields] = useSchemaForm(AddTaskSchema, { id: 'add-task', lastResult })
  const { key: titleKey, ...titleProps } = getInputProps(fields.title, { type: 'text' })
  const { key: descriptionKey, ...descriptionProps } = getTextareaProps(fields.description)
  // Clear the fields once a task has been added (the route's data changes, the form stays mounted).
  const formRef = useClearAfterPost('add-task')
  return (
    <SectionForm {...getFormProps(form)} ref={formRef} className="mt-6 border border-dashed border-ink/25 p-4">
      <h3 className="text-lg">Add a task</h3>
      <p className="mb-3 text-sm text-ink-muted">It goes to the end of the client’s list.</p>
      <div className="space-y-3">
        <LabeledControl id={fields.title.id} label="Task title" errors={fields.title.errors}>
          <input
            key={titleKey}
            {...titleProps}
            aria-invalid={fields.title.errors ? true : undefined}
            aria-describedby={fields.title.errors ? fields.title.errorId : undefined}
            className={inputClass}
          />
        </LabeledControl>
        <LabeledControl
          id={fields.description.id}
          label={
            <>
              Description <span className="font-normal text-ink-muted">(optional)</span>
            </>
          }
          errors={fields.description.errors}
        >
          <textarea
            key={descriptionKey}
            {...descriptionProps}
            rows={2}
            aria-invalid={fields.description.errors ? true : undefined}
            aria-describedby={fields.description.errors ? fields.description.errorId : undefined}
            className={inputClass}
          />
        </LabeledControl>
        <ErrorList id={form.errorId} errors={form.errors} />
        <ActionButton intent="add-task" pending="Adding..." tone="primary">
          Add task
        </ActionButton>
      </div>
    </SectionForm>
  )
}

// ---------------------------------------------------------------------------------------------

export function ScoreSection({ detail }: { detail: Detail }) {
  return (
    <>
      <ClientSection id="score" title="Growth Score" clientId={detail.profile.id}>
        <ScoreForm detail={detail} />
      </ClientSection>
      <ClientSection id="report" title="Growth Score report" clientId={detail.profile.id}>
        <ReportForm detail={detail} />
      </ClientSection>
    </>
  )
}

function ScoreForm({ detail }: { detail: Detail }) {
  const { profile } = detail
  const { lastResult } = useSection()
  const [form, fields] = useSchemaForm(GrowthScoreSchema, {
    id: 'growth-score',
    lastResult,
    defaultValue: { score: profile.growthScore === null ? '' : String(profile.growthScore) },
  })
  const { key: scoreKey, ...scoreProps } = getInputProps(fields.score, { type: 'number' })
  return (
    <SectionForm {...getFormProps(form)} className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <div className="sm:w-56">
        <LabeledControl id={fields.score.id} label="Growth Score (0–100)" hint="Leave empty to show Pending." errors={fields.score.errors}>
          <input
            key={`${scoreKey}-${profile.growthScore}`}
            {...scoreProps}
            inputMode="numeric"
            step={1}
            aria-invalid={fields.score.errors ? true : undefined}
            aria-describedby={[`${fields.score.id}-hint`, fields.score.errors ? fields.score.errorId : null].filter(Boolean).join(' ')}
            className={inputClass}
          />
        </LabeledControl>
        <ErrorList id={form.errorId} errors={form.errors} />
      </div>
      <ActionButton intent="set-score" pending="Saving..." tone="primary" className="sm:mt-7">
        Save score
      </ActionButton>
    </SectionForm>
  )
}

function ReportForm({ detail }: { detail: Detail }) {
  const { profile, report } = detail
  return (
    <>
      {report ? (
        <p className="mb-4 flex flex-wrap items-center gap-2 text-[15px]">
          <FileText aria-hidden className="h-5 w-5 text-brass" strokeWidth={1.75} />
          <a
            href={`/internal-admin/clients/${encodeURIComponent(profile.id)}/report`}
            className="font-semibold underline underline-offset-4"
          >
            {report.filename}
          </a>
          <span className="text-ink-muted">
            {formatBytes(report.size_bytes)} · uploaded <When at={report.created_at} />
          </span>
        </p>
      ) : (
        <p className="mb-4 text-ink-muted">No report uploaded yet.</p>
      )}
      <SectionForm encType="multipart/form-data" className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="report-file" className="mb-1.5 block text-sm font-semibold">
            {report ? 'Replace the report' : 'Upload the report'}
          </label>
          <input
            id="report-file"
            type="file"
            name="file"
            required
            accept="application/pdf,.pdf"
            aria-describedby="report-file-hint"
            className="block w-full min-h-[44px] border border-ink/25 bg-paper-raised p-2 text-[15px] file:mr-3 file:border-0 file:bg-ink file:px-3 file:py-2 file:text-paper"
          />
          <p id="report-file-hint" className="mt-1 text-sm text-ink-muted">
            PDF, up to 25 MB. The client can download it once their stage is See Your Growth Score.
          </p>
        </div>
        <ActionButton intent="upload-report" pending="Uploading..." tone="primary" className="sm:mb-7">
          <Upload aria-hidden className="h-4 w-4" strokeWidth={1.75} /> Upload
        </ActionButton>
      </SectionForm>
    </>
  )
}

// ---------------------------------------------------------------------------------------------

export function NotesSection({ detail }: { detail: Detail }) {
  return (
    <ClientSection id="notes" title="Notes" clientId={detail.profile.id}>
      <NoteForm />
      <SavedNotes notes={detail.notes} />
    </ClientSection>
  )
}

function NoteForm() {
  const { lastResult } = useSection()
  const [form, fields] = useSchemaForm(NoteSchema, { id: 'add-note', lastResult })
  const { key, ...bodyProps } = getTextareaProps(fields.body)
  const formRef = useClearAfterPost('add-note')
  return (
    <SectionForm {...getFormProps(form)} ref={formRef} className="space-y-2">
      <label htmlFor={fields.body.id} className="block text-sm font-semibold">
        New note <span className="font-normal text-ink-muted">(visible to admins only)</span>
      </label>
      <textarea
        key={key}
        {...bodyProps}
        rows={3}
        aria-invalid={fields.body.errors ? true : undefined}
        aria-describedby={fields.body.errors ? fields.body.errorId : undefined}
        className={inputClass}
      />
      <ErrorList id={fields.body.errorId} errors={fields.body.errors} />
      <ErrorList id={form.errorId} errors={form.errors} />
      <ActionButton intent="add-note" pending="Saving..." tone="primary">
        Save note
      </ActionButton>
    </SectionForm>
  )
}

function SavedNotes({ notes }: { notes: Detail['notes'] }) {
  return notes.length ? (
    <ul className="mt-6 space-y-4" aria-label="Saved notes">
      {notes.map((n) => (
        <li key={n.id} className="border-l-2 border-brass/60 pl-4">
          <p className="whitespace-pre-wrap text-[15px]">{n.body}</p>
          <p className="mt-1 text-sm text-ink-muted">
            {n.author ?? 'Deleted user'} · <When at={n.created_at} />
          </p>
        </li>
      ))}
    </ul>
  ) : (
    <p className="mt-4 text-sm text-ink-muted">No notes yet.</p>
  )
}

// ---------------------------------------------------------------------------------------------

export function AuditSection({ detail }: { detail: Detail }) {
  return (
    <ListSection id="audit" title="Audit log" items={detail.audit} empty="No admin has changed this client yet.">
      <ol className="space-y-3 text-[15px]" aria-label="Changes by admins, newest first">
        {detail.audit.map((a) => (
          <li key={a.id} className="border-b border-paper-line pb-3">
            <p>
              <span className="font-semibold">{a.label}</span> <span className="text-ink-muted">by {a.actor} ·</span>{' '}
              <span className="text-ink-muted">
                <When at={a.at} />
              </span>
            </p>
            {a.before !== null || a.after !== null ? (
              <dl className="mt-1 grid gap-x-3 text-sm sm:grid-cols-[4rem_1fr]">
                <dt className="font-semibold text-ink-muted">Before</dt>
                <dd className="break-words">{a.before ?? 'none'}</dd>
                <dt className="font-semibold text-ink-muted">After</dt>
                <dd className="break-words">{a.after ?? 'none'}</dd>
              </dl>
            ) : null}
          </li>
        ))}
      </ol>
    </ListSection>
  )
}

/** The client's scheduled reminders, each with a Stop button (through this section's fetcher). */
export function RemindersSection({ clientId, reminders }: { clientId: string; reminders: ReminderItem[] }) {
  return (
    <ClientSection id="reminders" title="Reminders" clientId={clientId}>
      <ReminderList
        reminders={reminders}
        stop={(r) => (
          <SectionForm className="inline">
            <input type="hidden" name="reminderId" value={r.id} />
            <ActionButton
              intent="stop-reminder"
              pending="Stopping..."
              match={{ name: 'reminderId', value: r.id }}
              className="min-h-[36px] py-1"
            >
              Stop
            </ActionButton>
          </SectionForm>
        )}
      />
    </ClientSection>
  )
}
