import { useNavigation, useRevalidator } from '@remix-run/react'
import { useEffect, useRef } from 'react'

/**
 * Re-runs the page's loaders when the server announces a change on the SSE stream at `url`.
 * A change announced while a navigation is under way (typically the redirect after this page's own
 * form post) waits for it to finish: revalidating mid-navigation would abort the redirect's loads,
 * and with them the one-time notice (toast cookie) that load had already consumed.
 */
export function useLiveRevalidate(url: string | null) {
  const { revalidate } = useRevalidator()
  const navigation = useNavigation()
  const revalidateRef = useRef(revalidate)
  revalidateRef.current = revalidate
  const busyRef = useRef(false)
  busyRef.current = navigation.state !== 'idle'
  const deferredRef = useRef(false)

  useEffect(() => {
    if (navigation.state === 'idle' && deferredRef.current) {
      deferredRef.current = false
      revalidateRef.current()
    }
  }, [navigation.state])

  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return
    const source = new EventSource(url)
    let timer: ReturnType<typeof setTimeout> | undefined
    source.addEventListener('change', () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        if (busyRef.current) deferredRef.current = true
        else revalidateRef.current()
      }, 100)
    })
    return () => {
      clearTimeout(timer)
      source.close()
    }
  }, [url])
}
