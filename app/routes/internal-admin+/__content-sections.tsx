// The Site content page's sections (/internal-admin/content): one plain form each, saved into the draft
// by the route's action (`intent` or `?section=`); a refused save comes back as the section's state.
import { controlClass, invalidProps, LabeledControl } from '~/components/forms'
import { formatMillions } from '~/content/portfolio'
import { attorneyValues, dealRowCount, errorFor, testimonialRowCount } from '~/schemas/site-content-form'
import type { SiteContent } from '~/schemas/site-content.server'
import { DEAL_SIDES, PORTFOLIO_INDUSTRIES } from '~/schemas/site-content-lists'
import { FieldRow, ImageField, RemoveCheckbox, SectionForm, type SectionState } from './__content-fields'

type SectionProps = { content: SiteContent; state?: SectionState; busy: boolean }

export function FirmSection({ content, state, busy }: SectionProps) {
  const f = content.firm
  return (
    <SectionForm id="firm" title="Firm" state={state} busy={busy} grid>
      <FieldRow name="name" label="Firm name" value={f.name} state={state} maxLength={80} />
      <FieldRow name="legalName" label="Legal name" value={f.legalName} state={state} maxLength={120} />
      <FieldRow name="tagline" label="Tagline" value={f.tagline} state={state} maxLength={200} className="sm:col-span-2" />
      <FieldRow name="street" label="Street address" value={f.street} state={state} maxLength={120} className="sm:col-span-2" />
      <FieldRow name="locality" label="City" value={f.locality} state={state} maxLength={60} />
      <FieldRow name="region" label="State" value={f.region} state={state} maxLength={40} />
      <FieldRow name="postalCode" label="ZIP code" value={f.postalCode} state={state} maxLength={12} />
      <FieldRow name="phone" label="Phone" value={f.phone} state={state} type="tel" maxLength={30} />
      <FieldRow name="email" label="Email" value={f.email} state={state} type="email" maxLength={254} />
      <FieldRow name="serving" label="Service area" value={f.serving} state={state} maxLength={80} />
      <FieldRow
        name="responseTime"
        label="Response-time promise"
        value={f.responseTime}
        state={state}
        maxLength={160}
        hint="One sentence, e.g. “We reply within 24 hours on business days.”"
        className="sm:col-span-2"
      />
    </SectionForm>
  )
}

