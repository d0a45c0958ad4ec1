// /dashboard/contact: a message to the attorney. Stored first (contact_messages), then the firm is
// notified by the worker, so a message is never lost to a mail outage.
import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { Clock, Mail } from 'lucide-react'
import { ErrorList, Field, SubmitButton, TextareaField, useSchemaForm } from '~/components/forms'
import { useFirm } from '~/content/firm'
import { requireClient, sendClientMessage } from '~/models/portal.server'
import { clientMessageSchema } from '~/schemas/portal'
import { hitRateLimit } from '~/utils/rate-limit.server'
import { redirectWithToast } from '~/utils/toast.server'
import { portalMetaIn } from '~/components/portal/portal-meta'
import * as portal from '~/locales/portal'
import * as portalAccount from '~/locales/portal-account'
import { fill, localePath, useCopies, useCopy } from '~/utils/i18n'
import { copiesIn, copyIn, requestLang, spanishCopy } from '~/utils/i18n.server'
import { readFormData } from '~/utils/form-data.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, profile } = await requireClient(request)
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ')
  return { spanish: spanishCopy(requestLang(request), 'portalAccount'), name: name === 'Client' ? '' : name, email: user.email }
}

export async function action({ request }: ActionFunctionArgs) {
  const { profile } = await requireClient(request)
  const lang = requestLang(request)
  const t = copyIn(portalAccount, lang).contact
  const back = localePath(lang, '/dashboard/contact')
  const submission = parseWithZod(await readFormData(request), { schema: clientMessageSchema(copiesIn(lang)) })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const wait = await hitRateLimit('publicForm', `client:${profile.id}`)
  if (wait) {
    // The message comes back in the form: nothing the client wrote is lost to the limit.
    const message = fill(wait === 1 ? t.waitOne : t.waitMany, { count: wait })
    return data({ result: submission.reply({ formErrors: [message] }) }, { status: 429 })
  }
  try {
    // The client comes from the session, never from the form: a posted client id is ignored.
    await sendClientMessage(profile, submission.value)
  } catch (error) {
    console.error('client message not stored', error)
    return redirectWithToast(back, { ...t.failed, type: 'error' }, { status: 303 })
  }
  return redirectWithToast(back, { ...t.sent }, { status: 303 })
}

export default function ContactAttorney() {
  const { name, email } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  // A new location after each submission: remounting the form clears it once a message is sent.
  const { key } = useLocation()
  return <MessageForm key={key} name={name} email={email} lastResult={actionData?.result} />
}

function MessageForm({ name, email, lastResult }: { name: string; email: string; lastResult?: SubmissionResult<string[]> }) {
  const firm = useFirm()
  const copies = useCopies()
  const { clientPortal } = useCopy(portal)
  const copy = useCopy(portalAccount)
  const t = copy.contact
  const [form, fields] = useSchemaForm(clientMessageSchema(copies), { id: 'client-message', lastResult, defaultValue: { name, email } })
  const firstError = (['name', 'email', 'message'] as const).find((k) => fields[k].errors?.length)
  return (
    <div className="mx-auto max-w-5xl px-5 py-8 md:px-10 md:py-12">
      <p className="text-sm font-semibold uppercase tracking-[0.18em] text-brass">{clientPortal}</p>
      <h1 className="mt-2 text-4xl leading-tight md:text-5xl">{t.heading}</h1>
      <div className="mt-8 grid gap-12 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Form method="post" {...getFormProps(form)} className="space-y-5">
          <Field label={t.name} field={fields.name} autoComplete="name" autoFocus={firstError === 'name'} />
          <Field label={t.email} type="email" field={fields.email} autoComplete="email" autoFocus={firstError === 'email'} />
          <TextareaField
            label={t.message}
            field={fields.message}
            rows={7}
            autoFocus={firstError === 'message'}
            placeholder={t.placeholder}
          />
          <ErrorList id={form.errorId} errors={form.errors} />
          <SubmitButton pendingLabel={t.sending}>{t.send}</SubmitButton>
        </Form>
        <aside className="space-y-6 border-t-2 border-ink pt-5 md:border-l md:border-t-0 md:border-paper-line md:pl-8 md:pt-0">
          <div className="flex gap-3">
            <Clock aria-hidden className="mt-1 h-5 w-5 shrink-0 text-brass" strokeWidth={1.5} />
            <div>
              <h2 className="text-xl">{t.whenHeading}</h2>
              <p className="mt-1 text-[15px] text-ink-soft">{t.whenText}</p>
            </div>
          </div>
          <div className="flex gap-3">
            <Mail aria-hidden className="mt-1 h-5 w-5 shrink-0 text-brass" strokeWidth={1.5} />
            <div>
              <h2 className="text-xl">{t.emailHeading}</h2>
              <p className="mt-1 text-[15px] text-ink-soft">
                {t.writeTo}{' '}
                <a href={`mailto:${firm.email}`} className="font-semibold text-ink underline underline-offset-4 hover:text-brass">
                  {firm.email}
                </a>
                {t.sameDesk}
              </p>
            </div>
          </div>
        </aside>
      </div>
    </div>
  )
}

export const meta = portalMetaIn((t) => t.meta.contact)
