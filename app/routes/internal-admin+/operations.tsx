// /internal-admin/operations: the operator's alerts (open ones first, with since when), background work
// at a glance (what is still on its way, what gave up), retry for failed jobs, backups, and the links to
// the queue dashboard and the development outbox.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { ExternalLink } from 'lucide-react'
import { LabelledSection } from '~/components/labelled-section'
import { operationsSummary, retryJob } from '~/models/admin-operations.server'
import { alertStates, type AlertView } from '~/models/alerts.server'
import { recentBackups } from '~/models/backups.server'
import { waitingChecks } from '~/models/conflict-decisions.server'
import { devOutboxEnabled } from '~/models/dev-outbox.server'
import { requireAdmin } from '~/utils/auth.server'
import { env } from '~/utils/env.server'
import { cn } from '~/utils/misc'
import { redirectAfter } from '~/utils/toast.server'
import { Badge, PageHeading, When, buttonTones, deliveryTone, smallButton } from './__ui'
import { readFormData } from '~/utils/form-data.server'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const [summary, backups, alerts, conflictWait] = await Promise.all([operationsSummary(), recentBackups(), alertStates(), waitingChecks()])
  return {
    ...summary,
    backups,
    alerts,
    conflictWait,
    operatorEmail: env().OPERATOR_EMAIL ?? null,
    checkSeconds: Math.round(env().ALERT_CHECK_MS / 1000),
    devOutbox: devOutboxEnabled(),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request)
  const formData = await readFormData(request)
  const back = '/internal-admin/operations'
  return redirectAfter(back, () => retryJob({ id: admin.id, email: admin.email }, String(formData.get('outboxId') ?? '')), {
    what: 'retry',
    done: { title: 'Job retried', description: 'It is back in the queue.' },
    failed: { title: 'Failed to retry job', refused: 'Only a failed job can be retried.' },
  })
}

type Item = Awaited<ReturnType<typeof operationsSummary>>['open'][number]

