// Languages (issue 28, docs/decisions/0024-spanish.md). English lives at the spec's URLs; Spanish at the
// same path under /es/ (the `($lang)+` route folder). The language of a page is its URL's, nothing else:
// a cookie or the account only choose where a language-neutral link (a Stripe return, an email) leads.
//
// Copy: every namespace is one module in app/locales/ exporting `en` and `es` objects of the same shape
// (`es: Translation<typeof en>`: a key missing from either fails the type check, and
// tests/unit/locales.test.ts checks it again at run time). Components take their text with
// `useCopy(namespace)`; server code (emails, loaders, actions) with i18next's `t` from
// app/utils/i18n.server.ts, over the same objects. Variables are written `{{name}}` in both, as i18next
// reads them; `fill()` fills them in a component.
import { useLocation, useParams } from '@remix-run/react'
import { LANGUAGES, type Lang } from '~/utils/db-enums'

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

/** A translation of `T`: the same keys and array shapes, any string where `T` has a string. */
export type Translation<T> = T extends string
  ? string
  : T extends number | boolean | null | undefined
    ? T
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T

/** A namespace of copy: English and its Spanish translation. */
export type Copy<T> = { readonly en: T; readonly es: Translation<T> }

/** The copy of a namespace in a language (server code without a component: loaders, meta, schemas). */
export function copyIn<T>(copy: Copy<T>, lang: Lang): T {
  return copy[lang] as T
}

/** The copy of a namespace in the page's language. */
export function useCopy<T>(copy: Copy<T>): T {
  return copyIn(copy, useLang())
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
