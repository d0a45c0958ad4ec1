// Page metadata: title, description, canonical URL, Open Graph and the firm's JSON-LD.
// Routes call `seo(args, { title, description })` from their `meta` export; the origin and the firm's
// published identity (app/models/site-content.server.ts) come from the root loader's data, so every page agrees with the deployment.
import type { MetaDescriptor } from '@remix-run/node'
import { noFirm, type Firm, type SiteData } from '~/content/firm'
import { langOfPath } from '~/utils/i18n'

type MetaArgsLike = {
  location: { pathname: string }
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>
}

type RootData = { site?: SiteData; siteUrl?: string }

export function rootMetaData(args: MetaArgsLike) {
  const root = args.matches.find((m) => m?.id === 'root')?.data as RootData | undefined
  return { firm: root?.site?.firm ?? noFirm, siteUrl: (root?.siteUrl ?? '').replace(/\/$/, '') }
}

export type SeoInput = {
  title: string
  description: string
  /** Defaults to the current path. */
  path?: string
  /** Pages that should not be listed by search engines (404, portal). */
  noindex?: boolean
  /** Structured data to embed as JSON-LD. */
  jsonLd?: object | object[]
}

/** A route's `meta` export for a page whose title and description are fixed copy (app/content). */
export function seoMeta(input: Omit<SeoInput, 'jsonLd'>) {
  return (args: MetaArgsLike) => seo(args, input)
}

export function seo(args: MetaArgsLike, input: SeoInput): MetaDescriptor[] {
  const { firm, siteUrl } = rootMetaData(args)
  const path = input.path ?? args.location.pathname
  const url = `${siteUrl}${path === '/' ? '/' : path.replace(/\/$/, '')}`
  const title = input.title.includes(firm.name) ? input.title : `${input.title} | ${firm.name}`
  const meta: MetaDescriptor[] = [
    { title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: firm.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: langOfPath(args.location.pathname) === 'es' ? 'es_US' : 'en_US' },
    { name: 'twitter:card', content: 'summary' },
  ]
  if (input.noindex) meta.push({ name: 'robots', content: 'noindex' })
  for (const item of [input.jsonLd ?? []].flat()) meta.push({ 'script:ld+json': item })
  return meta
}

/** schema.org LegalService for the firm: for the home and contact pages. */
export function legalServiceJsonLd(firm: Firm, siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    name: firm.legalName,
    alternateName: firm.name,
    description: firm.tagline,
    url: `${siteUrl}/`,
    email: firm.email,
    telephone: firm.phone,
    priceRange: '$$$',
    address: {
      '@type': 'PostalAddress',
      streetAddress: firm.address.street,
      addressLocality: firm.address.locality,
      addressRegion: firm.address.region,
      postalCode: firm.address.postalCode,
      addressCountry: firm.address.country,
    },
    areaServed: [
      { '@type': 'Country', name: 'United States' },
      { '@type': 'Place', name: 'Latin America' },
      { '@type': 'Country', name: 'United Arab Emirates' },
    ],
    founder: { '@type': 'Person', name: firm.attorney.name, jobTitle: firm.attorney.title },
    knowsAbout: ['Mergers and acquisitions', 'Corporate law', 'Business contracts', 'Exit planning'],
  }
}

/** The whole set for a page that presents the firm (home, contact): `seo` plus the LegalService JSON-LD. */
export function seoWithFirm(args: MetaArgsLike, input: Omit<SeoInput, 'jsonLd'>) {
  const { firm, siteUrl } = rootMetaData(args)
  return seo(args, { ...input, jsonLd: legalServiceJsonLd(firm, siteUrl) })
}
