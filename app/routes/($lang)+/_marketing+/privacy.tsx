import type { MetaFunction, LoaderFunctionArgs } from '@remix-run/node'
import { LegalPage } from '~/components/marketing/legal-page'
import { useFirm } from '~/content/firm'
import { PRIVACY_EFFECTIVE, privacySections } from '~/content/legal'
import * as legalCopy from '~/locales/legal'
import { metaCopy, useCopies, useCopy } from '~/utils/i18n'
import { requestLang, spanishCopy } from '~/utils/i18n.server'
import { publicPageHeaders } from '~/utils/public-page'
import { seo } from '~/utils/seo'

export function loader({ request }: LoaderFunctionArgs) {
  return { spanish: spanishCopy(requestLang(request), 'legal') }
}

export const headers = publicPageHeaders
export const handle = { hydrate: false }

export default function Privacy() {
  const firm = useFirm()
  const t = useCopy(legalCopy)
  return (
    <LegalPage title={t.privacy.title} effective={PRIVACY_EFFECTIVE} sections={privacySections(firm, useCopies())} englishPath="/privacy" />
  )
}

export const meta: MetaFunction = (args) => {
  const t = metaCopy(args, legalCopy)
  return seo(args, { title: t.privacy.meta.title, description: t.privacy.meta.description })
}
