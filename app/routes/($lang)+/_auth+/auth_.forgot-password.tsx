// /auth/forgot-password: emails a one-time link to choose a new password. The answer is the same
// whether or not the address has an account, so the page reveals nothing about who is a client.
import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { PageNotice } from '~/components/page-notice'
import { Field, SubmitButton, useSchemaForm } from '~/components/forms'
import { passwordResetWait, requestPasswordReset } from '~/models/accounts.server'
import { ForgotPasswordSchema } from '~/schemas/auth'
import { getUser } from '~/utils/auth.server'
import { portalMeta } from '~/components/portal/portal-meta'
import { readFormData } from '~/utils/form-data.server'

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getUser(request)) throw redirect('/dashboard')
  return { sent: new URL(request.url).searchParams.has('sent') }
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readFormData(request)
  const submission = parseWithZod(formData, { schema: ForgotPasswordSchema })
  if (submission.status !== 'success') return data({ result: submission.reply(), notice: null }, { status: 400 })
  const wait = await passwordResetWait(request, submission.value.email)
  if (wait) {
    const minutes = Math.max(1, Math.ceil(wait / 60))
    const message = `Too many reset requests. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`
    return data({ result: submission.reply({ formErrors: [message] }), notice: { title: 'Error', description: message } }, { status: 429 })
  }
  await requestPasswordReset(submission.value.email)
  return redirect('/auth/forgot-password?sent')
}

export default function ForgotPassword() {
  const { sent } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useSchemaForm(ForgotPasswordSchema, { id: 'forgot-password', lastResult: actionData?.result })
  return (
    <div className="mx-auto max-w-xl px-6 py-12 md:py-24">
      <p className="text-sm font-semibold uppercase tracking-[0.18em] text-brass">Client Portal</p>
      <h1 className="mt-3 text-4xl leading-tight">Reset your password</h1>
      {sent ? (
        <div className="mt-8">
          <PageNotice type="info" title="Check your email" className="mb-6">
            If an account exists for that address, a link to choose a new password is on its way. The link works once and expires in one
            hour.
          </PageNotice>
          <Link to="/auth" className="inline-flex min-h-[44px] items-center font-semibold underline underline-offset-4 hover:text-brass">
            Back to sign in
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-6 text-ink-soft">
            Enter the email address of your portal account and we will send you a one-time link to choose a new password.
          </p>
          <div className="mt-8">
            {actionData?.notice ? (
              <PageNotice title={actionData.notice.title} className="mb-6">
                {actionData.notice.description}
              </PageNotice>
            ) : null}
            <Form method="post" {...getFormProps(form)} className="space-y-5">
              <Field label="Email" field={fields.email} type="email" autoComplete="email" autoFocus={Boolean(fields.email.errors)} />
              <div className="flex flex-wrap items-center justify-between gap-4">
                <SubmitButton pendingLabel="Sending...">Email Me a Link</SubmitButton>
                <Link
                  to="/auth"
                  className="inline-flex min-h-[44px] items-center text-[15px] underline underline-offset-4 hover:text-brass"
                >
                  Back to sign in
                </Link>
              </div>
            </Form>
          </div>
        </>
      )}
    </div>
  )
}

export const meta = portalMeta('Reset your password', 'Request a one-time link to choose a new password for the client portal.')
