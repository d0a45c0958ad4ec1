// The firm's identity as pages, emails and letters read it: a view of the published site content (the
// document the firm edits in the admin panel's Site content section, app/models/site-content.server.ts).
// The root loader hands the view to the browser and components read it with useFirm(); server code
// (emails, letters, jobs) uses getFirm() from firm.server.ts. Nothing here names a firm: until the firm
// publishes its own, the content is the example of app/content/site-content-example.ts.
import { useRouteLoaderData } from '@remix-run/react'
import type { ImageRef, SiteContent } from '~/schemas/site-content.server'
import { exampleContent } from './site-content-example'

/** The identity of one content document, in the shape every page and email reads. */
export function firmView(content: SiteContent) {
  const { firm: f, attorney: a } = content
  return {
    name: f.name,
    legalName: f.legalName,
    tagline: f.tagline,
    attorney: {
      name: a.name,
      title: a.title,
      portrait: a.portrait as ImageRef | null,
      portraitAlt: a.portraitAlt || `Portrait of ${a.name}`,
      bar: `Admitted to ${a.bar}, ${a.barYear}`,
      barAdmission: { bar: a.bar, year: a.barYear },
      /** The year the attorney began practicing; pages count the years from it. */
      practicingSince: a.practicingSince,
      /** Transactions closed as lead or co-lead counsel. */
      transactionsClosed: a.transactionsClosed,
      languages: a.languages,
      education: a.education,
      recognition: a.recognition,
      summary: a.summary,
      focus: a.focus,
    },
    email: f.email,
    phone: f.phone,
    city: f.locality,
    state: f.region,
    address: { street: f.street, locality: f.locality, region: f.region, postalCode: f.postalCode, country: 'US' },
    serving: f.serving,
    responseTime: f.responseTime,
  }
}

export type Firm = ReturnType<typeof firmView>

/** The example identity: for code that runs before any content can be read (and for tests). */
export const defaultFirm: Firm = firmView(exampleContent)

/** What pages show as the firm's proof: totals of the portfolio, representative deals, testimonials, the sample report page. */
export function proofOf(content: SiteContent) {
  const { industries, deals } = content.portfolio
  const { sample, sampleCaption } = content.growthScore
  return {
    totals: {
      deals: industries.reduce((sum, i) => sum + i.deals, 0),
      valueMillions: industries.reduce((sum, i) => sum + i.valueMillions, 0),
      industries: industries.filter((i) => i.deals > 0).length,
    },
    deals,
    testimonials: content.testimonials.map(({ quote, name, role, company }) => ({ quote, name, role, company })),
    sample: sample ? { image: sample, caption: sampleCaption } : null,
  }
}
export type Proof = ReturnType<typeof proofOf>

/** What the root loader sends every page about the site (app/root.tsx). */
export type SiteData = { firm: Firm; proof: Proof; monthlyCapacity: number; preview: boolean }

/** The identity as published (or as drafted, in an admin's preview), inside any component under the root route. */
export function useFirm(): Firm {
  return useRouteLoaderData<{ site?: SiteData }>('root')?.site?.firm ?? defaultFirm
}

/** The root loader's site data (identity, monthly capacity, whether this is a preview). */
export function useSite(): SiteData {
  return (
    useRouteLoaderData<{ site?: SiteData }>('root')?.site ?? {
      firm: defaultFirm,
      proof: proofOf(exampleContent),
      monthlyCapacity: exampleContent.growthScore.monthlyCapacity,
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
