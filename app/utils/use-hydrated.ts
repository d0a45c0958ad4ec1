import { useEffect, useState } from 'react'

// Set by the first component that hydrates: a component that mounts later (a client-side navigation)
// starts as hydrated instead of rendering its no-JavaScript form for one frame.
let hydratedOnce = false

/** False in the server's HTML and until hydration: the page is then the one that works without JavaScript. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(hydratedOnce)
  useEffect(() => {
    hydratedOnce = true
    setHydrated(true)
  }, [])
  return hydrated
}
