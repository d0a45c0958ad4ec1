// /dashboard/apex-circle/request: a member asks for a deliverable (title, description, an optional PDF
// or Word attachment). At most two a calendar month: the server counts and inserts in one transaction.
import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import * as z from 'zod/mini'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { Field, invalidProps, LabeledControl, SubmitButton, TextareaField, useSchemaForm } from '~/components/forms'
import { CIRCLE_MONTHLY_DELIVERABLES } from '~/content/circle'
import { deliverablesUsed, requestDeliverable } from '~/models/circle-deliverables.server'
import { isMember, membershipForUser } from '~/models/memberships.server'
import { requireClient } from '~/models/portal.server'
import { deliverableRequestSchema } from '~/schemas/circle'
import { portalMetaIn } from '~/components/portal/portal-meta'
import * as portalCircle from '~/locales/portal-circle'
import { fill, localePath, useCopies, useCopy, useLocalePath } from '~/utils/i18n'
import { copiesIn, copyIn, requestLang, spanishCopy } from '~/utils/i18n.server'
import { isStorageError } from '~/models/disk.server'
import { STORAGE_MESSAGES, STORAGE_STATUS } from '~/utils/storage-refusal'
import { redirectWithToast } from '~/utils/toast.server'
import { NO_FILE_CHOSEN, receiveUpload } from '~/utils/upload-parsing.server'
import { MAX_TEMPLATE_BYTES, uploadBodyLimit } from '~/utils/body-limits'
import { TEMPLATE_TYPES } from '~/utils/upload-types.server'
import { FileInput } from '~/components/ui/file-input'

async function requireMember(request: Request) {
  const { user } = await requireClient(request)
  const m = await membershipForUser(user.id)
  if (!m || !isMember(m)) throw redirect(localePath(requestLang(request), '/dashboard/apex-circle'))
  return m
}

export async function loader({ request }: LoaderFunctionArgs) {
  const m = await requireMember(request)
  const used = await deliverablesUsed(m.id)
  return data(
    { spanish: spanishCopy(requestLang(request), 'circle', 'portalCircle'), used, limit: CIRCLE_MONTHLY_DELIVERABLES },
    { headers: { 'cache-control': 'private, no-store' } },
  )
}

function storageMessage(problem: keyof typeof STORAGE_MESSAGES) {
  return `${STORAGE_MESSAGES[problem].title}. ${STORAGE_MESSAGES[problem].description}`
}

/** Refused before the fields are checked (not multipart, the storage, the attachment): only that error. */
const NotChecked = z.object({})

function refused(formData: FormData | undefined, errors: { formErrors: string[] } | { fieldErrors: { file: string[] } }, status: number) {
  const submission = parseWithZod(formData ?? new FormData(), { schema: NotChecked })
  return data({ result: submission.reply(errors) }, { status })
}

/** The request with its attachment, one PDF or Word file (server/body-limit.ts reads this). */
export const bodyLimit = uploadBodyLimit(MAX_TEMPLATE_BYTES)

export async function action({ request }: ActionFunctionArgs) {
  const m = await requireMember(request)
  const lang = requestLang(request)
  const t = copyIn(portalCircle, lang).membership.request
  if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) return refused(undefined, { formErrors: [t.again] }, 400)
  const upload = await receiveUpload(request, { maxBytes: MAX_TEMPLATE_BYTES, types: TEMPLATE_TYPES })
  // The storage could not take the attachment (under the floor, or a write failed): 507, nothing saved,
  // said above the form.
  if (!upload.ok && upload.storage) return refused(upload.formData, { formErrors: [storageMessage(upload.storage)] }, STORAGE_STATUS)
  if (!upload.ok && (upload.error !== NO_FILE_CHOSEN || !upload.formData))
    return refused(upload.formData, { fieldErrors: { file: [upload.error] } }, 400)
  const submission = parseWithZod(upload.formData!, { schema: deliverableRequestSchema(copiesIn(lang)) })
  const received = upload.ok ? { file: upload.file, type: upload.type, originalName: upload.originalName } : null
  if (submission.status !== 'success') {
    if (received) await received.file.remove().catch(() => {})
    return data({ result: submission.reply() }, { status: 400 })
  }
  let result: Awaited<ReturnType<typeof requestDeliverable>>
  try {
    result = await requestDeliverable(m.id, submission.value, received)
  } catch (error) {
    if (received) await received.file.remove().catch(() => {})
    if (!isStorageError(error)) throw error
    return data({ result: submission.reply({ formErrors: [storageMessage('write-failed')] }) }, { status: STORAGE_STATUS })
  }
  if (!result.ok)
    return data(
      {
        result: submission.reply({
          formErrors: [result.reason === 'limit' ? fill(t.limitReached, { limit: CIRCLE_MONTHLY_DELIVERABLES }) : t.inactive],
        }),
      },
      { status: 409 },
    )
  return redirectWithToast(localePath(lang, '/dashboard/apex-circle'), { ...t.received }, { status: 303 })
}

export default function RequestDeliverable() {
  const { used, limit } = useLoaderData<typeof loader>()
  // Its messages in the page's language; the action checks again with the same schema.
  const [form, fields] = useSchemaForm(deliverableRequestSchema(useCopies()), {
    id: 'deliverable-request',
    lastResult: useActionData<typeof action>()?.result,
  })
  const fileError = form.allErrors.file?.[0]
  const t = useCopy(portalCircle).membership.request
  const to = useLocalePath()
  return (
    <div className="mx-auto max-w-3xl px-5 py-8 md:px-10 md:py-12">
      <p className="text-sm font-semibold uppercase tracking-[0.18em] text-brass">{t.eyebrow}</p>
      <h1 className="mt-2 text-4xl leading-tight">{t.heading}</h1>
      <p className="mt-3 text-ink-soft">{fill(t.used, { used, limit })}</p>
      {form.errors?.length ? (
        <p role="alert" className="mt-4 border-l-4 border-danger bg-paper-raised p-4 font-medium">
          {form.errors.join(' ')}
        </p>
      ) : null}
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-6 space-y-5">
        <Field label={t.title} field={fields.title} />
        <TextareaField label={t.description} field={fields.description} rows={6} />
        <LabeledControl id="file" label={t.attachment} errors={fileError}>
          <FileInput
            id="file"
            name="file"
            accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            {...invalidProps('file', fileError)}
          />
        </LabeledControl>
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton pendingLabel={t.submitting}>{t.send}</SubmitButton>
          <Link to={to('/dashboard/apex-circle')} className="underline underline-offset-4">
            {t.back}
          </Link>
        </div>
      </Form>
    </div>
  )
}

export const meta = portalMetaIn((t) => t.meta.request)
