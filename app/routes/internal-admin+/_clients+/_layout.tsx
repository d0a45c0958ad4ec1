// /internal-admin: every client with name, email, company, current stage, status and Growth Score;
// server-side search (a GET form, so it works without JavaScript) and pages of 25. A client's detail
// opens as a dialog over this list (the child route).
import type { LoaderFunctionArgs, SerializeFrom } from '@remix-run/node'
import { Form, Link, Outlet, useLoaderData, useLocation, useNavigation } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { Search } from 'lucide-react'
import { listClients } from '~/models/admin-clients.server'
import { requireAdmin } from '~/utils/auth.server'
import { cn } from '~/utils/misc'
import { PageNotice } from '~/components/page-notice'
import { Badge, CardTable, PageHeading, Pagination, buttonTones, inputClass, smallButton, type CardColumn } from '../__ui'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const url = new URL(request.url)
  const page = Number(url.searchParams.get('page') ?? 1)
  return listClients({ q: url.searchParams.get('q'), page: Number.isFinite(page) ? page : 1 })
}

export default function ClientsPage() {
  const { clients, total, page, pageCount, q } = useLoaderData<typeof loader>()
  const location = useLocation()
  const navigation = useNavigation()
  const searching = navigation.state === 'loading' && navigation.location.pathname === '/internal-admin'
  const listSearch = location.pathname === '/internal-admin' ? location.search : searchOf(location.search)
  return (
    <>
      <PageHeading title="Clients">
        <p>Every client’s progress at a glance. Open a client to change their stage, tasks, Growth Score and notes.</p>
      </PageHeading>

      <Form method="get" action="/internal-admin" role="search" className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="client-search" className="mb-1.5 block text-sm font-semibold">
            Search clients
          </label>
          <input
            id="client-search"
            type="search"
            name="q"
            defaultValue={q}
            key={q}
            maxLength={100}
            placeholder="First name, last name, email or company"
            aria-describedby="client-search-hint"
            className={inputClass}
          />
          <p id="client-search-hint" className="sr-only">
            Matches any part of a first name, last name, email address or company name.
          </p>
        </div>
        <div className="flex gap-2">
          <button type="submit" className={cn(smallButton, buttonTones.primary, 'min-w-[7rem]')}>
            <Search aria-hidden className="h-4 w-4" strokeWidth={1.75} />
            {searching ? 'Searching...' : 'Search'}
          </button>
          {q ? (
            <Link to="/internal-admin" className={cn(smallButton, buttonTones.secondary)}>
              Clear
            </Link>
          ) : null}
        </div>
      </Form>

      {q ? (
        <p className="mb-3 text-sm text-ink-muted" aria-live="polite">
          {total === 1 ? '1 client matches' : `${total.toLocaleString('en-US')} clients match`} “{q}”.
        </p>
      ) : null}

      {clients.length ? (
        <CardTable
          caption={
            <>
              Clients{q ? ` matching ${q}` : ''}, page {page} of {pageCount}
            </>
          }
          columns={CLIENT_COLUMNS}
          items={clients}
          rowHeader={(c) => (
            <Link
              to={`/internal-admin/clients/${c.id}${listSearch}`}
              preventScrollReset
              className="inline-flex min-h-[44px] items-center font-serif text-lg font-semibold text-ink underline decoration-brass/50 underline-offset-4 hover:decoration-brass md:min-h-0"
            >
              {c.name}
            </Link>
          )}
          cells={(c) => <ClientCells client={c} />}
        />
      ) : (
        <p className="border border-dashed border-ink/25 px-4 py-8 text-center text-ink-muted">
          {q
            ? `No client matches “${q}”. Try a first name, last name, email or company.`
            : 'No clients yet. Clients appear here once they have paid for the Growth Score or joined the Circle.'}
        </p>
      )}

      <Pagination page={page} pageCount={pageCount} total={total} search={listSearch} noun={total === 1 ? 'client' : 'clients'} />

      <Outlet />
    </>
  )
}

const CLIENT_COLUMNS: CardColumn[] = [
  ...['Name', 'Email', 'Company', 'Has', 'Current stage', 'Status'].map((title) => ({ title })),
  { title: 'Growth Score', className: 'whitespace-nowrap text-right' },
]

type Client = SerializeFrom<typeof loader>['clients'][number]

/** A client's cells after the name: what the list shows of them. */
function ClientCells({ client }: { client: Client }) {
  return (
    <>
      <Cell label="Email">
        <span className="[overflow-wrap:anywhere] md:[overflow-wrap:normal]">{client.email}</span>
      </Cell>
      <Cell label="Company">{client.company ?? <span className="text-ink-muted">—</span>}</Cell>
      <Cell label="Has">
        {client.has.length ? (
          <span className="flex flex-wrap gap-1.5" data-testid="client-has">
            {client.has.map((h) => (
              <Badge key={h} tone={h.startsWith('Circle (') ? 'info' : 'good'}>
                {h}
              </Badge>
            ))}
          </span>
        ) : (
          <span className="text-ink-muted">Nothing bought yet</span>
        )}
      </Cell>
      <Cell label="Current stage">
        <span className="text-ink-muted">{client.stageOrder}.</span> {client.stageName}
      </Cell>
      <Cell label="Status">
        <Badge tone={client.status === 'Completed' ? 'good' : 'info'}>{client.status}</Badge>
      </Cell>
      <Cell label="Growth Score" className="md:text-right">
        {client.growthScore === null ? (
          <span className="text-ink-muted">Pending</span>
        ) : (
          <span className="font-semibold">{client.growthScore}/100</span>
        )}
      </Cell>
    </>
  )
}

function Cell({ label, children, className }: { label: string; children: React.ReactNode; className?: string }) {
  return (
    <td data-label={label} className={className}>
      <span className="min-w-0">{children}</span>
    </td>
  )
}

/** The list's own query (q, page) out of a detail URL's query. */
function searchOf(search: string) {
  const params = new URLSearchParams(search)
  const keep = new URLSearchParams()
  for (const key of ['q', 'page']) {
    const value = params.get(key)
    if (value) keep.set(key, value)
  }
  const s = keep.toString()
  return s ? `?${s}` : ''
}

export function ErrorBoundary() {
  return (
    <div className="space-y-4">
      <PageHeading title="Clients" />
      <GeneralErrorBoundary
        defaultStatusHandler={({ error }) => (
          <PageNotice title="Failed to load client data">{`${error.status} ${error.statusText}`}</PageNotice>
        )}
        unexpectedErrorHandler={() => (
          <PageNotice title="Failed to load client data">The client list could not be read. Please reload the page.</PageNotice>
        )}
      />
    </div>
  )
}
