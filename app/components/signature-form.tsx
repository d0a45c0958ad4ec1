// Confirm Signature: the typed name and the consent box, checked by SignatureSchema in the browser
// (once hydrated) and by the same schema in the route's action. The engagement letter's signing step
// and the post-payment agreement both use it, standing where the client's signature goes.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import { SubmitButton } from '~/components/forms'
import { LetterSheet, type LetterSheetView } from '~/components/letter-sheet'
import * as purchase from '~/locales/purchase'
import { signatureSchema } from '~/schemas/growth-score'
import { useCopies, useCopy } from '~/utils/i18n'

/** A letter to sign, with its signature form on the client's signature line. */
export function SignableLetter({
  id,
  action,
  signupId,
  letter,
  party,
  consentLabel,
  lastResult,
  foldBody,
  children,
}: {
  id: string
  action?: string
  signupId: string
  letter: LetterSheetView
  party: { name: string; company: string }
  consentLabel: string
  lastResult: SubmissionResult<string[]> | undefined
  foldBody?: boolean
  children?: ReactNode
}) {
  return (
    <LetterSheet
      letter={letter}
      party={party}
      foldBody={foldBody}
      acceptance={
        <SignatureForm
          id={id}
          action={action}
          signupId={signupId}
          sha256={letter.sha256}
          defaultName={party.name}
          consentLabel={consentLabel}
          lastResult={lastResult}
          className="mt-4 font-sans text-[16px] leading-normal"
        >
          {children}
        </SignatureForm>
      }
    />
  )
}

export function SignatureForm({
  id,
  action,
  signupId,
  sha256,
  defaultName,
  consentLabel,
  lastResult,
  className,
  children,
}: {
  id: string
  className: string
  action?: string
  signupId: string
  sha256: string
  defaultName: string
  consentLabel: string
  lastResult: SubmissionResult<string[]> | undefined
  children?: ReactNode
}) {
  const t = useCopy(purchase)
  const schema = signatureSchema(useCopies())
  const [form, fields] = useForm({
    id: `${id}-signature`,
    lastResult,
    constraint: getZodConstraint(schema),
    defaultValue: { full_name: defaultName, letter_sha256: sha256 },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  const nameError = fields.full_name.errors?.[0]
  const consentError = fields.consent.errors?.[0]
  return (
    <Form method="post" action={action} {...getFormProps(form)} className={className}>
      <input type="hidden" name="signup_id" value={signupId} />
      <input {...getInputProps(fields.letter_sha256, { type: 'hidden' })} key={fields.letter_sha256.key} />
      {children}
      <div>
        <label htmlFor={`${id}-full-name`} className="mb-1.5 block text-sm font-semibold text-ink">
          {t.sign.fullName}
        </label>
        <input
          {...getInputProps(fields.full_name, { type: 'text' })}
          key={fields.full_name.key}
          id={`${id}-full-name`}
          autoComplete="name"
          aria-describedby={nameError ? `${id}-full-name-error` : undefined}
          className="block min-h-[48px] w-full border border-ink/25 bg-paper-raised px-3.5 py-3 font-serif text-xl text-ink focus:border-ink focus:outline-none focus:ring-2 focus:ring-brass/40"
        />
        {nameError ? (
          <p id={`${id}-full-name-error`} className="mt-1.5 text-sm font-medium text-danger">
            {nameError}
          </p>
        ) : null}
      </div>
      <div className="mt-5 flex items-start gap-3">
        <input
          {...getInputProps(fields.consent, { type: 'checkbox' })}
          key={fields.consent.key}
          id={`${id}-consent`}
          aria-describedby={consentError ? `${id}-consent-error` : undefined}
          className="mt-0.5 h-6 w-6 shrink-0 accent-ink"
        />
        <label htmlFor={`${id}-consent`} className="text-[16px] leading-snug">
          {consentLabel}
        </label>
      </div>
      {consentError ? (
        <p id={`${id}-consent-error`} className="mt-1.5 text-sm font-medium text-danger">
          {consentError}
        </p>
      ) : null}
      <SubmitButton intent="confirm-signature" pendingLabel={t.frame.processing} className="mt-6 w-full sm:w-auto">
        {t.sign.confirm}
      </SubmitButton>
    </Form>
  )
}
