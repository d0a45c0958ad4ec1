// The purchase's three steps as the buyer sees them: a row of labelled bars on a desk, one line
// ("Step 2 of 3 · Engagement letter") over a thin bar on a phone. `current` is the step a page is on.
import * as purchase from '~/locales/purchase'
import { fill, useCopy } from '~/utils/i18n'
import { cn } from '~/utils/misc'

export const PURCHASE_STEPS = ['Your details', 'Engagement letter', 'Payment'] as const

export type PurchaseStepNumber = 1 | 2 | 3

/** On a phone, the steps as one line over a thin bar. */
export function PhoneStepLine({ current }: { current: PurchaseStepNumber }) {
  const t = useCopy(purchase).frame
  const label = t.steps[current - 1]
  return (
    <div className="sm:hidden" data-testid="phone-step-line">
      <p className="text-[14px] font-semibold text-ink">
        {fill(t.stepOf, { n: current, total: PURCHASE_STEPS.length })} <span className="font-normal text-ink-muted">· {label}</span>
      </p>
      <div className="mt-1.5 grid grid-cols-3 gap-1" aria-hidden="true">
        {PURCHASE_STEPS.map((s, i) => (
          <span key={s} className={cn('h-1', i + 1 < current ? 'bg-ink' : i + 1 === current ? 'bg-brass' : 'bg-paper-line')} />
        ))}
      </div>
    </div>
  )
}

export function Stepper({ current }: { current: PurchaseStepNumber }) {
  const t = useCopy(purchase).frame
  return (
    <ol className="grid grid-cols-3 gap-2 text-[13px] sm:gap-4 sm:text-sm" aria-label={t.stepsLabel}>
      {t.steps.map((label, i) => {
        const n = i + 1
        const state = current > n ? 'done' : current === n ? 'current' : 'todo'
        return (
          <li key={label} aria-current={state === 'current' ? 'step' : undefined} className="flex flex-col gap-2">
            <span
              className={cn('h-1', state === 'todo' ? 'bg-paper-line' : state === 'current' ? 'bg-brass' : 'bg-ink')}
              aria-hidden="true"
            />
            <span className={cn('font-semibold', state === 'todo' ? 'text-ink-muted' : 'text-ink')}>
              <span className="sr-only">{state === 'done' ? t.done : state === 'current' ? t.current : t.todo}</span>
              {fill(t.stepLabel, { n, label })}
            </span>
          </li>
        )
      })}
    </ol>
  )
}
