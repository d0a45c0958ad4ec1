// Small pieces the admin pages share: dates in the firm's time zone, badges, pagination, headings, lists.
import { Form, Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { cn } from '~/utils/misc'

const dateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})
const dateOnly = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', month: 'short', day: 'numeric', year: 'numeric' })

/** Firm time (New York), the same on server and browser so hydration agrees. */
export function When({ at, dateOnly: onlyDate = false }: { at: string | null | undefined; dateOnly?: boolean }) {
  if (!at) return <span className="text-ink-muted">—</span>
  const d = new Date(at)
  return (
    <time dateTime={at} title={`${dateTime.format(d)} New York time`}>
      {onlyDate ? dateOnly.format(d) : dateTime.format(d)}
    </time>
  )
}

export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-2 sm:mb-8">
      <h1 className="text-3xl sm:text-4xl">{title}</h1>
      {children ? <div className="max-w-prose text-ink-muted">{children}</div> : null}
    </div>
  )
}

type Tone = 'neutral' | 'good' | 'warn' | 'bad' | 'info'

const tones: Record<Tone, string> = {
  neutral: 'border-ink/20 bg-paper text-ink-soft',
  good: 'border-success/30 bg-success-soft text-success',
  warn: 'border-brass/40 bg-[#fbf3e2] text-brass-dark',
  bad: 'border-danger/30 bg-danger-soft text-danger',
  info: 'border-ink/20 bg-[#eef1f7] text-ink',
}

export function Badge({ tone = 'neutral', children, className }: { tone?: Tone; children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center whitespace-nowrap border px-2 py-0.5 text-[13px] font-semibold leading-5',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  )
}

export function deliveryTone(state: string): Tone {
  if (state === 'sent') return 'good'
  if (state === 'failed') return 'bad'
  if (state === 'retrying') return 'warn'
  return 'info'
}

/** Links to the previous and next page, keeping the other query parameters. */
export function Pagination({
  page,
  pageCount,
  total,
  search,
  noun,
}: {
  page: number
  pageCount: number
  total: number
  search: string
  noun: string
}) {
  const href = (p: number) => {
    const params = new URLSearchParams(search)
    if (p <= 1) params.delete('page')
    else params.set('page', String(p))
    const s = params.toString()
    return s ? `?${s}` : '?'
  }
  const linkClass =
    'inline-flex min-h-[44px] min-w-[44px] items-center justify-center border border-ink/25 px-4 text-sm font-semibold hover:border-ink hover:bg-ink hover:text-paper'
  return (
    <nav aria-label="Pages" className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-ink-muted" aria-live="polite">
        {total === 0 ? `No ${noun}` : `Page ${page} of ${pageCount} · ${total.toLocaleString('en-US')} ${noun}`}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link className={linkClass} to={href(page - 1)} rel="prev" preventScrollReset={false}>
            Previous page
          </Link>
        ) : null}
        {page < pageCount ? (
          <Link className={linkClass} to={href(page + 1)} rel="next">
            Next page
          </Link>
        ) : null}
      </div>
    </nav>
  )
}

/** A column of a CardTable: its heading, and classes for the heading cell (e.g. to align it right). */
export type CardColumn = { title: string; className?: string }

/**
 * A table that is a list of cards on a phone and a plain table from md up. `columns` head the table (the
 * first is the row header's); each item is a row whose header, `rowHeader(item)`, is the card's title and
 * whose `cells(item)` are <td data-label="…"> cells that show their column name before the value on a
 * phone. The cells are styled once here, not one by one (a smaller page).
 */
export function CardTable<Item extends { id: string }>({
  caption,
  columns,
  items,
  rowHeader,
  cells,
}: {
  caption?: ReactNode
  columns: readonly CardColumn[]
  items: readonly Item[]
  rowHeader: (item: Item) => ReactNode
  cells: (item: Item) => ReactNode
}) {
  return (
    <table className="block w-full border-collapse text-left md:table">
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead className="hidden border-b border-ink/20 text-sm text-ink-muted md:table-header-group">
        <tr>
          {columns.map((column) => (
            <th key={column.title} scope="col" className={cn('py-2 pr-4 font-semibold last:pr-0', column.className)}>
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block md:table-row-group [&_td]:flex [&_td]:items-baseline [&_td]:gap-3 [&_td]:py-1 [&_td]:text-[15px] [&_td]:before:w-28 [&_td]:before:shrink-0 [&_td]:before:text-sm [&_td]:before:font-semibold [&_td]:before:text-ink-muted [&_td]:before:content-[attr(data-label)] md:[&_td]:table-cell md:[&_td]:py-3 md:[&_td]:pr-4 md:[&_td]:before:content-none md:[&_td:last-child]:pr-0">
        {items.map((item) => (
          <tr
            key={item.id}
            className="mb-3 block border border-paper-line bg-paper-raised p-4 md:mb-0 md:table-row md:border-0 md:border-b md:bg-transparent md:p-0"
          >
            <th scope="row" className="block pb-1 text-left font-normal md:table-cell md:py-3 md:pr-4">
              {rowHeader(item)}
            </th>
            {cells(item)}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export const inputClass =
  'block w-full min-h-[44px] border border-ink/25 bg-paper-raised px-3 py-2 text-[16px] text-ink focus:border-ink focus:outline-none focus:ring-2 focus:ring-brass/40 aria-[invalid=true]:border-danger'

export const smallButton =
  'inline-flex min-h-[44px] items-center justify-center gap-2 px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-wait disabled:opacity-70'

export const buttonTones = {
  primary: 'bg-ink text-paper hover:bg-ink-soft',
  secondary: 'border border-ink/40 text-ink hover:border-ink hover:bg-ink hover:text-paper',
  danger: 'border border-danger text-danger hover:bg-danger hover:text-paper',
  dangerSolid: 'bg-danger text-paper hover:bg-[#7d1616]',
} as const

/** A small inline POST form: hidden `fields` and one secondary button that sends `intent`. */
export function SmallPostButton({ intent, fields, children }: { intent: string; fields: Record<string, string>; children: ReactNode }) {
  return (
    <Form method="post" className="inline">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" name="intent" value={intent} className={cn(smallButton, buttonTones.secondary, 'min-h-[36px] py-1')}>
        {children}
      </button>
    </Form>
  )
}

export function Section({ id, title, children, actions }: { id: string; title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="scroll-mt-24 border-t border-paper-line py-6">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="text-2xl">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  )
}

/** The list when it has entries, else one muted line that says there are none (`empty`, e.g. "No members yet."). */
export function ListOrEmpty({ items, empty, children }: { items: readonly unknown[]; empty: string; children: ReactNode }) {
  return items.length ? <>{children}</> : <p className="text-ink-muted">{empty}</p>
}

/** A Section that shows a list: the list when `items` has entries, else the `empty` line. */
export function ListSection({
  items,
  empty,
  children,
  ...section
}: {
  id: string
  title: string
  items: readonly unknown[]
  empty: string
  children: ReactNode
  actions?: ReactNode
}) {
  return (
    <Section {...section}>
      <ListOrEmpty items={items} empty={empty}>
        {children}
      </ListOrEmpty>
    </Section>
  )
}

export function formatBytes(bytes: number) {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}
