// Step 1's form (name, email, company, phone, message, other parties), on the sales page for a new
// purchase and on /growth-score/details, prefilled, for 'Go Back' from the letter.
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from '@remix-run/react'
import { useState, type ComponentProps } from 'react'
import { Field, HoneypotField, SubmitButton, TextareaField } from '~/components/forms'
import { FlowNotices, Waiting } from '~/components/purchase-step'
import * as purchase from '~/locales/purchase'
import { growthScoreSignupSchema } from '~/schemas/growth-score'
import { fill, useCopies, useCopy, useLocalePath } from '~/utils/i18n'
import type { Notice } from '~/utils/notice'
import { capacityPolicy, capacityStatus } from './__capacity'
import type { Capacity } from './__flow.server'
import { noticesIn } from './__notices'

const REQUIRED = ['name', 'email', 'company', 'phone'] as const

type FieldMeta = ComponentProps<typeof Field>['field']

/** Name and Email, as ~/components/name-email-fields writes them, with the page's labels. */
export function NameEmailFields({ name, email, labels }: { name: FieldMeta; email: FieldMeta; labels: { name: string; email: string } }) {
  return (
    <>
      <Field label={labels.name} field={name} autoComplete="name" autoFocus={false} />
      <Field label={labels.email} type="email" field={email} autoComplete="email" autoFocus={false} />
    </>
  )
}

/** "Message (optional)", as ~/components/forms' OptionalLabel writes it, in the page's language. */
function OptionalLabel({ text, optional }: { text: string; optional: string }) {
  return (
    <>
      {`${text} `}
      <span className="font-normal text-ink-muted">{optional}</span>
    </>
  )
}

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
  const copies = useCopies()
  const t = useCopy(purchase)
  const to = useLocalePath()
  const schema = growthScoreSignupSchema(copies)
  const [clientNotice, setClientNotice] = useState(false)
  const [form, fields] = useForm({
    id: 'growth-score-details',
    lastResult,
    constraint: getZodConstraint(schema),
    defaultValue: values ?? undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  // This form was accepted and the page it leads to, the letter, is loading (a refused form answers
  // 4xx, after which nothing loads).
  if (navigation.state === 'loading' && navigation.formData?.get('intent') === 'details') {
    return <Waiting title={t.details.loading} />
  }

  const formProps = getFormProps(form)
  const notices = clientNotice && !serverNotices.length ? [noticesIn(copies).missingInformation] : serverNotices
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 className="font-serif text-2xl font-semibold sm:text-3xl">{t.details.heading}</h2>
        <CapacityLine capacity={capacity} />
      </div>
      <p className="mt-2 max-w-prose text-[16px] text-ink-soft">{t.details.lead}</p>
      <FlowNotices notices={notices} className="mt-5" />
      <Form
        method="post"
        action={to(signupId ? `/growth-score/details?signup_id=${signupId}` : '/growth-score?index')}
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
        <NameEmailFields name={fields.name} email={fields.email} labels={t.details} />
        <Field label={t.details.company} field={fields.company} autoComplete="organization" />
        <Field label={t.details.phone} field={fields.phone} type="tel" autoComplete="tel" />
        <TextareaField
          className="sm:col-span-2"
          label={<OptionalLabel text={t.details.message} optional={t.details.optional} />}
          field={fields.message}
          rows={4}
          placeholder={t.details.messagePlaceholder}
        />
        <TextareaField
          className="sm:col-span-2"
          label={<OptionalLabel text={t.details.otherParties} optional={t.details.optional} />}
          hint={t.details.otherPartiesHint}
          field={fields.otherParties}
          rows={3}
        />
        <div className="sm:col-span-2">
          <SubmitButton intent="details" pendingLabel={t.frame.processing} className="w-full sm:w-auto">
            {t.details.submit}
          </SubmitButton>
        </div>
      </Form>
    </div>
  )
}

function CapacityLine({ capacity }: { capacity: Capacity }) {
  const copies = useCopies()
  const t = useCopy(purchase).capacity
  return (
    <p className="text-[15px] text-ink-soft" data-testid="capacity">
      {capacity.full ? (
        fill(t.allTaken, { count: capacity.capacity, month: capacity.monthLabel })
      ) : (
        <>
          <span className="font-semibold text-ink">{capacityPolicy(capacity.capacity, copies)}</span> {capacityStatus(capacity, copies)}
        </>
      )}
    </p>
  )
}
