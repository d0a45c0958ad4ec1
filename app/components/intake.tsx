// Pieces the intake forms share: the JavaScript marker, the form-level error box, the page-level notice
// for answers that do not redirect, and the scheduling section that replaces a submitted form.
import type { SubmissionResult } from '@conform-to/react'
import { CalendarClock, CheckCircle2 } from 'lucide-react'
import { useRouteLoaderData } from '@remix-run/react'
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import * as intake from '~/locales/intake'
import type { Notice } from '~/utils/notice'
import type { Toast } from '~/utils/toast.server'
import { Toaster } from '~/components/ui/toaster'
import { useCopy } from '~/utils/i18n'
import { cn, useHydrated } from '~/utils/misc'
import { HoneypotField, buttonClass } from './forms'

/** Present only when the page's JavaScript sent the form: the server then answers for a script, not a page load. */
export const JS_FIELD = '__js'

/** What an intake action answers when it does not redirect: errors with the values kept, or success. */
export type IntakeActionData = {
  result: SubmissionResult<string[]> | null
  notice: Notice | null
  status: 'success' | 'error'
}

export type Scheduling = { kind: 'embed' | 'link'; url: string } | null

/** Rendered only after hydration, so the server can tell a script's submission from a page's. */
export function JsField() {
  return useHydrated() ? <input type="hidden" name={JS_FIELD} value="1" /> : null
}

/** The first field (in form order) that the server's reply marks invalid: focused on load without JS. */
export function firstInvalidField(result: SubmissionResult<string[]> | null | undefined, order: string[]) {
  const errors = result?.error
  if (!errors) return undefined
  return order.find((name) => errors[name]?.length)
}

/** Errors about the form as a whole (rate limit, storage failure), announced when they appear. */
export function FormErrors({ id, errors, className }: { id: string; errors?: string[] | null; className?: string }) {
  const list = errors?.filter(Boolean)
  return (
    <div id={id} role="alert" aria-live="assertive" className={className}>
      {list?.length ? (
        <div className="mb-6 border-l-4 border-danger bg-danger-soft px-4 py-3 text-[15px] font-medium text-danger">
          {list.map((e) => (
            <p key={e}>{e}</p>
          ))}
        </div>
      ) : null}
    </div>
  )
}

/** What every intake form opens with: the honeypot, the JavaScript marker and the form-level errors. */
export function IntakeFormPreamble({ form, className }: { form: { errorId: string; errors?: string[] }; className?: string }) {
  return (
    <>
      <HoneypotField />
      <JsField />
      <FormErrors id={form.errorId} errors={form.errors} className={className} />
    </>
  )
}

/**
 * A notice for an answer that does not redirect (a 400 re-renders the page in place, so the root's
 * flash cookie would only show it on the next page). Same look and live region as the root's toasts.
 */
export function FormNotice({ notice }: { notice: Notice | null | undefined }) {
  const toast = useMemo(() => (notice ? { id: `${notice.title}-${Date.now()}`, ...notice } : null), [notice])
  return <Toaster toast={toast} />
}

/**
 * Whether the form `form` was just sent: its success notice (the flash cookie the toast comes in, read
 * by the root loader) names it. Works without JavaScript (the page after the redirect renders with it)
 * and with it (the loaders revalidate after the post). Once seen, it stays for the life of the page.
 */
export function useConfirmed(form: string) {
  const toast = useRouteLoaderData<{ toast: Toast | null }>('root')?.toast
  const current = toast?.type === 'success' && toast.form === form ? toast.id : null
  const [seen, setSeen] = useState(current)
  useEffect(() => {
    if (current) setSeen(current)
  }, [current])
  return Boolean(current ?? seen)
}

/**
 * The in-page confirmation of a sent form (the toast also shows it, per the spec, but it can cover the
 * fields on a phone and disappears): what we have and what happens next.
 */
export function Confirmation({
  heading,
  children,
  className,
  reveal = false,
}: {
  heading: string
  children: ReactNode
  className?: string
  /** Bring it into view when it appears (a form that keeps its scroll position would leave it above the fold). */
  reveal?: boolean
}) {
  const t = useCopy(intake)
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    if (!reveal) return
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    ref.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'nearest' })
  }, [reveal])
  return (
    <section
      ref={ref}
      aria-label={heading}
      data-testid="confirmation"
      className={cn('border border-paper-line border-l-success bg-paper-raised px-6 py-6 [border-left-width:3px] sm:px-8', className)}
    >
      <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.14em] text-success">
        <CheckCircle2 aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
        {t.received}
      </p>
      <h2 className="mt-2 text-2xl font-semibold leading-snug">{heading}</h2>
      <div className="mt-2 max-w-prose text-[16px] leading-relaxed text-ink-soft">{children}</div>
    </section>
  )
}

/**
 * What replaces a submitted form: the scheduling embed when SCHEDULING_EMBED_URL names Cal.com or
 * Calendly, a link for another service, or the placeholder until one is configured. With JavaScript it
 * scrolls itself into view 100 ms after it appears (the spec's delay); without, the URL's #schedule does.
 */
export function SchedulingSection({ scheduling, title }: { scheduling: Scheduling; title?: string }) {
  const t = useCopy(intake)
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    const timer = setTimeout(() => {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      ref.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
      ref.current?.focus({ preventScroll: true })
    }, 100)
    return () => clearTimeout(timer)
  }, [])
  return (
    <section
      ref={ref}
      id="schedule"
      tabIndex={-1}
      aria-labelledby="schedule-heading"
      className="scroll-mt-6 border border-paper-line bg-paper-raised p-6 focus:outline-none sm:p-10"
    >
      <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.14em] text-success">
        <CheckCircle2 aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
        {t.received}
      </p>
      <h2 id="schedule-heading" className="mt-3 text-3xl font-semibold tracking-tight sm:text-4xl">
        {t.scheduling.heading}
      </h2>
      {title ? <p className="mt-3 max-w-prose text-lg leading-relaxed text-ink-soft">{title}</p> : null}
      {scheduling?.kind === 'embed' ? (
        <iframe
          src={scheduling.url}
          title={t.scheduling.iframeTitle}
          className="mt-8 h-[720px] w-full border border-paper-line bg-paper"
          loading="lazy"
        />
      ) : (
        <div className="mt-8 flex flex-col items-start gap-4 border border-dashed border-ink/25 bg-paper px-6 py-8">
          <CalendarClock aria-hidden="true" className="h-8 w-8 text-brass" strokeWidth={1.25} />
          <p className="max-w-prose text-ink-soft">{scheduling?.kind === 'link' ? t.scheduling.linkText : t.scheduling.placeholder}</p>
          {scheduling?.kind === 'link' ? (
            <a href={scheduling.url} target="_blank" rel="noopener noreferrer" className={buttonClass('primary')}>
              {t.scheduling.openLink}
            </a>
          ) : null}
        </div>
      )}
    </section>
  )
}
