// A notice printed into the page by an action that could not redirect (a refused sign-in keeps the
// typed email), styled like the destructive toast and announced the same way. Works without JS.
import { cn } from '~/utils/misc'
import type { Notice } from '~/utils/notice'

export function AuthNotice({
  title,
  description,
  type: tone = 'error',
}: Omit<Notice, 'type'> & { type?: Exclude<Notice['type'], 'success'> }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid="notice"
      className={cn('mb-6 border-l-4 bg-paper-raised p-4 shadow-sm', tone === 'error' ? 'border-danger' : 'border-brass')}
    >
      <p className={cn('font-semibold', tone === 'error' ? 'text-danger' : 'text-ink')}>{title}</p>
      {description ? <p className="mt-1 text-[15px] text-ink-soft">{description}</p> : null}
    </div>
  )
}
