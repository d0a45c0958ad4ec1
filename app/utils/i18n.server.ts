// Server-side translation (issue 28). remix-i18next finds a request's language (the URL's /es prefix,
// nothing else; Accept-Language never redirects) and gives loaders and actions i18next's `t` for it;
// emails and other text rendered outside a request (the worker) take `serverT(lang, namespace)`, the
// same i18next over the same copy modules the components read with `useCopy` (app/locales). No i18next
// runtime ships to the browser (docs/decisions/0024-spanish.md: 16.5 KB gzip against a 10 KB budget).
import i18next from 'i18next'
import { RemixI18Next } from 'remix-i18next/server'
import { resources } from '~/locales/index.server'
import { LANGUAGES, langOfPath, type Copies, type Copy, type Lang, type Namespace, type SpanishCopy } from '~/utils/i18n'

const options = {
  resources,
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  // Text is escaped where it is written (React, the email layout), not twice here.
  interpolation: { escapeValue: false },
} as const

export const i18n = new RemixI18Next({
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: 'en',
    order: ['custom'],
    findLocale: async (request) => langOfPath(new URL(request.url).pathname),
  },
  i18next: options,
})

// One instance for text outside a request: resources are in memory, so it initialises synchronously.
const instance = i18next.createInstance()
void instance.init({ ...options, initImmediate: false })

/** i18next's `t` for one namespace in a language: emails, server messages, anything the worker writes. */
export function serverT<N extends Namespace>(lang: Lang, namespace: N) {
  return instance.getFixedT(lang, namespace)
}

/** The language a request's URL is in. */
export function requestLang(request: Request): Lang {
  return langOfPath(new URL(request.url).pathname)
}

/** Reads a language stored on a record (`en` | `es`); anything else is English. */
export function storedLang(value: string | null | undefined): Lang {
  return value === 'es' ? 'es' : 'en'
}

/** A namespace in a language, for loaders, actions and anything else on the server. */
export function copyIn<T>(copy: Copy<T>, lang: Lang): T {
  return lang === 'en' ? copy.en : (resources.es[copy.namespace] as unknown as T)
}

/** `copyIn` for one language, as schemas and text helpers take it. */
export function copiesIn(lang: Lang): Copies {
  return { lang, of: (copy) => copyIn(copy, lang) }
}

/**
 * The Spanish of the namespaces a page's components and `meta` use, for its loader to return as
 * `spanish` (`useCopy` reads it there); nothing on an English page, whose English is in the bundle.
 */
export function spanishCopy(lang: Lang, ...names: Namespace[]): SpanishCopy | undefined {
  if (lang === 'en') return undefined
  return Object.fromEntries(names.map((name) => [name, resources.es[name]]))
}