export function AttorneySection({ content, state, busy }: SectionProps) {
  const a = content.attorney
  const v = attorneyValues(a)
  return (
    <SectionForm id="attorney" title="Attorney" state={state} busy={busy} upload grid>
      <FieldRow name="name" label="Attorney name" value={v.name} state={state} maxLength={80} />
      <FieldRow name="title" label="Attorney title" value={v.title} state={state} maxLength={80} />
      <ImageField
        name="portrait"
        label="Portrait"
        image={a.portrait}
        alt={a.portraitAlt || a.name}
        removeName="removePortrait"
        state={state}
      />
      <FieldRow
        name="portraitAlt"
        label="Portrait description"
        value={v.portraitAlt}
        state={state}
        maxLength={160}
        hint="For screen readers; empty: “Portrait of” and the name."
        className="sm:col-span-2"
      />
      <FieldRow name="bar" label="Bar admission" value={v.bar} state={state} maxLength={80} hint="e.g. The Florida Bar" />
      <FieldRow name="barYear" label="Year admitted" value={v.barYear} state={state} type="number" />
      <FieldRow name="practicingSince" label="Practicing since" value={v.practicingSince} state={state} type="number" />
      <FieldRow name="transactionsClosed" label="Transactions closed" value={v.transactionsClosed} state={state} type="number" />
      <FieldRow name="languages" label="Languages" value={v.languages} state={state} rows={2} hint="One a line (up to 8)." />
      <FieldRow
        name="focus"
        label="Areas of focus"
        value={v.focus}
        state={state}
        rows={6}
        hint="One a line (up to 12, 120 characters each)."
      />
      <FieldRow name="education" label="Education" value={v.education} state={state} rows={3} hint="One a line: School | Degree." />
      <FieldRow
        name="recognition"
        label="Recognition"
        value={v.recognition}
        state={state}
        rows={4}
        hint="One a line (up to 8, 300 characters each)."
      />
      <div className="sm:col-span-2">
        <FieldRow
          name="summary"
          label="Summary"
          value={v.summary}
          state={state}
          rows={9}
          hint="Paragraphs separated by an empty line (up to 6, 1,200 characters each)."
        />
      </div>
    </SectionForm>
  )
}

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
          const row = industries.find((x) => x.name === name) ?? { deals: 0, valueMillions: 0, matters: [] }
          return (
            <fieldset key={name} className="border border-paper-line p-4">
              <legend className="px-1 font-semibold">{name}</legend>
              <div className="grid grid-cols-2 gap-3">
                <FieldRow name={`industries.${i}.deals`} label="Transactions" value={row.deals} state={state} type="number" />
                <FieldRow
                  name={`industries.${i}.valueMillions`}
                  label="Combined value ($M)"
                  value={row.valueMillions}
                  state={state}
                  type="number"
                />
              </div>
              <div className="mt-3">
                <FieldRow
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
                    {PORTFOLIO_INDUSTRIES.map((n) => (
                      <option key={n}>{n}</option>
                    ))}
                  </select>
                </LabeledControl>
                <LabeledControl id={`content-deals-${i}-side`} label="Side" errors={errorFor(state?.errors, field('side'))}>
                  <select id={`content-deals-${i}-side`} name={field('side')} defaultValue={sel('side') || 'sell'} className={controlClass}>
                    {DEAL_SIDES.map((s) => (
                      <option key={s} value={s}>
                        {s === 'buy' ? 'Buy-side' : 'Sell-side'}
                      </option>
                    ))}
                  </select>
                </LabeledControl>
                <FieldRow
                  name={field('sizeRange')}
                  label="Size range"
                  value={d?.sizeRange ?? ''}
                  state={state}
                  maxLength={40}
                  hint="e.g. $10–20 million"
                />
                <FieldRow name={field('year')} label="Year" value={d?.year ?? ''} state={state} type="number" />
                <div className="sm:col-span-4">
                  <FieldRow name={field('summary')} label="One sentence" value={d?.summary ?? ''} state={state} maxLength={240} />
                </div>
              </div>
              {d ? <RemoveCheckbox name={field('remove')} label="Remove this deal" /> : null}
            </li>
          )
        })}
      </ol>
    </SectionForm>
  )
}

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
                <div className="sm:col-span-3">
                  <FieldRow
                    name={field('quote')}
                    label="Quote"
                    value={t?.quote ?? ''}
                    state={state}
                    rows={3}
                    hint="Up to 600 characters."
                  />
                </div>
                <FieldRow name={field('name')} label="Client name" value={t?.name ?? ''} state={state} maxLength={80} />
                <FieldRow name={field('role')} label="Role" value={t?.role ?? ''} state={state} maxLength={80} />
                <FieldRow name={field('company')} label="Company" value={t?.company ?? ''} state={state} maxLength={120} />
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

export function GrowthScoreSection({ content, state, busy }: SectionProps) {
  const g = content.growthScore
  return (
    <SectionForm id="growth-score" title="Growth Score" state={state} busy={busy} upload grid>
      <FieldRow
        name="monthlyCapacity"
        label="Monthly Growth Score capacity"
        value={g.monthlyCapacity}
        state={state}
        type="number"
        hint="Paid Growth Score clients accepted a calendar month."
      />
      <FieldRow
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
      <FieldRow
        name="sampleCaption"
        label="Sample caption"
        value={g.sampleCaption}
        state={state}
        maxLength={200}
        className="sm:col-span-2"
      />
    </SectionForm>
  )
}
