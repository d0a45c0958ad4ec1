import { useRevalidator } from '@remix-run/react'
import { useEffect } from 'react'

/**
 * A waiting state that finishes by itself: with JavaScript the loader is asked again every
 * `seconds`; without, a meta refresh (inside <noscript>, so it never fires when scripts run) reloads.
 */
export function AutoRefresh({ seconds }: { seconds: number }) {
  const { revalidate, state } = useRevalidator()
  useEffect(() => {
    const timer = setInterval(() => {
      if (state === 'idle' && document.visibilityState === 'visible') revalidate()
    }, seconds * 1000)
    return () => clearInterval(timer)
  }, [seconds, revalidate, state])
  return (
    <noscript>
      <meta httpEquiv="refresh" content={String(seconds)} />
    </noscript>
  )
}
