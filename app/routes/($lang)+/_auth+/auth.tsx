// /auth: client portal sign-in, and (outside production) the switch to create a test account.
import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { Field, SubmitButton, useSchemaForm } from '~/components/forms'
import { useFirm } from '~/content/firm'
import { PageNotice } from '~/components/page-notice'
import { authenticateWithForm, createTestAccount, SignInError } from '~/models/accounts.server'
import { PASSWORD_MIN, SignInSchema, TestAccountSchema } from '~/schemas/auth'
import { getUser } from '~/utils/auth.server'
import { env } from '~/utils/env.server'
import { passwordProblem } from '~/utils/password-policy.server'
import { safeRedirect } from '~/utils/misc'
import { continueSignIn } from '~/utils/two-factor-sign-in.server'
import { redirectWithToast } from '~/utils/toast.server'
import { portalMeta } from '~/components/portal/portal-meta'
import { readFormData } from '~/utils/form-data.server'

type Mode = 'sign-in' | 'test-account'

function withRedirect(path: string, redirectTo: string | null | undefined) {
  return redirectTo ? `${path}${path.includes('?') ? '&' : '?'}redirectTo=${encodeURIComponent(redirectTo)}` : path
}

// Works without JavaScript (a plain form post); once the page hydrates, fields are checked as they are filled.

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const redirectTo = url.searchParams.get('redirectTo')
  if (await getUser(request)) throw redirect(safeRedirect(redirectTo, '/dashboard'))
  const allowTestAccounts = env().ALLOW_TEST_ACCOUNTS
  const mode: Mode = allowTestAccounts && url.searchParams.get('mode') === 'test-account' ? 'test-account' : 'sign-in'
  return { mode, allowTestAccounts, redirectTo: redirectTo && safeRedirect(redirectTo, '') ? redirectTo : null }
}

