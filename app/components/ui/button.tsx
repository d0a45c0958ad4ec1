// The site's one button system: three variants, each with a version for the dark (ink) bands.
// - primary: the call to action, in the brass accent (one per view, ideally);
// - secondary: an outlined alternative beside it;
// - quiet: an underlined text link with an arrow, for "Learn More" and lesser paths.
// Links that look like buttons use ButtonLink; form buttons use buttonClass on a <button>.
import { Link } from '@remix-run/react'
import { ArrowRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '~/utils/misc'

export type ButtonVariant = 'primary' | 'secondary' | 'quiet'

export function buttonClass(
  variant: ButtonVariant = 'primary',
  { onDark = false, className }: { onDark?: boolean; className?: string } = {},
) {
  return cn(
    'group inline-flex min-h-[48px] items-center gap-2.5 text-[15.5px] font-semibold tracking-wide transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2',
    variant !== 'quiet' && 'justify-center px-6 py-3 text-center',
    onDark ? 'focus-visible:outline-paper' : 'focus-visible:outline-ink',
    variant === 'primary' && (onDark ? 'bg-brass-light text-ink hover:bg-paper' : 'bg-brass text-white hover:bg-brass-dark'),
    variant === 'secondary' &&
      (onDark
        ? 'border border-paper/60 text-paper hover:border-paper hover:bg-paper hover:text-ink'
        : 'border border-ink/70 text-ink hover:border-ink hover:bg-ink hover:text-paper'),
    variant === 'quiet' &&
      cn(
        'underline decoration-1 underline-offset-[6px]',
        onDark ? 'text-paper decoration-paper/50 hover:decoration-paper' : 'text-ink decoration-brass/60 hover:decoration-brass',
      ),
    className,
  )
}

/** A link styled as a button; primary and quiet links carry an arrow unless `arrow` is false. */
export function ButtonLink({
  to,
  children,
  variant = 'primary',
  onDark,
  arrow = variant !== 'secondary',
  className,
  reloadDocument,
}: {
  to: string
  children: ReactNode
  variant?: ButtonVariant
  onDark?: boolean
  arrow?: boolean
  className?: string
  reloadDocument?: boolean
}) {
  const content = (
    <>
      <span>{children}</span>
      {arrow ? (
        <ArrowRight
          aria-hidden="true"
          className="size-[18px] shrink-0 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
          strokeWidth={1.75}
        />
      ) : null}
    </>
  )
  const classes = buttonClass(variant, { onDark, className })
  // In-page anchors ("#start") are plain links: nothing to route.
  if (to.startsWith('#')) {
    return (
      <a href={to} className={classes}>
        {content}
      </a>
    )
  }
  return (
    <Link to={to} className={classes} reloadDocument={reloadDocument}>
      {content}
    </Link>
  )
}
