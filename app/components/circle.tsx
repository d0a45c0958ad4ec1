// Pieces of the Circle's pages: the membership terms as a sheet, the built-in signature form (the same
// controls and audit trail as the engagement letter), the payment summary and the receipt. Labels in the
// page's language (app/locales/circle.ts).
import { getInputProps, type FieldMetadata, type getFormProps } from '@conform-to/react'
import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import { ErrorList, invalidProps, LabeledControl, SubmitButton } from './forms'
import * as circle from '~/locales/circle'
import { useCopy } from '~/utils/i18n'

/** The signature form's Conform metadata (the page's useForm over TermsSignatureSchema). */
type SignTermsFields = { full_name: FieldMetadata<string>; consent: FieldMetadata<boolean> }

export function SignTermsForm({
  formProps,
  fields,
  email,
  sha256,
  consentLabel,
  className = 'mt-8 border border-ink/15 bg-paper-raised p-5 sm:p-8',
}: {
  /** getFormProps of the page's form. */
  formProps: ReturnType<typeof getFormProps>
  fields: SignTermsFields
  email: string
  sha256: string
  consentLabel: string
  className?: string
}) {
  const copy = useCopy(circle)
  const t = copy.signForm
  const nameError = fields.full_name.errors?.[0]
  const consentError = fields.consent.errors?.[0]
  const { key: nameKey, ...nameProps } = getInputProps(fields.full_name, { type: 'text' })
  const { key: consentKey, ...consentProps } = getInputProps(fields.consent, { type: 'checkbox' })
  return (
    <Form method="post" {...formProps} className={className}>
      <input type="hidden" name="terms_sha256" value={sha256} />
      <p className="text-sm font-semibold text-ink-muted">{t.email}</p>
      <p className="[overflow-wrap:anywhere]">{email}</p>
      <LabeledControl id="sign-full-name" label={t.fullName} errors={nameError} className="mt-5">
        <input
          key={nameKey}
          {...nameProps}
          id="sign-full-name"
          autoComplete="name"
          {...invalidProps('sign-full-name', nameError)}
          className="block min-h-[48px] w-full border border-ink/25 bg-paper-raised px-3.5 py-3 font-serif text-xl text-ink focus:border-ink focus:outline-none focus:ring-2 focus:ring-brass/40"
        />
      </LabeledControl>
      <div className="mt-5 flex items-start gap-3">
        <input
          key={consentKey}
          {...consentProps}
          id="sign-consent"
          {...invalidProps('sign-consent', consentError)}
          className="mt-0.5 h-6 w-6 shrink-0 accent-ink"
        />
        <label htmlFor="sign-consent" className="text-[16px] leading-snug">
          {consentLabel}
        </label>
      </div>
      <ErrorList id="sign-consent-error" errors={consentError ? [consentError] : null} />
      <SubmitButton intent="sign" pendingLabel={copy.processing} className="mt-6 w-full sm:w-auto">
        {t.confirm}
      </SubmitButton>
    </Form>
  )
}

/** One term and its value in a summary card (payment summary, receipt). */
export function SummaryLine({ term, children, strong }: { term: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-paper-line py-3 last:border-b-0 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
      <dt className="text-[15px] text-ink-muted">{term}</dt>
      <dd className={strong ? 'font-serif text-2xl font-semibold text-ink' : 'text-[16px] text-ink sm:text-right'}>{children}</dd>
    </div>
  )
}

/** A card of summary lines with a heading: what is bought or what was paid. */
export function SummaryCard({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <section aria-label={title} className="border border-paper-line bg-paper-raised px-5 py-5 sm:px-8 sm:py-6">
      <h2 className="font-sans text-[13px] font-semibold uppercase tracking-[0.16em] text-ink-muted">{title}</h2>
      <dl className="mt-2">{children}</dl>
      {footer}
    </section>
  )
}
