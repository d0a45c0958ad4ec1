// The frame of a Growth Score purchase page and the pieces several of its pages show: the notices
// about the state shown, a waiting state, and 'Please start the process from the beginning'. Every
// control is a real form, so each step works without JavaScript.
import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import { AutoRefresh } from '~/components/auto-refresh'
import { buttonClass } from '~/components/forms'
import { Container, Eyebrow } from '~/components/marketing/ui'
import { PhoneStepLine, Stepper, type PurchaseStepNumber } from '~/components/stepper'
import { PageNotice } from '~/components/page-notice'
import * as purchase from '~/locales/purchase'
import { useCopy, useLocalePath } from '~/utils/i18n'
import { cn } from '~/utils/misc'
import type { Notice } from '~/utils/notice'

/**
 * A step of the purchase on its own page: the heading (the page's h1, or h2 on the sales page), the
 * step indicator (none on the restart page, `step` 0), the notices, the step's panel, and the
 * refresh of a waiting state.
 */
export function PurchaseStep({
  step,
  notices,
  refreshSeconds = null,
  heading = 'h1',
  children,
}: {
  step: PurchaseStepNumber | 0
  notices: Notice[]
  refreshSeconds?: number | null
  heading?: 'h1' | 'h2'
  children: ReactNode
}) {
  const Heading = heading
  const t = useCopy(purchase).frame
  return (
    <section id="start" aria-labelledby="flow-heading" className={cn('scroll-mt-4 sm:py-20', step > 0 ? 'py-4' : 'py-14')}>
      <Container className="max-w-4xl">
        {/* On a phone a step opens with one line, not a heading block: its panel and button come first. */}
        <Eyebrow className={step > 0 ? 'max-sm:hidden' : undefined}>{t.eyebrow}</Eyebrow>
        <Heading
          id="flow-heading"
          className={cn('mt-4 font-serif text-3xl font-semibold tracking-tight sm:text-[2.4rem]', step > 0 && 'max-sm:sr-only')}
        >
          {t.heading}
        </Heading>
        {step !== 0 ? (
          <>
            <PhoneStepLine current={step} />
            <div className="mt-8 max-sm:hidden">
              <Stepper current={step} />
            </div>
          </>
        ) : null}
        <FlowNotices notices={notices} className={step > 0 ? 'mt-4 sm:mt-8' : 'mt-8'} />
        <div className={step > 0 ? 'mt-4 sm:mt-8' : 'mt-8'}>{children}</div>
        {refreshSeconds ? <AutoRefresh seconds={refreshSeconds} /> : null}
      </Container>
    </section>
  )
}

/** The flow's notices, errors first (announced at once) then the rest; nothing when there are none. */
export function FlowNotices({ notices, className }: { notices: Notice[]; className?: string }) {
  if (!notices.length) return null
  const item = (n: Notice) => (
    <PageNotice key={n.title} type={n.type} title={n.title} announce={false} testId="flow-notice">
      {n.description}
    </PageNotice>
  )
  return (
    <div className={cn('space-y-3', className)}>
      <div role="alert" aria-live="assertive" className="space-y-3">
        {notices.filter((n) => n.type === 'error').map(item)}
      </div>
      <div role="status" aria-live="polite" className="space-y-3">
        {notices.filter((n) => n.type !== 'error').map(item)}
      </div>
    </div>
  )
}

export function Waiting({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex items-start gap-4 border border-paper-line bg-paper-raised p-6 sm:p-8" aria-busy="true">
      <span
        aria-hidden="true"
        className="mt-1.5 inline-block h-5 w-5 shrink-0 animate-spin rounded-full border-2 border-ink/20 border-t-brass motion-reduce:animate-none"
      />
      <div>
        <h2 className="font-serif text-2xl font-semibold" role="status">
          {title}
        </h2>
        {children ? <div className="mt-2 text-[16px] leading-relaxed text-ink-soft">{children}</div> : null}
      </div>
    </div>
  )
}

export function StartOver() {
  const t = useCopy(purchase).startOver
  const to = useLocalePath()
  return (
    <div className="border border-paper-line bg-paper-raised p-6 sm:p-8">
      <h2 className="font-serif text-2xl font-semibold">{t.title}</h2>
      <p className="mt-2 text-[16px] text-ink-soft">{t.text}</p>
      <Form method="get" action={to('/growth-score')} className="mt-6">
        <button type="submit" className={buttonClass('primary')}>
          {t.button}
        </button>
      </Form>
    </div>
  )
}
