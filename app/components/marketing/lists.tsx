// Short lists of the public pages: bullet lists (with a brass marker or a check) and term lists
// (a title and its text, or a figure and its label), each in one of a few set tones.
import { Check } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '~/utils/misc'

const bulletMarkers = {
  dot: <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 bg-brass" />,
  dash: <span aria-hidden="true" className="mt-2 h-px w-3 shrink-0 bg-brass" />,
  check: <Check aria-hidden="true" className="mt-[0.15em] size-5 shrink-0 text-brass" strokeWidth={2} />,
} as const

const bulletLooks = {
  // Two columns of rows between rules (areas of focus, member benefits).
  rows: { list: 'grid gap-x-8 sm:grid-cols-2', item: 'border-t border-ink/15 py-4 leading-snug' },
  // Up to three columns of larger points, each under a rule (who it is for).
  columns: { list: 'grid gap-6 md:grid-cols-3', item: 'border-t border-ink/15 pt-5 text-lg leading-snug' },
  // A tight stack inside a card (an industry's matters).
  stack: { list: 'space-y-3', item: 'text-[15.5px] leading-snug text-ink-soft' },
  // A stack set off by a brass rule at the side (recognition, in an aside).
  aside: { list: 'space-y-4', item: 'border-l-2 border-brass pl-4 text-[16px] leading-relaxed text-ink-soft' },
} as const

/**
 * A list of short points in one of the looks above, each after a marker if it has one: a brass
 * square (`dot`), a brass rule (`dash`) or a check. `className` and `itemClassName` add to the look.
 */
export function BulletList({
  items,
  look,
  marker,
  className,
  itemClassName,
}: {
  items: ReadonlyArray<string>
  look?: keyof typeof bulletLooks
  marker?: keyof typeof bulletMarkers
  className?: string
  itemClassName?: string
}) {
  const classes = look ? bulletLooks[look] : undefined
  return (
    <ul className={cn(classes?.list, className)}>
      {items.map((item) => (
        <li key={item} className={cn('flex gap-3', classes?.item, itemClassName)}>
          {marker ? bulletMarkers[marker] : null}
          {item}
        </li>
      ))}
    </ul>
  )
}

const termTones = {
  // Values and principles: a brass rule at the side, the term in the heading face.
  brass: {
    item: 'border-l-2 border-brass pl-5',
    term: 'font-serif text-2xl font-semibold',
    detail: 'mt-1 leading-relaxed text-ink-soft',
  },
  // Small facts in an aside (a school and its degree).
  aside: {
    item: 'border-l-2 border-brass pl-4',
    term: 'font-semibold',
    detail: 'text-[15px] text-ink-muted',
  },
  // A figure over its label, under a heavy rule (the delivery timeline).
  figure: {
    item: 'border-t-2 border-ink pt-3',
    term: 'font-serif text-2xl font-semibold sm:text-3xl',
    detail: 'mt-1 text-[14px] leading-snug text-ink-soft',
  },
} as const

/** A description list of terms and their details in one of the tones above. */
export function TermList({
  items,
  tone,
  className,
}: {
  items: ReadonlyArray<{ term: ReactNode; detail: ReactNode }>
  tone: keyof typeof termTones
  className?: string
}) {
  const classes = termTones[tone]
  return (
    <dl className={className}>
      {items.map((item, i) => (
        <div key={i} className={classes.item}>
          <dt className={classes.term}>{item.term}</dt>
          <dd className={classes.detail}>{item.detail}</dd>
        </div>
      ))}
    </dl>
  )
}
