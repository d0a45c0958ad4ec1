// Pieces of the Circle's pages: the membership terms as a sheet, and the built-in signature form
// (the same controls and audit trail as the engagement letter).
import { Form } from '@remix-run/react'
import type { LetterBlock } from '~/content/engagement-letter'
import { ErrorList, invalidProps, LabeledControl, SubmitButton } from './forms'
import { Fingerprint, LetterBody } from './letter-body'

export type TermsView = { title: string; blocks: LetterBlock[]; sha256: string }

export function TermsSheet({ terms }: { terms: TermsView }) {
  return (
    <article aria-label={terms.title} className="border border-paper-line bg-paper-raised px-5 py-7 sm:px-10 sm:py-10">
      <h2 className="font-serif text-2xl font-semibold leading-snug sm:text-[1.75rem]">{terms.title}</h2>
      <LetterBody blocks={terms.blocks} Heading="h3" />
      <Fingerprint label="Terms" sha256={terms.sha256} />
    </article>
  )
}

export function SignTermsForm({
  name,
  email,
  sha256,
  consentLabel,
  errors,
}: {
  name: string
  email: string
  sha256: string
  consentLabel: string
  errors?: Record<string, string>
}) {
  return (
    <Form method="post" className="mt-8 border border-ink/15 bg-paper-raised p-5 sm:p-8">
      <input type="hidden" name="terms_sha256" value={sha256} />
      <p className="text-sm font-semibold text-ink-muted">Email</p>
      <p className="[overflow-wrap:anywhere]">{email}</p>
      <LabeledControl id="sign-full-name" label="Full name" errors={errors?.full_name} className="mt-5">
        <input
          id="sign-full-name"
          name="full_name"
          defaultValue={name}
          required
          maxLength={200}
          autoComplete="name"
          {...invalidProps('sign-full-name', errors?.full_name)}
          className="block min-h-[48px] w-full border border-ink/25 bg-paper-raised px-3.5 py-3 font-serif text-xl text-ink focus:border-ink focus:outline-none focus:ring-2 focus:ring-brass/40"
        />
      </LabeledControl>
      <div className="mt-5 flex items-start gap-3">
        <input
          id="sign-consent"
          type="checkbox"
          name="consent"
          required
          {...invalidProps('sign-consent', errors?.consent)}
          className="mt-0.5 h-6 w-6 shrink-0 accent-ink"
        />
        <label htmlFor="sign-consent" className="text-[16px] leading-snug">
          {consentLabel}
        </label>
      </div>
      <ErrorList id="sign-consent-error" errors={errors?.consent ? [errors.consent] : null} />
      <SubmitButton intent="sign" pendingLabel="Processing..." className="mt-6 w-full sm:w-auto">
        Confirm Signature
      </SubmitButton>
    </Form>
  )
}
