import type { MetaFunction } from '@remix-run/node'
import { LegalPage } from '~/components/marketing/legal-page'
import { useFirm } from '~/content/firm'
import { PRIVACY_EFFECTIVE, privacySections } from '~/content/legal'
import { publicPageHeaders } from '~/utils/public-page'
import { seo } from '~/utils/seo'

export const headers = publicPageHeaders
export const handle = { hydrate: false }

export default function Privacy() {
  const firm = useFirm()
  return <LegalPage title="Privacy Policy" effective={PRIVACY_EFFECTIVE} sections={privacySections(firm)} />
}

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: 'Privacy Policy',
    description:
      'What information the firm collects through its website, how it is used and protected, the cookies we use, and your choices.',
  })
