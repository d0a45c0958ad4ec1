// Step 1's form (name, email, company, phone, message, other parties), on the sales page for a new
// purchase and on /growth-score/details, prefilled, for 'Go Back' from the letter.
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { Field, HoneypotField, OptionalLabel, SubmitButton, TextareaField } from '~/components/forms'
import { NameEmailFields } from '~/components/name-email-fields'
import { FlowNotices, Waiting } from '~/components/purchase-step'
import { GrowthScoreSignupSchema } from '~/schemas/growth-score'
import type { Notice } from '~/utils/notice'
import { capacityPolicy, capacityStatus } from './__capacity'
import type { Capacity } from './__flow.server'

const REQUIRED = ['name', 'email', 'company', 'phone'] as const

export function DetailsForm({
  signupId,
  capacity,
  values,
  notices: serverNotices,
  lastResult,
}: {
  /** The signup whose details are edited; none on the sales page, where the form creates one. */
  signupId: string | null
  capacity: Capacity
  values: Record<string, string> | null
  notices: Notice[]
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const navigation = useNavigation()
  const [clientNotice, setClientNotice] = useState(false)
  const [form, fields] = useForm({
    id: 'growth-score-details',
    lastResult,
    constraint: getZodConstraint(GrowthScoreSignupSchema),
    defaultValue: values ?? undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: GrowthScoreSignupSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  // This form was accepted and the page it leads to, the letter, is loading (a refused form answers
  // 4xx, after which nothing loads).
  if (navigation.state === 'loading' && navigation.formData?.get('intent') === 'details') {
    return <Waiting title="Loading engagement letter..." />
  }

  const formProps = getFormProps(form)
  const notices =
    clientNotice && !serverNotices.length
      ? [{ title: 'Missing Information', description: 'Please fill in all required fields.', type: 'error' as const }]
      : serverNotices
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 className="font-serif text-2xl font-semibold sm:text-3xl">Your details</h2>
        <CapacityLine capacity={capacity} />
      </div>
      <p className="mt-2 max-w-prose text-[16px] text-ink-soft">
        We prepare your engagement letter from these details. Nothing is charged until step 3.
      </p>
      <FlowNotices notices={notices} className="mt-5" />
      <Form
        method="post"
        action={signupId ? `/growth-score/details?signup_id=${signupId}` : '/growth-score?index'}
        {...formProps}
        onSubmit={(event) => {
          formProps.onSubmit(event)
          const data = new FormData(event.currentTarget)
          const missing = REQUIRED.some((f) => !String(data.get(f) ?? '').trim())
          setClientNotice(event.defaultPrevented && missing)
        }}
        className="relative mt-6 grid gap-5 sm:grid-cols-2"
      >
        <HoneypotField />
        <input type="hidden" name="intent" value="details" />
        {signupId ? <input type="hidden" name="signup_id" value={signupId} /> : null}
        <NameEmailFields name={fields.name} email={fields.email} />
        <Field label="Company" field={fields.company} autoComplete="organization" />
        <Field label="Phone" field={fields.phone} type="tel" autoComplete="tel" />
        <TextareaField
          className="sm:col-span-2"
          label={<OptionalLabel text="Message" />}
          field={fields.message}
          rows={4}
          placeholder="Anything we should know before we begin?"
        />
        <TextareaField
          className="sm:col-span-2"
          label={<OptionalLabel text="Other parties involved" />}
          hint="Co-owners, investors, or the other side of a deal: one name a line. We check every new engagement against the matters we already handle."
          field={fields.otherParties}
          rows={3}
        />
        <div className="sm:col-span-2">
          <SubmitButton intent="details" pendingLabel="Processing..." className="w-full sm:w-auto">
            Continue to Engagement Letter
          </SubmitButton>
        </div>
      </Form>
    </div>
  )
}

function CapacityLine({ capacity }: { capacity: Capacity }) {
  return (
    <p className="text-[15px] text-ink-soft" data-testid="capacity">
      {capacity.full ? (
        <>
          All {capacity.capacity} of {capacity.monthLabel}’s places are taken.
        </>
      ) : (
        <>
          <span className="font-semibold text-ink">{capacityPolicy(capacity.capacity)}</span> {capacityStatus(capacity)}
        </>
      )}
    </p>
  )
}
