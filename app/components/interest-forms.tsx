// The two interest forms of /growth-score: Circle membership and Exit Suite consultation. With
// JavaScript they post through a fetcher (the page stays where it is, the fields clear and the spec's
// 'Interest Submitted!' notice shows); without, the post redirects back to the form's anchor on the page.
import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useFetcher, useLocation } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import type * as z from 'zod/v4/core'
import { Field, TextareaField, buttonClass, keepFieldFocus } from '~/components/forms'
import { Confirmation, FormNotice, IntakeFormPreamble, firstInvalidField, useConfirmed, type IntakeActionData } from '~/components/intake'
import { interestSections } from '~/content/intake'
import * as intake from '~/locales/intake'
import { circleInterestSchema, exitSuiteInterestSchema } from '~/schemas/interest'
import { useCopies, useCopy, useLocalePath, type Copies } from '~/utils/i18n'
import { cn } from '~/utils/misc'

type InterestFormProps = {
  /** The server's answer when the form was posted without JavaScript (the fallback page passes it). */
  lastResult?: IntakeActionData['result']
  className?: string
}

type InterestValues = { name: string; email: string; company: string; message?: string }

/** Each form: its place on /growth-score, where it posts (in English: the page's language is added), its schema and its copy. */
type InterestFormSettings = {
  id: string
  action: string
  schema: (copies: Copies) => z.$ZodType<InterestValues>
  copy: 'circle' | 'exitSuite'
  withMessage: boolean
}

const circleInterest: InterestFormSettings = {
  id: interestSections.circle,
  action: '/interest/circle',
  schema: circleInterestSchema,
  copy: 'circle',
  withMessage: false,
}

const exitSuiteInterest: InterestFormSettings = {
  id: interestSections.exitSuite,
  action: '/interest/exit-suite',
  schema: exitSuiteInterestSchema,
  copy: 'exitSuite',
  withMessage: true,
}

/** Circle membership interest: name, email, company. */
export function CircleInterestForm(props: InterestFormProps) {
  return <InterestForm {...circleInterest} {...props} />
}

/** Exit Suite consultation request: name, email, company and an optional message. */
export function ExitSuiteInterestForm(props: InterestFormProps) {
  return <InterestForm {...exitSuiteInterest} {...props} />
}

const fieldOrder = ['name', 'email', 'company', 'message']

function InterestForm({ id, action, schema, copy, withMessage, lastResult, className }: InterestFormSettings & InterestFormProps) {
  const copies = useCopies()
  const t = copies.of(intake)
  const to = useLocalePath()
  const fetcher = useFetcher<IntakeActionData>({ key: id })
  // Each success remounts the form, which clears its fields.
  const [generation, setGeneration] = useState(0)
  const handled = useRef<IntakeActionData | undefined>(undefined)
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || handled.current === fetcher.data) return
    handled.current = fetcher.data
    if (fetcher.data.status === 'success') setGeneration((g) => g + 1)
  }, [fetcher.state, fetcher.data])
  const result = lastResult ?? (fetcher.data?.status === 'error' ? fetcher.data.result : undefined)
  const sent = useConfirmed(id)
  return (
    <div id={id} className={cn('scroll-mt-6', className)}>
      <InterestFields
        key={generation}
        formId={`${id}-form`}
        fetcher={fetcher}
        action={to(action)}
        schema={schema(copies)}
        submitLabel={t.interest[copy].submitLabel}
        withMessage={withMessage}
        lastResult={result}
      />
      {sent ? (
        <Confirmation heading={t.interest.confirmationHeading} className="mt-6">
          {t.interest[copy].confirmation}
        </Confirmation>
      ) : null}
      <FormNotice notice={fetcher.state === 'idle' ? fetcher.data?.notice : null} />
    </div>
  )
}

function InterestFields({
  formId,
  fetcher,
  action,
  schema,
  submitLabel,
  withMessage,
  lastResult,
}: {
  formId: string
  fetcher: ReturnType<typeof useFetcher<IntakeActionData>>
  action: string
  schema: z.$ZodType<InterestValues>
  submitLabel: string
  withMessage: boolean
  lastResult: IntakeActionData['result'] | undefined
}) {
  const t = useCopy(intake)
  const [form, fields] = useForm<InterestValues>({
    id: formId,
    lastResult,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  const location = useLocation()
  const pending = fetcher.state !== 'idle'
  const focus = firstInvalidField(lastResult, fieldOrder)
  return (
    <fetcher.Form
      method="post"
      action={action}
      {...getFormProps(form)}
      className="border border-paper-line bg-paper-raised p-6 text-ink sm:p-8"
    >
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      <IntakeFormPreamble form={form} />
      <div className="grid gap-6 sm:grid-cols-2">
        <Field label={t.fields.name} field={fields.name} autoComplete="name" autoFocus={focus === 'name'} />
        <Field label={t.fields.email} type="email" field={fields.email} autoComplete="email" autoFocus={focus === 'email'} />
        <Field
          label={t.fields.company}
          field={fields.company}
          autoComplete="organization"
          className="sm:col-span-2"
          autoFocus={focus === 'company'}
        />
        {withMessage ? (
          <TextareaField
            label={t.fields.messageOptional}
            field={fields.message}
            rows={4}
            placeholder={t.interest.messagePlaceholder}
            className="sm:col-span-2"
            autoFocus={focus === 'message'}
          />
        ) : null}
      </div>
      <button
        type="submit"
        onMouseDown={keepFieldFocus}
        disabled={pending}
        aria-disabled={pending}
        className={cn(buttonClass('primary'), 'mt-8 w-full disabled:cursor-wait disabled:opacity-80 sm:w-auto')}
      >
        {pending ? t.submitting : submitLabel}
      </button>
    </fetcher.Form>
  )
}
