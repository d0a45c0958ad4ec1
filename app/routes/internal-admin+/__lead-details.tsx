// One lead's pieces on the leads page (/internal-admin/leads): what it said, its emails and reminders,
// its status form, its conflict flag and, for a Circle application, the invitation.
import type { SerializeFrom } from '@remix-run/node'
import { Form, Link } from '@remix-run/react'
import { Options } from '~/components/ui/options'
import { isCircleApplication } from '~/content/circle'
import { LEAD_STATUSES } from '~/utils/db-schema'
import { cn } from '~/utils/misc'
import { ScheduledReminders } from './__reminders'
import { Badge, SmallPostButton, When, buttonTones, deliveryTone, inputClass, smallButton } from './__ui'
import type { leadsPage } from '~/models/admin-leads.server'

type Lead = SerializeFrom<typeof leadsPage>['leads'][number]

/** One option per lead status, capitalized (the filter and each lead's status form). */
export function LeadStatusOptions() {
  return <Options values={LEAD_STATUSES} label={(s) => s[0].toUpperCase() + s.slice(1)} />
}

/**
 * An address that wraps only before its @ (inside a part only if that part is wider than the card). Each
 * part carries the underline itself: a link's text decoration does not reach inline blocks.
 */
export function EmailText({ email }: { email: string }) {
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
export function LeadDetails({
  lead,
  reminders,
  conflict,
}: {
  lead: Lead
  reminders: SerializeFrom<typeof leadsPage>['reminders']
  conflict?: SerializeFrom<typeof leadsPage>['conflicts'][string]
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
function ConflictFlag({ conflict }: { conflict: SerializeFrom<typeof leadsPage>['conflicts'][string] }) {
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
