import { useEffect, useState } from 'react'

// True after the first client render. Lets a component render its no-JavaScript form on the server
// and in the hydration pass, then switch to the richer one.
let hydrated = false

export function useHydrated() {
  const [isHydrated, setHydrated] = useState(hydrated)
  useEffect(() => {
    hydrated = true
    setHydrated(true)
  }, [])
  return isHydrated
}
