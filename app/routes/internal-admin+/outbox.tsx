// /internal-admin/outbox: without SMTP_URL, every email is written to data/outbox as an .eml file; this
// lists them, newest first. With SMTP configured there is no dev outbox and this page does not exist.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, Outlet, useLoaderData, useLocation, useParams } from '@remix-run/react'
import { devOutboxEnabled, listDevOutbox } from '~/models/dev-outbox.server'
import { requireAdmin } from '~/utils/auth.server'
import { cn } from '~/utils/misc'
import { ListOrEmpty, PageHeading, Pagination, When, formatBytes } from './__ui'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  if (!devOutboxEnabled()) throw new Response('Emails are sent through SMTP; there is no development outbox.', { status: 404 })
  const page = Number(new URL(request.url).searchParams.get('page') ?? 1)
  return listDevOutbox({ page: Number.isFinite(page) ? page : 1 })
}

export default function DevOutboxPage() {
  const { emails, total, page, pageCount, dir } = useLoaderData<typeof loader>()
  const { file } = useParams()
  const location = useLocation()
  return (
    <>
      <PageHeading title="Development outbox">
        <p>
          No SMTP server is configured, so emails are saved as files in <code className="text-sm">{dir}</code> instead of being sent.
        </p>
      </PageHeading>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        {/* On a phone an open email takes the screen; the list is one link away. */}
        <div className={file ? 'hidden lg:block' : undefined}>
          <ListOrEmpty items={emails} empty="No emails yet.">
            <ul className="divide-y divide-paper-line border-y border-paper-line" aria-label="Emails">
              {emails.map((e) => (
                <li key={e.file}>
                  <Link
                    to={`/internal-admin/outbox/${encodeURIComponent(e.file)}${location.search}`}
                    aria-current={file === e.file ? 'page' : undefined}
                    className={cn(
                      'block min-h-[44px] px-2 py-3 hover:bg-paper-raised',
                      file === e.file && 'bg-paper-raised ring-1 ring-inset ring-brass/50',
                    )}
                  >
                    <span className="block font-semibold">{e.subject}</span>
                    <span className="block text-sm text-ink-muted [overflow-wrap:anywhere]">To {e.to}</span>
                    <span className="block text-sm text-ink-muted">
                      <When at={e.date} /> · {formatBytes(e.size)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </ListOrEmpty>
          <Pagination page={page} pageCount={pageCount} total={total} search={location.search} noun={total === 1 ? 'email' : 'emails'} />
        </div>
        <div>
          {file ? (
            <Link
              to={`/internal-admin/outbox${location.search}`}
              className="mb-3 inline-flex min-h-[44px] items-center font-semibold underline underline-offset-4 lg:hidden"
            >
              All emails
            </Link>
          ) : null}
          <Outlet />
        </div>
      </div>
    </>
  )
}
