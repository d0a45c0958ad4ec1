import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { config } from 'zod/v4/core'

// zod compiles object parsers with `new Function` when it may; the CSP forbids eval, and the browser
// would log the refused probe. Parsing without it is zod's documented `jitless` setting.
config({ jitless: true })

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  )
})
