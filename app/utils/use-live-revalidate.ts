import { useRevalidator } from '@remix-run/react'
import { useEffect, useRef } from 'react'

/** Re-runs the page's loaders when the server announces a change on the SSE stream at `url`. */
export function useLiveRevalidate(url: string | null) {
  const { revalidate } = useRevalidator()
  const revalidateRef = useRef(revalidate)
  revalidateRef.current = revalidate
  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return
    const source = new EventSource(url)
    let timer: ReturnType<typeof setTimeout> | undefined
    source.addEventListener('change', () => {
      clearTimeout(timer)
      timer = setTimeout(() => revalidateRef.current(), 100)
    })
    return () => {
      clearTimeout(timer)
      source.close()
    }
  }, [url])
}
