// The `meta` export of the sign-in and password pages (app/routes/($lang)+/_auth+), in the page's
// language: as portalMeta, never listed by search engines.
import * as auth from '~/locales/auth'
import { metaCopy } from '~/utils/i18n'
import { seoMeta } from '~/utils/seo'

type Page = keyof (typeof auth.en)['meta']

export function authMeta(page: Page) {
  return (args: Parameters<ReturnType<typeof seoMeta>>[0] & { params: { lang?: string } }) => {
    const { title, description } = metaCopy(args, auth).meta[page]
    return seoMeta({ title, description, noindex: true })(args)
  }
}
