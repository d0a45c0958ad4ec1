// A page section named by its own heading (`<section aria-labelledby>` over an `<h2>`), so screen
// readers list it as a region with that name. The heading's id comes from useId: one less name to keep unique.
import { useId, type ReactNode } from 'react'

export function LabelledSection({
  title,
  className,
  headingClassName = 'text-2xl',
  children,
}: {
  title: ReactNode
  className?: string
  /** The heading's look; 'sr-only' names a section without showing a heading. */
  headingClassName?: string
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  )
}
