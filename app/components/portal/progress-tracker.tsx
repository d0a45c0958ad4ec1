// The six stages of a Growth Score engagement, each completed one with its date, the current one
// marked (spec rule: the latest completed stage, else the first open one), and the firm's promises
// for this client as dates.
import { Check } from 'lucide-react'
import { cn } from '~/utils/misc'
import * as portalHome from '~/locales/portal-home'
import { fill, useCopy } from '~/utils/i18n'

export type TrackerStage = { id: string; name: string; order: number; isCompleted: boolean; completedOn: string | null; isCurrent: boolean }
export type Promises = {
  paidOn: string
  analysisBy: { iso: string; label: string }
  reportFrom: { iso: string; label: string }
  reportTo: { iso: string; label: string }
} | null

export function ProgressTracker({
  stages,
  status,
  currentStage,
  promises,
}: {
  stages: TrackerStage[]
  status: string
  currentStage: string
  promises: Promises
}) {
  const t = useCopy(portalHome).tracker
  return (
    <section aria-labelledby="progress-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="progress-heading" className="text-2xl">
          {t.heading}
        </h2>
        <span
          data-testid="progress-status"
          className={cn('text-sm font-semibold uppercase tracking-[0.14em]', status === t.status.completed ? 'text-success' : 'text-brass')}
        >
          {status}
        </span>
      </div>
      <p className="mt-1 text-[15px] text-ink-muted">
        {t.currentStage} <span className="font-semibold text-ink">{currentStage}</span>
      </p>

      <ol className="mt-6" aria-label={t.stagesLabel}>
        {stages.map((stage, i) => (
          <li
            key={stage.id}
            className="relative flex gap-4 pb-6 last:pb-0"
            aria-current={stage.isCurrent ? 'step' : undefined}
            data-testid="stage"
          >
            {i < stages.length - 1 ? (
              <span
                aria-hidden
                className={cn('absolute left-[13px] top-8 h-[calc(100%-2rem)] w-px', stage.isCompleted ? 'bg-ink' : 'bg-paper-line')}
              />
            ) : null}
            <span
              aria-hidden
              className={cn(
                'relative z-10 flex h-7 w-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                stage.isCompleted
                  ? 'border-ink bg-ink text-paper'
                  : stage.isCurrent
                    ? 'border-brass bg-paper-raised text-brass ring-4 ring-brass/15'
                    : 'border-ink/25 bg-paper-raised text-ink-muted',
              )}
            >
              {stage.isCompleted ? <Check className="h-4 w-4" strokeWidth={2.5} /> : stage.order}
            </span>
            <div className="min-w-0 pt-0.5">
              <p
                className={cn(
                  'leading-snug',
                  stage.isCurrent ? 'font-semibold text-ink' : stage.isCompleted ? 'text-ink' : 'text-ink-muted',
                )}
              >
                <span className="sr-only">{fill(t.stageNumber, { order: stage.order })}</span>
                {stage.name}
              </p>
              <p className="mt-0.5 text-sm text-ink-muted">
                {stage.isCompleted && stage.completedOn
                  ? fill(t.completedOn, { date: stage.completedOn })
                  : stage.isCompleted
                    ? t.completed
                    : stage.isCurrent
                      ? t.upNext
                      : t.notStarted}
                {stage.isCurrent ? <span className="ml-2 font-semibold text-brass">{t.current}</span> : null}
              </p>
            </div>
          </li>
        ))}
      </ol>

      <div className="mt-8 border-t border-paper-line pt-6">
        <h3 className="text-lg">{t.timeline}</h3>
        {promises ? (
          <dl className="mt-3 space-y-3 text-[15px]">
            <div>
              <dt className="text-ink-muted">{t.paymentReceived}</dt>
              <dd className="font-semibold">{promises.paidOn}</dd>
            </div>
            <div>
              <dt className="text-ink-muted">{t.analysisBy}</dt>
              <dd className="font-semibold" data-testid="analysis-by">
                <time dateTime={promises.analysisBy.iso}>{promises.analysisBy.label}</time>
              </dd>
            </div>
            <div>
              <dt className="text-ink-muted">{t.reportDue}</dt>
              <dd className="font-semibold" data-testid="report-due">
                <time dateTime={promises.reportFrom.iso}>{promises.reportFrom.label}</time> –{' '}
                <time dateTime={promises.reportTo.iso}>{promises.reportTo.label}</time>
              </dd>
            </div>
          </dl>
        ) : (
          <p className="mt-2 text-[15px] text-ink-soft">{t.noDates}</p>
        )}
      </div>
    </section>
  )
}
