// Public pages opt in to the server's render cache (server/render-cache.ts) with this header. The
// cache stores such a page only for anonymous visitors with no pending notice, strips the header,
// and substitutes a fresh CSP nonce on every hit. A page that shows per-visitor data must not use it.
import type { HeadersFunction } from '@remix-run/node'

export const RENDER_CACHE_HEADER = 'x-render-cache'

export const publicPageHeaders: HeadersFunction = () => ({ [RENDER_CACHE_HEADER]: 'public' })
