import { LegalPage } from '~/components/marketing/legal-page'
import { useFirm } from '~/content/firm'
import { PRIVACY_EFFECTIVE, privacySections } from '~/content/legal'
import { pageSeo } from '~/content/pages'
import { publicPageHeaders } from '~/utils/public-page'
import { seoMeta } from '~/utils/seo'

export const headers = publicPageHeaders
export const handle = { hydrate: false }

export default function Privacy() {
  const firm = useFirm()
  return <LegalPage title="Privacy Policy" effective={PRIVACY_EFFECTIVE} sections={privacySections(firm)} />
}

export const meta = seoMeta(pageSeo.privacy)
