// /auth/set-password?token=…: the emailed one-time link (after a purchase, or a reset) to choose a
// password. The link works once; using it signs the client in and opens the portal.
import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { PageNotice } from '~/components/page-notice'
import { Field, SubmitButton, useSchemaForm } from '~/components/forms'
import { describePasswordToken, setPasswordWithToken } from '~/models/accounts.server'
import { PASSWORD_MIN, SetPasswordSchema } from '~/schemas/auth'
import { continueSignIn } from '~/utils/two-factor-sign-in.server'
import { passwordProblem } from '~/utils/password-policy.server'
import { portalMeta } from '~/components/portal/portal-meta'
import { readFormData } from '~/utils/form-data.server'

const USED_OR_EXPIRED = 'This link has already been used or has expired. Request a new one below.'

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const found = token ? await describePasswordToken(token) : null
  // The token stays out of the Referer of anything this page loads (helmet sends no-referrer).
  return data(
    { token: found ? token : null, email: found?.email ?? null, purpose: found?.purpose ?? null },
    { status: found ? 200 : 410, headers: { 'cache-control': 'no-store' } },
  )
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readFormData(request)
  const submission = parseWithZod(formData, { schema: SetPasswordSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password', 'confirmPassword'] }), notice: null }, { status: 400 })
  }
  const token = await describePasswordToken(submission.value.token)
  const weakness = passwordProblem(submission.value.password, { email: token?.email })
  if (weakness) {
    return data(
      { result: submission.reply({ fieldErrors: { password: [weakness] }, hideFields: ['password', 'confirmPassword'] }), notice: null },
      { status: 400 },
    )
  }
  const outcome = await setPasswordWithToken(submission.value.token, submission.value.password)
  if (!outcome.ok) {
    return data(
      {
        result: submission.reply({ formErrors: [USED_OR_EXPIRED], hideFields: ['password', 'confirmPassword'] }),
        notice: { title: 'Error', description: USED_OR_EXPIRED },
      },
      { status: 410 },
    )
  }
  // With two-factor sign-in on, the emailed link alone does not sign in: the code page comes first.
  return continueSignIn(request, outcome.userId, '/dashboard', {
    title: 'Password Saved',
    description: 'Your password is set. Welcome to your client portal.',
  })
}

export default function SetPassword() {
  const { token, email, purpose } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useSchemaForm(SetPasswordSchema, { id: 'set-password', lastResult: actionData?.result })
  const refused = !token || actionData?.notice
  return (
    <div className="mx-auto max-w-xl px-6 py-12 md:py-24">
      <p className="text-sm font-semibold uppercase tracking-[0.18em] text-brass">Client Portal</p>
      <h1 className="mt-3 text-4xl leading-tight">{purpose === 'reset-password' ? 'Choose a new password' : 'Set your password'}</h1>
      {refused ? (
        <div className="mt-8">
          <PageNotice title="Link no longer valid" className="mb-6">
            {USED_OR_EXPIRED}
          </PageNotice>
          <Link
            to="/auth/forgot-password"
            className="inline-flex min-h-[44px] items-center font-semibold underline underline-offset-4 hover:text-brass"
          >
            Request a new link
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-6 text-ink-soft">
            For <strong className="font-semibold text-ink">{email}</strong>. Use at least {PASSWORD_MIN} characters; a short sentence is
            easy to remember and hard to guess.
          </p>
          <Form method="post" {...getFormProps(form)} className="mt-8 space-y-5">
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="email" value={email ?? ''} autoComplete="username" />
            <Field label="New password" field={fields.password} type="password" autoComplete="new-password" autoFocus />
            <Field label="Repeat the password" field={fields.confirmPassword} type="password" autoComplete="new-password" />
            <SubmitButton pendingLabel="Saving...">Save Password</SubmitButton>
          </Form>
        </>
      )}
    </div>
  )
}

export const meta = portalMeta('Set your password', 'Choose the password for your client portal.')
