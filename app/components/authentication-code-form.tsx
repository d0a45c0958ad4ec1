// The one form that asks for a code from an authenticator app (or a recovery code): at sign-in, to
// confirm enrolment, and to turn two-factor sign-in off. Works without JavaScript.
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, useLocation } from '@remix-run/react'
import { PageNotice } from '~/components/page-notice'
import { Field, SubmitButton } from '~/components/forms'
import * as authCode from '~/locales/auth-code'
import { twoFactorCodeSchema } from '~/schemas/two-factor'
import { useCopies, useCopy } from '~/utils/i18n'

type AuthenticationCodeFormProps = {
  id: string
  /** The action's answer to the last code: the field's errors, and a refusal (too many codes tried) shown above the form. */
  reply?: { result?: SubmissionResult<string[]> | null; notice?: { title: string; description: string } | null }
  hint?: string
  /** Focus the field on arrival (the sign-in step) or only after a refused code. */
  autoFocus?: boolean
  submit: { label: string; pendingLabel: string; variant?: 'primary' | 'secondary'; className?: string }
  className?: string
}

export function AuthenticationCodeForm(props: AuthenticationCodeFormProps) {
  // A new location per submission: the field empties after a refusal, as it does without JavaScript.
  const { key } = useLocation()
  return <CodeForm key={key} {...props} />
}

function CodeForm({ id, reply, hint, autoFocus, submit, className = 'space-y-5' }: AuthenticationCodeFormProps) {
  // Its errors in the page's language (the action checks again with the same schema).
  const t = useCopy(authCode)
  const schema = twoFactorCodeSchema(useCopies())
  const [form, fields] = useForm({
    id,
    lastResult: reply?.result ?? undefined,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onSubmit',
  })
  return (
    <>
      {reply?.notice ? (
        <PageNotice title={reply.notice.title} className="mb-6">
          {reply.notice.description}
        </PageNotice>
      ) : null}
      <Form method="post" {...getFormProps(form)} className={className}>
        <Field
          label={t.label}
          field={fields.code}
          autoComplete="one-time-code"
          hint={hint}
          autoFocus={autoFocus ?? Boolean(fields.code.errors)}
        />
        <SubmitButton variant={submit.variant} pendingLabel={submit.pendingLabel} className={submit.className}>
          {submit.label}
        </SubmitButton>
      </Form>
    </>
  )
}
