// The Site content page's sections (/internal-admin/content): one plain form each, saved into the draft
// by the route's action (`intent` or `?section=`); a refused save comes back as the section's state.
import { Options } from '~/components/ui/options'
import { controlClass, invalidProps, LabeledControl } from '~/components/forms'
import { formatMillions } from '~/content/portfolio'
import { attorneyValues, dealRowCount, errorFor, testimonialRowCount } from '~/schemas/site-content-form'
import type { Deal, SiteContent, Testimonial } from '~/schemas/site-content.server'
import { DEAL_SIDES, PORTFOLIO_INDUSTRIES } from '~/schemas/site-content-lists'
import { FieldRow, FieldRows, ImageField, RemoveCheckbox, SectionForm, type FieldSpec, type SectionState } from './__content-fields'

type SectionProps = { content: SiteContent; state?: SectionState; busy: boolean }

const wide = 'sm:col-span-2'

// Each text the /es/ pages show has its Spanish version beside it, labelled in Spanish (so no label
// repeats an English one). Left empty, the Spanish page shows the English text; the page lists what is
// still missing above the sections.
const SPANISH_HINT = 'Shown on the Spanish pages. Empty: the English text.'

const FIRM_FIELDS: FieldSpec<keyof SiteContent['firm']>[] = [
  { name: 'name', label: 'Firm name', maxLength: 80 },
  { name: 'legalName', label: 'Legal name', maxLength: 120 },
  { name: 'tagline', label: 'Tagline', maxLength: 200, className: wide },
  { name: 'taglineEs', label: 'Lema en español', maxLength: 200, hint: SPANISH_HINT, className: wide },
  { name: 'street', label: 'Street address', maxLength: 120, className: wide },
  { name: 'locality', label: 'City', maxLength: 60 },
  { name: 'region', label: 'State', maxLength: 40 },
  { name: 'postalCode', label: 'ZIP code', maxLength: 12 },
  { name: 'phone', label: 'Phone', type: 'tel', maxLength: 30 },
  { name: 'email', label: 'Email', type: 'email', maxLength: 254 },
  { name: 'serving', label: 'Service area', maxLength: 80 },
  { name: 'servingEs', label: 'Zona de servicio en español', maxLength: 80, hint: SPANISH_HINT },
  {
    name: 'responseTime',
    label: 'Response-time promise',
    maxLength: 160,
    hint: 'One sentence, e.g. “We reply within 24 hours on business days.”',
    className: wide,
  },
  { name: 'responseTimeEs', label: 'Plazo de respuesta en español', maxLength: 160, hint: SPANISH_HINT, className: wide },
]

export function FirmSection({ content, state, busy }: SectionProps) {
  return (
    <SectionForm id="firm" title="Firm" state={state} busy={busy} grid>
      <FieldRows fields={FIRM_FIELDS} values={content.firm} state={state} />
    </SectionForm>
  )
}

/** The attorney's fields above the portrait, and below it. */
const ATTORNEY_NAME_FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Attorney name', maxLength: 80 },
  { name: 'title', label: 'Attorney title', maxLength: 80 },
  { name: 'titleEs', label: 'Cargo en español', maxLength: 80, hint: SPANISH_HINT },
]
const ATTORNEY_FIELDS: FieldSpec[] = [
  {
    name: 'portraitAlt',
    label: 'Portrait description',
    maxLength: 160,
    hint: 'For screen readers; empty: “Portrait of” and the name.',
    className: wide,
  },
  { name: 'portraitAltEs', label: 'Descripción del retrato en español', maxLength: 160, hint: SPANISH_HINT, className: wide },
  { name: 'bar', label: 'Bar admission', maxLength: 80, hint: 'e.g. The Florida Bar' },
  { name: 'barYear', label: 'Year admitted', type: 'number' },
  { name: 'practicingSince', label: 'Practicing since', type: 'number' },
  { name: 'transactionsClosed', label: 'Transactions closed', type: 'number' },
  { name: 'languages', label: 'Languages', rows: 2, hint: 'One a line (up to 8).' },
  { name: 'languagesEs', label: 'Idiomas en español', rows: 2, hint: SPANISH_HINT },
  { name: 'focus', label: 'Areas of focus', rows: 6, hint: 'One a line (up to 12, 120 characters each).' },
  { name: 'focusEs', label: 'Áreas de práctica en español', rows: 6, hint: SPANISH_HINT },
  { name: 'education', label: 'Education', rows: 3, hint: 'One a line: School | Degree.' },
  { name: 'degreesEs', label: 'Títulos en español', rows: 3, hint: 'One degree a line, in the order of Education. Empty: the English.' },
  { name: 'recognition', label: 'Recognition', rows: 4, hint: 'One a line (up to 8, 300 characters each).' },
  { name: 'recognitionEs', label: 'Reconocimientos en español', rows: 4, hint: SPANISH_HINT },
  {
    name: 'summary',
    label: 'Summary',
    rows: 9,
    hint: 'Paragraphs separated by an empty line (up to 6, 1,200 characters each).',
    className: wide,
  },
  { name: 'summaryEs', label: 'Resumen en español', rows: 9, hint: SPANISH_HINT, className: wide },
]

