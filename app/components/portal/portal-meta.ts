// The `meta` export of the client portal's pages and its sign-in pages: personal, so never listed by
// search engines. `export const meta = portalMeta('Security', 'Two-factor sign-in for your client portal.')`,
// or in the page's language from the portal's copy: `export const meta = portalMetaIn((t) => t.meta.security)`.
import type { MetaFunction } from '@remix-run/node'
import * as portal from '~/locales/portal'
import { metaCopy } from '~/utils/i18n'
import { seoMeta } from '~/utils/seo'

export function portalMeta(title: string, description: string) {
  return seoMeta({ title, description, noindex: true })
}

export function portalMetaIn(page: (t: typeof portal.en) => { title: string; description: string }): MetaFunction {
  return (args) => seoMeta({ ...page(metaCopy(args, portal)), noindex: true })(args)
}
