// The `meta` export of the client portal's pages and its sign-in pages: personal, so never listed by
// search engines. `export const meta = portalMeta('Security', 'Two-factor sign-in for your client portal.')`,
// or in the page's language: `export const meta = portalMetaIn((lang) => copyIn(portal, lang).meta.security)`.
import type { MetaFunction } from '@remix-run/node'
import { langOf, type Lang } from '~/utils/i18n'
import { seoMeta } from '~/utils/seo'

export function portalMeta(title: string, description: string) {
  return seoMeta({ title, description, noindex: true })
}

export function portalMetaIn(page: (lang: Lang) => { title: string; description: string }): MetaFunction {
  return (args) => seoMeta({ ...page(langOf(args.params.lang)), noindex: true })(args)
}
