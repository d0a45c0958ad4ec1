// /internal-admin/leads: every intake submission and waitlist entry, newest first, filtered by form type
// and status (a GET form), with each notification's delivery state; status changes and retries post here.
import { parseWithZod } from '@conform-to/zod/v4'
import type { ActionFunctionArgs, LoaderFunctionArgs, SerializeFrom } from '@remix-run/node'
import { Form, Link, useLoaderData, useLocation, useNavigation, useRevalidator } from '@remix-run/react'
import { useEffect } from 'react'
import { leadFormLabels } from '~/content/intake'
import { listLeadsWithDeliveries, retryDelivery, setLeadStatus } from '~/models/admin-leads.server'
import { isCircleApplication } from '~/content/circle'
import { leadFlags } from '~/models/conflict-decisions.server'
import { inviteApplicant } from '~/models/membership-joining.server'
import { leadReminderSubjects, scheduledReminders, stopReminder } from '~/models/reminders.server'
import { LeadStatusSchema } from '~/schemas/admin'
import { requireAdmin } from '~/utils/auth.server'
import { LEAD_FORM_TYPES, LEAD_STATUSES } from '~/utils/db-schema'
import { getDb } from '~/utils/db.server'
import { cn } from '~/utils/misc'
import { redirectWithToast } from '~/utils/toast.server'
import { Badge, PageHeading, Pagination, SmallPostButton, When, buttonTones, deliveryTone, inputClass, smallButton } from './__ui'
import { readFormData } from '~/utils/form-data.server'
import { ScheduledReminders } from './__reminders'

/** The table's column headings from lg up (on a phone each lead is a card without them). */
const leadColumns = ['Name', 'Email', 'Form', 'Received', 'Status']

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const url = new URL(request.url)
  const page = Number(url.searchParams.get('page') ?? 1)
  const result = await listLeadsWithDeliveries(getDb(), {
    type: url.searchParams.get('type'),
    status: url.searchParams.get('status'),
    lead: url.searchParams.get('lead'),
    page: Number.isFinite(page) ? page : 1,
  })
  const reminders = await scheduledReminders(
    getDb(),
    result.leads.map((l) => l.signupId),
  )
  const flags = await leadFlags(result.leads.map((l) => l.id))
  return { ...result, reminders, conflicts: Object.fromEntries(flags) }
}

/** Runs one change and answers with a toast: `done` when it happened, `failed.refused` when it was refused, a retry prompt when it threw. */
async function toastOutcome(
  back: string,
  what: string,
  change: () => Promise<boolean>,
  failed: { title: string; refused: string },
  done: { title: string; description: string },
) {
  try {
    if (!(await change())) return redirectWithToast(back, { type: 'error', title: failed.title, description: failed.refused })
    return redirectWithToast(back, done)
  } catch (error) {
    console.error(`${what} failed`, error)
    return redirectWithToast(back, { type: 'error', title: failed.title, description: 'Please try again.' })
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request)
  const actor = { id: admin.id, email: admin.email }
  const formData = await readFormData(request)
  const url = new URL(request.url)
  const back = `${url.pathname}${url.search}`
  const intent = formData.get('intent')
  if (intent === 'stop-reminder') {
    const leadId = String(formData.get('leadId') ?? '').slice(0, 100)
    const reminderId = String(formData.get('reminderId') ?? '').slice(0, 100)
    return toastOutcome(
      back,
      'stop reminder',
      async () => stopReminder(getDb(), actor, reminderId, await leadReminderSubjects(getDb(), leadId), null),
      { title: 'Failed to stop reminder', refused: 'That reminder is no longer scheduled.' },
      { title: 'Reminder stopped', description: 'No more reminders of this kind will be sent.' },
    )
  }
  if (intent === 'retry') {
    const outboxId = String(formData.get('outboxId') ?? '')
    return toastOutcome(
      back,
      'retry',
      () => retryDelivery(getDb(), actor, outboxId),
      { title: 'Failed to retry delivery', refused: 'Only a failed delivery can be retried.' },
      { title: 'Delivery retried', description: 'The email is back in the queue.' },
    )
  }
  if (intent === 'invite') {
    // The Circle: an approved application gets a single-use invitation link by email.
    const result = await inviteApplicant(actor, String(formData.get('leadId') ?? ''))
    if (!result.ok)
      return redirectWithToast(back, { type: 'error', title: 'Failed to invite', description: 'Only a Circle application can be invited.' })
    return redirectWithToast(back, { title: 'Invitation sent', description: 'The applicant will receive a single-use link by email.' })
  }
  const submission = parseWithZod(formData, { schema: LeadStatusSchema })
  if (submission.status !== 'success') {
    return redirectWithToast(back, { type: 'error', title: 'Failed to update lead', description: 'Choose new, contacted or closed.' })
  }
  try {
    const ok = await setLeadStatus(getDb(), actor, submission.value.leadId, submission.value.status)
    if (!ok) return redirectWithToast(back, { type: 'error', title: 'Failed to update lead', description: 'That lead no longer exists.' })
    return redirectWithToast(back, { title: 'Lead updated', description: `Status: ${submission.value.status}.` })
  } catch (error) {
    console.error('lead status failed', error)
    return redirectWithToast(back, { type: 'error', title: 'Failed to update lead', description: 'Please try again.' })
  }
}

