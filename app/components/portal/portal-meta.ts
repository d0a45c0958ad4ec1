// The `meta` export of the client portal's pages and its sign-in pages: personal, so never listed by
// search engines. `export const meta = portalMeta('Security', 'Two-factor sign-in for your client portal.')`
import { seoMeta } from '~/utils/seo'

export function portalMeta(title: string, description: string) {
  return seoMeta({ title, description, noindex: true })
}
