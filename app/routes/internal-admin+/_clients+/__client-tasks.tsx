// The dialog's Tasks section: the client's tasks (complete, reopen, delete after a confirmation shown
// in place) and the form that adds one at the end of the list.
import { getFormProps, getInputProps, getTextareaProps } from '@conform-to/react'
import { Link, useLocation } from '@remix-run/react'
import { Check, Trash2 } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { ErrorList, LabeledControl, OptionalLabel, useSchemaForm } from '~/components/forms'
import { AddTaskSchema } from '~/schemas/admin'
import { cn } from '~/utils/misc'
import { Badge, ListOrEmpty, When, buttonTones, inputClass, smallButton } from '../__ui'
import { ActionButton, ClientSection, RowAction, SectionForm, useClearAfterPost, useSection, type Detail } from './__client-section-frame'

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
                {t.isCompleted ? (
                  <RowAction
                    row={{ name: 'taskId', value: t.id }}
                    intent="reopen-task"
                    pending="Reopening..."
                    label={`Reopen “${t.title}”`}
                  >
                    Reopen
                  </RowAction>
                ) : (
                  <RowAction
                    row={{ name: 'taskId', value: t.id }}
                    intent="complete-task"
                    pending="Saving..."
                    label={`Complete “${t.title}”`}
                  >
                    <Check aria-hidden className="h-4 w-4" /> Complete
                  </RowAction>
                )}
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
          <input key={titleKey} {...titleProps} className={inputClass} />
        </LabeledControl>
        <LabeledControl id={fields.description.id} label={<OptionalLabel text="Description" />} errors={fields.description.errors}>
          <textarea key={descriptionKey} {...descriptionProps} rows={2} className={inputClass} />
        </LabeledControl>
        <ErrorList id={form.errorId} errors={form.errors} />
        <ActionButton intent="add-task" pending="Adding..." tone="primary">
          Add task
        </ActionButton>
      </div>
    </SectionForm>
  )
}
