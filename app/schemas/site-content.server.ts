// The firm's own content, as one JSON document per published version (app/models/site-content.server.ts)
// and as the admin panel's Site content forms (one form per section). Every text has a length limit
// and a message that names the field. Server-side only (the forms post without JavaScript), so it uses
// zod's chained API.
import { z } from 'zod'

import { DEAL_SIDES, MAX_DEALS, MAX_LIST_ITEMS, MAX_TESTIMONIALS, PORTFOLIO_INDUSTRIES } from './site-content-lists'

export { DEAL_SIDES, MAX_DEALS, MAX_LIST_ITEMS, MAX_TESTIMONIALS, PORTFOLIO_INDUSTRIES }

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g

/** A one-line text: trimmed, control characters removed; `label` names it in the messages. */
export function line(label: string, max: number, opts: { optional?: boolean } = {}) {
  const base = z
    .string({ error: `${label} is required` })
    .transform((v) =>
      v
        .replace(CONTROLS, '')
        .replace(/[\r\n\t]+/g, ' ')
        .trim(),
    )
    .pipe(
      z
        .string()
        .min(opts.optional ? 0 : 1, `${label} is required`)
        .max(max, `${label} must be at most ${max} characters`),
    )
  return base
}

/** A multi-line text (a paragraph): line breaks kept. */
function text(label: string, max: number, opts: { optional?: boolean } = {}) {
  return z
    .string({ error: `${label} is required` })
    .transform((v) => v.replace(/\r\n?/g, '\n').replace(CONTROLS, '').trim())
    .pipe(
      z
        .string()
        .min(opts.optional ? 0 : 1, `${label} is required`)
        .max(max, `${label} must be at most ${max} characters`),
    )
}

// Spanish (issue 28): beside each text the firm writes, its Spanish version, which the /es/ pages show.
// Optional: empty means "not translated yet", and the Spanish page shows the English text (the Site
// content page lists what is missing). Versions published before these fields parse with them empty.

/** The Spanish version of a one-line text. */
function lineEs(label: string, max: number) {
  return line(label, max, { optional: true }).default('')
}

/** The Spanish version of a paragraph. */
function textEs(label: string, max: number) {
  return text(label, max, { optional: true }).default('')
}

/** The Spanish version of a list: empty, or the whole list in Spanish. */
function listEs<T extends z.ZodType>(label: string, item: T, max: number) {
  return z.array(item).max(max, `${label}: at most ${max}`).default([])
}

function whole(label: string, min: number, max: number) {
  return z.coerce
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)
}

function list<T extends z.ZodType>(label: string, item: T, min = 1, max = MAX_LIST_ITEMS) {
  return z
    .array(item)
    .min(min, min === 1 ? `Add at least one ${label.toLowerCase()}` : `Add at least ${min} ${label.toLowerCase()}`)
    .max(max, `${label}: at most ${max}`)
}

const thisYear = () => new Date().getFullYear()