export async function action({ request }: ActionFunctionArgs) {
  if (await getUser(request)) throw redirect('/dashboard')
  const formData = await readFormData(request)
  const intent = formData.get('intent') === 'test-account' ? 'test-account' : 'sign-in'

  if (intent === 'test-account') {
    if (!env().ALLOW_TEST_ACCOUNTS) throw new Response('Test accounts are not available here.', { status: 403 })
    const submission = parseWithZod(formData, { schema: TestAccountSchema })
    if (submission.status !== 'success') {
      return data({ intent, result: submission.reply({ hideFields: ['password'] }), notice: null }, { status: 400 })
    }
    const weakness = passwordProblem(submission.value.password, { email: submission.value.email })
    if (weakness) {
      return data(
        {
          intent,
          result: submission.reply({ fieldErrors: { password: [weakness] }, hideFields: ['password'] }),
          notice: { title: 'Sign Up Failed', description: weakness },
        },
        { status: 400 },
      )
    }
    const created = await createTestAccount(submission.value, request)
    if (!created.ok) {
      const minutes = Math.max(1, Math.ceil(created.rateLimitedSeconds / 60))
      const message = `Too many test accounts were created from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
      return data(
        {
          intent,
          result: submission.reply({ formErrors: [message], hideFields: ['password'] }),
          notice: { title: 'Sign Up Failed', description: message },
        },
        { status: 429 },
      )
    }
    return redirectWithToast(withRedirect('/auth', submission.value.redirectTo), {
      title: 'Account Created!',
      description: 'Your test account has been created. You can now sign in.',
    })
  }

  const submission = parseWithZod(formData, { schema: SignInSchema })
  if (submission.status !== 'success') {
    return data({ intent, result: submission.reply({ hideFields: ['password'] }), notice: null }, { status: 400 })
  }
  let user
  try {
    user = await authenticateWithForm(request, submission.value)
  } catch (error) {
    if (!(error instanceof SignInError)) throw error
    return data(
      {
        intent,
        result: submission.reply({ formErrors: [error.message], hideFields: ['password'] }),
        notice: { title: 'Sign In Failed', description: error.message },
      },
      { status: error.reason === 'rate-limited' ? 429 : 401 },
    )
  }
  // A session now, or (two-factor sign-in on) the code page first: no session until the code is right.
  return continueSignIn(request, user.id, safeRedirect(submission.value.redirectTo, '/dashboard'))
}

export default function AuthPage() {
  const { mode, allowTestAccounts, redirectTo } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const testMode = mode === 'test-account'
  const firm = useFirm()
  // Each submission is a new location: remounting the form empties the password after a refusal,
  // as the page does without JavaScript (the email comes back from the action's reply).
  const { key } = useLocation()
  return (
    // Phone: heading, then the form (reachable without scrolling), then the note for new clients.
    // Desktop: heading and note on the left, the form on the right.
    <div className="mx-auto grid max-w-6xl gap-x-20 gap-y-10 px-6 py-12 md:grid-cols-[minmax(0,1fr)_26rem] md:grid-rows-[auto_1fr] md:py-24">
      <div className="md:col-start-1 md:row-start-1 md:pt-2">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-brass">Client Portal</p>
        <h1 className="mt-3 text-4xl leading-tight md:text-5xl">{testMode ? 'Create a test account' : 'Sign in to your portal'}</h1>
        <p className="mt-6 max-w-prose text-ink-soft">
          Follow your Growth Score analysis stage by stage, see what we need from you next, and write to your attorney directly.
        </p>
      </div>
      <div className="md:col-start-2 md:row-span-2 md:row-start-1">
        {actionData?.notice ? (
          <PageNotice title={actionData.notice.title} className="mb-6">
            {actionData.notice.description}
          </PageNotice>
        ) : null}
        {testMode ? (
          <TestAccountForm
            key={`test-${key}`}
            redirectTo={redirectTo}
            lastResult={actionData?.intent === 'test-account' ? actionData.result : undefined}
          />
        ) : (
          <SignInForm
            key={`sign-in-${key}`}
            redirectTo={redirectTo}
            lastResult={actionData?.intent === 'sign-in' ? actionData.result : undefined}
          />
        )}
        {allowTestAccounts ? (
          <p className="mt-8 border-t border-paper-line pt-6 text-[15px] text-ink-soft">
            {testMode ? 'Already have an account? ' : 'Trying the portal out? '}
            <Link
              to={withRedirect(testMode ? '/auth' : '/auth?mode=test-account', redirectTo)}
              className="inline-flex min-h-[44px] items-center font-semibold text-ink underline underline-offset-4 hover:text-brass"
            >
              {testMode ? 'Sign in' : 'Create a test account'}
            </Link>
          </p>
        ) : null}
      </div>
      <div className="max-w-prose border-l-2 border-brass pl-5 md:col-start-1 md:row-start-2 md:self-start">
        <h2 className="text-xl">New to {firm.name}?</h2>
        <p className="mt-2 text-ink-soft">
          Portal accounts are created automatically after you pay for the Growth Score analysis. Your sign-in link arrives by email with
          your confirmation.
        </p>
        <Link
          to="/growth-score"
          className="mt-3 inline-flex min-h-[44px] items-center font-semibold text-ink underline underline-offset-4 hover:text-brass"
        >
          Start with a Growth Score
        </Link>
      </div>
    </div>
  )
}

type FormResult = SubmissionResult<string[]>

function SignInForm({ redirectTo, lastResult }: { redirectTo: string | null; lastResult?: FormResult }) {
  const [form, fields] = useSchemaForm(SignInSchema, { id: 'sign-in', lastResult })
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <input type="hidden" name="redirectTo" value={redirectTo ?? ''} />
      <Field label="Email" field={fields.email} type="email" autoComplete="email" autoFocus={Boolean(fields.email.errors)} />
      <Field label="Password" field={fields.password} type="password" autoComplete="current-password" />
      <div className="flex flex-wrap items-center justify-between gap-4 pt-1">
        <SubmitButton intent="sign-in" pendingLabel="Signing In..." className="w-full sm:w-auto">
          Sign In
        </SubmitButton>
        <Link
          to="/auth/forgot-password"
          className="inline-flex min-h-[44px] items-center text-[15px] text-ink underline underline-offset-4 hover:text-brass"
        >
          Forgot your password?
        </Link>
      </div>
    </Form>
  )
}

function TestAccountForm({ redirectTo, lastResult }: { redirectTo: string | null; lastResult?: FormResult }) {
  const [form, fields] = useSchemaForm(TestAccountSchema, { id: 'test-account', lastResult })
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <p className="text-[15px] text-ink-soft">
        A test account opens a sample portal (named Test User) so you can see how clients follow their matter. It exists only on this
        demonstration site.
      </p>
      <input type="hidden" name="redirectTo" value={redirectTo ?? ''} />
      <Field label="Email" field={fields.email} type="email" autoComplete="email" autoFocus={Boolean(fields.email.errors)} />
      <Field
        label="Password"
        field={fields.password}
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters; a short phrase works well.`}
      />
      <SubmitButton intent="test-account" pendingLabel="Creating Account..." className="w-full sm:w-auto">
        Create Test Account
      </SubmitButton>
    </Form>
  )
}

export const meta = portalMeta('Client Login', 'Sign in to the client portal to follow your Growth Score analysis.')
