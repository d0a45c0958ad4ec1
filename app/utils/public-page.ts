// Public pages say so with their Cache-Control: any cache may keep the page a visitor without a session
// gets, as the web process does itself (server/public-pages.ts), and as a CDN in front may.
// - max-age=0: a browser asks again on every visit (a 304 when the page has not changed, by its ETag);
// - s-maxage=300: a shared cache keeps it 5 minutes, as the web process does;
// - stale-while-revalidate=600: past that, a shared cache may answer with the old copy for 10 more
//   minutes while it fetches the new one. Kept short because an old page names the old deployment's
//   stylesheet, which a new deployment no longer serves.
// A page that shows per-visitor data must not use it. Personal requests (a session, a notice waiting,
// a purchase under way) and form posts get `private, no-store` whatever a route says (server/security.ts).
import type { HeadersFunction } from '@remix-run/node'

export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=600'

export const publicPageHeaders: HeadersFunction = () => ({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL })

/**
 * A public page that also shows figures which change without a publish: /growth-score tells how many of
 * the month's places are left, or shows the waitlist when none are. Places are taken and given back by
 * the web process (checkout, the provider's webhooks), by the worker (payment reconciliation) and by
 * the clock (a hold that lapses, a new month), so no single event could clear the cached copy; instead
 * any cache keeps it one minute at most, and may answer with it for 30 seconds more while it fetches
 * the new one. A buyer never pays for a place that is not there: the payment step counts again.
 */
export const LIVE_PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=30'

export const livePublicPageHeaders: HeadersFunction = () => ({ 'Cache-Control': LIVE_PUBLIC_PAGE_CACHE_CONTROL })