const PORTRAIT_IMAGE = { name: 'portrait', label: 'Portrait', removeName: 'removePortrait' }

export function AttorneySection({ content, state, busy }: SectionProps) {
  const a = content.attorney
  const values = attorneyValues(a)
  return (
    <SectionForm id="attorney" title="Attorney" state={state} busy={busy} upload grid>
      <FieldRows fields={ATTORNEY_NAME_FIELDS} values={values} state={state} />
      <ImageField {...PORTRAIT_IMAGE} image={a.portrait} alt={a.portraitAlt || a.name} state={state} />
      <FieldRows fields={ATTORNEY_FIELDS} values={values} state={state} />
    </SectionForm>
  )
}

const INDUSTRY_FIELDS: FieldSpec<'deals' | 'valueMillions' | 'matters' | 'mattersEs'>[] = [
  { name: 'deals', label: 'Transactions', type: 'number' },
  { name: 'valueMillions', label: 'Combined value ($M)', type: 'number' },
  { name: 'matters', label: 'Matters (one a line)', rows: 2, className: 'col-span-2' },
  { name: 'mattersEs', label: 'Asuntos en español', rows: 2, className: 'col-span-2' },
]
/** A deal's fields after its two lists (industry and side). */
const DEAL_FIELDS: FieldSpec<keyof Deal>[] = [
  { name: 'sizeRange', label: 'Size range', maxLength: 40, hint: 'e.g. $10–20 million' },
  { name: 'year', label: 'Year', type: 'number' },
  { name: 'summary', label: 'One sentence', maxLength: 240, className: 'sm:col-span-4' },
  { name: 'sizeRangeEs', label: 'Tamaño en español', maxLength: 40, hint: 'e.g. $10–20 millones. Empty: the English.' },
  { name: 'summaryEs', label: 'La frase en español', maxLength: 240, className: 'sm:col-span-3' },
]

export function PortfolioSection({ content, state, busy }: SectionProps) {
  const { industries, deals } = content.portfolio
  const rows = dealRowCount(deals.length)
  const total = industries.reduce((s, i) => s + i.deals, 0)
  const value = industries.reduce((s, i) => s + i.valueMillions, 0)
  return (
    <SectionForm
      id="portfolio"
      title="Deal portfolio"
      state={state}
      busy={busy}
      intro={
        <>
          Per industry: transactions closed and their combined value in millions of US dollars. Now: {total} transactions,{' '}
          {formatMillions(value)}. Representative deals show on the sell-side, buy-side and deal portfolio pages.
        </>
      }
    >
      <h3 className="text-lg font-semibold">Industries</h3>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        {PORTFOLIO_INDUSTRIES.map((name, i) => {
          const row = industries.find((x) => x.name === name) ?? { deals: 0, valueMillions: 0, matters: [], mattersEs: [] }
          return (
            <fieldset key={name} className="border border-paper-line p-4">
              <legend className="px-1 font-semibold">{name}</legend>
              <div className="grid grid-cols-2 gap-3">
                <FieldRows
                  fields={INDUSTRY_FIELDS}
                  prefix={`industries.${i}.`}
                  values={{ ...row, matters: row.matters.join('\n'), mattersEs: row.mattersEs.join('\n') }}
                  state={state}
                />
              </div>
            </fieldset>
          )
        })}
      </div>
      <h3 className="mt-8 text-lg font-semibold">Representative deals</h3>
      <p className="text-[15px] text-ink-muted">Describe each without anything that identifies the client. Leave a row empty to skip it.</p>
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
                    <Options values={PORTFOLIO_INDUSTRIES} />
                  </select>
                </LabeledControl>
                <LabeledControl id={`content-deals-${i}-side`} label="Side" errors={errorFor(state?.errors, field('side'))}>
                  <select id={`content-deals-${i}-side`} name={field('side')} defaultValue={sel('side') || 'sell'} className={controlClass}>
                    <Options values={DEAL_SIDES} label={(s) => (s === 'buy' ? 'Buy-side' : 'Sell-side')} />
                  </select>
                </LabeledControl>
                <FieldRows fields={DEAL_FIELDS} prefix={`deals.${i}.`} values={d} state={state} />
              </div>
              {d ? <RemoveCheckbox name={field('remove')} label="Remove this deal" /> : null}
            </li>
          )
        })}
      </ol>
    </SectionForm>
  )
}

