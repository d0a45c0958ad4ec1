// /internal-admin/content: the Site content section. The firm edits its identity, attorney, deal
// portfolio, testimonials and Growth Score settings into one draft (each section its own plain form;
// the attorney's portrait and the sample report page are uploads), previews the draft on the real
// pages, publishes it, and can restore any earlier published version. Staff with a second factor only.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { createContext, useContext, type ReactNode } from 'react'
import { ContentImage } from '~/components/content-image'
import { controlClass, invalidProps, LabeledControl } from '~/components/forms'
import { formatMillions } from '~/content/portfolio'
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
import {
  attorneyInput,
  attorneyValues,
  dealRowCount,
  errorFor,
  errorsByRow,
  firmInput,
  growthScoreInput,
  portfolioInput,
  testimonialRowCount,
  testimonialsInput,
} from '~/schemas/site-content-form'
import type { ImageRef, SiteContent } from '~/schemas/site-content.server'
import { DEAL_SIDES, PORTFOLIO_INDUSTRIES } from '~/schemas/site-content-lists'
import { IMAGE_ACCEPT } from '~/content/content-images'
import { requireAdmin } from '~/utils/auth.server'
import { getDb } from '~/utils/db.server'
import { readFormData } from '~/utils/form-data.server'
import { cn } from '~/utils/misc'
import { rootMetaData } from '~/utils/seo'
import { redirectWithToast } from '~/utils/toast.server'
import { NO_FILE_CHOSEN, receiveUpload } from '~/utils/upload-parsing.server'
import { uploadBodyLimit } from '~/utils/body-limits'
import { Badge, PageHeading, When, buttonTones, smallButton } from './__ui'

export const meta: MetaFunction = (args) => [
  { title: `Site content | Admin | ${rootMetaData(args).firm.name}` },
  { name: 'robots', content: 'noindex' },
]

