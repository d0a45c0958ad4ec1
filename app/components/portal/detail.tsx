// One term and its value in a portal definition list (the membership and billing summaries): the
// `<div>` holds its `<dt>` and `<dd>` directly, the only grouping a `<dl>` allows.
import type { ReactNode } from 'react'

export function Detail({ term, testId, children }: { term: ReactNode; testId?: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-ink-muted">{term}</dt>
      <dd className="text-lg" data-testid={testId}>
        {children}
      </dd>
    </div>
  )
}
