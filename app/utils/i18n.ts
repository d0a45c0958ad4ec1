// Languages (issue 28, docs/decisions/0024-spanish.md). English lives at the spec's URLs; Spanish at the
// same path under /es/ (the `($lang)+` route folder). The language of a page is its URL's, nothing else:
// a cookie or the account only choose where a language-neutral link (a Stripe return, an email) leads.
//
// Copy: every namespace is a module in app/locales/ exporting its `namespace` name and `en`, with its
// Spanish in app/locales/es/ (`es: Translation<typeof en>`: a key missing from either fails the type
// check, and tests/unit/locales.test.ts checks it again at run time). Only the server imports the
// Spanish: a route's loader returns the Spanish namespaces its page uses (`spanishCopy` in
// app/utils/i18n.server.ts), and components read them from the route data with `useCopy(namespace)`,
// so a page's JavaScript carries its English and no Spanish. Server code (emails, loaders, actions)
// takes `copyIn`/`serverT` from app/utils/i18n.server.ts. Variables are written `{{name}}` in both, as
// i18next reads them; `fill()` fills them in a component.
import { useLocation, useMatches, useParams, useRouteError, type Params } from '@remix-run/react'
import type { resources } from '~/locales/index.server'
import { LANGUAGES, type Lang } from '~/utils/db-enums'

export type { Translation } from '~/locales/translation'

export { LANGUAGES, type Lang }

/** The language a URL's optional first segment names: `es`, or English for everything else. */
export function langOf(segment: string | null | undefined): Lang {
  return segment === 'es' ? 'es' : 'en'
}

/** The language of a pathname: `/es` and `/es/…` are Spanish. */
export function langOfPath(pathname: string): Lang {
  return /^\/es(\/|$)/.test(pathname) ? 'es' : 'en'
}

/** The page's language, from the route's `lang` parameter. */
export function useLang(): Lang {
  return langOf(useParams().lang)
}

/** A path of the site in a language: `/about` → `/es/about`, `/` → `/es`. Paths already localised are kept. */
export function localePath(lang: Lang, path: string): string {
  if (lang === 'en' || !path.startsWith('/') || langOfPath(path) === 'es') return path
  return path === '/' ? '/es' : path.startsWith('/?') || path.startsWith('/#') ? `/es${path.slice(1)}` : `/es${path}`
}

/** The same page in another language: strips a leading /es and adds it back for Spanish. */
export function alternatePath(pathname: string, to: Lang): string {
  const bare = pathname.replace(/^\/es(?=\/|$)/, '') || '/'
  return localePath(to, bare)
}

/** `localePath` bound to the page's language, for links and form actions. */
export function useLocalePath(): (path: string) => string {
  const lang = useLang()
  return (path) => localePath(lang, path)
}

/** The page's address in the other language (same path and query), for the language switch. */
export function useAlternate(): { lang: Lang; href: string; label: string } {
  const lang = useLang()
  const { pathname, search } = useLocation()
  const to: Lang = lang === 'es' ? 'en' : 'es'
  return { lang: to, href: alternatePath(pathname, to) + search, label: to === 'es' ? 'Español' : 'English' }
}

/** The name of a namespace of copy (app/locales/index.server.ts). */
export type Namespace = keyof (typeof resources)['en']

/** A namespace of copy as the browser has it: its name and its English. */
export type Copy<T> = { readonly namespace: Namespace; readonly en: T }

/** The Spanish of the namespaces a page uses, as a route's loader returns it under `spanish`. */
export type SpanishCopy = Partial<Record<Namespace, unknown>>

/** Reads namespaces in one language: what schemas and text helpers take, from a component (`useCopies`) or the server (`copiesIn`). */
export type Copies = { readonly lang: Lang; of<T>(copy: Copy<T>): T }

/** English, where no page asks: the admin panel, tests, defaults. */
export const ENGLISH: Copies = { lang: 'en', of: (copy) => copy.en }

type RouteData = { data?: unknown } | undefined

function spanishIn<T>(matches: readonly RouteData[], copy: Copy<T>): T | undefined {
  for (const match of matches) {
    const found = (match?.data as { spanish?: SpanishCopy } | null | undefined)?.spanish?.[copy.namespace]
    if (found) return found as T
  }
  return undefined
}

/**
 * The copy of a namespace from the route data: English from the module, Spanish from the loaders. A
 * Spanish namespace no loader returned is a mistake in the route (it would hydrate differently), so it
 * throws, naming it; only an error page, whose failed loader returned nothing, falls back to English.
 */
function readCopy<T>(lang: Lang, matches: readonly RouteData[], failed: boolean, copy: Copy<T>): T {
  if (lang === 'en') return copy.en
  const found = spanishIn(matches, copy)
  if (found) return found
  if (failed) return copy.en
  throw new Error(`The Spanish copy "${copy.namespace}" is not in this page's route data: add it to the loader's spanishCopy().`)
}

/** The page's namespaces in its language, for schemas and helpers a component calls. */
export function useCopies(): Copies {
  const lang = useLang()
  const matches = useMatches()
  const failed = useRouteError() !== undefined
  return { lang, of: (copy) => readCopy(lang, matches, failed, copy) }
}

/** The copy of a namespace in the page's language. */
export function useCopy<T>(copy: Copy<T>): T {
  return useCopies().of(copy)
}

/** The copy of a namespace in a `meta` function, from the same route data. */
export function metaCopy<T>(args: { params: Params; matches: readonly RouteData[]; error?: unknown }, copy: Copy<T>): T {
  return readCopy(langOf(args.params.lang), args.matches, args.error !== undefined, copy)
}

/** Fills `{{name}}` placeholders, as i18next does on the server. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))
}

/** The `Intl` locale of each language: US English, and Spanish as written in the United States. */
export const INTL_LOCALE: Record<Lang, string> = { en: 'en-US', es: 'es-US' }

/** Whole dollars as the site writes prices: `$4,000` in both languages. */
export function formatDollars(lang: Lang, dollars: number): string {
  return new Intl.NumberFormat(INTL_LOCALE[lang], {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: dollars % 1 ? 2 : 0,
    minimumFractionDigits: dollars % 1 ? 2 : 0,
  }).format(dollars)
}

/** A count with the language's grouping: 1,250 in both. */
export function formatNumber(lang: Lang, value: number): string {
  return value.toLocaleString(INTL_LOCALE[lang])
}

/** A calendar date in full: `November 24, 2026` / `24 de noviembre de 2026`. */
export function formatLongDate(lang: Lang, date: Date, timeZone = 'America/New_York'): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: 'long', timeZone }).format(date)
}