const BACK = '/internal-admin/content'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const db = getDb()
  const [draft, versions] = await Promise.all([getDraft(db), listVersions(db)])
  const live = getPublished()
  return data(
    {
      draft,
      versions,
      live: { version: live.version, publishedAt: live.publishedAt, publishedBy: live.publishedBy, example: liveIsExample() },
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

type ActionData = { section: string; errors: Record<string, string>; values?: Record<string, string> }

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
    if (upload.error === NO_FILE_CHOSEN && upload.formData) return { form: upload.formData, image: undefined }
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
  const db = getDb()
  const section = new URL(request.url).searchParams.get('section') ?? ''

  if (section === 'attorney' || section === 'growth-score') {
    const got = await withImage(request, actor)
    const field = section === 'attorney' ? 'portrait' : 'sample'
    if ('error' in got && got.error) return refused(section, { [field]: got.error }, got.form)
    const form = got.form!
    const remove = form.get(section === 'attorney' ? 'removePortrait' : 'removeSample') === 'on'
    const image = got.image ?? (remove ? null : undefined)
    if (section === 'attorney') return saved(section, await saveAttorneySection(db, actor, attorneyInput(form), image), form)
    return saved(section, await saveGrowthScoreSection(db, actor, growthScoreInput(form), image), form)
  }

  const form = await readFormData(request)
  const intent = String(form.get('intent') ?? '')
  if (intent === 'firm') return saved('firm', await saveFirmSection(db, actor, firmInput(form)), form)
  if (intent === 'portfolio') {
    const { input, rows } = portfolioInput(form)
    return saved('portfolio', await savePortfolioSection(db, actor, input), form, { list: 'deals', rows })
  }
  if (intent === 'testimonials') {
    const { input, rows } = testimonialsInput(form)
    return saved('testimonials', await saveTestimonialsSection(db, actor, input), form, { list: 'testimonials', rows })
  }
  if (intent === 'publish') {
    const result = await publishDraft(db, actor)
    if (!result.ok) return redirectWithToast(BACK, { type: 'error', title: 'Not published', description: result.error })
    return redirectWithToast(BACK, { title: 'Published', description: `Version ${result.version} is live on the site.` })
  }
  if (intent === 'restore') {
    const result = await restoreVersion(db, actor, Number(form.get('version')))
    if (!result.ok) return redirectWithToast(`${BACK}#versions`, { type: 'error', title: 'Not restored', description: result.error })
    return redirectWithToast(`${BACK}#versions`, {
      title: 'Restored',
      description: `Version ${String(form.get('version'))} is live again, as version ${result.version}.`,
    })
  }
  if (intent === 'discard') {
    await discardDraft(db)
    return redirectWithToast(BACK, { title: 'Draft discarded', description: 'The editor shows the live content again.' })
  }
  return redirectWithToast(BACK, { type: 'error', title: 'Nothing was changed', description: 'Unknown action.' })
}

// ---------------------------------------------------------------------------------------------

const PREVIEW_PAGES = [
  ['/', 'Home'],
  ['/about', 'Attorney profile (/about)'],
  ['/growth-score', 'Growth Score'],
  ['/apex-growth-score-info', 'Growth Score information'],
  ['/sell-side', 'Sell-side'],
  ['/buy-side', 'Buy-side'],
  ['/deal-portfolio', 'Deal portfolio'],
] as const

export default function SiteContentPage() {
  const { draft, versions, live } = useLoaderData<typeof loader>()
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

      <section aria-labelledby="status-heading" className="mb-10 border border-paper-line bg-paper-raised p-5">
        <h2 id="status-heading" className="sr-only">
          Status
        </h2>
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
                {PREVIEW_PAGES.map(([path, label]) => (
                  <option key={path} value={path}>
                    {label}
                  </option>
                ))}
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
      </section>

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

type SectionProps = { content: SiteContent; state?: ActionData; busy: boolean }

/** The section a field is in: field ids are `<section>-<name>`, unique on the page (two sections have a `name`). */
const SectionId = createContext('content')

function SectionFrame({ id, title, intro, children }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <SectionId.Provider value={id}>
      <section id={id} aria-labelledby={`${id}-heading`} className="mb-10 scroll-mt-24 border border-paper-line bg-paper-raised p-5 sm:p-7">
        <h2 id={`${id}-heading`} className="text-2xl">
          {title}
        </h2>
        {intro ? <div className="mt-1 max-w-prose text-[15px] text-ink-muted">{intro}</div> : null}
        {children}
      </section>
    </SectionId.Provider>
  )
}

function FormErrors({ state }: { state?: ActionData }) {
  if (!state) return null
  return (
    <p role="alert" className="mt-4 border border-danger/30 bg-danger-soft p-3 text-[15px] font-semibold text-danger">
      The draft was not saved: {Object.keys(state.errors).length === 1 ? 'one field needs' : 'some fields need'} fixing (marked below).
    </p>
  )
}

function TextInput({
  name,
  label,
  value,
  state,
  hint,
  type = 'text',
  maxLength,
  className,
}: {
  name: string
  label: string
  value: string | number
  state?: ActionData
  hint?: string
  type?: string
  maxLength?: number
  className?: string
}) {
  const id = `${useContext(SectionId)}-${name.replace(/\./g, '-')}`
  const error = errorFor(state?.errors, name)
  return (
    <LabeledControl id={id} label={label} hint={hint} errors={error} className={className}>
      <input
        id={id}
        name={name}
        type={type}
        maxLength={maxLength}
        defaultValue={state?.values?.[name] ?? String(value)}
        className={controlClass}
        {...invalidProps(id, error)}
      />
    </LabeledControl>
  )
}

function TextArea({
  name,
  label,
  value,
  state,
  hint,
  rows = 4,
}: {
  name: string
  label: string
  value: string
  state?: ActionData
  hint?: string
  rows?: number
}) {
  const id = `${useContext(SectionId)}-${name.replace(/\./g, '-')}`
  const error = errorFor(state?.errors, name)
  return (
    <LabeledControl id={id} label={label} hint={hint} errors={error}>
      <textarea
        id={id}
        name={name}
        rows={rows}
        defaultValue={state?.values?.[name] ?? value}
        className={controlClass}
        {...invalidProps(id, error)}
      />
    </LabeledControl>
  )
}

function SaveButton({ busy, label = 'Save draft' }: { busy: boolean; label?: string }) {
  return (
    <div className="mt-6">
      <button type="submit" disabled={busy} className={cn(smallButton, buttonTones.primary)}>
        {label}
      </button>
    </div>
  )
}

function FirmSection({ content, state, busy }: SectionProps) {
  const f = content.firm
  return (
    <SectionFrame id="firm" title="Firm">
      <FormErrors state={state} />
      <Form method="post" className="mt-5 grid gap-5 sm:grid-cols-2" key={state ? 'failed' : 'saved'}>
        <input type="hidden" name="intent" value="firm" />
        <TextInput name="name" label="Firm name" value={f.name} state={state} maxLength={80} />
        <TextInput name="legalName" label="Legal name" value={f.legalName} state={state} maxLength={120} />
        <TextInput name="tagline" label="Tagline" value={f.tagline} state={state} maxLength={200} className="sm:col-span-2" />
        <TextInput name="street" label="Street address" value={f.street} state={state} maxLength={120} className="sm:col-span-2" />
        <TextInput name="locality" label="City" value={f.locality} state={state} maxLength={60} />
        <TextInput name="region" label="State" value={f.region} state={state} maxLength={40} />
        <TextInput name="postalCode" label="ZIP code" value={f.postalCode} state={state} maxLength={12} />
        <TextInput name="phone" label="Phone" value={f.phone} state={state} type="tel" maxLength={30} />
        <TextInput name="email" label="Email" value={f.email} state={state} type="email" maxLength={254} />
        <TextInput name="serving" label="Service area" value={f.serving} state={state} maxLength={80} />
        <TextInput
          name="responseTime"
          label="Response-time promise"
          value={f.responseTime}
          state={state}
          maxLength={160}
          hint="One sentence, e.g. “We reply within 24 hours on business days.”"
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <SaveButton busy={busy} />
        </div>
      </Form>
    </SectionFrame>
  )
}

function ImageField({
  name,
  label,
  image,
  alt,
  removeName,
  state,
}: {
  name: string
  label: string
  image: ImageRef | null
  alt: string
  removeName: string
  state?: ActionData
}) {
  const id = `content-${name}`
  const error = state?.errors[name]
  return (
    <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-start">
      {image ? (
        <div className="w-32 shrink-0">
          <ContentImage image={image} alt={alt} sizes="128px" className="h-auto w-32 border border-paper-line" />
        </div>
      ) : null}
      <div className="flex-1">
        <LabeledControl
          id={id}
          label={label}
          hint="JPEG, PNG, WebP or HEIC, up to 10 MB. Made into the sizes the pages need."
          errors={error}
        >
          <input
            id={id}
            type="file"
            name="file"
            accept={IMAGE_ACCEPT}
            className="block min-h-[44px] w-full border border-ink/25 bg-paper p-2 text-[15px] file:mr-3 file:border-0 file:bg-ink file:px-3 file:py-2 file:text-paper"
            {...invalidProps(id, error)}
          />
        </LabeledControl>
        {image ? (
          <label className="mt-2 flex min-h-[44px] items-center gap-2 text-[15px]">
            <input type="checkbox" name={removeName} className="size-5" /> Remove the current image
          </label>
        ) : null}
      </div>
    </div>
  )
}

function AttorneySection({ content, state, busy }: SectionProps) {
  const a = content.attorney
  const v = attorneyValues(a)
  return (
    <SectionFrame id="attorney" title="Attorney">
      <FormErrors state={state} />
      <Form
        method="post"
        action="?section=attorney"
        encType="multipart/form-data"
        className="mt-5 grid gap-5 sm:grid-cols-2"
        key={state ? 'failed' : 'saved'}
      >
        <TextInput name="name" label="Attorney name" value={v.name} state={state} maxLength={80} />
        <TextInput name="title" label="Attorney title" value={v.title} state={state} maxLength={80} />
        <ImageField
          name="portrait"
          label="Portrait"
          image={a.portrait}
          alt={a.portraitAlt || a.name}
          removeName="removePortrait"
          state={state}
        />
        <TextInput
          name="portraitAlt"
          label="Portrait description"
          value={v.portraitAlt}
          state={state}
          maxLength={160}
          hint="For screen readers; empty: “Portrait of” and the name."
          className="sm:col-span-2"
        />
        <TextInput name="bar" label="Bar admission" value={v.bar} state={state} maxLength={80} hint="e.g. The Florida Bar" />
        <TextInput name="barYear" label="Year admitted" value={v.barYear} state={state} type="number" />
        <TextInput name="practicingSince" label="Practicing since" value={v.practicingSince} state={state} type="number" />
        <TextInput name="transactionsClosed" label="Transactions closed" value={v.transactionsClosed} state={state} type="number" />
        <TextArea name="languages" label="Languages" value={v.languages} state={state} rows={2} hint="One a line (up to 8)." />
        <TextArea
          name="focus"
          label="Areas of focus"
          value={v.focus}
          state={state}
          rows={6}
          hint="One a line (up to 12, 120 characters each)."
        />
        <TextArea name="education" label="Education" value={v.education} state={state} rows={3} hint="One a line: School | Degree." />
        <TextArea
          name="recognition"
          label="Recognition"
          value={v.recognition}
          state={state}
          rows={4}
          hint="One a line (up to 8, 300 characters each)."
        />
        <div className="sm:col-span-2">
          <TextArea
            name="summary"
            label="Summary"
            value={v.summary}
            state={state}
            rows={9}
            hint="Paragraphs separated by an empty line (up to 6, 1,200 characters each)."
          />
        </div>
        <div className="sm:col-span-2">
          <SaveButton busy={busy} />
        </div>
      </Form>
    </SectionFrame>
  )
}

function PortfolioSection({ content, state, busy }: SectionProps) {
  const { industries, deals } = content.portfolio
  const rows = dealRowCount(deals.length)
  const total = industries.reduce((s, i) => s + i.deals, 0)
  const value = industries.reduce((s, i) => s + i.valueMillions, 0)
  return (
    <SectionFrame
      id="portfolio"
      title="Deal portfolio"
      intro={
        <>
          Per industry: transactions closed and their combined value in millions of US dollars. Now: {total} transactions,{' '}
          {formatMillions(value)}. Representative deals show on the sell-side, buy-side and deal portfolio pages.
        </>
      }
    >
      <FormErrors state={state} />
      <Form method="post" className="mt-5" key={state ? 'failed' : 'saved'}>
        <input type="hidden" name="intent" value="portfolio" />
        <h3 className="text-lg font-semibold">Industries</h3>
        <div className="mt-3 grid gap-4 lg:grid-cols-2">
          {PORTFOLIO_INDUSTRIES.map((name, i) => {
            const row = industries.find((x) => x.name === name) ?? { deals: 0, valueMillions: 0, matters: [] }
            return (
              <fieldset key={name} className="border border-paper-line p-4">
                <legend className="px-1 font-semibold">{name}</legend>
                <div className="grid grid-cols-2 gap-3">
                  <TextInput name={`industries.${i}.deals`} label="Transactions" value={row.deals} state={state} type="number" />
                  <TextInput
                    name={`industries.${i}.valueMillions`}
                    label="Combined value ($M)"
                    value={row.valueMillions}
                    state={state}
                    type="number"
                  />
                </div>
                <div className="mt-3">
                  <TextArea
                    name={`industries.${i}.matters`}
                    label="Matters (one a line)"
                    value={row.matters.join('\n')}
                    state={state}
                    rows={2}
                  />
                </div>
              </fieldset>
            )
          })}
        </div>
        <h3 className="mt-8 text-lg font-semibold">Representative deals</h3>
        <p className="text-[15px] text-ink-muted">
          Describe each without anything that identifies the client. Leave a row empty to skip it.
        </p>
        <ol className="mt-3 space-y-4">
          {Array.from({ length: rows }, (_, i) => {
            const d = deals[i]
            const field = (k: string) => `deals.${i}.${k}`
            const sel = (k: string) => state?.values?.[field(k)] ?? (d ? String(d[k as keyof typeof d]) : '')
            return (
              <li key={i} className="border border-paper-line p-4">
                <p className="mb-2 text-sm font-semibold text-ink-muted">Deal {i + 1}</p>
                <div className="grid gap-3 sm:grid-cols-4">
                  <LabeledControl id={`content-deals-${i}-industry`} label="Industry" errors={errorFor(state?.errors, field('industry'))}>
                    <select
                      id={`content-deals-${i}-industry`}
                      name={field('industry')}
                      defaultValue={sel('industry') || PORTFOLIO_INDUSTRIES[0]}
                      className={controlClass}
                    >
                      {PORTFOLIO_INDUSTRIES.map((n) => (
                        <option key={n}>{n}</option>
                      ))}
                    </select>
                  </LabeledControl>
                  <LabeledControl id={`content-deals-${i}-side`} label="Side" errors={errorFor(state?.errors, field('side'))}>
                    <select
                      id={`content-deals-${i}-side`}
                      name={field('side')}
                      defaultValue={sel('side') || 'sell'}
                      className={controlClass}
                    >
                      {DEAL_SIDES.map((s) => (
                        <option key={s} value={s}>
                          {s === 'buy' ? 'Buy-side' : 'Sell-side'}
                        </option>
                      ))}
                    </select>
                  </LabeledControl>
                  <TextInput
                    name={field('sizeRange')}
                    label="Size range"
                    value={d?.sizeRange ?? ''}
                    state={state}
                    maxLength={40}
                    hint="e.g. $10–20 million"
                  />
                  <TextInput name={field('year')} label="Year" value={d?.year ?? ''} state={state} type="number" />
                  <div className="sm:col-span-4">
                    <TextInput name={field('summary')} label="One sentence" value={d?.summary ?? ''} state={state} maxLength={240} />
                  </div>
                </div>
                {d ? (
                  <label className="mt-2 flex min-h-[44px] items-center gap-2 text-[15px]">
                    <input type="checkbox" name={field('remove')} className="size-5" /> Remove this deal
                  </label>
                ) : null}
              </li>
            )
          })}
        </ol>
        <SaveButton busy={busy} />
      </Form>
    </SectionFrame>
  )
}

function TestimonialsSection({ content, state, busy }: SectionProps) {
  const list = content.testimonials
  const rows = testimonialRowCount(list.length)
  return (
    <SectionFrame
      id="testimonials"
      title="Testimonials"
      intro="Quote only clients who agreed in writing to be quoted, and only what they said. The pages show a note beside them that results differ from client to client."
    >
      <FormErrors state={state} />
      <Form method="post" className="mt-5" key={state ? 'failed' : 'saved'}>
        <input type="hidden" name="intent" value="testimonials" />
        <ol className="space-y-4">
          {Array.from({ length: rows }, (_, i) => {
            const t = list[i]
            const field = (k: string) => `testimonials.${i}.${k}`
            const consentId = `content-testimonials-${i}-consent`
            const consentError = errorFor(state?.errors, field('consent'))
            const consentChecked = state?.values ? state.values[field('consent')] === 'on' : Boolean(t?.consent)
            return (
              <li key={i} className="border border-paper-line p-4">
                <p className="mb-2 text-sm font-semibold text-ink-muted">Testimonial {i + 1}</p>
                <div className="grid gap-3 sm:grid-cols-3">
                  <div className="sm:col-span-3">
                    <TextArea
                      name={field('quote')}
                      label="Quote"
                      value={t?.quote ?? ''}
                      state={state}
                      rows={3}
                      hint="Up to 600 characters."
                    />
                  </div>
                  <TextInput name={field('name')} label="Client name" value={t?.name ?? ''} state={state} maxLength={80} />
                  <TextInput name={field('role')} label="Role" value={t?.role ?? ''} state={state} maxLength={80} />
                  <TextInput name={field('company')} label="Company" value={t?.company ?? ''} state={state} maxLength={120} />
                </div>
                <div className="mt-2">
                  <label htmlFor={consentId} className="flex min-h-[44px] items-center gap-2 text-[15px]">
                    <input
                      id={consentId}
                      type="checkbox"
                      name={field('consent')}
                      defaultChecked={consentChecked}
                      className="size-5"
                      {...invalidProps(consentId, consentError)}
                    />
                    The client agreed in writing to be quoted on the site
                  </label>
                  {consentError ? (
                    <p id={`${consentId}-error`} className="text-sm font-semibold text-danger">
                      {consentError}
                    </p>
                  ) : null}
                </div>
                {t ? (
                  <label className="flex min-h-[44px] items-center gap-2 text-[15px]">
                    <input type="checkbox" name={field('remove')} className="size-5" /> Remove this testimonial
                  </label>
                ) : null}
              </li>
            )
          })}
        </ol>
        <SaveButton busy={busy} />
      </Form>
    </SectionFrame>
  )
}

function GrowthScoreSection({ content, state, busy }: SectionProps) {
  const g = content.growthScore
  return (
    <SectionFrame id="growth-score" title="Growth Score">
      <FormErrors state={state} />
      <Form
        method="post"
        action="?section=growth-score"
        encType="multipart/form-data"
        className="mt-5 grid gap-5 sm:grid-cols-2"
        key={state ? 'failed' : 'saved'}
      >
        <TextInput
          name="monthlyCapacity"
          label="Monthly Growth Score capacity"
          value={g.monthlyCapacity}
          state={state}
          type="number"
          hint="Paid Growth Score clients accepted a calendar month."
        />
        <TextInput
          name="schedulingUrl"
          label="Scheduling link"
          value={g.schedulingUrl}
          state={state}
          type="url"
          maxLength={300}
          hint="A Cal.com or Calendly https:// address, shown after intake forms. Empty: we email to arrange a time."
        />
        <ImageField
          name="sample"
          label="Sample report page"
          image={g.sample}
          alt={g.sampleCaption || 'Sample report page'}
          removeName="removeSample"
          state={state}
        />
        <TextInput
          name="sampleCaption"
          label="Sample caption"
          value={g.sampleCaption}
          state={state}
          maxLength={200}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <SaveButton busy={busy} />
        </div>
      </Form>
    </SectionFrame>
  )
}