export default function OperationsPage() {
  const { open, failed, openCount, failedCount, devOutbox, backups, alerts, operatorEmail, checkSeconds, conflictWait } =
    useLoaderData<typeof loader>()
  return (
    <>
      <PageHeading title="Operations">
        <p>
          Alerts first, then emails and background jobs that are still on their way or have given up. Failed jobs can be sent again from
          here.
        </p>
      </PageHeading>
      <div className="mb-8 flex flex-wrap gap-3">
        <a href="/internal-admin/queues" className={cn(smallButton, buttonTones.primary)}>
          Queue dashboard <ExternalLink aria-hidden className="h-4 w-4" strokeWidth={1.75} />
        </a>
        {devOutbox ? (
          <Link to="/internal-admin/outbox" className={cn(smallButton, buttonTones.secondary)}>
            Development outbox
          </Link>
        ) : null}
      </div>
      <Alerts alerts={alerts} operatorEmail={operatorEmail} checkSeconds={checkSeconds} />
      {conflictWait.count ? (
        <div role="status" className="mb-8 border-l-4 border-brass bg-paper-raised px-4 py-3 text-[15px]">
          <p className="font-semibold">
            {conflictWait.count === 1 ? 'A conflict check has' : `${conflictWait.count} conflict checks have`} not run yet
          </p>
          <p className="mt-1 text-ink-soft">
            The oldest since <When at={conflictWait.oldest} />. Buyers wait at payment until the worker runs them, or until the firm decides
            them on the{' '}
            <Link to="/internal-admin/conflicts" className="underline underline-offset-4">
              Conflicts
            </Link>{' '}
            page.
          </p>
        </div>
      ) : null}
      <JobList title={`Failed (${failedCount.toLocaleString('en-US')})`} empty="Nothing has failed." items={failed} retry />
      <JobList title={`On their way (${openCount.toLocaleString('en-US')})`} empty="Nothing is waiting." items={open} />
      <LabelledSection title="Backups" className="mt-10" headingClassName="mb-3 text-2xl">
        {backups.length ? (
          <ul className="space-y-2 text-[15px]">
            {backups.map((b) => (
              <li key={b.id} className="flex flex-wrap items-center gap-2 border border-paper-line bg-paper-raised p-3">
                <When at={b.started_at} />
                <Badge tone={b.ok ? 'good' : b.finished_at ? 'bad' : 'info'}>{b.ok ? 'ok' : b.finished_at ? 'failed' : 'running'}</Badge>
                {b.ok ? (
                  <span className="text-sm text-ink-muted">
                    database {formatBytes(b.db_bytes)} · {b.file_count} file{b.file_count === 1 ? '' : 's'} ({formatBytes(b.file_bytes)})
                    {b.remote ? ` · copied to ${b.remote}` : ''}
                  </span>
                ) : b.error ? (
                  <span className="text-sm text-ink-muted">{b.error.slice(0, 200)}</span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-muted">No backup yet. The worker takes one every hour; npm run db:backup takes one now.</p>
        )}
      </LabelledSection>
    </>
  )
}

function Alerts({ alerts, operatorEmail, checkSeconds }: { alerts: AlertView[]; operatorEmail: string | null; checkSeconds: number }) {
  const every = checkSeconds === 1 ? 'every second' : `every ${checkSeconds} seconds`
  const open = alerts.filter((a) => a.state === 'open')
  const rest = alerts.filter((a) => a.state !== 'open')
  return (
    <LabelledSection title={<>Alerts {open.length ? `(${open.length} open)` : ''}</>} className="mb-10" headingClassName="mb-2 text-2xl">
      <p className="mb-4 max-w-prose text-sm text-ink-muted">
        {operatorEmail
          ? `The worker checks these ${every} and emails ${operatorEmail} once when one opens and once when it clears.`
          : `The worker checks these ${every}. OPERATOR_EMAIL is not set, so alerts are shown here only and no email is sent.`}
      </p>
      {open.length ? (
        <ul className="mb-4 space-y-3">
          {open.map((a) => (
            <li key={a.cause} className="border-l-4 border-danger bg-danger-soft px-4 py-3">
              <p className="flex flex-wrap items-center gap-2 font-semibold text-danger">
                {a.title} <Badge tone="bad">open</Badge>
              </p>
              <p className="mt-1 text-sm text-ink-soft [overflow-wrap:anywhere]">
                Since <When at={a.since} />
                {a.detail ? ` · ${a.detail}` : ''}
              </p>
              <p className="mt-1 text-sm text-ink-soft">
                {a.lastSentAt && a.since && a.lastSentAt >= a.since ? (
                  <>
                    Emailed <When at={a.lastSentAt} />
                  </>
                ) : operatorEmail && a.lastSentAt ? (
                  <>
                    Not emailed yet: this cause last emailed <When at={a.lastSentAt} />, and sends at most one alert an hour.
                  </>
                ) : operatorEmail ? (
                  'Not emailed yet: it goes out at the next check.'
                ) : (
                  'Not emailed: OPERATOR_EMAIL is not set.'
                )}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-4 font-semibold text-success">No alert is open.</p>
      )}
      <ul className="divide-y divide-paper-line border-y border-paper-line text-[15px]">
        {rest.map((a) => (
          <li key={a.cause} className="flex flex-wrap items-center gap-2 py-2">
            <span>{a.title}</span>
            {a.state === 'pending' ? (
              <Badge tone="warn">
                seen since&nbsp;
                <When at={a.since} />
              </Badge>
            ) : (
              <Badge tone="good">clear</Badge>
            )}
            {a.clearedAt ? (
              <span className="text-sm text-ink-muted">
                last cleared <When at={a.clearedAt} />
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </LabelledSection>
  )
}

function JobList({ title, items, empty, retry = false }: { title: string; items: Item[]; empty: string; retry?: boolean }) {
  return (
    <section className="mb-10" aria-label={title}>
      <h2 className="mb-3 text-2xl">{title}</h2>
      {items.length ? (
        <ul className="divide-y divide-paper-line border-y border-paper-line">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  {item.what} <Badge tone={deliveryTone(item.state)}>{item.state}</Badge>
                </p>
                <p className="text-sm text-ink-muted [overflow-wrap:anywhere]">
                  {item.subject ? `${item.subject} · ` : ''}
                  created <When at={item.createdAt} /> · {item.attempts} attempt{item.attempts === 1 ? '' : 's'}
                  {item.lastError ? ` · ${item.lastError.slice(0, 120)}` : ''}
                </p>
              </div>
              {retry ? (
                <Form method="post">
                  <input type="hidden" name="outboxId" value={item.id} />
                  <button type="submit" className={cn(smallButton, buttonTones.secondary)} aria-label={`Retry ${item.what}`}>
                    Retry
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-ink-muted">{empty}</p>
      )}
    </section>
  )
}

function formatBytes(bytes: number | null) {
  if (bytes == null) return '—'
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}
