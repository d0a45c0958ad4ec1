// Server-side translation (issue 28): remix-i18next finds a request's language (the URL's /es prefix,
// nothing else; Accept-Language never redirects) and gives i18next's fixed `t` over the same copy modules
// the components read (app/locales). Emails, page titles and server messages use it; components use
// `useCopy` (app/utils/i18n.ts) so that no i18next runtime ships to the browser
// (docs/decisions/0024-spanish.md: 16.5 KB gzip against the 10 KB budget).
import { RemixI18Next } from 'remix-i18next/server'
import { resources } from '~/locales/index.server'
import { LANGUAGES, langOfPath, type Lang } from '~/utils/i18n'

export const i18n = new RemixI18Next({
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: 'en',
    order: ['custom'],
    findLocale: async (request) => langOfPath(new URL(request.url).pathname),
  },
  i18next: {
    resources,
    fallbackLng: 'en',
    // Text is escaped where it is written (React, the email layout), not twice here.
    interpolation: { escapeValue: false },
    returnObjects: false,
  },
})

/** The language a request's URL is in. */
export function requestLang(request: Request): Lang {
  return langOfPath(new URL(request.url).pathname)
}

/** i18next's `t` for one namespace in a language, for emails and server messages. */
export function serverT(lang: Lang, namespace: keyof (typeof resources)['en']) {
  return i18n.getFixedT(lang, namespace)
}

/** Reads a language stored on a record (`en` | `es`); anything else is English. */
export function storedLang(value: string | null | undefined): Lang {
  return value === 'es' ? 'es' : 'en'
}
