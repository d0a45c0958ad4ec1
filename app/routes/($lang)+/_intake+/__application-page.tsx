// The page shared by the five booking, application and request forms: intro and steps, the form (full
// name, company name, email, phone, and the agreement for contract requests), and after a success the
// scheduling section in the form's place.
import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import type { MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { Lock } from 'lucide-react'
import type * as z from 'zod/v4/core'
import { LabelledSection } from '~/components/labelled-section'
import { Field, SubmitButton } from '~/components/forms'
import {
  FormNotice,
  IntakeFormPreamble,
  SchedulingSection,
  firstInvalidField,
  type IntakeActionData,
  type Scheduling,
} from '~/components/intake'
import { Eyebrow } from '~/components/marketing/ui'
import type { ApplicationPageSettings } from '~/content/intake'
import * as intake from '~/locales/intake'
import { applicationSchema } from '~/schemas/application'
import { metaCopy, useCopies, useCopy, useLocalePath } from '~/utils/i18n'
import { seo } from '~/utils/seo'

const fieldOrder = ['fullName', 'companyName', 'email', 'phone', 'agreementNeeded']

type ApplicationFields = { fullName: string; companyName: string; email: string; phone: string; agreementNeeded?: string }

export function ApplicationPage({
  page,
  schema,
  agreement = false,
}: {
  page: ApplicationPageSettings
  schema: z.$ZodType<ApplicationFields>
  agreement?: boolean
}) {
  const t = useCopy(intake)
  const copy = t.pages[page.key]
  const { submitted, scheduling, prefill } = useLoaderData<{
    submitted: boolean
    scheduling: Scheduling
    prefill?: { agreementNeeded?: string }
  }>()
  const actionData = useActionData<IntakeActionData>()
  return (
    <div className="mx-auto max-w-6xl px-5 py-12 sm:px-8 sm:py-20">
      <div className="grid gap-x-16 gap-y-10 lg:grid-cols-12">
        <header className="lg:col-span-5">
          <Eyebrow>{copy.eyebrow}</Eyebrow>
          <h1 className="mt-5 text-balance font-serif text-[2.5rem] font-semibold leading-[1.08] tracking-tight sm:text-5xl">
            <KeepHyphenated text={copy.title} />
          </h1>
          <p className="mt-6 max-w-prose text-lg leading-relaxed text-ink-soft">{copy.intro}</p>
        </header>

        <div className="lg:col-span-7 lg:col-start-6 lg:row-span-2 lg:row-start-1">
          {submitted ? (
            <SchedulingSection
              scheduling={scheduling}
              title={(scheduling ? t.application.confirmations : t.application.confirmationsWithoutCalendar)[page.formType]}
            />
          ) : (
            <ApplicationForm
              page={page}
              schema={schema}
              agreement={agreement}
              lastResult={actionData?.result}
              defaultAgreement={prefill?.agreementNeeded}
            />
          )}
        </div>

        <LabelledSection
          title={t.application.whatHappensNext}
          className="lg:col-span-5 lg:row-start-2"
          headingClassName="text-2xl font-semibold"
        >
          <ol className="mt-6 space-y-6">
            {copy.steps.map((step, i) => (
              <li key={step.title} className="flex gap-5">
                <span aria-hidden="true" className="font-serif text-3xl leading-none text-brass">
                  {i + 1}
                </span>
                <div>
                  <h3 className="font-sans text-base font-semibold text-ink">{step.title}</h3>
                  <p className="mt-1 text-[16px] leading-relaxed text-ink-muted">{step.body}</p>
                </div>
              </li>
            ))}
          </ol>
        </LabelledSection>
      </div>
      <FormNotice notice={actionData?.notice} />
    </div>
  )
}

/** Keeps words like 'Sell-Side' on one line: a heading broken at its hyphen reads badly. */
function KeepHyphenated({ text }: { text: string }) {
  return text.split(/(\S+-\S+)/).map((part, i) =>
    part.includes('-') ? (
      <span key={i} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  )
}

function ApplicationForm({
  page,
  schema,
  agreement,
  lastResult,
  defaultAgreement,
}: {
  page: ApplicationPageSettings
  schema: z.$ZodType<ApplicationFields>
  agreement: boolean
  lastResult: IntakeActionData['result'] | undefined
  defaultAgreement?: string
}) {
  const t = useCopy(intake)
  const copy = t.pages[page.key]
  const to = useLocalePath()
  const [form, fields] = useForm<ApplicationFields>({
    id: page.formType,
    lastResult,
    constraint: getZodConstraint(schema),
    defaultValue: defaultAgreement ? { agreementNeeded: defaultAgreement } : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  const focus = firstInvalidField(lastResult, fieldOrder)
  return (
    <Form
      method="post"
      preventScrollReset
      {...getFormProps(form)}
      aria-labelledby={`${form.id}-heading`}
      className="border border-paper-line bg-paper-raised p-6 shadow-[0_1px_0_rgba(20,33,61,0.04)] sm:p-10"
    >
      <h2 id={`${form.id}-heading`} className="text-2xl font-semibold sm:text-3xl">
        {copy.formHeading}
      </h2>
      <p className="mt-2 text-[15px] text-ink-muted">{t.application.everyFieldRequired}</p>
      <IntakeFormPreamble form={form} className="mt-8" />
      <div className="space-y-6">
        <Field label={t.fields.fullName} field={fields.fullName} autoComplete="name" autoFocus={focus === 'fullName'} />
        <Field label={t.fields.companyName} field={fields.companyName} autoComplete="organization" autoFocus={focus === 'companyName'} />
        <Field label={t.fields.email} type="email" field={fields.email} autoComplete="email" autoFocus={focus === 'email'} />
        <Field label={t.fields.phone} type="tel" field={fields.phone} autoComplete="tel" inputMode="tel" autoFocus={focus === 'phone'} />
        {agreement ? (
          <Field
            label={t.fields.agreementNeeded}
            field={fields.agreementNeeded}
            placeholder={t.application.agreementPlaceholder}
            autoFocus={focus === 'agreementNeeded'}
          />
        ) : null}
      </div>
      <SubmitButton className="mt-10 w-full" pendingLabel={t.submitting}>
        {copy.submitLabel}
      </SubmitButton>
      <p className="mt-5 flex items-start gap-2 text-sm text-ink-muted">
        <Lock aria-hidden="true" className="mt-0.5 h-4 w-4 flex-none" strokeWidth={1.75} />
        <span>
          {t.application.privacy}{' '}
          <Link to={to('/privacy')} className="underline underline-offset-4 hover:text-brass">
            {t.application.privacyLink}
          </Link>
          .
        </span>
      </p>
    </Form>
  )
}

export function applicationMeta(page: ApplicationPageSettings): MetaFunction {
  return (args) => {
    const copy = metaCopy(args, intake).pages[page.key]
    return seo(args, { title: copy.metaTitle, description: copy.metaDescription })
  }
}

/**
 * The page of one of the four forms that ask the standard four fields (bookings and applications).
 * Without JavaScript it is a plain form post; once the page hydrates, fields are checked as they are filled.
 */
export function applicationPage(page: ApplicationPageSettings) {
  return function StandardApplicationPage() {
    return <ApplicationPage page={page} schema={applicationSchema(useCopies())} />
  }
}
