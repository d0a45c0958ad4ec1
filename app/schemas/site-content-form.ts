// The Site content forms' fields as the section schemas take them (app/schemas/site-content.server.ts), and
// back: lists are edited as one item a line (education as "School | Degree"), the summary as paragraphs
// separated by a blank line, deals and testimonials as numbered rows (a row left empty is dropped).
import type { SiteContent } from './site-content.server'
import { MAX_DEALS, MAX_TESTIMONIALS, PORTFOLIO_INDUSTRIES } from './site-content-lists'

type Fields = { get(name: string): FormDataEntryValue | null }

const str = (form: Fields, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}
const lines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
const paragraphs = (value: string) =>
  value
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)

/**
 * The fields of a numbered list's row (`deals.2.year`): its text fields, its checkboxes, and the text
 * fields of which one at least must be filled in for the row to count (a row left empty is dropped).
 */
type RowFields<Text extends string, Box extends string> = {
  text: readonly Text[]
  checkboxes?: readonly Box[]
  filledIn: readonly Text[]
}

const DEAL_ROW = {
  text: ['industry', 'side', 'sizeRange', 'year', 'summary', 'summaryEs', 'sizeRangeEs'],
  filledIn: ['sizeRange', 'year', 'summary'],
} as const
const TESTIMONIAL_ROW = {
  text: ['quote', 'name', 'role', 'company', 'quoteEs', 'roleEs'],
  checkboxes: ['consent'],
  filledIn: ['quote', 'name', 'role', 'company'],
} as const

/**
 * A numbered list's rows as posted, less those ticked for removal and those left empty; `rows` names the
 * form row each kept item came from (errorsByRow puts an item's errors back on its row).
 */
function keptRows<Text extends string, Box extends string = never>(form: Fields, list: string, max: number, row: RowFields<Text, Box>) {
  const kept: Array<Record<Text, string> & Record<Box, boolean>> = []
  const rows: number[] = []
  for (let i = 0; i < max; i++) {
    const field = (name: string) => `${list}.${i}.${name}`
    if (form.get(field('remove')) === 'on') continue
    const text = Object.fromEntries(row.text.map((name) => [name, str(form, field(name))])) as Record<Text, string>
    if (row.filledIn.every((name) => !text[name].trim())) continue
    const boxes = Object.fromEntries((row.checkboxes ?? []).map((name) => [name, form.get(field(name)) === 'on'])) as Record<Box, boolean>
    kept.push({ ...text, ...boxes })
    rows.push(i)
  }
  return { kept, rows }
}

export const FIRM_FIELDS = [
  'name',
  'legalName',
  'tagline',
  'street',
  'locality',
  'region',
  'postalCode',
  'phone',
  'email',
  'responseTime',
  'serving',
  'taglineEs',
  'responseTimeEs',
  'servingEs',
] as const

export function firmInput(form: Fields) {
  return Object.fromEntries(FIRM_FIELDS.map((k) => [k, str(form, k)]))
}

export function attorneyInput(form: Fields) {
  return {
    name: str(form, 'name'),
    title: str(form, 'title'),
    bar: str(form, 'bar'),
    barYear: str(form, 'barYear'),
    practicingSince: str(form, 'practicingSince'),
    transactionsClosed: str(form, 'transactionsClosed'),
    languages: lines(str(form, 'languages')),
    education: lines(str(form, 'education')).map((l) => {
      const [school, ...rest] = l.split('|')
      return { school: school.trim(), degree: rest.join('|').trim() }
    }),
    recognition: lines(str(form, 'recognition')),
    summary: paragraphs(str(form, 'summary')),
    focus: lines(str(form, 'focus')),
    portraitAlt: str(form, 'portraitAlt'),
    titleEs: str(form, 'titleEs'),
    portraitAltEs: str(form, 'portraitAltEs'),
    languagesEs: lines(str(form, 'languagesEs')),
    degreesEs: lines(str(form, 'degreesEs')),
    recognitionEs: lines(str(form, 'recognitionEs')),
    summaryEs: paragraphs(str(form, 'summaryEs')),
    focusEs: lines(str(form, 'focusEs')),
  }
}

/** The attorney section's form values for a document (what the fields show). */
export function attorneyValues(a: SiteContent['attorney']): Record<string, string> {
  return {
    name: a.name,
    title: a.title,
    bar: a.bar,
    barYear: String(a.barYear),
    practicingSince: String(a.practicingSince),
    transactionsClosed: String(a.transactionsClosed),
    languages: a.languages.join('\n'),
    education: a.education.map((e) => `${e.school} | ${e.degree}`).join('\n'),
    recognition: a.recognition.join('\n'),
    summary: a.summary.join('\n\n'),
    focus: a.focus.join('\n'),
    portraitAlt: a.portraitAlt,
    titleEs: a.titleEs,
    portraitAltEs: a.portraitAltEs,
    languagesEs: a.languagesEs.join('\n'),
    degreesEs: a.degreesEs.join('\n'),
    recognitionEs: a.recognitionEs.join('\n'),
    summaryEs: a.summaryEs.join('\n\n'),
    focusEs: a.focusEs.join('\n'),
  }
}

/** Rows of deals the form offers: the saved ones and two empty ones, up to the limit. */
export function dealRowCount(saved: number) {
  return Math.min(MAX_DEALS, saved + 2)
}

export function portfolioInput(form: Fields) {
  const industries = PORTFOLIO_INDUSTRIES.map((name, i) => ({
    name,
    deals: str(form, `industries.${i}.deals`),
    valueMillions: str(form, `industries.${i}.valueMillions`),
    matters: lines(str(form, `industries.${i}.matters`)),
    mattersEs: lines(str(form, `industries.${i}.mattersEs`)),
  }))
  const { kept: deals, rows } = keptRows(form, 'deals', MAX_DEALS, DEAL_ROW)
  return { input: { industries, deals }, rows }
}

export function testimonialRowCount(saved: number) {
  return Math.min(MAX_TESTIMONIALS, saved + 1)
}

export function testimonialsInput(form: Fields) {
  const { kept: testimonials, rows } = keptRows(form, 'testimonials', MAX_TESTIMONIALS, TESTIMONIAL_ROW)
  return { input: { testimonials }, rows }
}

export function growthScoreInput(form: Fields) {
  return {
    monthlyCapacity: str(form, 'monthlyCapacity'),
    schedulingUrl: str(form, 'schedulingUrl'),
    sampleCaption: str(form, 'sampleCaption'),
    sampleCaptionEs: str(form, 'sampleCaptionEs'),
  }
}

/** The first error for a field or anything inside it ("languages" finds "languages.2"). */
export function errorFor(errors: Record<string, string> | undefined, name: string) {
  if (!errors) return undefined
  if (errors[name]) return errors[name]
  const key = Object.keys(errors).find((k) => k.startsWith(`${name}.`))
  return key ? errors[key] : undefined
}

/** Errors of a list's kept rows ("deals.0.year") named by the form's row ("deals.3.year"). */
export function errorsByRow(errors: Record<string, string>, list: string, rows: number[]) {
  const out: Record<string, string> = {}
  for (const [key, message] of Object.entries(errors)) {
    const match = new RegExp(`^${list}\\.(\\d+)(\\..*)?$`).exec(key)
    out[match ? `${list}.${rows[Number(match[1])] ?? match[1]}${match[2] ?? ''}` : key] = message
  }
  return out
}
