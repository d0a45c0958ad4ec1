// Building blocks of the public pages: hero, sections, calls to action, figures, numbered steps, card lists.
import { Link } from '@remix-run/react'
import { ArrowRight } from 'lucide-react'
import type { ReactNode } from 'react'
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

type CtaVariant = 'accent' | 'ink' | 'outline' | 'light' | 'outline-light'

export function ctaClass(variant: CtaVariant = 'accent', className?: string) {
  return cn(
    'group inline-flex min-h-[52px] items-center justify-center gap-2.5 px-7 py-3 text-center text-[15.5px] font-semibold tracking-wide transition-colors',
    variant === 'accent' && 'bg-brass text-white hover:bg-brass-dark',
    variant === 'ink' && 'bg-ink text-paper hover:bg-ink-soft',
    variant === 'outline' && 'border border-ink/70 text-ink hover:border-ink hover:bg-ink hover:text-paper',
    variant === 'light' && 'bg-paper text-ink hover:bg-white',
    variant === 'outline-light' && 'border border-paper/60 text-paper hover:border-paper hover:bg-paper hover:text-ink',
    className,
  )
}

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
  return (
    <Link to={to} className={ctaClass(variant, className)}>
      <span>{children}</span>
      {arrow ? (
        <ArrowRight
          aria-hidden="true"
          className="size-[18px] shrink-0 transition-transform group-hover:translate-x-0.5"
          strokeWidth={1.75}
        />
      ) : null}
    </Link>
  )
}

/** A text link with an arrow, for secondary actions ("Learn More"). */
export function ArrowLink({ to, children, className, light }: { to: string; children: ReactNode; className?: string; light?: boolean }) {
  return (
    <Link
      to={to}
      className={cn(
        'group inline-flex min-h-[48px] items-center gap-2 font-semibold underline decoration-1 underline-offset-[6px] transition-colors',
        light ? 'text-paper decoration-paper/50 hover:decoration-paper' : 'text-ink decoration-brass/60 hover:decoration-brass',
        className,
      )}
    >
      {children}
      <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" strokeWidth={1.75} />
    </Link>
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

export function NumberedSteps({ steps, className }: { steps: { title: string; text: string }[]; className?: string }) {
  return (
    <ol
      className={cn(
        'mt-12 grid gap-px overflow-hidden border border-paper-line bg-paper-line sm:grid-cols-2',
        steps.length === 3 ? 'lg:grid-cols-3' : steps.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-5',
        className,
      )}
    >
      {steps.map((step, i) => (
        <li key={step.title} className="flex flex-col bg-paper p-6 sm:p-7">
          <span aria-hidden="true" className="font-serif text-4xl font-semibold text-brass">
            {String(i + 1).padStart(2, '0')}
          </span>
          <h3 className="mt-4 font-serif text-xl font-semibold leading-snug">
            <span className="sr-only">Step {i + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-[16px] leading-relaxed text-ink-soft">{step.text}</p>
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
        <CtaLink to={to} variant="light" className="shrink-0">
          {label}
        </CtaLink>
      </Container>
    </section>
  )
}

export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('max-w-prose space-y-5 text-[17.5px] leading-[1.75] text-ink-soft', className)}>{children}</div>
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