/** An image made from an upload (site-content-images.server.ts): its id is the SHA-256 of the original. */
export const ImageRefSchema = z.object({
  id: z.string().regex(/^[a-f0-9]{64}$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})
export type ImageRef = z.infer<typeof ImageRefSchema>

export const FirmSectionSchema = z.object({
  name: line('Firm name', 80),
  legalName: line('Legal name', 120),
  tagline: line('Tagline', 200),
  street: line('Street address', 120),
  locality: line('City', 60),
  region: line('State', 40),
  postalCode: line('ZIP code', 12),
  phone: line('Phone', 30).pipe(z.string().regex(/^[0-9+() .-]{7,30}$/, 'Phone may hold only digits, spaces and + ( ) . -')),
  email: line('Email', 254).pipe(z.email('Email must be a valid address')),
  responseTime: line('Response-time promise', 160),
  serving: line('Service area', 80),
  taglineEs: lineEs('Tagline in Spanish', 200),
  responseTimeEs: lineEs('Response-time promise in Spanish', 160),
  servingEs: lineEs('Service area in Spanish', 80),
})
export type FirmSection = z.infer<typeof FirmSectionSchema>

export const EducationSchema = z.object({ school: line('School', 120), degree: line('Degree', 160) })

export const AttorneySectionSchema = z
  .object({
    name: line('Attorney name', 80),
    title: line('Attorney title', 80),
    bar: line('Bar admission', 80),
    barYear: whole('Year admitted', 1950, 2100),
    practicingSince: whole('Practicing since', 1950, 2100),
    transactionsClosed: whole('Transactions closed', 0, 100_000),
    languages: list('Languages', line('Language', 40), 1, 8),
    education: list('Education', EducationSchema, 1, 6),
    recognition: list('Recognition', line('Recognition', 300), 0, 8),
    summary: list('Summary paragraphs', text('Summary paragraph', 1200), 1, 6),
    focus: list('Areas of focus', line('Area of focus', 120), 1, 12),
    portraitAlt: line('Portrait description', 160, { optional: true }),
    titleEs: lineEs('Attorney title in Spanish', 80),
    portraitAltEs: lineEs('Portrait description in Spanish', 160),
    languagesEs: listEs('Languages in Spanish', line('Language in Spanish', 40), 8),
    degreesEs: listEs('Degrees in Spanish', line('Degree in Spanish', 160), 6),
    recognitionEs: listEs('Recognition in Spanish', line('Recognition in Spanish', 300), 8),
    summaryEs: listEs('Summary paragraphs in Spanish', text('Summary paragraph in Spanish', 1200), 6),
    focusEs: listEs('Areas of focus in Spanish', line('Area of focus in Spanish', 120), 12),
  })
  .refine((a) => a.barYear <= thisYear(), { path: ['barYear'], message: 'Year admitted cannot be in the future' })
  .refine((a) => a.practicingSince <= thisYear(), { path: ['practicingSince'], message: 'Practicing since cannot be in the future' })
export type AttorneySection = z.infer<typeof AttorneySectionSchema>

export const IndustrySchema = z.object({
  name: z.enum(PORTFOLIO_INDUSTRIES),
  deals: whole('Transactions', 0, 10_000),
  valueMillions: whole('Combined value (millions)', 0, 1_000_000),
  matters: list('Representative matters', line('Matter', 200), 0, 6),
  mattersEs: listEs('Representative matters in Spanish', line('Matter in Spanish', 200), 6),
})

export const DealSchema = z.object({
  industry: z.enum(PORTFOLIO_INDUSTRIES, { error: 'Choose the deal’s industry' }),
  side: z.enum(DEAL_SIDES, { error: 'Choose buy-side or sell-side' }),
  sizeRange: line('Size range', 40),
  year: whole('Deal year', 1950, 2100).refine((y) => y <= thisYear(), 'Deal year cannot be in the future'),
  summary: line('Deal sentence', 240),
  summaryEs: lineEs('Deal sentence in Spanish', 240),
  sizeRangeEs: lineEs('Size range in Spanish', 40),
})
export type Deal = z.infer<typeof DealSchema>

export const PortfolioSectionSchema = z.object({
  industries: z.array(IndustrySchema).length(PORTFOLIO_INDUSTRIES.length),
  deals: z.array(DealSchema).max(MAX_DEALS, `At most ${MAX_DEALS} representative deals`),
})

export const TestimonialSchema = z.object({
  quote: text('Quote', 600),
  name: line('Client name', 80),
  role: line('Role', 80),
  company: line('Company', 120),
  quoteEs: textEs('Quote in Spanish', 600),
  roleEs: lineEs('Role in Spanish', 80),
  consent: z.literal(true, { error: 'Confirm that the client agreed to be quoted' }),
})
export type Testimonial = z.infer<typeof TestimonialSchema>

export const TestimonialsSectionSchema = z.object({
  testimonials: z.array(TestimonialSchema).max(MAX_TESTIMONIALS, `At most ${MAX_TESTIMONIALS} testimonials`),
})

export const GrowthScoreSectionSchema = z.object({
  monthlyCapacity: whole('Monthly Growth Score capacity', 0, 10_000),
  schedulingUrl: line('Scheduling link', 300, { optional: true }).pipe(
    z.union([z.literal(''), z.url({ protocol: /^https$/, error: 'Scheduling link must be an https:// address' })]),
  ),
  sampleCaption: line('Sample caption', 200, { optional: true }),
  sampleCaptionEs: lineEs('Sample caption in Spanish', 200),
})

/** The whole document of one version. */
export const SiteContentSchema = z.object({
  firm: FirmSectionSchema,
  attorney: AttorneySectionSchema.and(z.object({ portrait: ImageRefSchema.nullable() })),
  portfolio: PortfolioSectionSchema,
  testimonials: z.array(TestimonialSchema).max(MAX_TESTIMONIALS),
  growthScore: GrowthScoreSectionSchema.and(z.object({ sample: ImageRefSchema.nullable() })),
})
export type SiteContent = z.infer<typeof SiteContentSchema>

export const SECTIONS = ['firm', 'attorney', 'portfolio', 'testimonials', 'growth-score'] as const
export type SectionKey = (typeof SECTIONS)[number]