/** A testimonial's fields before its consent checkbox. */
const TESTIMONIAL_FIELDS: FieldSpec<keyof Testimonial>[] = [
  { name: 'quote', label: 'Quote', rows: 3, hint: 'Up to 600 characters.', className: 'sm:col-span-3' },
  { name: 'name', label: 'Client name', maxLength: 80 },
  { name: 'role', label: 'Role', maxLength: 80 },
  { name: 'company', label: 'Company', maxLength: 120 },
  { name: 'quoteEs', label: 'Cita en español', rows: 3, hint: SPANISH_HINT, className: 'sm:col-span-2' },
  { name: 'roleEs', label: 'Cargo del cliente en español', maxLength: 80 },
]

export function TestimonialsSection({ content, state, busy }: SectionProps) {
  const list = content.testimonials
  const rows = testimonialRowCount(list.length)
  return (
    <SectionForm
      id="testimonials"
      title="Testimonials"
      state={state}
      busy={busy}
      intro="Quote only clients who agreed in writing to be quoted, and only what they said. The pages show a note beside them that results differ from client to client."
    >
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
                <FieldRows fields={TESTIMONIAL_FIELDS} prefix={`testimonials.${i}.`} values={t} state={state} />
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
              {t ? <RemoveCheckbox name={field('remove')} label="Remove this testimonial" className="" /> : null}
            </li>
          )
        })}
      </ol>
    </SectionForm>
  )
}

const GROWTH_SCORE_FIELDS: FieldSpec<keyof SiteContent['growthScore']>[] = [
  {
    name: 'monthlyCapacity',
    label: 'Monthly Growth Score capacity',
    type: 'number',
    hint: 'Paid Growth Score clients accepted a calendar month.',
  },
  {
    name: 'schedulingUrl',
    label: 'Scheduling link',
    type: 'url',
    maxLength: 300,
    hint: 'A Cal.com or Calendly https:// address, shown after intake forms. Empty: we email to arrange a time.',
  },
]

const SAMPLE_IMAGE = { name: 'sample', label: 'Sample report page', removeName: 'removeSample' }

export function GrowthScoreSection({ content, state, busy }: SectionProps) {
  const g = content.growthScore
  return (
    <SectionForm id="growth-score" title="Growth Score" state={state} busy={busy} upload grid>
      <FieldRows fields={GROWTH_SCORE_FIELDS} values={g} state={state} />
      <ImageField {...SAMPLE_IMAGE} image={g.sample} alt={g.sampleCaption || SAMPLE_IMAGE.label} state={state} />
      <FieldRow name="sampleCaption" label="Sample caption" value={g.sampleCaption} state={state} maxLength={200} className={wide} />
      <FieldRow
        name="sampleCaptionEs"
        label="Leyenda en español"
        value={g.sampleCaptionEs}
        state={state}
        maxLength={200}
        hint={SPANISH_HINT}
        className={wide}
      />
    </SectionForm>
  )
}
