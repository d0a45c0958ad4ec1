// The firm's identity for loaders, actions, emails, letters and jobs: the live site content
// (app/models/site-content.server.ts), read fresh at each call (a cheap version check), so a job run
// after a publish already uses the new content.
import { getContent } from '~/models/site-content.server'
import type { SiteContent } from '~/schemas/site-content.server'
import type { Lang } from '~/utils/db-enums'
import { firmView, type Firm } from './firm'

const views: Record<Lang, WeakMap<SiteContent, Firm>> = { en: new WeakMap(), es: new WeakMap() }

/** The identity of a content document in a language (kept per document: the live one is the same object until a publish). */
export function firmOf(content: SiteContent, lang: Lang = 'en'): Firm {
  let view = views[lang].get(content)
  if (!view) views[lang].set(content, (view = firmView(content, lang)))
  return view
}

/** The live identity, in the language of the page or email it is for. */
export function getFirm(lang: Lang = 'en'): Firm {
  return firmOf(getContent(), lang)
}
