// The test-mode stand-ins for Stripe's pages (no STRIPE_SECRET_KEY, never in production): the page frame
// with its "Test mode" badge, the summary rows, and the checkout both products use.
import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import { SubmitButton } from './forms'
import { Container } from './marketing/ui'
import * as purchase from '~/locales/purchase'
import { useCopy } from '~/utils/i18n'
import { cn } from '~/utils/misc'

export function TestModePage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  const t = useCopy(purchase).sandbox
  return (
    <div className="py-12 sm:py-20">
      <Container className="max-w-xl">
        <p className="inline-block bg-brass px-3 py-1 text-[12px] font-bold uppercase tracking-[0.2em] text-white">{t.badge}</p>
        <h1 className="mt-4 font-serif text-3xl font-semibold sm:text-4xl">{title}</h1>
        <p className="mt-3 text-[16px] text-ink-soft">{lead}</p>
        {children}
      </Container>
    </div>
  )
}

/**
 * One term and its value in a test-mode summary list. `wrapValue`: a long value (an email address) that
 * may break; its term stays on one line ("Recibo a" never becomes "Recibo / a"), and the value moves to
 * the line under it when it does not fit beside it, breaking only where it does not fit a line.
 */
export function SummaryRow({
  term,
  className,
  wrapValue,
  children,
}: {
  term: string
  className?: string
  wrapValue?: boolean
  children: ReactNode
}) {
  return (
    <div className={cn('flex justify-between gap-4', wrapValue && 'flex-wrap gap-y-1')}>
      <dt className={cn('text-ink-muted', wrapValue && 'whitespace-nowrap')}>{term}</dt>
      <dd className={cn(className, wrapValue && 'min-w-0 [overflow-wrap:anywhere]')}>{children}</dd>
    </div>
  )
}

export type SandboxCheckoutState = 'open' | 'complete' | 'expired'

/** The checkout page: what is bought, where the receipt goes, and the button that pays (while open). */
export function SandboxCheckout(props: {
  item: string
  amount: string
  receiptTerm: string
  email: string | null
  state: SandboxCheckoutState
  cancelUrl: string
}) {
  const t = useCopy(purchase)
  return (
    <TestModePage title={t.sandbox.title} lead={t.sandbox.lead}>
      <div className="mt-8 border border-paper-line bg-paper-raised p-6">
        <dl className="space-y-3 text-[16px]">
          <SummaryRow term={props.item} className="font-serif text-2xl font-semibold">
            {props.amount}
          </SummaryRow>
          <SummaryRow term={props.receiptTerm} wrapValue>
            {props.email}
          </SummaryRow>
        </dl>
        {props.state === 'open' ? (
          <Form method="post" className="mt-6">
            <SubmitButton pendingLabel={t.frame.processing} className="w-full">
              {t.sandbox.pay}
            </SubmitButton>
          </Form>
        ) : (
          <p className="mt-6 font-semibold" role="status">
            {props.state === 'complete' ? t.sandbox.complete : t.sandbox.expired}
          </p>
        )}
        <p className="mt-4 text-center">
          <a
            href={props.cancelUrl}
            className="inline-flex min-h-[44px] items-center text-ink underline underline-offset-4 hover:text-brass"
          >
            {t.sandbox.cancel}
          </a>
        </p>
      </div>
    </TestModePage>
  )
}
