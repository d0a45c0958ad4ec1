// Building blocks of the public pages: hero, sections, calls to action, figures, numbered steps, card lists.
import { Fragment, type ReactNode } from 'react'
import { ButtonLink, buttonClass } from '~/components/ui/button'
import * as marketing from '~/locales/marketing'
import { useCopy } from '~/utils/i18n'
import { cn } from '~/utils/misc'

export function Container({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('mx-auto w-full max-w-6xl px-5 sm:px-8', className)}>{children}</div>
}

export function Eyebrow({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p className={cn('flex items-center gap-3 text-[13px] font-semibold uppercase tracking-[0.2em] text-brass', className)}>
      <span aria-hidden="true" className="h-px w-8 bg-current" />
      {children}
    </p>
  )
}

/** A one-column page outside the marketing layout's heroes (a verification, an unsubscribe, a step after payment). */
export function NarrowPage({ className, eyebrow, children }: { className: string; eyebrow: ReactNode; children: ReactNode }) {
  return (
    <div className="py-12 sm:py-20">
      <Container className={className}>
        <Eyebrow>{eyebrow}</Eyebrow>
        {children}
      </Container>
    </div>
  )
}

export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: ReactNode
  title: ReactNode
  lead?: ReactNode
  children?: ReactNode
}) {
  return (
    <section className="border-b border-paper-line">
      <Container className="pb-14 pt-12 sm:pb-20 sm:pt-20">
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <h1 className="mt-5 max-w-4xl text-balance font-serif text-[2.5rem] font-semibold leading-[1.08] tracking-tight sm:text-6xl">
          {title}
        </h1>
        {lead ? <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink-soft sm:text-xl">{lead}</p> : null}
        {children ? <div className="mt-9">{children}</div> : null}
      </Container>
    </section>
  )
}

export function Section({
  id,
  eyebrow,
  title,
  intro,
  children,
  tone = 'paper',
  className,
}: {
  id?: string
  eyebrow?: ReactNode
  title?: ReactNode
  intro?: ReactNode
  children?: ReactNode
  tone?: 'paper' | 'raised' | 'ink'
  className?: string
}) {
  const headingId = id ? `${id}-heading` : undefined
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cn(tone === 'raised' && 'bg-paper-raised', tone === 'ink' && 'bg-ink text-paper', 'py-16 sm:py-24', className)}
    >
      <Container>
        {eyebrow ? <Eyebrow className={tone === 'ink' ? 'text-brass-light' : undefined}>{eyebrow}</Eyebrow> : null}
        {title ? (
          <h2
            id={headingId}
            className={cn(
              'max-w-3xl text-balance font-serif text-3xl font-semibold leading-tight tracking-tight sm:text-[2.6rem]',
              eyebrow ? 'mt-4' : undefined,
              tone === 'ink' && 'text-paper',
            )}
          >
            {title}
          </h2>
        ) : null}
        {intro ? (
          <p className={cn('mt-5 max-w-2xl text-lg leading-relaxed', tone === 'ink' ? 'text-paper/85' : 'text-ink-soft')}>{intro}</p>
        ) : null}
        {children}
      </Container>
    </section>
  )
}

// Older names for the one button system (components/ui/button), kept so every page reads the same way:
// 'accent' and 'ink' are primary, 'outline' secondary, and the '-light' forms sit on the ink bands.
type CtaVariant = 'accent' | 'ink' | 'outline' | 'light' | 'outline-light'

function systemVariant(variant: CtaVariant) {
  return {
    variant: variant === 'outline' || variant === 'outline-light' ? ('secondary' as const) : ('primary' as const),
    onDark: variant === 'light' || variant === 'outline-light',
  }
}

export function ctaClass(variant: CtaVariant = 'accent', className?: string) {
  const { variant: v, onDark } = systemVariant(variant)
  return buttonClass(v, { onDark, className })
}

/** The primary call to action of a section (a ButtonLink with an arrow). */
export function CtaLink({
  to,
  children,
  variant = 'accent',
  className,
  arrow = true,
}: {
  to: string
  children: ReactNode
  variant?: CtaVariant
  className?: string
  arrow?: boolean
}) {
  const { variant: v, onDark } = systemVariant(variant)
  return (
    <ButtonLink to={to} variant={v} onDark={onDark} arrow={arrow} className={className}>
      {children}
    </ButtonLink>
  )
}

/** A text link with an arrow, for secondary actions ("Learn More"): the quiet button. */
export function ArrowLink({ to, children, className, light }: { to: string; children: ReactNode; className?: string; light?: boolean }) {
  return (
    <ButtonLink to={to} variant="quiet" onDark={light} className={className}>
      {children}
    </ButtonLink>
  )
}

/** Large figures with their labels; `dense` keeps three side by side even on a phone. */
export function Figures({
  items,
  light,
  dense,
  className,
}: {
  items: { figure: ReactNode; label: ReactNode }[]
  light?: boolean
  dense?: boolean
  className?: string
}) {
  return (
    <dl className={cn('grid', dense ? 'grid-cols-3 gap-x-4 sm:gap-x-10' : 'gap-x-10 gap-y-8 sm:grid-cols-3', className)}>
      {items.map((item, i) => (
        <div
          key={i}
          className={cn(
            'flex flex-col-reverse justify-end border-t',
            dense ? 'pt-3 sm:pt-5' : 'pt-5',
            light ? 'border-paper/20' : 'border-ink/15',
          )}
        >
          <dt
            className={cn(
              'mt-2 leading-snug',
              dense ? 'text-[13px] sm:text-[15px]' : 'text-[15px]',
              light ? 'text-paper/80' : 'text-ink-muted',
            )}
          >
            {item.label}
          </dt>
          <dd
            className={cn(
              'font-serif font-semibold tracking-tight',
              dense ? 'text-[1.7rem] leading-none sm:text-5xl' : 'text-4xl sm:text-5xl',
              light ? 'text-paper' : 'text-ink',
            )}
          >
            {item.figure}
          </dd>
        </div>
      ))}
    </dl>
  )
}

