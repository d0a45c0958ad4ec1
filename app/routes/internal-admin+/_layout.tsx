// The admin panel's frame: its own header and navigation (no public site chrome), admins only, and
// live refresh: any change to a client's stages, tasks, score or notes re-runs the open page's loaders.
// A page that fails shows its error inside this frame (the ErrorBoundary below), not the public error page.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, NavLink, Outlet, useLoaderData, useLocation, useRouteLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { devOutboxEnabled } from '~/models/dev-outbox.server'
import { requireAdmin } from '~/utils/auth.server'
import { cn } from '~/utils/misc'
import { useLiveRevalidate } from '~/utils/use-live-revalidate'
import { useFirm } from '~/content/firm'
import type { RootLoader } from '~/root'
import { rootMetaData } from '~/utils/seo'

export const handle = { chrome: 'app' }

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request)
  return { email: admin.email, devOutbox: devOutboxEnabled() }
}

export const meta: MetaFunction = (args) => [{ title: `Admin | ${rootMetaData(args).firm.name}` }, { name: 'robots', content: 'noindex' }]

const navLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-[44px] items-center whitespace-nowrap border-b-2 px-3 text-[15px] font-semibold transition-colors',
    isActive ? 'border-brass-light text-paper' : 'border-transparent text-paper/75 hover:text-paper',
  )

export default function AdminLayout() {
  const { email, devOutbox } = useLoaderData<typeof loader>()
  useLiveRevalidate('/changes')
  return (
    <AdminFrame email={email} devOutbox={devOutbox}>
      <Outlet />
    </AdminFrame>
  )
}

/** A page of the panel that failed (its loader or action threw): the message, inside the panel's frame. */
export function ErrorBoundary() {
  const frame = useRouteLoaderData<typeof loader>('routes/internal-admin+/_layout')
  const root = useRouteLoaderData<RootLoader>('root')
  // After a page's action throws, Remix does not run the loader of the route whose boundary shows the
  // error (this one): the signed-in email then comes from the root's data.
  const email = frame?.email ?? root?.user?.email ?? null
  return (
    <AdminFrame email={email} devOutbox={frame?.devOutbox ?? false}>
      <GeneralErrorBoundary links={[{ href: '/internal-admin', label: 'Back to the clients' }]} />
    </AdminFrame>
  )
}

/** The panel's header, navigation and main landmark; `email` is the signed-in admin's (null when it could not be read). */
function AdminFrame({ email, devOutbox, children }: { email: string | null; devOutbox: boolean; children: ReactNode }) {
  const firm = useFirm()
  const { pathname } = useLocation()
  return (
    <div className="min-h-screen bg-paper">
      <header className="bg-ink text-paper">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 pt-3 sm:px-6">
          <Link to="/internal-admin" className="flex min-h-[44px] items-baseline gap-3">
            <span className="font-serif text-xl">{firm.name}</span>
            <span className="text-xs font-semibold uppercase tracking-[0.2em] text-brass-light">Admin</span>
          </Link>
          <div className="flex items-center gap-3 text-sm">
            {email ? (
              <span className="hidden max-w-[16rem] truncate text-paper/75 sm:inline" title={email}>
                {email}
              </span>
            ) : null}
            <Form method="post" action="/auth/sign-out">
              <button type="submit" className="min-h-[44px] px-2 font-semibold text-paper underline-offset-4 hover:underline">
                Sign Out
              </button>
            </Form>
          </div>
        </div>
        <nav aria-label="Admin" className="mx-auto max-w-6xl overflow-x-auto px-1 sm:px-3">
          <ul className="flex">
            <li>
              <NavLink
                to="/internal-admin"
                end
                className={({ isActive }) => navLink({ isActive: isActive || pathname.startsWith('/internal-admin/clients/') })}
              >
                Clients
              </NavLink>
            </li>
            {[
              ['/internal-admin/leads', 'Leads'],
              ['/internal-admin/purchases', 'Purchases'],
              ['/internal-admin/circle', 'Circle'],
              ['/internal-admin/conflicts', 'Conflicts'],
              ['/internal-admin/templates', 'Templates'],
              ['/internal-admin/content', 'Site content'],
              ['/internal-admin/operations', 'Operations'],
              ...(devOutbox ? [['/internal-admin/outbox', 'Outbox']] : []),
            ].map(([to, label]) => (
              <li key={to}>
                <NavLink to={to} className={navLink}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-8 focus:outline-none sm:px-6 sm:py-10">
        {children}
      </main>
    </div>
  )
}
