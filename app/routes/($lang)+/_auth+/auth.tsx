// /auth: client portal sign-in, and (outside production) the switch to create a test account.
import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { authMeta } from '~/components/auth-meta'
import { Field, SubmitButton, useSchemaForm } from '~/components/forms'
import { useFirm } from '~/content/firm'
import { PageNotice } from '~/components/page-notice'
import * as auth from '~/locales/auth'
import { authenticateWithForm, createTestAccount, setAccountLanguage, SignInError } from '~/models/accounts.server'
import { PASSWORD_MIN, signInSchema, testAccountSchema } from '~/schemas/auth'
import { getUser } from '~/utils/auth.server'
import { env } from '~/utils/env.server'
import { fill, localePath, useCopies, useCopy, useLocalePath } from '~/utils/i18n'
import { copiesIn, requestLang, serverT, spanishCopy } from '~/utils/i18n.server'
import { portalPath } from '~/utils/sign-in-lang.server'
import { passwordProblem } from '~/utils/password-policy.server'
import { safeRedirect } from '~/utils/misc'
import { continueSignIn } from '~/utils/two-factor-sign-in.server'
import { redirectWithToast } from '~/utils/toast.server'
import { readFormData } from '~/utils/form-data.server'
import { waitText } from '~/utils/wait-text'

type Mode = 'sign-in' | 'test-account'

function withRedirect(path: string, redirectTo: string | null | undefined) {
  return redirectTo ? `${path}${path.includes('?') ? '&' : '?'}redirectTo=${encodeURIComponent(redirectTo)}` : path
}

// Works without JavaScript (a plain form post); once the page hydrates, fields are checked as they are filled.

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const redirectTo = url.searchParams.get('redirectTo')
  if (await getUser(request)) throw redirect(portalPath(requestLang(request), redirectTo))
  const allowTestAccounts = env().ALLOW_TEST_ACCOUNTS
  const mode: Mode = allowTestAccounts && url.searchParams.get('mode') === 'test-account' ? 'test-account' : 'sign-in'
  return {
    spanish: spanishCopy(requestLang(request), 'auth'),
    mode,
    allowTestAccounts,
    redirectTo: redirectTo && safeRedirect(redirectTo, '') ? redirectTo : null,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const lang = requestLang(request)
  const t = serverT(lang, 'auth')
  if (await getUser(request)) throw redirect(portalPath(lang, null))
  const formData = await readFormData(request)
  const intent = formData.get('intent') === 'test-account' ? 'test-account' : 'sign-in'

  if (intent === 'test-account') {
    if (!env().ALLOW_TEST_ACCOUNTS) throw new Response(t('signIn.testUnavailable'), { status: 403 })
    const submission = parseWithZod(formData, { schema: testAccountSchema(copiesIn(lang)) })
    if (submission.status !== 'success') {
      return data({ intent, result: submission.reply({ hideFields: ['password'] }), notice: null }, { status: 400 })
    }
    const weakness = passwordProblem(submission.value.password, { email: submission.value.email, lang })
    if (weakness) {
      return data(
        {
          intent,
          result: submission.reply({ fieldErrors: { password: [weakness] }, hideFields: ['password'] }),
          notice: { title: t('signIn.signUpFailed'), description: weakness },
        },
        { status: 400 },
      )
    }
    const created = await createTestAccount(submission.value, request)
    if (!created.ok) {
      const message = t('signIn.tooManyTestAccounts', { wait: waitText(copiesIn(lang), created.rateLimitedSeconds) })
      return data(
        {
          intent,
          result: submission.reply({ formErrors: [message], hideFields: ['password'] }),
          notice: { title: t('signIn.signUpFailed'), description: message },
        },
        { status: 429 },
      )
    }
    return redirectWithToast(withRedirect(localePath(lang, '/auth'), submission.value.redirectTo), {
      title: t('signIn.created.title'),
      description: t('signIn.created.description'),
    })
  }

  const submission = parseWithZod(formData, { schema: signInSchema(copiesIn(lang)) })
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
        notice: { title: t('signIn.signInFailed'), description: error.message },
      },
      { status: error.reason === 'rate-limited' ? 429 : 401 },
    )
  }
  // The account's emails and portal follow the language of the page it signs in on.
  await setAccountLanguage(user.id, lang)
  // A session now, or (two-factor sign-in on) the code page first: no session until the code is right.
  // On /es/auth the portal, the code page and the welcome are in Spanish.
  const target = portalPath(lang, submission.value.redirectTo)
  return continueSignIn(request, lang, user.id, target)
}

