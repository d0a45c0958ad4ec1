import { useFetchers, useNavigation, useRevalidator } from '@remix-run/react'
import { useEffect, useRef } from 'react'

/**
 * Re-runs the page's loaders when the server announces a change on the SSE stream at `url`.
 * A change announced while a navigation or a fetcher is under way (typically this page's own form post
 * and the loads after its redirect) waits for it to finish: revalidating meanwhile would abort those
 * loads, or race them, and with them the one-time notice (toast cookie) one of them had consumed.
 */
export function useLiveRevalidate(url: string | null) {
  const { revalidate } = useRevalidator()
  const navigation = useNavigation()
  const fetchers = useFetchers()
  const idle = navigation.state === 'idle' && fetchers.every((f) => f.state === 'idle')
  const revalidateRef = useRef(revalidate)
  revalidateRef.current = revalidate
  const busyRef = useRef(false)
  busyRef.current = !idle
  const deferredRef = useRef(false)

  useEffect(() => {
    if (idle && deferredRef.current) {
      deferredRef.current = false
      revalidateRef.current()
    }
  }, [idle])

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
