// The firm's identity for loaders, actions, emails, letters and jobs: the live site content
// (app/models/site-content.server.ts), read fresh at each call (a cheap version check), so a job run
// after a publish already uses the new content.
import { getContent } from '~/models/site-content.server'
import type { SiteContent } from '~/schemas/site-content.server'
import { firmView, type Firm } from './firm'

const views = new WeakMap<SiteContent, Firm>()

/** The identity of a content document (kept per document: the live one is the same object until a publish). */
export function firmOf(content: SiteContent): Firm {
  let view = views.get(content)
  if (!view) views.set(content, (view = firmView(content)))
  return view
}

export function getFirm(): Firm {
  return firmOf(getContent())
}
