import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import { data } from '@remix-run/node'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLoaderData,
  useMatches,
  useRouteError,
} from '@remix-run/react'
import stylesheet from '~/tailwind.css'
import { SiteFooter } from '~/components/layout/site-footer'
import { SiteHeader } from '~/components/layout/site-header'
import { Toaster } from '~/components/ui/toaster'
import { getUser } from '~/utils/auth.server'
import { getToast } from '~/utils/toast.server'
import { useNonce } from '~/utils/nonce'
import { isStorageRefusalData } from '~/utils/storage-refusal'
import { FontFaces, fontLinks } from '~/components/layout/fonts'
import { firmOf } from '~/content/firm.server'
import { proofOf, type SiteData } from '~/content/firm'
import { contentForRequest } from '~/models/site-content.server'
import { env } from '~/utils/env.server'

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
  const site: SiteData = { firm: firmOf(content), proof: proofOf(content), monthlyCapacity: content.growthScore.monthlyCapacity, preview }
  return data(
    {
      toast,
      user: user ? { email: user.email, firstName: user.firstName } : null,
      // The same for every visitor until the next publish (public pages are cached, server/public-pages.ts,
      // and the cache is cleared on publish): the firm's published identity and the site origin. An
      // admin's `?preview=draft` sees the draft instead (never cached: it carries a session).
      site,
      siteUrl: env().APP_URL,
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

function Document({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  const hydrate = useHydrate()
  return (
    <html lang="en" data-static={hydrate ? undefined : ''}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
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
  return (
    <Document>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:bg-paper-raised focus:px-4 focus:py-2"
      >
        Skip to content
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
  const error = useRouteError()
  const { title, description, back } = errorPageCopy(error)
  return (
    <Document>
      <main id="main" className="mx-auto max-w-2xl px-6 py-24">
        <h1 className="text-4xl">{title}</h1>
        <p className="mt-4 text-ink-muted">{description}</p>
        <p className="mt-8 flex gap-6">
          <a className="underline" href={back.href}>
            {back.label}
          </a>
          <a className="underline" href="/contact">
            Contact us
          </a>
        </p>
      </main>
    </Document>
  )
}

function errorPageCopy(error: unknown) {
  const home = { href: '/', label: 'Go to the home page' }
  const failed = {
    title: 'Something went wrong',
    description: 'We could not complete that request. Please try again in a moment.',
    back: home,
  }
  if (!isRouteErrorResponse(error)) return failed
  // An upload the storage could not take (507): what happened, that nothing was saved, and the way back.
  if (isStorageRefusalData(error.data)) {
    const storage = error.data
    return { title: storage.title, description: storage.description, back: { href: storage.back, label: 'Back to the page you were on' } }
  }
  if (error.status === 404) {
    return { title: 'Page Not Found', description: 'The page you are looking for does not exist or has moved.', back: home }
  }
  // A form refused before any work (app/utils/form-data.server.ts) says why in its own words.
  if ((error.status === 400 || error.status === 415) && typeof error.data === 'string') {
    return { title: 'Form not sent', description: error.data, back: home }
  }
  return failed
}
