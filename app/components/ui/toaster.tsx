import { useEffect, useState } from 'react'
import type { Toast } from '~/utils/toast.server'
import * as forms from '~/locales/forms'
import { useCopy } from '~/utils/i18n'
import { cn } from '~/utils/misc'

/**
 * Shows the notice set by the server (flash cookie), so it appears with or without JavaScript.
 * The live region is always in the page; screen readers announce what is put in it.
 */
export function Toaster({ toast }: { toast: Toast | null }) {
  const t = useCopy(forms)
  const [shown, setShown] = useState<Toast | null>(toast)
  // A later load without a notice (e.g. a live revalidation right after the redirect that carried
  // it) must not wipe the notice off the screen: only a new notice or the timer replaces it.
  useEffect(() => {
    if (toast) setShown(toast)
  }, [toast])
  useEffect(() => {
    if (!shown) return
    const timer = setTimeout(() => setShown(null), 8000)
    return () => clearTimeout(timer)
  }, [shown])
  const destructive = shown?.type === 'error'
  return (
    <div
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      className={cn(
        'pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 sm:bottom-auto sm:top-4 sm:justify-end',
        // On a phone a success never floats over the page: the page's own panel says the same, and a
        // fixed toast covered its 'What happens next'. It stays in the page's flow, at its end.
        shown && !destructive && 'max-sm:static',
      )}
    >
      {shown ? (
        <div
          data-testid="toast"
          className={cn(
            'pointer-events-auto w-full max-w-sm border-l-4 bg-paper-raised p-4 shadow-lg',
            destructive ? 'border-danger' : 'border-success',
          )}
        >
          <div className="flex items-start gap-3">
            <div className="flex-1">
              <p className={cn('font-semibold', destructive ? 'text-danger' : 'text-ink')}>{shown.title}</p>
              {shown.description ? <p className="mt-1 text-sm text-ink-soft">{shown.description}</p> : null}
            </div>
            <button
              type="button"
              onClick={() => setShown(null)}
              className="min-h-[44px] min-w-[44px] text-ink-muted"
              aria-label={t.dismiss}
            >
              ×
            </button>
          </div>
        </div>
      ) : null}
    </div>
  )
}
