import type { MetaFunction } from '@remix-run/node'
import { LegalPage } from '~/components/marketing/legal-page'
import { useFirm } from '~/content/firm'
import { PRIVACY_EFFECTIVE, privacySections } from '~/content/legal'
import * as legalCopy from '~/locales/legal'
import { copyIn, langOf, useCopy, useLang } from '~/utils/i18n'
import { publicPageHeaders } from '~/utils/public-page'
import { seo } from '~/utils/seo'

export const headers = publicPageHeaders
export const handle = { hydrate: false }

export default function Privacy() {
  const firm = useFirm()
  const t = useCopy(legalCopy)
  return (
    <LegalPage title={t.privacy.title} effective={PRIVACY_EFFECTIVE} sections={privacySections(firm, useLang())} englishPath="/privacy" />
  )
}

export const meta: MetaFunction = (args) => {
  const t = copyIn(legalCopy, langOf(args.params.lang))
  return seo(args, { title: t.privacy.meta.title, description: t.privacy.meta.description })
}
