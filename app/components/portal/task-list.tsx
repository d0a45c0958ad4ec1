// The five to-do steps, in order. A step opens once the one before it is done; the server enforces
// the same rule. Each open step has the spec's button; done steps show when they were done.
import { Form, Link, useNavigation } from '@remix-run/react'
import { Check, Lock, Mail } from 'lucide-react'
import type { TaskAction } from '~/content/portal'
import { buttonClass } from '~/components/forms'
import { cn } from '~/utils/misc'
import * as portalHome from '~/locales/portal-home'
import { fill, useCopy, useLocalePath } from '~/utils/i18n'
import { DocumentChecklist } from './document-checklist'
import type { ChecklistItem, ChecklistLimits } from './document-upload-form'

export type PortalTask = {
  id: string
  title: string
  description: string | null
  order: number
  isCompleted: boolean
  completedOn: string | null
  unlocked: boolean
  action: TaskAction
  checklist: boolean
}

const BUTTON_LABEL: Record<TaskAction, keyof (typeof portalHome.en)['tasks']['buttons']> = {
  schedule: 'schedule',
  complete: 'complete',
  review: 'review',
  'view-review': 'viewReview',
}

/** The documents checklist as task 2 shows it. */
export type PortalDocuments = { clientId: string; items: ChecklistItem[]; limits: ChecklistLimits; open: boolean }

export function TaskList({
  tasks,
  firmEmail,
  hasReport,
  documents,
}: {
  tasks: PortalTask[]
  firmEmail: string
  hasReport: boolean
  documents: PortalDocuments
}) {
  const t = useCopy(portalHome).tasks
  const done = tasks.filter((task) => task.isCompleted).length
  return (
    <section aria-labelledby="tasks-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 id="tasks-heading" className="text-2xl">
          {t.heading}
        </h2>
        <p className="text-sm text-ink-muted">{fill(t.stepsDone, { done, total: tasks.length })}</p>
      </div>
      <ol className="mt-4 divide-y divide-paper-line border-y border-paper-line">
        {tasks.map((task, i) => (
          <li
            key={task.id}
            id={`step-${i + 1}`}
            className="scroll-mt-20 py-5"
            data-testid="task"
            aria-label={fill(t.stepLabel, { number: i + 1, title: task.title })}
          >
            <div className="flex gap-4">
              <span
                aria-hidden
                className={cn(
                  'mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                  task.isCompleted
                    ? 'border-success bg-success text-paper'
                    : task.unlocked
                      ? 'border-ink text-ink'
                      : 'border-ink/25 text-ink-muted',
                )}
              >
                {task.isCompleted ? (
                  <Check className="h-4 w-4" strokeWidth={2.5} />
                ) : task.unlocked ? (
                  i + 1
                ) : (
                  <Lock className="h-3.5 w-3.5" />
                )}
              </span>
              <div className="min-w-0 flex-1">
                <h3
                  className={cn(
                    'font-sans text-[17px] font-semibold leading-snug',
                    !task.unlocked && !task.isCompleted ? 'text-ink-muted' : 'text-ink',
                  )}
                >
                  {task.title}
                </h3>
                {task.description ? <p className="mt-1 text-[15px] text-ink-soft">{task.description}</p> : null}
                <TaskBody task={task} firmEmail={firmEmail} hasReport={hasReport} documents={documents} />
              </div>
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}

function Checklist({ task, documents }: { task: PortalTask; documents: PortalDocuments }) {
  return (
    <DocumentChecklist
      storageKey={`portal-checklist:${task.id}`}
      items={documents.items}
      clientId={documents.clientId}
      limits={documents.limits}
      initiallyOpen={documents.open}
    />
  )
}

function TaskBody({
  task,
  firmEmail,
  hasReport,
  documents,
}: {
  task: PortalTask
  firmEmail: string
  hasReport: boolean
  documents: PortalDocuments
}) {
  const t = useCopy(portalHome).tasks
  const to = useLocalePath()
  if (task.isCompleted) {
    return (
      <>
        <p className="mt-2 text-sm font-semibold text-success">{task.completedOn ? fill(t.doneOn, { date: task.completedOn }) : t.done}</p>
        {/* Files can still go to items the firm has not received yet. */}
        {task.checklist && documents.items.some((i) => i.state !== 'received') ? <Checklist task={task} documents={documents} /> : null}
      </>
    )
  }
  if (!task.unlocked) {
    return (
      <p className="mt-2 flex items-center gap-2 text-sm text-ink-muted">
        <Lock aria-hidden className="h-4 w-4" />
        {t.locked}
      </p>
    )
  }
  return (
    <>
      {task.action === 'schedule' ? (
        <a
          href={`mailto:${firmEmail}?subject=${encodeURIComponent(fill(t.schedulingSubject, { title: task.title }))}`}
          className="mt-3 inline-flex min-h-[44px] items-center gap-2 text-[15px] font-semibold text-ink underline underline-offset-4 hover:text-brass"
        >
          <Mail aria-hidden className="h-4 w-4" />
          {fill(t.emailToSchedule, { email: firmEmail })}
        </a>
      ) : null}
      {task.checklist ? <Checklist task={task} documents={documents} /> : null}
      {task.action === 'view-review' ? (
        hasReport ? (
          <Link
            reloadDocument
            to={to('/dashboard/report')}
            className="mt-3 inline-flex min-h-[44px] items-center text-[15px] font-semibold text-ink underline underline-offset-4 hover:text-brass"
          >
            {t.openReport}
          </Link>
        ) : (
          <p className="mt-2 text-sm text-ink-muted">{t.reportLater}</p>
        )
      ) : null}
      <CompleteTaskForm taskId={task.id} label={t.buttons[BUTTON_LABEL[task.action]]} />
    </>
  )
}

function CompleteTaskForm({ taskId, label }: { taskId: string; label: string }) {
  const t = useCopy(portalHome).tasks
  const to = useLocalePath()
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting' && navigation.formData?.get('taskId') === taskId
  return (
    <Form method="post" action={to('/dashboard?index')} preventScrollReset className="mt-4">
      <input type="hidden" name="intent" value="complete-task" />
      <input type="hidden" name="taskId" value={taskId} />
      <button
        type="submit"
        disabled={pending}
        className={cn(buttonClass('primary'), 'w-full disabled:cursor-wait disabled:opacity-80 sm:w-auto')}
      >
        {pending ? t.updating : label}
      </button>
    </Form>
  )
}
