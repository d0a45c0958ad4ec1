import type { MetaFunction, LoaderFunctionArgs } from '@remix-run/node'
import { SidePage } from '~/components/marketing/side-page'
import * as sidePages from '~/locales/side-pages'
import { metaCopy } from '~/utils/i18n'
import { requestLang, spanishCopy } from '~/utils/i18n.server'
import { publicPageHeaders } from '~/utils/public-page'
import { seo } from '~/utils/seo'

export function loader({ request }: LoaderFunctionArgs) {
  return { spanish: spanishCopy(requestLang(request), 'sidePages') }
}

export const headers = publicPageHeaders
export const handle = { hydrate: false }

export default function BuySideRepresentation() {
  return <SidePage kind="buy-side" />
}

export const meta: MetaFunction = (args) => {
  const t = metaCopy(args, sidePages).buySide.meta
  return seo(args, { title: t.title, description: t.description })
}
