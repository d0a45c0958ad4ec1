// The sections of the client detail dialog (each a ClientSection of __client-section-frame.tsx): progress,
// Growth Score and report, notes, the audit log and reminders. Tasks, documents and related parties have
// their own modules.
import { getFormProps, getInputProps, getTextareaProps } from '@conform-to/react'
import { Check, FileText, Upload } from 'lucide-react'
import { ErrorList, LabeledControl, useSchemaForm } from '~/components/forms'
import { GrowthScoreSchema, NoteSchema } from '~/schemas/admin'
import { cn } from '~/utils/misc'
import { ListSection, When, formatBytes, inputClass } from '../__ui'
import { ReminderList, type ReminderItem } from '../__reminders'
import { ActionButton, ClientSection, RowAction, SectionForm, useClearAfterPost, useSection, type Detail } from './__client-section-frame'
import { FileInput } from '~/components/ui/file-input'

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
              <RowAction
                row={{ name: 'stage', value: s.order }}
                intent="tick-stage"
                pending="Saving..."
                label={`Check stage ${s.order}, ${s.name}, as complete`}
                className="px-3"
              >
                <span aria-hidden className="h-4 w-4 border border-current" />
                Check
              </RowAction>
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
          <FileInput id="report-file" name="file" required accept="application/pdf,.pdf" aria-describedby="report-file-hint" />
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
      <textarea key={key} {...bodyProps} rows={3} className={inputClass} />
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
          <RowAction
            row={{ name: 'reminderId', value: r.id }}
            intent="stop-reminder"
            pending="Stopping..."
            formClassName="inline"
            className="min-h-[36px] py-1"
          >
            Stop
          </RowAction>
        )}
      />
    </ClientSection>
  )
}
