import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import { data } from '@remix-run/node'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from '@remix-run/react'
import stylesheet from '~/tailwind.css'
import { SiteFooter } from '~/components/layout/site-footer'
import { SiteHeader } from '~/components/layout/site-header'
import { Toaster } from '~/components/ui/toaster'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { getUser } from '~/utils/auth.server'
import { getToast } from '~/utils/toast.server'
import { useNonce } from '~/utils/nonce'
import { FontFaces, fontLinks } from '~/components/layout/fonts'
import { firmOf, proofOf } from '~/content/firm.server'
import type { SiteData } from '~/content/firm'
import { contentForRequest } from '~/models/site-content.server'
import { env } from '~/utils/env.server'
import { requestLang, spanishCopy } from '~/utils/i18n.server'
import * as common from '~/locales/common'
import { alternatePath, LANGUAGES, useCopy, useLang } from '~/utils/i18n'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  ...fontLinks,
]

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ toast, headers }, user, { content, preview }] = await Promise.all([
    getToast(request),
    getUser(request),
    contentForRequest(request),
  ])
  // The firm's texts in the page's language: its Spanish versions on /es/ pages, where it wrote them.
  const lang = requestLang(request)
  const site: SiteData = {
    firm: firmOf(content, lang),
    proof: proofOf(content, lang),
    monthlyCapacity: content.growthScore.monthlyCapacity,
    preview,
  }
  return data(
    {
      toast,
      user: user ? { email: user.email, firstName: user.firstName } : null,
      // The same for every visitor until the next publish (public pages are cached, server/public-pages.ts,
      // and the cache is cleared on publish): the firm's published identity and the site origin. An
      // admin's `?preview=draft` sees the draft instead (never cached: it carries a session).
      site,
      siteUrl: env().APP_URL,
      // The Spanish of the frame (header, footer, error pages) on a Spanish page: components read it
      // with useCopy, so the browser's bundle carries no Spanish (app/utils/i18n.ts).
      spanish: spanishCopy(lang, 'common', 'forms'),
    },
    { headers: headers ?? undefined },
  )
}

export type RootLoader = typeof loader

/** Routes with their own chrome (portal, admin) set `handle: { chrome: 'app' }`. */
function useSiteChrome() {
  const matches = useMatches()
  return !matches.some((m) => (m.handle as { chrome?: string } | undefined)?.chrome === 'app')
}

/**
 * Public pages that need no React in the browser set `handle: { hydrate: false }` (Remix's documented
 * pattern for pages without JavaScript): they ship no bundle, only the site's small inline script
 * (mobile menu, home choice), and their HTML is the same for every anonymous visitor. Every other page
 * hydrates.
 */
function useHydrate() {
  const matches = useMatches()
  return !matches.some((m) => (m.handle as { hydrate?: boolean } | undefined)?.hydrate === false)
}

/** The pages that exist in both languages: everything under the `($lang)+` route folder. */
const LANGUAGE_LAYOUT_ID = 'routes/($lang)+/_layout'

/** `hreflang` alternates: the same page in each language, and English as the default. */
function LanguageAlternates() {
  const matches = useMatches()
  const { pathname } = useLocation()
  const siteUrl = (useRouteLoaderData<typeof loader>('root')?.siteUrl ?? '').replace(/\/$/, '')
  if (!matches.some((m) => m.id === LANGUAGE_LAYOUT_ID)) return null
  return (
    <>
      {LANGUAGES.map((lang) => (
        <link key={lang} rel="alternate" hrefLang={lang} href={siteUrl + alternatePath(pathname, lang)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={siteUrl + alternatePath(pathname, 'en')} />
    </>
  )
}

function Document({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  const hydrate = useHydrate()
  const lang = useLang()
  return (
    <html lang={lang} data-static={hydrate ? undefined : ''}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <LanguageAlternates />
        <FontFaces />
        <Links />
      </head>
      <body className="min-h-screen bg-paper">
        {children}
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  )
}

export default function App() {
  const { toast, user, site } = useLoaderData<typeof loader>()
  const siteChrome = useSiteChrome()
  const t = useCopy(common)
  return (
    <Document>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:bg-paper-raised focus:px-4 focus:py-2"
      >
        {t.skipToContent}
      </a>
      {site.preview ? (
        <div role="status" className="bg-brass-dark px-4 py-2 text-center text-[15px] font-semibold text-paper">
          Preview of unpublished site content. Visitors still see the published version.{' '}
          <a href="/internal-admin/content" className="underline underline-offset-4">
            Back to Site content
          </a>
        </div>
      ) : null}
      {siteChrome ? (
        <>
          <SiteHeader signedIn={Boolean(user)} />
          <main id="main" tabIndex={-1} className="focus:outline-none">
            <Outlet />
          </main>
          <SiteFooter />
        </>
      ) : (
        <Outlet />
      )}
      <Toaster toast={toast} />
    </Document>
  )
}

export function ErrorBoundary() {
  return (
    <Document>
      <main id="main" className="mx-auto max-w-2xl px-6 py-24">
        <GeneralErrorBoundary />
      </main>
    </Document>
  )
}
