// /internal-admin/conflicts: the conflict checks waiting for the firm (a purchase waits to be paid
// until its check is cleared), each with its hits and why; `Clear` and `Decline` each take a reason,
// kept on the record (who, when, why) and never shown to the buyer.
import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { decideCheck, listOpenChecks } from '~/models/conflict-decisions.server'
import { ConflictDecisionSchema } from '~/schemas/conflicts'
import { requireAdmin } from '~/utils/auth.server'
import { readFormData } from '~/utils/form-data.server'
import { cn } from '~/utils/misc'
import { redirectWithToast } from '~/utils/toast.server'
import { Badge, PageHeading, When, buttonTones, inputClass, smallButton } from './__ui'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return data({ checks: await listOpenChecks() }, { headers: { 'cache-control': 'no-store' } })
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request)
  const actor = { id: admin.id, email: admin.email }
  const submission = parseWithZod(await readFormData(request), { schema: ConflictDecisionSchema })
  if (submission.status !== 'success') {
    // The reason is the only field a person types; any other wrong field is a stale or forged form.
    const result = submission.reply(submission.error?.reason ? undefined : { formErrors: ['Please try again.'] })
    return data({ checkId: String(submission.payload.checkId ?? ''), result }, { status: 400 })
  }
  const { checkId, intent, reason } = submission.value
  const result = await decideCheck(actor, checkId, intent, reason)
  if (result !== 'done') {
    return redirectWithToast('/internal-admin/conflicts', {
      type: 'error',
      title: 'Failed to record the decision',
      description: result === 'not-found' ? 'That check no longer exists.' : 'That check was already decided.',
    })
  }
  return redirectWithToast('/internal-admin/conflicts', {
    title: intent === 'clear' ? 'Check cleared' : 'Check declined',
    description:
      intent === 'clear'
        ? 'The decision is recorded. A buyer is emailed a link back to payment.'
        : 'The decision is recorded. A buyer is told the firm cannot take the matter; nothing can be charged.',
  })
}

export default function ConflictsPage() {
  const { checks } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <>
      <PageHeading title="Conflicts">
        <p>
          Conflict checks waiting for a decision, oldest first. A Growth Score buyer with a possible conflict cannot pay until the check is
          cleared; applications are flagged only. Reasons stay with the firm.
        </p>
      </PageHeading>
      {checks.length ? (
        <ul className="space-y-6">
          {checks.map((c) => {
            return (
              <li key={c.id}>
                <article aria-labelledby={`check-${c.id}`} className="border border-paper-line bg-paper-raised p-4 sm:p-6">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h2 id={`check-${c.id}`} className="font-serif text-xl">
                      {c.who.name}
                      {c.who.company ? <span className="font-sans text-base font-normal text-ink-muted"> · {c.who.company}</span> : null}
                    </h2>
                    <div className="flex flex-wrap gap-2">
                      <Badge tone="info">{c.who.what}</Badge>
                      {c.status === 'pending' ? <Badge tone="warn">Not run yet</Badge> : <Badge tone="bad">Possible conflict</Badge>}
                      {c.blocking ? <Badge tone="neutral">Payment waits</Badge> : null}
                      {c.overdue ? <Badge tone="bad">Over one business day</Badge> : null}
                    </div>
                  </div>
                  <p className="mt-1 text-sm text-ink-muted">
                    {c.who.email} · received <When at={c.createdAt} />
                  </p>
                  {c.who.otherParties.length ? (
                    <p className="mt-2 text-[15px]">
                      <span className="font-semibold">Other parties named:</span> {c.who.otherParties.join('; ')}
                    </p>
                  ) : null}
                  {c.status === 'pending' ? (
                    <p className="mt-3 text-[15px] text-ink-soft">
                      The worker has not run this check yet (see Operations). You may still decide it by hand.
                    </p>
                  ) : (
                    <ul className="mt-3 list-disc space-y-1 pl-5 text-[15px]" aria-label="Hits">
                      {c.hits.map((h) => (
                        <li key={h.entryId}>{h.reason}</li>
                      ))}
                    </ul>
                  )}
                  <DecisionForm checkId={c.id} lastResult={actionData?.checkId === c.id ? actionData.result : undefined} />
                </article>
              </li>
            )
          })}
        </ul>
      ) : (
        <p className="border border-dashed border-ink/25 px-4 py-8 text-center text-ink-muted">No conflict checks are waiting.</p>
      )}
    </>
  )
}

/** Clear or Decline one check, with the reason the firm keeps. */
function DecisionForm({ checkId, lastResult }: { checkId: string; lastResult?: SubmissionResult<string[]> }) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('checkId') === checkId
  const [form, fields] = useForm({
    id: `conflict-${checkId}`,
    lastResult,
    constraint: getZodConstraint(ConflictDecisionSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ConflictDecisionSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  const errors = fields.reason.errors ?? form.errors
  const { key, ...reasonProps } = getTextareaProps(fields.reason)
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 space-y-2">
      <input type="hidden" name="checkId" value={checkId} />
      <label htmlFor={`reason-${checkId}`} className="block text-sm font-semibold">
        Reason <span className="font-normal text-ink-muted">(kept by the firm, never shown to the buyer)</span>
      </label>
      <textarea
        key={key}
        {...reasonProps}
        id={`reason-${checkId}`}
        rows={2}
        aria-invalid={errors ? true : undefined}
        aria-describedby={errors ? `reason-${checkId}-error` : undefined}
        className={inputClass}
      />
      {errors ? (
        <p id={`reason-${checkId}-error`} className="text-sm font-semibold text-danger">
          {errors.join(' ')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="intent" value="clear" disabled={busy} className={cn(smallButton, buttonTones.primary)}>
          {busy && navigation.formData?.get('intent') === 'clear' ? 'Clearing...' : 'Clear'}
        </button>
        <button type="submit" name="intent" value="decline" disabled={busy} className={cn(smallButton, buttonTones.secondary)}>
          {busy && navigation.formData?.get('intent') === 'decline' ? 'Declining...' : 'Decline'}
        </button>
      </div>
    </Form>
  )
}
