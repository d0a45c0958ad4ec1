// The frame every section of the client detail dialog is built on. A ClientSection owns one fetcher,
// every form in it posts through that fetcher with an `intent`, and the section shows its own state in
// one way for all of them: busy while a post is in flight, field errors beside the fields, and the
// outcome (the notice the action sent) under the section's forms. Without JavaScript the same forms are
// plain posts to the dialog's route (post/redirect/get) and the notice is the page's toast.
import type { SubmissionResult } from '@conform-to/react'
import { useActionData, useFetcher, useRouteLoaderData, type FetcherWithComponents } from '@remix-run/react'
import { createContext, forwardRef, useContext, useEffect, useRef, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react'
import type { loader as rootLoader } from '~/root'
import { cn } from '~/utils/misc'
import type { Notice } from '~/utils/notice'
import { Section, buttonTones, smallButton } from '../__ui'
import type { ClientActionData, SectionId } from './__client-actions.server'
import { type ClientDetail } from '~/models/admin-clients.server'

/** What the dialog's sections render from: the client's detail, and the task whose deletion is being confirmed. */
export type Detail = ClientDetail & { confirmDelete: string | null }
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

type ActionButtonProps = {
  intent: string
  children: ReactNode
  pending: string
  match?: { name: string; value: string }
  tone?: keyof typeof buttonTones
  className?: string
  label?: string
}

/** A submit button that says `pending` while its own intent (and task or stage) is in flight in its section. */
export function ActionButton({ intent, children, pending, match, tone = 'secondary', className, label }: ActionButtonProps) {
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

/**
 * A form of one button for one entry of a list (a checklist item, a party, a stage, a reminder): it posts
 * `intent` with the entry's id in a hidden field (`row`: its name and value), and says `pending` while
 * that entry's post is in flight.
 */
export function RowAction({
  row,
  formClassName,
  ...button
}: Omit<ActionButtonProps, 'match'> & { row: { name: string; value: string | number }; formClassName?: string }) {
  const match = { name: row.name, value: String(row.value) }
  return (
    <SectionForm className={formClassName}>
      <input type="hidden" {...match} />
      <ActionButton {...button} match={match} />
    </SectionForm>
  )
}