export default function AuthPage() {
  const { mode, allowTestAccounts, redirectTo } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const testMode = mode === 'test-account'
  const firm = useFirm()
  const t = useCopy(auth)
  const to = useLocalePath()
  // Each submission is a new location: remounting the form empties the password after a refusal,
  // as the page does without JavaScript (the email comes back from the action's reply).
  const { key } = useLocation()
  return (
    // Phone: heading, then the form (reachable without scrolling), then the note for new clients.
    // Desktop: heading and note on the left, the form on the right.
    <div className="mx-auto grid max-w-6xl gap-x-20 gap-y-10 px-6 py-12 md:grid-cols-[minmax(0,1fr)_26rem] md:grid-rows-[auto_1fr] md:py-24">
      <div className="md:col-start-1 md:row-start-1 md:pt-2">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-brass">{t.portal}</p>
        <h1 className="mt-3 text-4xl leading-tight md:text-5xl">{testMode ? t.signIn.testHeading : t.signIn.heading}</h1>
        <p className="mt-6 max-w-prose text-ink-soft">{t.signIn.lead}</p>
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
            {testMode ? t.signIn.haveAccount : t.signIn.tryingOut}
            <Link
              to={withRedirect(to(testMode ? '/auth' : '/auth?mode=test-account'), redirectTo)}
              className="inline-flex min-h-[44px] items-center font-semibold text-ink underline underline-offset-4 hover:text-brass"
            >
              {testMode ? t.signIn.signInLink : t.signIn.testLink}
            </Link>
          </p>
        ) : null}
      </div>
      <div className="max-w-prose border-l-2 border-brass pl-5 md:col-start-1 md:row-start-2 md:self-start">
        <h2 className="text-xl">{fill(t.signIn.newTo, { firm: firm.name })}</h2>
        <p className="mt-2 text-ink-soft">{t.signIn.newText}</p>
        <Link
          to={to('/growth-score')}
          className="mt-3 inline-flex min-h-[44px] items-center font-semibold text-ink underline underline-offset-4 hover:text-brass"
        >
          {t.signIn.start}
        </Link>
      </div>
    </div>
  )
}

type FormResult = SubmissionResult<string[]>

function SignInForm({ redirectTo, lastResult }: { redirectTo: string | null; lastResult?: FormResult }) {
  const copies = useCopies()
  const t = useCopy(auth)
  const to = useLocalePath()
  const [form, fields] = useSchemaForm(signInSchema(copies), { id: 'sign-in', lastResult })
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <input type="hidden" name="redirectTo" value={redirectTo ?? ''} />
      <Field label={t.email} field={fields.email} type="email" autoComplete="email" autoFocus={Boolean(fields.email.errors)} />
      <Field label={t.password} field={fields.password} type="password" autoComplete="current-password" />
      <div className="flex flex-wrap items-center justify-between gap-4 pt-1">
        <SubmitButton intent="sign-in" pendingLabel={t.signIn.pending} className="w-full sm:w-auto">
          {t.signIn.submit}
        </SubmitButton>
        <Link
          to={to('/auth/forgot-password')}
          className="inline-flex min-h-[44px] items-center text-[15px] text-ink underline underline-offset-4 hover:text-brass"
        >
          {t.signIn.forgot}
        </Link>
      </div>
    </Form>
  )
}

function TestAccountForm({ redirectTo, lastResult }: { redirectTo: string | null; lastResult?: FormResult }) {
  const copies = useCopies()
  const t = useCopy(auth)
  const [form, fields] = useSchemaForm(testAccountSchema(copies), { id: 'test-account', lastResult })
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <p className="text-[15px] text-ink-soft">{t.signIn.testText}</p>
      <input type="hidden" name="redirectTo" value={redirectTo ?? ''} />
      <Field label={t.email} field={fields.email} type="email" autoComplete="email" autoFocus={Boolean(fields.email.errors)} />
      <Field
        label={t.password}
        field={fields.password}
        type="password"
        autoComplete="new-password"
        hint={fill(t.signIn.passwordHint, { min: PASSWORD_MIN })}
      />
      <SubmitButton intent="test-account" pendingLabel={t.signIn.testPending} className="w-full sm:w-auto">
        {t.signIn.testSubmit}
      </SubmitButton>
    </Form>
  )
}

export const meta = authMeta('signIn')
