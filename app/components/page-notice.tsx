// A notice printed into the page, in the toasts' look: a refused sign-in that keeps the typed email, the
// purchase flow's state, a section of the admin panel that could not load. Works without JavaScript.
// (A notice that travels to the next page is a toast: redirectWithToast in app/utils/toast.server.ts.)
import type { ReactNode } from 'react'
import { cn } from '~/utils/misc'
import type { NoticeType } from '~/utils/notice'

const edge: Record<NoticeType, string> = { error: 'border-danger', success: 'border-success', info: 'border-brass' }

export function PageNotice({
  type = 'error',
  title,
  children,
  announce = true,
  testId = 'notice',
  className,
}: {
  type?: NoticeType
  title: string
  children?: ReactNode
  /** Its own live region (alert for an error, status otherwise); false when it sits in one already. */
  announce?: boolean
  testId?: string
  className?: string
}) {
  return (
    <div
      role={announce ? (type === 'error' ? 'alert' : 'status') : undefined}
      data-testid={testId}
      className={cn('border-l-4 bg-paper-raised px-4 py-3 shadow-sm', edge[type], className)}
    >
      <p className={cn('font-semibold', type === 'error' ? 'text-danger' : 'text-ink')}>{title}</p>
      {children ? <div className="mt-1 text-[15px] text-ink-soft">{children}</div> : null}
    </div>
  )
}
