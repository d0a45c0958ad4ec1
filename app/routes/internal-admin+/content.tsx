// /internal-admin/content: the Site content section. The firm edits its identity, attorney, deal
// portfolio, testimonials and Growth Score settings into one draft (each section its own plain form;
// the attorney's portrait and the sample report page are uploads), previews the draft on the real
// pages, publishes it, and can restore any earlier published version. Staff with a second factor only.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { LabelledSection } from '~/components/labelled-section'
import { controlClass, LabeledControl } from '~/components/forms'
import { Options } from '~/components/ui/options'
import { IMAGE_TYPES, MAX_IMAGE_BYTES, storeContentImage } from '~/models/site-content-images.server'
import {
  discardDraft,
  getDraft,
  getPublished,
  liveIsExample,
  listVersions,
  publishDraft,
  restoreVersion,
  saveAttorneySection,
  saveFirmSection,
  saveGrowthScoreSection,
  savePortfolioSection,
  saveTestimonialsSection,
  type SectionResult,
} from '~/models/site-content.server'
import { attorneyInput, errorsByRow, firmInput, growthScoreInput, portfolioInput, testimonialsInput } from '~/schemas/site-content-form'
import type { ImageRef, SiteContent } from '~/schemas/site-content.server'
import { requireAdmin } from '~/utils/auth.server'
import { readFormData } from '~/utils/form-data.server'
import { cn } from '~/utils/misc'
import { rootMetaData } from '~/utils/seo'
import { redirectWithToast } from '~/utils/toast.server'
import { receiveUpload } from '~/utils/upload-parsing.server'
import { uploadBodyLimit } from '~/utils/body-limits'
import { Badge, PageHeading, When, buttonTones, smallButton } from './__ui'
import type { SectionState } from './__content-fields'
import { untranslated } from '~/content/firm.server'
import { AttorneySection, FirmSection, GrowthScoreSection, PortfolioSection, TestimonialsSection } from './__content-sections'

export const meta: MetaFunction = (args) => [
  { title: `Site content | Admin | ${rootMetaData(args).firm.name}` },
  { name: 'robots', content: 'noindex' },
]

