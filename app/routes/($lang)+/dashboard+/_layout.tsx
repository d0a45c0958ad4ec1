// The client portal's frame (sidebar, top bar) around /dashboard and its pages. Signed-in clients only;
// a first visit creates the client's profile, stages and tasks. A page that fails shows its error inside
// this frame (the ErrorBoundary below), not the public error page.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { Outlet, useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { PortalFrame } from '~/components/layout/dashboard-sidebar'
import { portalAccess } from '~/models/portal-home.server'
import { requireClient } from '~/models/portal.server'
import type { RootLoader } from '~/root'
import { readSidebarOpen } from '~/utils/sidebar'
import * as portal from '~/locales/portal'
import { useCopy, useLocalePath } from '~/utils/i18n'
import { requestLang, spanishCopy } from '~/utils/i18n.server'

export const handle = { chrome: 'app' }

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, profile } = await requireClient(request)
  const { access } = await portalAccess(profile)
  return {
    spanish: spanishCopy(requestLang(request), 'portal'),
    email: user.email,
    sidebarOpen: readSidebarOpen(request.headers.get('cookie')),
    access,
  }
}

export default function DashboardLayout() {
  const { email, sidebarOpen, access } = useLoaderData<typeof loader>()
  return (
    <PortalFrame email={email} initialOpen={sidebarOpen} access={access}>
      <Outlet />
    </PortalFrame>
  )
}

function usePortalLinks() {
  const t = useCopy(portal).frame
  const to = useLocalePath()
  return [
    { href: to('/dashboard'), label: t.backToDashboard },
    { href: to('/dashboard/contact'), label: t.writeToAttorney },
  ]
}

export function ErrorBoundary() {
  const links = usePortalLinks()
  const frame = useRouteLoaderData<typeof loader>('routes/($lang)+/dashboard+/_layout')
  const root = useRouteLoaderData<RootLoader>('root')
  // After a page's action throws, Remix does not run the loader of the route whose boundary shows the
  // error (this one): the frame then takes the signed-in email from the root's data, and its defaults.
  const email = frame?.email ?? root?.user?.email
  if (!email) {
    return (
      <main id="main" className="mx-auto max-w-2xl px-6 py-24">
        <GeneralErrorBoundary links={links} />
      </main>
    )
  }
  return (
    <PortalFrame email={email} initialOpen={frame?.sidebarOpen ?? true} access={frame?.access}>
      <div className="mx-auto max-w-2xl px-5 py-8 md:px-10 md:py-12">
        <GeneralErrorBoundary links={links} />
      </div>
    </PortalFrame>
  )
}
