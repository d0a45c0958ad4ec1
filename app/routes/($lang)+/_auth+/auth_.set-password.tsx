// /auth/set-password?token=…: the emailed one-time link (after a purchase, or a reset) to choose a
// password. The link works once; using it signs the client in and opens the portal.
import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { authMeta } from '~/components/auth-meta'
import { PageNotice } from '~/components/page-notice'
import { Field, SubmitButton, useSchemaForm } from '~/components/forms'
import * as auth from '~/locales/auth'
import { describePasswordToken, setAccountLanguage, setPasswordWithToken } from '~/models/accounts.server'
import { PASSWORD_MIN, setPasswordSchema } from '~/schemas/auth'
import { useCopies, useCopy, useLocalePath } from '~/utils/i18n'
import { copiesIn, requestLang, serverT, spanishCopy } from '~/utils/i18n.server'
import { continueSignIn } from '~/utils/two-factor-sign-in.server'
import { passwordProblem } from '~/utils/password-policy.server'
import { portalPath } from '~/utils/sign-in-lang.server'
import { readFormData } from '~/utils/form-data.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const found = token ? await describePasswordToken(token) : null
  // The token stays out of the Referer of anything this page loads (helmet sends no-referrer).
  return data(
    {
      spanish: spanishCopy(requestLang(request), 'auth'),
      token: found ? token : null,
      email: found?.email ?? null,
      purpose: found?.purpose ?? null,
    },
    { status: found ? 200 : 410, headers: { 'cache-control': 'no-store' } },
  )
}

export async function action({ request }: ActionFunctionArgs) {
  const lang = requestLang(request)
  const t = serverT(lang, 'auth')
  const formData = await readFormData(request)
  const submission = parseWithZod(formData, { schema: setPasswordSchema(copiesIn(lang)) })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password', 'confirmPassword'] }), notice: null }, { status: 400 })
  }
  const token = await describePasswordToken(submission.value.token)
  const weakness = passwordProblem(submission.value.password, { email: token?.email, lang })
  if (weakness) {
    return data(
      { result: submission.reply({ fieldErrors: { password: [weakness] }, hideFields: ['password', 'confirmPassword'] }), notice: null },
      { status: 400 },
    )
  }
  const outcome = await setPasswordWithToken(submission.value.token, submission.value.password)
  if (!outcome.ok) {
    const usedOrExpired = t('setPassword.usedOrExpired')
    return data(
      {
        result: submission.reply({ formErrors: [usedOrExpired], hideFields: ['password', 'confirmPassword'] }),
        notice: { title: t('setPassword.error'), description: usedOrExpired },
      },
      { status: 410 },
    )
  }
  // The link was opened on this page's language: the account's emails and portal follow it.
  await setAccountLanguage(outcome.userId, lang)
  // With two-factor sign-in on, the emailed link alone does not sign in: the code page comes first.
  const saved = { title: t('setPassword.saved.title'), description: t('setPassword.saved.description') }
  return continueSignIn(request, lang, outcome.userId, portalPath(lang, null), saved)
}

export default function SetPassword() {
  const { token, email, purpose } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const t = useCopy(auth)
  const to = useLocalePath()
  const [form, fields] = useSchemaForm(setPasswordSchema(useCopies()), { id: 'set-password', lastResult: actionData?.result })
  const refused = !token || actionData?.notice
  return (
    <div className="mx-auto max-w-xl px-6 py-12 md:py-24">
      <p className="text-sm font-semibold uppercase tracking-[0.18em] text-brass">{t.portal}</p>
      <h1 className="mt-3 text-4xl leading-tight">
        {purpose === 'reset-password' ? t.setPassword.headingReset : t.setPassword.headingNew}
      </h1>
      {refused ? (
        <div className="mt-8">
          <PageNotice title={t.setPassword.noLonger} className="mb-6">
            {t.setPassword.usedOrExpired}
          </PageNotice>
          <Link
            to={to('/auth/forgot-password')}
            className="inline-flex min-h-[44px] items-center font-semibold underline underline-offset-4 hover:text-brass"
          >
            {t.setPassword.requestNew}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-6 text-ink-soft">
            {t.setPassword.for}
            <strong className="font-semibold text-ink">{email}</strong>
            {t.setPassword.ruleBefore}
            {PASSWORD_MIN}
            {t.setPassword.ruleAfter}
          </p>
          <Form method="post" {...getFormProps(form)} className="mt-8 space-y-5">
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="email" value={email ?? ''} autoComplete="username" />
            <Field label={t.setPassword.newPassword} field={fields.password} type="password" autoComplete="new-password" autoFocus />
            <Field label={t.setPassword.repeat} field={fields.confirmPassword} type="password" autoComplete="new-password" />
            <SubmitButton pendingLabel={t.setPassword.pending}>{t.setPassword.submit}</SubmitButton>
          </Form>
        </>
      )}
    </div>
  )
}

export const meta = authMeta('setPassword')