/** While any email on the page is still on its way, look again every few seconds (with JavaScript). */
function useRefreshWhilePending(pending: boolean) {
  const { revalidate, state } = useRevalidator()
  useEffect(() => {
    if (!pending) return
    const timer = setInterval(() => {
      if (state === 'idle' && document.visibilityState === 'visible') revalidate()
    }, 2000)
    return () => clearInterval(timer)
  }, [pending, revalidate, state])
}

export default function LeadsPage() {
  const { leads, total, page, pageCount, type, status, lead, reminders, conflicts } = useLoaderData<typeof loader>()
  const location = useLocation()
  const navigation = useNavigation()
  const pending = leads.some((l) => l.deliveries.some((d) => d.state === 'queued' || d.state === 'retrying'))
  useRefreshWhilePending(pending)
  const filtered = Boolean(type || status || lead)
  return (
    <>
      <PageHeading title="Leads">
        <p>Every form sent through the site, newest first, and whether its emails went out.</p>
      </PageHeading>

      <Form method="get" className="mb-6 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" aria-label="Filter leads">
        <div>
          <label htmlFor="lead-type" className="mb-1.5 block text-sm font-semibold">
            Form type
          </label>
          <select id="lead-type" name="type" defaultValue={type ?? ''} key={type ?? ''} className={inputClass}>
            <option value="">All types</option>
            {LEAD_FORM_TYPES.map((t) => (
              <option key={t} value={t}>
                {leadFormLabels[t]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="lead-status" className="mb-1.5 block text-sm font-semibold">
            Status
          </label>
          <select id="lead-status" name="status" defaultValue={status ?? ''} key={status ?? ''} className={inputClass}>
            <option value="">All statuses</option>
            <LeadStatusOptions />
          </select>
        </div>
        <div className="flex gap-2">
          <button type="submit" className={cn(smallButton, buttonTones.primary, 'min-w-[6rem]')}>
            {navigation.state === 'loading' && navigation.location.pathname === location.pathname ? 'Filtering...' : 'Filter'}
          </button>
          {filtered ? (
            <Link to="/internal-admin/leads" className={cn(smallButton, buttonTones.secondary)}>
              Clear
            </Link>
          ) : null}
        </div>
      </Form>

      {leads.length ? (
        // One table: on a phone each lead (a row group) is a card; from lg up a table with one summary row
        // per lead (name, email, form, received, status) and a details row under it.
        <table className="block w-full text-left lg:table lg:border-collapse">
          <caption className="sr-only">Leads</caption>
          <thead className="hidden lg:table-header-group">
            <tr className="border-b-2 border-ink text-sm text-ink-muted">
              {leadColumns.map((column) => (
                <th key={column} scope="col" className="py-2 pr-4 font-semibold last:pr-0">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          {leads.map((lead) => (
            <tbody
              key={lead.id}
              aria-labelledby={`lead-${lead.id}`}
              className="mb-4 block border border-paper-line bg-paper-raised p-4 sm:p-5 lg:mb-0 lg:table-row-group lg:border-x-0 lg:border-t-0 lg:bg-transparent lg:p-0"
            >
              <tr className="flex flex-wrap items-baseline gap-x-2 gap-y-1 lg:table-row">
                <th scope="row" className="order-1 min-w-0 basis-full font-normal lg:w-[30%] lg:py-3 lg:pr-4 lg:align-top">
                  <h2 id={`lead-${lead.id}`} className="font-serif text-xl lg:text-lg lg:leading-snug">
                    {lead.name}
                    {lead.company ? (
                      <span className="font-sans text-base font-normal text-ink-muted">
                        {' '}
                        {/* The dot travels with the company: never left dangling at a line's end. */}
                        <span className="inline-block">· {lead.company}</span>
                      </span>
                    ) : null}
                  </h2>
                </th>
                <td className="order-5 w-full min-w-0 text-[15px] lg:w-[26%] lg:max-w-0 lg:py-3 lg:pr-4 lg:align-top">
                  <a href={`mailto:${lead.email}`} title={lead.email} className="block truncate underline underline-offset-4 max-lg:hidden">
                    {lead.email}
                  </a>
                  <a href={`mailto:${lead.email}`} className="underline underline-offset-4 [overflow-wrap:anywhere] lg:hidden">
                    <EmailText email={lead.email} />
                  </a>
                </td>
                <td className="order-2 lg:py-3 lg:pr-4 lg:align-top">
                  <Badge tone="info">{lead.formLabel}</Badge>
                </td>
                <td className="order-4 text-sm text-ink-muted lg:whitespace-nowrap lg:py-3 lg:pr-4 lg:align-top lg:text-[15px]">
                  <When at={lead.createdAt} />
                </td>
                <td className="order-3 lg:py-3 lg:align-top">
                  {lead.clientAt ? (
                    <Badge tone="good">Client</Badge>
                  ) : (
                    <Badge tone={lead.status === 'new' ? 'warn' : lead.status === 'closed' ? 'neutral' : 'good'}>
                      {lead.status[0].toUpperCase() + lead.status.slice(1)}
                    </Badge>
                  )}
                </td>
              </tr>
              <tr className="block lg:table-row">
                <td colSpan={5} className="block lg:table-cell lg:border-b lg:border-paper-line lg:pb-5">
                  <LeadDetails lead={lead} reminders={reminders} conflict={conflicts[lead.id]} />
                </td>
              </tr>
            </tbody>
          ))}
        </table>
      ) : (
        <p className="border border-dashed border-ink/25 px-4 py-8 text-center text-ink-muted">
          {filtered ? 'No leads match these filters.' : 'No leads yet.'}
        </p>
      )}
      <Pagination page={page} pageCount={pageCount} total={total} search={location.search} noun={total === 1 ? 'lead' : 'leads'} />
    </>
  )
}

type Lead = SerializeFrom<typeof loader>['leads'][number]

/** One option per lead status, capitalized (the filter and each lead's status form). */
function LeadStatusOptions() {
  return LEAD_STATUSES.map((s) => (
    <option key={s} value={s}>
      {s[0].toUpperCase() + s.slice(1)}
    </option>
  ))
}

/**
 * An address that wraps only before its @ (inside a part only if that part is wider than the card). Each
 * part carries the underline itself: a link's text decoration does not reach inline blocks.
 */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@')
  if (at <= 0) return <>{email}</>
  return (
    <>
      <span className="inline-block max-w-full underline underline-offset-4">{email.slice(0, at)}</span>
      <wbr />
      <span className="inline-block max-w-full underline underline-offset-4">{email.slice(at)}</span>
    </>
  )
}

/** What a lead said, its emails and reminders, and what the firm can do: under its row or in its card. */
function LeadDetails({
  lead,
  reminders,
  conflict,
}: {
  lead: Lead
  reminders: SerializeFrom<typeof loader>['reminders']
  conflict?: SerializeFrom<typeof loader>['conflicts'][string]
}) {
  return (
    <div className="mt-4 grid gap-4 border-t border-paper-line pt-4 md:grid-cols-2 lg:mt-0 lg:grid-cols-[minmax(0,5fr)_minmax(0,4fr)_minmax(0,3fr)] lg:gap-8 lg:border-t-0 lg:pt-0">
      <dl className="grid content-start gap-x-4 gap-y-1 text-[15px] sm:grid-cols-[9rem_1fr] md:col-span-2 lg:col-span-1 lg:grid-cols-[8rem_1fr]">
        {lead.phone ? (
          <>
            <dt className="font-semibold text-ink-muted">Phone</dt>
            <dd>{lead.phone}</dd>
          </>
        ) : null}
        {lead.agreementNeeded ? (
          <>
            <dt className="font-semibold text-ink-muted">Agreement needed</dt>
            <dd>{lead.agreementNeeded}</dd>
          </>
        ) : null}
        {lead.message ? (
          <>
            <dt className="font-semibold text-ink-muted">Message</dt>
            <dd className="whitespace-pre-wrap [overflow-wrap:anywhere]">{lead.message}</dd>
          </>
        ) : null}
        {lead.signupId ? (
          <>
            <dt className="font-semibold text-ink-muted">Signup</dt>
            <dd>
              <Link to="/internal-admin/purchases" className="underline underline-offset-4">
                See purchases
              </Link>
            </dd>
          </>
        ) : null}
      </dl>
      <div>
        <h3 className="mb-2 font-sans text-sm font-semibold text-ink-muted">Notifications</h3>
        {lead.deliveries.length ? (
          <ul className="space-y-2 text-[15px]">
            {lead.deliveries.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center gap-2">
                <span>{d.label}:</span>
                <Badge tone={deliveryTone(d.state)}>{d.state}</Badge>
                {d.state !== 'sent' && d.attempts ? (
                  <span className="text-sm text-ink-muted">
                    {d.attempts} attempt{d.attempts === 1 ? '' : 's'}
                    {d.lastError ? ` · ${d.lastError.slice(0, 80)}` : ''}
                  </span>
                ) : null}
                {d.state === 'failed' ? (
                  <SmallPostButton intent="retry" fields={{ outboxId: d.id }}>
                    Retry
                  </SmallPostButton>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-muted">No emails for this lead.</p>
        )}
        {lead.signupId ? (
          <>
            <h3 className="mb-2 mt-4 font-sans text-sm font-semibold text-ink-muted">Reminders</h3>
            <ScheduledReminders reminders={reminders.filter((r) => r.subjectId === lead.signupId)} hidden={{ leadId: lead.id }} />
          </>
        ) : null}
      </div>
      <div className="space-y-4">
        <Form method="post" className="flex items-end gap-2">
          <input type="hidden" name="leadId" value={lead.id} />
          <div className="min-w-0 flex-1">
            <label htmlFor={`status-${lead.id}`} className="mb-1.5 block text-sm font-semibold text-ink-muted">
              Lead status
            </label>
            <select id={`status-${lead.id}`} name="status" defaultValue={lead.status} key={lead.status} className={inputClass}>
              <LeadStatusOptions />
            </select>
          </div>
          <button
            type="submit"
            name="intent"
            value="status"
            className={cn(smallButton, buttonTones.secondary)}
            aria-label={`Update status of ${lead.name}`}
          >
            Update
          </button>
        </Form>
        {conflict ? <ConflictFlag conflict={conflict} /> : null}
        {lead.clientAt ? (
          <p className="text-[15px]">
            Became a client: paid <When at={lead.clientAt} />.
          </p>
        ) : null}
        {isCircleApplication(lead.formType) && lead.invitation ? (
          <p className="text-[15px]">
            Invited to the Circle <When at={lead.invitation.sentAt} />
            {lead.invitation.usedAt ? (
              <>
                ; accepted <When at={lead.invitation.usedAt} />
              </>
            ) : null}
            .
          </p>
        ) : isCircleApplication(lead.formType) ? (
          <Form method="post">
            <input type="hidden" name="leadId" value={lead.id} />
            <button type="submit" name="intent" value="invite" className={cn(smallButton, buttonTones.primary)}>
              Invite to the Circle
            </button>
          </Form>
        ) : null}
      </div>
    </div>
  )
}

/** The conflict check of an application: a flag for the firm (the applicant never waits for it). */
function ConflictFlag({ conflict }: { conflict: SerializeFrom<typeof loader>['conflicts'][string] }) {
  const label =
    conflict.status === 'open'
      ? 'Possible conflict'
      : conflict.status === 'pending'
        ? 'Conflict check not run yet'
        : conflict.status === 'declined'
          ? 'Conflict: declined'
          : conflict.status === 'cleared'
            ? 'Conflict check cleared'
            : 'No conflict found'
  const tone = conflict.status === 'open' || conflict.status === 'declined' ? 'bad' : conflict.status === 'pending' ? 'warn' : 'good'
  return (
    <div className="text-[15px]">
      <Badge tone={tone}>{label}</Badge>
      {conflict.status === 'open' ? (
        <>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {conflict.hits.slice(0, 3).map((h) => (
              <li key={h.entryId}>{h.reason}</li>
            ))}
          </ul>
          <Link to="/internal-admin/conflicts" className="mt-1 inline-block text-sm underline underline-offset-4">
            Decide on the Conflicts page
          </Link>
        </>
      ) : null}
    </div>
  )
}
