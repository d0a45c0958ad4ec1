// /internal-admin/templates: the six files behind the portal's Templates page. Until the firm uploads
// its own (PDF or Word, up to 10 MB), clients get our starter Word file; an upload replaces the starter,
// and a later upload replaces the earlier one.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData, useNavigation } from '@remix-run/react'
import { FileText, Upload } from 'lucide-react'
import { TEMPLATES } from '~/content/portal'
import { isTemplateKey, listTemplateFiles, saveTemplateFile } from '~/models/files.server'
import { starterTemplateFile } from '~/models/starter-templates.server'
import { receiveUpload } from '~/utils/upload-parsing.server'
import { MAX_TEMPLATE_BYTES, uploadBodyLimit } from '~/utils/body-limits'
import { TEMPLATE_TYPES } from '~/utils/upload-types.server'
import { isStorageError } from '~/models/disk.server'
import { requireAdmin } from '~/utils/auth.server'
import { cn } from '~/utils/misc'
import { throwStorageRefusal } from '~/utils/storage-refusal.server'
import { redirectWithToast } from '~/utils/toast.server'
import { PageHeading, When, buttonTones, formatBytes, smallButton } from './__ui'
import { FileInput } from '~/components/ui/file-input'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const files = await listTemplateFiles()
  return {
    templates: TEMPLATES.map((t) => {
      const file = files.find((f) => f.template_key === t.key)
      const starter = starterTemplateFile(t.key)
      return {
        key: t.key,
        title: t.title,
        description: t.description,
        file: file ? { filename: file.filename, size: file.size_bytes, uploadedAt: file.created_at } : null,
        starter: starter ? { size: starter.sizeBytes } : null,
      }
    }),
  }
}

/** One PDF or Word file (server/body-limit.ts reads this). */
export const bodyLimit = uploadBodyLimit(MAX_TEMPLATE_BYTES)

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request)
  const back = '/internal-admin/templates'
  const title = 'Failed to upload template'
  if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    return redirectWithToast(back, { type: 'error', title, description: 'Please choose a file to upload.' })
  }
  const upload = await receiveUpload(request, { maxBytes: MAX_TEMPLATE_BYTES, types: TEMPLATE_TYPES })
  if (!upload.ok) {
    // The storage could not take it (under the floor, or a write failed): 507, nothing saved.
    if (upload.storage) throwStorageRefusal(upload.storage, back)
    return redirectWithToast(back, { type: 'error', title, description: upload.error })
  }
  const key = String(upload.formData.get('templateKey') ?? '')
  const template = TEMPLATES.find((t) => t.key === key)
  if (!template || !isTemplateKey(key)) {
    await upload.file.remove().catch(() => {})
    return redirectWithToast(back, { type: 'error', title, description: 'Unknown template.' })
  }
  try {
    const row = await saveTemplateFile({ id: admin.id, email: admin.email }, key, upload)
    return redirectWithToast(`${back}#${key}`, {
      title: 'Template uploaded',
      description: `${template.title}: ${row.filename} is now on the portal.`,
    })
  } catch (error) {
    console.error('template upload failed', error)
    await upload.file.remove().catch(() => {})
    if (isStorageError(error)) throwStorageRefusal('write-failed', back)
    return redirectWithToast(back, { type: 'error', title, description: 'Please try again.' })
  }
}

export default function TemplatesPage() {
  const { templates } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const uploading = navigation.state === 'submitting' ? navigation.formData?.get('templateKey') : null
  return (
    <>
      <PageHeading title="Templates">
        <p>
          The six documents clients download from their portal. Each starts as our starter Word file; upload a PDF or Word file (up to 10
          MB) to replace it with the firm’s own version. A new upload replaces the previous one.
        </p>
      </PageHeading>
      <ul className="grid gap-4 md:grid-cols-2">
        {templates.map((t) => (
          <li key={t.key} id={t.key} className="flex scroll-mt-24 flex-col border border-paper-line bg-paper-raised p-5">
            <h2 className="text-xl">{t.title}</h2>
            <p className="mt-1 text-[15px] text-ink-soft">{t.description}</p>
            <div className="mt-3 text-[15px]">
              {t.file ? (
                <p className="flex flex-wrap items-center gap-x-2">
                  <FileText aria-hidden className="h-4 w-4 text-brass" strokeWidth={1.75} />
                  <a href={`/internal-admin/templates/${t.key}/file`} className="font-semibold underline underline-offset-4">
                    {t.file.filename}
                  </a>
                  <span className="text-sm text-ink-muted">
                    {formatBytes(t.file.size)} · <When at={t.file.uploadedAt} />
                  </span>
                </p>
              ) : t.starter ? (
                <p className="flex flex-wrap items-center gap-x-2" data-testid="starter-template">
                  <FileText aria-hidden className="h-4 w-4 text-ink-muted" strokeWidth={1.75} />
                  <a href={`/internal-admin/templates/${t.key}/file`} className="font-semibold underline underline-offset-4">
                    Starter template
                  </a>
                  <span className="text-sm text-ink-muted">
                    Word · {formatBytes(t.starter.size)} · clients get this until you upload a file
                  </span>
                </p>
              ) : (
                <p className="text-ink-muted">No file yet: clients cannot download this template until one is uploaded.</p>
              )}
            </div>
            <Form method="post" encType="multipart/form-data" className="mt-auto flex flex-col gap-2 pt-4 sm:flex-row sm:items-end">
              <input type="hidden" name="templateKey" value={t.key} />
              <div className="flex-1">
                <label htmlFor={`file-${t.key}`} className="mb-1.5 block text-sm font-semibold">
                  {t.file ? 'Replace file' : 'Upload file'}
                  <span className="sr-only"> for {t.title}</span>
                </label>
                <FileInput
                  id={`file-${t.key}`}
                  name="file"
                  required
                  accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
                />
              </div>
              <button
                type="submit"
                disabled={uploading === t.key}
                className={cn(smallButton, buttonTones.primary)}
                aria-label={`Upload ${t.title}`}
              >
                <Upload aria-hidden className="h-4 w-4" strokeWidth={1.75} />
                {uploading === t.key ? 'Uploading...' : 'Upload'}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </>
  )
}

/** A template upload the storage could not take (507): said on the Templates page, inside the admin panel. */
