// The six stages of a Growth Score engagement, each completed one with its date, the current one
// marked (spec rule: the latest completed stage, else the first open one), and the firm's promises
// for this client as dates.
import { Check } from 'lucide-react'
import { cn } from '~/utils/misc'

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
  return (
    <section aria-labelledby="progress-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="progress-heading" className="text-2xl">
          Your progress
        </h2>
        <span
          data-testid="progress-status"
          className={cn('text-sm font-semibold uppercase tracking-[0.14em]', status === 'Completed' ? 'text-success' : 'text-brass')}
        >
          {status}
        </span>
      </div>
      <p className="mt-1 text-[15px] text-ink-muted">
        Current stage: <span className="font-semibold text-ink">{currentStage}</span>
      </p>

      <ol className="mt-6" aria-label="Stages">
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
                <span className="sr-only">Stage {stage.order}: </span>
                {stage.name}
              </p>
              <p className="mt-0.5 text-sm text-ink-muted">
                {stage.isCompleted && stage.completedOn
                  ? `Completed ${stage.completedOn}`
                  : stage.isCompleted
                    ? 'Completed'
                    : stage.isCurrent
                      ? 'Up next'
                      : 'Not started'}
                {stage.isCurrent ? <span className="ml-2 font-semibold text-brass">(current stage)</span> : null}
              </p>
            </div>
          </li>
        ))}
      </ol>

      <div className="mt-8 border-t border-paper-line pt-6">
        <h3 className="text-lg">Your timeline</h3>
        {promises ? (
          <dl className="mt-3 space-y-3 text-[15px]">
            <div>
              <dt className="text-ink-muted">Payment received</dt>
              <dd className="font-semibold">{promises.paidOn}</dd>
            </div>
            <div>
              <dt className="text-ink-muted">Analysis begins by (within 24 hours)</dt>
              <dd className="font-semibold" data-testid="analysis-by">
                <time dateTime={promises.analysisBy.iso}>{promises.analysisBy.label}</time>
              </dd>
            </div>
            <div>
              <dt className="text-ink-muted">Report due (5–7 business days)</dt>
              <dd className="font-semibold" data-testid="report-due">
                <time dateTime={promises.reportFrom.iso}>{promises.reportFrom.label}</time> –{' '}
                <time dateTime={promises.reportTo.iso}>{promises.reportTo.label}</time>
              </dd>
            </div>
          </dl>
        ) : (
          <p className="mt-2 text-[15px] text-ink-soft">
            Your dates appear here once your Growth Score payment is confirmed: the analysis begins within 24 hours of payment, and your
            report follows within 5–7 business days.
          </p>
        )}
      </div>
    </section>
  )
}
