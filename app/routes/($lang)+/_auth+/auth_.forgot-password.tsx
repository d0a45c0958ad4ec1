// /auth/forgot-password: emails a one-time link to choose a new password. The answer is the same
// whether or not the address has an account, so the page reveals nothing about who is a client.
import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { authMeta } from '~/components/auth-meta'
import { PageNotice } from '~/components/page-notice'
import { Field, SubmitButton, useSchemaForm } from '~/components/forms'
import * as auth from '~/locales/auth'
import { passwordResetWait, requestPasswordReset } from '~/models/accounts.server'
import { forgotPasswordSchema } from '~/schemas/auth'
import { getUser } from '~/utils/auth.server'
import { localePath, useCopies, useCopy, useLocalePath } from '~/utils/i18n'
import { copiesIn, requestLang, serverT, spanishCopy } from '~/utils/i18n.server'
import { readFormData } from '~/utils/form-data.server'
import { portalPath } from '~/utils/sign-in-lang.server'
import { waitText } from '~/utils/wait-text'

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getUser(request)) throw redirect(portalPath(requestLang(request), null))
  return { spanish: spanishCopy(requestLang(request), 'auth'), sent: new URL(request.url).searchParams.has('sent') }
}

export async function action({ request }: ActionFunctionArgs) {
  const lang = requestLang(request)
  const t = serverT(lang, 'auth')
  const formData = await readFormData(request)
  const submission = parseWithZod(formData, { schema: forgotPasswordSchema(copiesIn(lang)) })
  if (submission.status !== 'success') return data({ result: submission.reply(), notice: null }, { status: 400 })
  const wait = await passwordResetWait(request, submission.value.email)
  if (wait) {
    const message = t('forgot.tooMany', { wait: waitText(copiesIn(lang), wait) })
    return data(
      { result: submission.reply({ formErrors: [message] }), notice: { title: t('forgot.error'), description: message } },
      { status: 429 },
    )
  }
  await requestPasswordReset(submission.value.email)
  return redirect(localePath(lang, '/auth/forgot-password?sent'))
}

export default function ForgotPassword() {
  const { sent } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const t = useCopy(auth)
  const to = useLocalePath()
  const [form, fields] = useSchemaForm(forgotPasswordSchema(useCopies()), { id: 'forgot-password', lastResult: actionData?.result })
  return (
    <div className="mx-auto max-w-xl px-6 py-12 md:py-24">
      <p className="text-sm font-semibold uppercase tracking-[0.18em] text-brass">{t.portal}</p>
      <h1 className="mt-3 text-4xl leading-tight">{t.forgot.heading}</h1>
      {sent ? (
        <div className="mt-8">
          <PageNotice type="info" title={t.forgot.checkEmail} className="mb-6">
            {t.forgot.sent}
          </PageNotice>
          <Link
            to={to('/auth')}
            className="inline-flex min-h-[44px] items-center font-semibold underline underline-offset-4 hover:text-brass"
          >
            {t.backToSignIn}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-6 text-ink-soft">{t.forgot.lead}</p>
          <div className="mt-8">
            {actionData?.notice ? (
              <PageNotice title={actionData.notice.title} className="mb-6">
                {actionData.notice.description}
              </PageNotice>
            ) : null}
            <Form method="post" {...getFormProps(form)} className="space-y-5">
              <Field label={t.email} field={fields.email} type="email" autoComplete="email" autoFocus={Boolean(fields.email.errors)} />
              <div className="flex flex-wrap items-center justify-between gap-4">
                <SubmitButton pendingLabel={t.forgot.pending}>{t.forgot.submit}</SubmitButton>
                <Link
                  to={to('/auth')}
                  className="inline-flex min-h-[44px] items-center text-[15px] underline underline-offset-4 hover:text-brass"
                >
                  {t.backToSignIn}
                </Link>
              </div>
            </Form>
          </div>
        </>
      )}
    </div>
  )
}

export const meta = authMeta('forgot')
