// /internal-admin/circle: the Circle for the firm: monthly recurring revenue, the members list, the
// deliverable requests (status changes here; the deliverable upload posts to its own route), members'
// priority messages and the audit log of every membership change.
import type { ActionFunctionArgs, LoaderFunctionArgs, SerializeFrom } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { CIRCLE_MONTHLY_DELIVERABLES, DELIVERABLE_STATUS_LABELS } from '~/content/circle'
import { circleOverview } from '~/models/admin-circle.server'
import { allDeliverables, setDeliverableStatus } from '~/models/circle-deliverables.server'
import { DeliverableStatusSchema } from '~/schemas/circle'
import { Options } from '~/components/ui/options'
import { DELIVERABLE_STATUSES } from '~/utils/db-schema'
import { requireAdmin } from '~/utils/auth.server'
import { cn } from '~/utils/misc'
import { redirectWithToast } from '~/utils/toast.server'
import { Badge, CardTable, ListSection, PageHeading, When, buttonTones, inputClass, smallButton, type CardColumn } from './__ui'
import { readFormData } from '~/utils/form-data.server'
import { FileInput } from '~/components/ui/file-input'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const [overview, deliverables] = await Promise.all([circleOverview(), allDeliverables()])
  return { ...overview, deliverables, limit: CIRCLE_MONTHLY_DELIVERABLES }
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request)
  const form = await readFormData(request)
  const parsed = DeliverableStatusSchema.safeParse({ status: form.get('status') })
  const id = String(form.get('deliverableId') ?? '')
  if (!parsed.success || !(await setDeliverableStatus({ id: admin.id, email: admin.email }, id, parsed.data.status)))
    return redirectWithToast('/internal-admin/circle', { type: 'error', title: 'Failed to update request' }, { status: 303 })
  return redirectWithToast(
    '/internal-admin/circle',
    { title: 'Request updated', description: DELIVERABLE_STATUS_LABELS[parsed.data.status] },
    { status: 303 },
  )
}

const usd = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

export default function CircleAdmin() {
  const { members, mrrCents, audit, messages, deliverables, limit } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHeading title="The Circle">
        <p>
          Monthly recurring revenue: <strong data-testid="circle-mrr">{usd(mrrCents)}</strong>
        </p>
      </PageHeading>

      <ListSection id="members" title="Members" items={members} empty="No members yet.">
        <MembersTable members={members} limit={limit} />
      </ListSection>

      <ListSection id="requests" title="Deliverable requests" items={deliverables} empty="No requests yet.">
        <ul className="divide-y divide-paper-line">
          {deliverables.map((d) => (
            <DeliverableRequest key={d.id} request={d} />
          ))}
        </ul>
      </ListSection>

      <ListSection id="messages" title="Members’ messages" items={messages} empty="No messages from members.">
        <ul className="divide-y divide-paper-line">
          {messages.map((m) => (
            <li key={m.id} className="py-3 [overflow-wrap:anywhere]">
              <p>
                <Badge tone="warn">Priority</Badge> <strong>{m.name}</strong> <span className="text-sm text-ink-muted">{m.email}</span>{' '}
                <When at={m.created_at} />
              </p>
              <p className="mt-1 whitespace-pre-wrap">{m.message}</p>
            </li>
          ))}
        </ul>
      </ListSection>

      <ListSection id="audit" title="Membership audit log" items={audit} empty="No changes yet.">
        <ol className="space-y-2 text-[15px]">
          {audit.map((a) => (
            <li key={a.id} className="[overflow-wrap:anywhere]">
              <When at={a.created_at} /> · {a.name} · <strong>{a.action}</strong>
              {a.detail ? ` · ${a.detail}` : ''} <span className="text-sm text-ink-muted">({a.actor})</span>
            </li>
          ))}
        </ol>
      </ListSection>
    </>
  )
}

type Member = SerializeFrom<typeof loader>['members'][number]

const MEMBER_COLUMNS: CardColumn[] = ['Member', 'State', 'Since', 'Next invoice', 'Deliverables this month'].map((title) => ({ title }))

function MembersTable({ members, limit }: { members: Member[]; limit: number }) {
  return (
    <CardTable
      columns={MEMBER_COLUMNS}
      items={members}
      rowHeader={(m) => (
        <>
          <span className="font-semibold">{m.name}</span>
          <br />
          <span className="text-sm text-ink-muted [overflow-wrap:anywhere] md:[overflow-wrap:normal]">{m.email}</span>
        </>
      )}
      cells={(m) => (
        <>
          <td data-label="State">
            <Badge tone={m.status === 'active' ? 'good' : m.status === 'past_due' ? 'bad' : 'neutral'}>{m.state}</Badge>
          </td>
          <td data-label="Since">
            <When at={m.started_at} dateOnly />
          </td>
          <td data-label="Next invoice">
            {m.status === 'ended' || m.cancel_at_period_end ? '—' : <When at={m.current_period_end} dateOnly />}
          </td>
          <td data-label="Deliverables">
            {m.used} of {limit}
          </td>
        </>
      )}
    />
  )
}

type Deliverable = SerializeFrom<typeof loader>['deliverables'][number]

/** One request: who asked and what, its files, the status form and the form that uploads the deliverable. */
function DeliverableRequest({ request: d }: { request: Deliverable }) {
  return (
    <li className="min-w-0 py-4 [overflow-wrap:anywhere]" aria-label={d.title}>
      <p className="font-semibold">
        {d.title} <Badge>{DELIVERABLE_STATUS_LABELS[d.status]}</Badge>
      </p>
      <p className="text-sm text-ink-muted">
        {d.name} · {d.email} · <When at={d.created_at} />
      </p>
      <p className="mt-1 whitespace-pre-wrap">{d.description}</p>
      {d.files.length ? (
        <ul className="mt-2 space-y-1">
          {d.files.map((f) => (
            <li key={f.id}>
              <a href={`/circle/files/${f.id}`} className="underline underline-offset-4">
                {f.kind === 'deliverable' ? 'Deliverable' : 'Attachment'}: {f.filename}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-3 grid gap-4 md:flex md:flex-wrap md:items-end">
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="deliverableId" value={d.id} />
          <div>
            <label htmlFor={`status-${d.id}`} className="mb-1.5 block text-sm font-semibold text-ink-muted">
              Status of {d.title}
            </label>
            <select id={`status-${d.id}`} name="status" defaultValue={d.status} key={d.status} className={inputClass}>
              <Options values={DELIVERABLE_STATUSES} label={(s) => DELIVERABLE_STATUS_LABELS[s]} />
            </select>
          </div>
          <button type="submit" className={cn(smallButton, buttonTones.secondary)}>
            Update
          </button>
        </Form>
        <Form
          method="post"
          action={`/internal-admin/circle/deliverables/${d.id}`}
          encType="multipart/form-data"
          className="flex min-w-0 flex-wrap items-end gap-2"
        >
          <div className="min-w-0 w-full sm:w-auto sm:min-w-[18rem] sm:flex-1">
            <label htmlFor={`file-${d.id}`} className="mb-1.5 block text-sm font-semibold text-ink-muted">
              Deliverable for {d.title}
            </label>
            <FileInput id={`file-${d.id}`} name="file" required accept=".pdf,.docx" />
          </div>
          <button type="submit" className={cn(smallButton, buttonTones.primary)}>
            Upload and deliver
          </button>
        </Form>
      </div>
    </li>
  )
}
