import { getFormProps } from '@conform-to/react'
import type { ActionFunctionArgs, MetaFunction, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLocation } from '@remix-run/react'
import { Clock, Mail, MapPin } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Field, SubmitButton, TextareaField, useSchemaForm } from '~/components/forms'
import { Eyebrow } from '~/components/marketing/ui'
import { ButtonLink } from '~/components/ui/button'
import { Confirmation, FormNotice, IntakeFormPreamble, firstInvalidField, useConfirmed, type IntakeActionData } from '~/components/intake'
import { useFirm, type Firm } from '~/content/firm'
import { notice } from '~/content/intake'
import * as intake from '~/locales/intake'
import type { Notice } from '~/utils/notice'
import { contactSchema } from '~/schemas/contact'
import { metaCopy, useCopies, useCopy, useLocalePath } from '~/utils/i18n'
import { requestLang, spanishCopy } from '~/utils/i18n.server'
import { seoWithFirm } from '~/utils/seo'
import { handleIntake } from './__intake.server'

const required = ['name', 'email', 'message']

// Works without JavaScript (a plain form post); once the page hydrates, fields are checked as they are filled.

export function loader({ request }: LoaderFunctionArgs) {
  return { spanish: spanishCopy(requestLang(request), 'intake') }
}

export async function action({ request }: ActionFunctionArgs) {
  return handleIntake(request, {
    form: 'contact',
    schema: contactSchema,
    toLead: (v) => ({ formType: 'contact', name: v.name, email: v.email, message: v.message }),
    successUrl: () => '/contact',
    success: (copies) => notice(copies, 'contactSent'),
    failure: (copies) => notice(copies, 'contactFailed'),
    missing: { fields: required, notice: (copies) => notice(copies, 'contactMissing') },
  })
}

export default function Contact() {
  const firm = useFirm()
  const t = useCopy(intake).contact
  const actionData = useActionData<IntakeActionData>()
  // A new location after each successful send remounts the form, which clears it (spec: form cleared).
  const location = useLocation()
  const [clientNotice, setClientNotice] = useState<Notice | null>(null)
  const sent = useConfirmed('contact')
  return (
    <div className="mx-auto max-w-6xl px-5 py-12 sm:px-8 sm:py-20">
      <header className="max-w-2xl">
        <Eyebrow>{t.eyebrow}</Eyebrow>
        <h1 className="mt-5 text-balance font-serif text-[2.5rem] font-semibold leading-[1.08] tracking-tight sm:text-5xl">{t.title}</h1>
        <p className="mt-6 text-lg leading-relaxed text-ink-soft">{t.intro}</p>
      </header>

      <div className="mt-12 grid gap-x-16 gap-y-12 lg:mt-16 lg:grid-cols-12">
        <div className="lg:col-span-7">
          {sent ? (
            <Confirmation heading={t.confirmationHeading} className="mb-8 scroll-mt-6" reveal>
              {t.confirmation} {firm.phone}.
            </Confirmation>
          ) : null}
          <ContactForm key={location.key} lastResult={actionData?.result} onMissing={setClientNotice} />
        </div>
        <aside aria-label={t.otherWays} className="lg:col-span-5">
          <ContactDetails firm={firm} />
        </aside>
      </div>
      <FormNotice notice={clientNotice ?? actionData?.notice} />
    </div>
  )
}

function ContactForm({
  lastResult,
  onMissing,
}: {
  lastResult: IntakeActionData['result'] | undefined
  onMissing: (notice: Notice | null) => void
}) {
  const copies = useCopies()
  const t = copies.of(intake)
  const [form, fields] = useSchemaForm(contactSchema(copies), { id: 'contact', lastResult })
  const formProps = getFormProps(form)
  const focus = firstInvalidField(lastResult, required)
  // The spec's 'Missing Information' notice when the browser's own check stops a send with empty fields.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    formProps.onSubmit(event)
    // Conform validates a field on blur through a hidden '__intent__' submitter: that is not a send.
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    if (submitter?.getAttribute('name') === '__intent__') return
    onMissing(null)
    if (!event.defaultPrevented) return
    const data = new FormData(event.currentTarget)
    if (required.some((name) => !String(data.get(name) ?? '').trim())) onMissing(notice(copies, 'contactMissing'))
  }
  return (
    <Form
      method="post"
      preventScrollReset
      {...formProps}
      onSubmit={onSubmit}
      aria-labelledby="contact-heading"
      className="border border-paper-line bg-paper-raised p-6 sm:p-10"
    >
      <h2 id="contact-heading" className="text-2xl font-semibold sm:text-3xl">
        {t.contact.formHeading}
      </h2>
      <p className="mt-2 text-[15px] text-ink-muted">{t.contact.formIntro}</p>
      <IntakeFormPreamble form={form} className="mt-8" />
      <div className="space-y-6">
        <Field label={t.fields.name} field={fields.name} autoComplete="name" autoFocus={focus === 'name'} />
        <Field label={t.fields.email} type="email" field={fields.email} autoComplete="email" autoFocus={focus === 'email'} />
        <TextareaField
          label={t.fields.messageOptional}
          field={fields.message}
          rows={6}
          placeholder={t.contact.messagePlaceholder}
          autoFocus={focus === 'message'}
        />
      </div>
      <SubmitButton className="mt-10 w-full sm:w-auto" pendingLabel={t.submitting}>
        {t.contact.send}
      </SubmitButton>
    </Form>
  )
}

function ContactDetails({ firm }: { firm: Firm }) {
  const t = useCopy(intake).contact
  const to = useLocalePath()
  // Each <div> holds its <dt> and <dd> directly (the only grouping a <dl> allows); the icon sits in the
  // term, in the gutter the padding leaves.
  const item = 'relative border-t border-paper-line py-6 pl-9'
  const icon = 'absolute left-0 top-7 h-5 w-5 text-brass'
  return (
    <div>
      <dl>
        <div className={item}>
          <dt className="font-serif text-xl text-ink">
            <MapPin aria-hidden="true" className={icon} strokeWidth={1.5} />
            {t.location}
          </dt>
          <dd className="mt-1 text-ink-soft">
            {firm.city}, {firm.state}
            <br />
            {firm.serving}
          </dd>
        </div>
        <div className={item}>
          <dt className="font-serif text-xl text-ink">
            <Clock aria-hidden="true" className={icon} strokeWidth={1.5} />
            {t.responseTimeHeading}
          </dt>
          <dd className="mt-1 text-ink-soft">
            {t.responseTime} {t.urgent}
          </dd>
        </div>
        <div className={item}>
          <dt className="font-serif text-xl text-ink">
            <Mail aria-hidden="true" className={icon} strokeWidth={1.5} />
            {t.emailHeading}
          </dt>
          <dd className="mt-1">
            <a
              href={`mailto:${firm.email}`}
              className="inline-flex min-h-[44px] items-center break-all text-ink underline underline-offset-4 hover:text-brass"
            >
              {firm.email}
            </a>
          </dd>
        </div>
      </dl>
      <div className="mt-4 bg-ink p-6 text-paper sm:p-8">
        <p className="font-serif text-2xl leading-snug text-paper">{t.notSure}</p>
        <p className="mt-3 text-[16px] leading-relaxed text-paper/80">{t.growthScore}</p>
        <ButtonLink to={to('/growth-score')} onDark className="mt-6">
          {t.growthScoreCta}
        </ButtonLink>
      </div>
    </div>
  )
}

export const meta: MetaFunction = (args) => {
  const t = metaCopy(args, intake).contact
  return seoWithFirm(args, { title: t.metaTitle, description: t.metaDescription })
}
