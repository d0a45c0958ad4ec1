// The client portal's frame (sidebar, top bar) around /dashboard and its pages. Signed-in clients only;
// a first visit creates the client's profile, stages and tasks.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { PortalFrame } from '~/components/layout/dashboard-sidebar'
import { portalAccess } from '~/models/portal-home.server'
import { requireClient } from '~/models/portal.server'
import { readSidebarOpen } from '~/utils/sidebar'

export const handle = { chrome: 'app' }

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, profile } = await requireClient(request)
  const { access } = await portalAccess(profile)
  return { email: user.email, sidebarOpen: readSidebarOpen(request.headers.get('cookie')), access }
}

export default function DashboardLayout() {
  const { email, sidebarOpen, access } = useLoaderData<typeof loader>()
  return (
    <PortalFrame email={email} initialOpen={sidebarOpen} access={access}>
      <Outlet />
    </PortalFrame>
  )
}