const stepLayouts = {
  columns: {
    list: 'grid gap-px overflow-hidden border border-paper-line bg-paper-line sm:grid-cols-2',
    item: 'flex flex-col bg-paper p-6 sm:p-7',
    number: 'font-serif text-4xl font-semibold text-brass',
    title: 'mt-4 font-serif text-xl font-semibold leading-snug',
    text: 'mt-2 text-[16px] leading-relaxed text-ink-soft',
  },
  rows: {
    list: 'border-t border-ink',
    item: 'grid grid-cols-[3rem_1fr] gap-x-4 gap-y-2 border-b border-paper-line py-7 sm:grid-cols-[4.5rem_1fr] md:grid-cols-[4.5rem_minmax(0,16rem)_minmax(0,1fr)] md:gap-x-10',
    number: 'row-span-2 font-serif text-3xl font-semibold leading-none text-brass sm:text-4xl md:row-span-1',
    title: 'font-serif text-xl font-semibold leading-snug sm:text-2xl',
    text: 'max-w-prose text-[16.5px] leading-relaxed text-ink-soft',
  },
} as const

/**
 * Numbered steps: side by side in columns (three or four short steps), or as `rows` for longer
 * processes, where each step's number, title and text sit on one line at desk and stack on a phone.
 */
export function NumberedSteps({
  steps,
  layout = 'columns',
  className,
}: {
  steps: ReadonlyArray<{ title: string; text: string }>
  layout?: keyof typeof stepLayouts
  className?: string
}) {
  const t = useCopy(marketing)
  const classes = stepLayouts[layout]
  const columns = layout === 'columns' && (steps.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4')
  return (
    <ol className={cn('mt-12', classes.list, columns, className)}>
      {steps.map((step, i) => (
        <li key={step.title} className={classes.item}>
          <span aria-hidden="true" className={classes.number}>
            {String(i + 1).padStart(2, '0')}
          </span>
          <h3 className={classes.title}>
            <span className="sr-only">
              <Fill text={t.step} values={{ n: i + 1 }} />
            </span>
            {step.title}
          </h3>
          <p className={classes.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  )
}

export function ClosingCta({ heading, text, to, label }: { heading: ReactNode; text?: ReactNode; to: string; label: ReactNode }) {
  return (
    <section aria-labelledby="closing-heading" className="bg-ink text-paper">
      <Container className="flex flex-col gap-8 py-16 sm:py-20 md:flex-row md:items-end md:justify-between">
        <div className="max-w-2xl">
          <h2 id="closing-heading" className="text-balance font-serif text-3xl font-semibold leading-tight text-paper sm:text-[2.6rem]">
            {heading}
          </h2>
          {text ? <p className="mt-4 text-lg leading-relaxed text-paper/85">{text}</p> : null}
        </div>
        <ButtonLink to={to} onDark className="shrink-0">
          {label}
        </ButtonLink>
      </Container>
    </section>
  )
}

/**
 * Copy with `{{name}}` placeholders, filled as separate text pieces: the same markup React writes for
 * `Step {n}: ` in JSX, so a line moved into a copy module renders byte for byte as it did.
 */
export function Fill({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  const parts = text.split(/\{\{\s*(\w+)\s*\}\}/g)
  return (
    <>
      {parts.map((part, i) =>
        i % 2 ? (
          <Fragment key={i}>{part in values ? values[part] : `{{${part}}}`}</Fragment>
        ) : part ? (
          <Fragment key={i}>{part}</Fragment>
        ) : null,
      )}
    </>
  )
}

/** Running text: `paragraphs` (one string each) and then any other children. */
export function Prose({
  paragraphs,
  children,
  className,
}: {
  paragraphs?: ReadonlyArray<string>
  children?: ReactNode
  className?: string
}) {
  return (
    <div className={cn('max-w-prose space-y-5 text-[17.5px] leading-[1.75] text-ink-soft', className)}>
      {paragraphs?.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {children}
    </div>
  )
}

const cardAccents = {
  rule: 'border-t border-ink/15 pt-6',
  brassSide: 'border-l-2 border-brass pl-5',
  brassTop: 'border-t-2 border-brass pt-6',
} as const

/**
 * A list of short titled points (why it matters, principles, regions…) in up to three columns. The
 * accent is the line that sets each item off; `headingLevel` follows the page's outline.
 */
export function CardList({
  items,
  accent = 'rule',
  headingLevel = 3,
  className = 'mt-12 grid gap-10 md:grid-cols-3',
}: {
  items: ReadonlyArray<{ title: string; text: string }>
  accent?: keyof typeof cardAccents
  headingLevel?: 2 | 3
  className?: string
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.title} className={cardAccents[accent]}>
          <Heading className="font-serif text-2xl font-semibold leading-snug">{item.title}</Heading>
          <p className={cn('leading-relaxed text-ink-soft', accent === 'brassSide' ? 'mt-2' : 'mt-3')}>{item.text}</p>
        </li>
      ))}
    </ul>
  )
}
