// The firm's identity as pages, emails and letters read it: a view of the published site content (the
// document the firm edits in the admin panel's Site content section, app/models/site-content.server.ts).
// The root loader hands the view to the browser and components read it with useFirm(); server code
// (emails, letters, jobs) uses getFirm() from firm.server.ts. Nothing here names a firm: until the firm
// publishes its own, the content is the example of app/content/site-content-example.ts, which only the
// server and the letters read (default-firm.ts), so that no page ships it.
import { useRouteLoaderData } from '@remix-run/react'
import type { Deal, ImageRef, SiteContent } from '~/schemas/site-content.server'
import type { Lang } from '~/utils/db-enums'

/** A text in the page's language: the Spanish version where the firm wrote one, else the English. */
export function inLang(lang: Lang, english: string, spanish: string): string {
  return lang === 'es' && spanish.trim() ? spanish : english
}

/** A list in the page's language: the Spanish list where the firm wrote one, else the English. */
export function listInLang<T>(lang: Lang, english: T[], spanish: T[]): T[] {
  return lang === 'es' && spanish.length ? spanish : english
}

/** The identity of one content document in a language, in the shape every page and email reads. */
export function firmView(content: SiteContent, lang: Lang = 'en') {
  const { firm: f, attorney: a } = content
  const es = lang === 'es'
  return {
    name: f.name,
    legalName: f.legalName,
    tagline: inLang(lang, f.tagline, f.taglineEs),
    attorney: {
      name: a.name,
      title: inLang(lang, a.title, a.titleEs),
      /** The title in Spanish whatever the view's language: the Spanish letters sign with it. */
      titleEs: inLang('es', a.title, a.titleEs),
      portrait: a.portrait as ImageRef | null,
      portraitAlt: inLang(lang, a.portraitAlt, a.portraitAltEs) || (es ? `Retrato de ${a.name}` : `Portrait of ${a.name}`),
      bar: es ? `Miembro de ${a.bar} desde ${a.barYear}` : `Admitted to ${a.bar}, ${a.barYear}`,
      barAdmission: { bar: a.bar, year: a.barYear },
      /** The year the attorney began practicing; pages count the years from it. */
      practicingSince: a.practicingSince,
      /** Transactions closed as lead or co-lead counsel. */
      transactionsClosed: a.transactionsClosed,
      languages: listInLang(lang, a.languages, a.languagesEs),
      education: a.education.map((e, i) => ({ school: e.school, degree: es ? a.degreesEs[i] || e.degree : e.degree })),
      recognition: listInLang(lang, a.recognition, a.recognitionEs),
      summary: listInLang(lang, a.summary, a.summaryEs),
      focus: listInLang(lang, a.focus, a.focusEs),
    },
    email: f.email,
    phone: f.phone,
    city: f.locality,
    state: f.region,
    address: { street: f.street, locality: f.locality, region: f.region, postalCode: f.postalCode, country: 'US' },
    serving: inLang(lang, f.serving, f.servingEs),
    responseTime: inLang(lang, f.responseTime, f.responseTimeEs),
  }
}

export type Firm = ReturnType<typeof firmView>

/** An identity with nothing in it: only what a component falls back to outside the root route's data. */
export const noFirm: Firm = firmView({
  firm: {
    name: '',
    legalName: '',
    tagline: '',
    street: '',
    locality: '',
    region: '',
    postalCode: '',
    phone: '',
    email: '',
    responseTime: '',
    serving: '',
    taglineEs: '',
    responseTimeEs: '',
    servingEs: '',
  },
  attorney: {
    name: '',
    title: '',
    bar: '',
    barYear: 0,
    practicingSince: 0,
    transactionsClosed: 0,
    languages: [],
    education: [],
    recognition: [],
    summary: [],
    focus: [],
    portraitAlt: '',
    portrait: null,
    titleEs: '',
    portraitAltEs: '',
    languagesEs: [],
    degreesEs: [],
    recognitionEs: [],
    summaryEs: [],
    focusEs: [],
  },
  portfolio: { industries: [], deals: [] },
  testimonials: [],
  growthScore: { monthlyCapacity: 0, schedulingUrl: '', sampleCaption: '', sampleCaptionEs: '', sample: null },
})

/** What pages show as the firm's proof, in the page's language (proofOf, firm.server.ts). */
export type Proof = {
  totals: { deals: number; valueMillions: number; industries: number }
  deals: Array<Omit<Deal, 'summaryEs' | 'sizeRangeEs'> & { industryLabel: string }>
  testimonials: Array<{ quote: string; name: string; role: string; company: string }>
  sample: { image: ImageRef; caption: string } | null
}

/** What the root loader sends every page about the site (app/root.tsx). */
export type SiteData = { firm: Firm; proof: Proof; monthlyCapacity: number; preview: boolean }

/** The identity as published (or as drafted, in an admin's preview), inside any component under the root route. */
export function useFirm(): Firm {
  return useRouteLoaderData<{ site?: SiteData }>('root')?.site?.firm ?? noFirm
}

/** The root loader's site data (identity, monthly capacity, whether this is a preview). */
export function useSite(): SiteData {
  return (
    useRouteLoaderData<{ site?: SiteData }>('root')?.site ?? {
      firm: noFirm,
      proof: { totals: { deals: 0, valueMillions: 0, industries: 0 }, deals: [], testimonials: [], sample: null },
      monthlyCapacity: 0,
      preview: false,
    }
  )
}

/** "Elena M. Vale" → "Elena"; the attorney's first name for "Speak with …" lines. */
export function firstName(name: string) {
  return name.split(/\s+/)[0] ?? name
}

/** One line of credentials: "Managing Attorney · 150 transactions closed · Admitted to The Florida Bar, 2011". */
export function credentialsLine(firm: Firm) {
  const a = firm.attorney
  return [a.title, `${a.transactionsClosed.toLocaleString('en-US')} transactions closed`, a.bar].join(' · ')
}

export function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, '').replace(/^(?=\d{10}$)/, '+1')}`
}
