// /internal-admin/leads: every intake submission and waitlist entry, newest first, filtered by form type
// and status (a GET form), with each notification's delivery state; status changes and retries post here.
import { parseWithZod } from '@conform-to/zod/v4'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData, useLocation, useNavigation, useRevalidator } from '@remix-run/react'
import { useEffect } from 'react'
import { Options } from '~/components/ui/options'
import { leadForms } from '~/content/intake'
import { leadsPage, retryDelivery, setLeadStatus } from '~/models/admin-leads.server'
import { leadReminderSubjects, stopReminder } from '~/models/reminders.server'
import { LeadStatusSchema } from '~/schemas/admin'
import { requireAdmin } from '~/utils/auth.server'
import { LEAD_FORM_TYPES } from '~/utils/db-schema'
import { cn } from '~/utils/misc'
import { redirectAfter, redirectWithToast } from '~/utils/toast.server'
import { Badge, PageHeading, Pagination, When, buttonTones, inputClass, smallButton } from './__ui'
import { readFormData } from '~/utils/form-data.server'
import { EmailText, LeadDetails, LeadStatusOptions } from './__lead-details'
import { inviteApplicant } from '~/models/membership-joining.server'

/** The table's column headings from lg up (on a phone each lead is a card without them). */
const leadColumns = ['Name', 'Email', 'Form', 'Received', 'Status']

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const url = new URL(request.url)
  const page = Number(url.searchParams.get('page') ?? 1)
  return leadsPage({
    type: url.searchParams.get('type'),
    status: url.searchParams.get('status'),
    lead: url.searchParams.get('lead'),
    page: Number.isFinite(page) ? page : 1,
  })
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
    return redirectAfter(back, async () => stopReminder(actor, reminderId, await leadReminderSubjects(leadId), null), {
      what: 'stop reminder',
      done: { title: 'Reminder stopped', description: 'No more reminders of this kind will be sent.' },
      failed: { title: 'Failed to stop reminder', refused: 'That reminder is no longer scheduled.' },
    })
  }
  if (intent === 'retry') {
    const outboxId = String(formData.get('outboxId') ?? '')
    return redirectAfter(back, () => retryDelivery(actor, outboxId), {
      what: 'retry',
      done: { title: 'Delivery retried', description: 'The email is back in the queue.' },
      failed: { title: 'Failed to retry delivery', refused: 'Only a failed delivery can be retried.' },
    })
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
  const { leadId, status } = submission.value
  return redirectAfter(back, () => setLeadStatus(actor, leadId, status), {
    what: 'lead status',
    done: { title: 'Lead updated', description: `Status: ${status}.` },
    failed: { title: 'Failed to update lead', refused: 'That lead no longer exists.' },
  })
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
            <Options values={LEAD_FORM_TYPES} label={(t) => leadForms[t].label} />
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