const BACK = '/internal-admin/content'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const [draft, versions] = await Promise.all([getDraft(), listVersions()])
  const live = getPublished()
  return data(
    {
      draft,
      untranslated: untranslated(draft.content as SiteContent),
      versions,
      live: { version: live.version, publishedAt: live.publishedAt, publishedBy: live.publishedBy, example: liveIsExample() },
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

type ActionData = SectionState

function refused(section: string, errors: Record<string, string>, form?: FormData | null) {
  const values: Record<string, string> = {}
  if (form) for (const [k, v] of form) if (typeof v === 'string') values[k] = v
  return data<ActionData>({ section, errors, values }, { status: 400 })
}

function saved(section: string, result: SectionResult, form: FormData, rows?: { list: string; rows: number[] }) {
  if (result.ok)
    return redirectWithToast(`${BACK}#${section}`, { title: 'Draft saved', description: 'Preview it, then publish it to make it live.' })
  return refused(section, rows ? errorsByRow(result.errors, rows.list, rows.rows) : result.errors, form)
}

/** Reads a section form that may carry an image; the image is made (or refused) before the fields are saved. */
async function withImage(request: Request, admin: { id: string; email: string }) {
  if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    return { form: await readFormData(request), image: undefined as ImageRef | undefined }
  }
  const upload = await receiveUpload(request, { maxBytes: MAX_IMAGE_BYTES, types: IMAGE_TYPES })
  if (!upload.ok) {
    if (upload.noFile && upload.formData) return { form: upload.formData, image: undefined }
    return {
      error: upload.error.replace(/^Only .* files can be uploaded\.$/, 'Only JPEG, PNG, WebP or HEIC images can be uploaded.'),
      form: upload.formData,
    }
  }
  const made = await storeContentImage({ path: upload.file.getFilePath(), type: upload.type }, admin)
  if (!made.ok) return { error: made.error, form: upload.formData }
  return { form: upload.formData, image: made.image }
}

/** A section's form with the portrait or the sample report page, one image (server/body-limit.ts reads this). */
export const bodyLimit = uploadBodyLimit(MAX_IMAGE_BYTES)

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request)
  const actor = { id: admin.id, email: admin.email }
  const section = new URL(request.url).searchParams.get('section') ?? ''

  if (section === 'attorney' || section === 'growth-score') {
    const got = await withImage(request, actor)
    const field = section === 'attorney' ? 'portrait' : 'sample'
    if ('error' in got && got.error) return refused(section, { [field]: got.error }, got.form)
    const form = got.form!
    const remove = form.get(section === 'attorney' ? 'removePortrait' : 'removeSample') === 'on'
    const image = got.image ?? (remove ? null : undefined)
    if (section === 'attorney') return saved(section, await saveAttorneySection(actor, attorneyInput(form), image), form)
    return saved(section, await saveGrowthScoreSection(actor, growthScoreInput(form), image), form)
  }

  const form = await readFormData(request)
  const intent = String(form.get('intent') ?? '')
  if (intent === 'firm') return saved('firm', await saveFirmSection(actor, firmInput(form)), form)
  if (intent === 'portfolio') {
    const { input, rows } = portfolioInput(form)
    return saved('portfolio', await savePortfolioSection(actor, input), form, { list: 'deals', rows })
  }
  if (intent === 'testimonials') {
    const { input, rows } = testimonialsInput(form)
    return saved('testimonials', await saveTestimonialsSection(actor, input), form, { list: 'testimonials', rows })
  }
  if (intent === 'publish') {
    const result = await publishDraft(actor)
    if (!result.ok) return redirectWithToast(BACK, { type: 'error', title: 'Not published', description: result.error })
    return redirectWithToast(BACK, { title: 'Published', description: `Version ${result.version} is live on the site.` })
  }
  if (intent === 'restore') {
    const result = await restoreVersion(actor, Number(form.get('version')))
    if (!result.ok) return redirectWithToast(`${BACK}#versions`, { type: 'error', title: 'Not restored', description: result.error })
    return redirectWithToast(`${BACK}#versions`, {
      title: 'Restored',
      description: `Version ${String(form.get('version'))} is live again, as version ${result.version}.`,
    })
  }
  if (intent === 'discard') {
    await discardDraft()
    return redirectWithToast(BACK, { title: 'Draft discarded', description: 'The editor shows the live content again.' })
  }
  return redirectWithToast(BACK, { type: 'error', title: 'Nothing was changed', description: 'Unknown action.' })
}

// ---------------------------------------------------------------------------------------------

/** The pages the draft can be previewed on, by path, in the order the list offers them. */
const PREVIEW_PAGES: Record<string, string> = {
  '/': 'Home',
  '/about': 'Attorney profile (/about)',
  '/growth-score': 'Growth Score',
  '/apex-growth-score-info': 'Growth Score information',
  '/sell-side': 'Sell-side',
  '/buy-side': 'Buy-side',
  '/deal-portfolio': 'Deal portfolio',
  '/es/about': 'Attorney profile in Spanish (/es/about)',
  '/es': 'Home in Spanish',
}

export default function SiteContentPage() {
  const { draft, untranslated, versions, live } = useLoaderData<typeof loader>()
  const actionData = useActionData<ActionData>()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const content = draft.content as SiteContent
  const forSection = (s: string) => (actionData?.section === s ? actionData : undefined)
  return (
    <>
      <PageHeading title="Site content">
        <p>
          What the public pages, emails and engagement letters say about the firm. Changes are saved as a draft; preview the draft on the
          real pages, then publish it. Every published version is kept and can be restored.
        </p>
      </PageHeading>

      <LabelledSection title="Status" className="mb-10 border border-paper-line bg-paper-raised p-5" headingClassName="sr-only">
        {live.example ? (
          <p className="mb-3">
            <Badge tone="warn">Example content</Badge>{' '}
            <span className="text-[15px] text-ink-soft">
              The site shows example content (a fictional firm and attorney). Replace it with the firm’s own and publish before launch.
            </span>
          </p>
        ) : null}
        {live.version !== null ? (
          <p className="mb-3 text-[15px] text-ink-soft">
            Live: version {live.version}, published <When at={live.publishedAt} /> by {live.publishedBy}.
          </p>
        ) : null}
        <p className="text-[15px]">
          {draft.changed ? (
            <>
              <Badge tone="info">Unpublished changes</Badge> saved <When at={draft.updatedAt} />.
            </>
          ) : (
            <span className="text-ink-muted">The draft is the same as the live content.</span>
          )}
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
          <Form method="get" action="/internal-admin/content/preview" className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <LabeledControl id="preview-page" label="Page to preview">
              <select id="preview-page" name="page" className={controlClass} defaultValue="/about">
                <Options values={Object.keys(PREVIEW_PAGES)} label={(path) => PREVIEW_PAGES[path]} />
              </select>
            </LabeledControl>
            <button type="submit" className={cn(smallButton, buttonTones.secondary)}>
              Preview
            </button>
          </Form>
          <Form method="post" className="flex gap-3">
            <button type="submit" name="intent" value="publish" disabled={busy} className={cn(smallButton, buttonTones.primary)}>
              Publish
            </button>
            {draft.changed ? (
              <button type="submit" name="intent" value="discard" disabled={busy} className={cn(smallButton, buttonTones.secondary)}>
                Discard draft
              </button>
            ) : null}
          </Form>
        </div>
      </LabelledSection>

      <SpanishStatus missing={untranslated} />

      <FirmSection content={content} state={forSection('firm')} busy={busy} />
      <AttorneySection content={content} state={forSection('attorney')} busy={busy} />
      <PortfolioSection content={content} state={forSection('portfolio')} busy={busy} />
      <TestimonialsSection content={content} state={forSection('testimonials')} busy={busy} />
      <GrowthScoreSection content={content} state={forSection('growth-score')} busy={busy} />

      <section id="versions" aria-labelledby="versions-heading" className="mt-12 scroll-mt-24">
        <h2 id="versions-heading" className="text-2xl">
          Published versions
        </h2>
        {versions.length === 0 ? (
          <p className="mt-3 text-ink-muted">Nothing has been published yet: the site shows the example content.</p>
        ) : (
          <ul className="mt-4 divide-y divide-paper-line border border-paper-line bg-paper-raised">
            {versions.map((v) => (
              <li key={v.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="text-[15px]">
                  <p className="font-semibold">
                    Version {v.id} {v.live ? <Badge tone="good">Live</Badge> : null}
                    {v.restoredFrom ? (
                      <span className="ml-2 font-normal text-ink-muted">(restored from version {v.restoredFrom})</span>
                    ) : null}
                  </p>
                  <p className="text-ink-muted">
                    {v.example ? (
                      'The example content of the first start'
                    ) : (
                      <>
                        <When at={v.publishedAt} /> by {v.publishedBy}
                      </>
                    )}{' '}
                    · {v.firmName} · {v.attorneyName}
                  </p>
                </div>
                {v.live ? null : (
                  <Form method="post">
                    <input type="hidden" name="version" value={v.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="restore"
                      disabled={busy}
                      aria-label={`Restore version ${v.id}`}
                      className={cn(smallButton, buttonTones.secondary)}
                    >
                      Restore
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}

/** Which of the firm's texts the Spanish pages still show in English (issue 28). */
function SpanishStatus({ missing }: { missing: string[] }) {
  return (
    <LabelledSection title="Spanish pages" className="mb-10 border border-paper-line bg-paper-raised p-5">
      {missing.length === 0 ? (
        <p className="mt-2 text-[15px] text-ink-soft">Every text below has its Spanish version: the /es/ pages show no English.</p>
      ) : (
        <>
          <p className="mt-2 text-[15px] text-ink-soft">
            The Spanish pages (/es/…) show these in English until their Spanish field below is filled in and published:
          </p>
          <ul className="mt-2 list-disc pl-6 text-[15px]">
            {missing.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </>
      )}
    </LabelledSection>
  )
}
