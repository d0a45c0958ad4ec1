import { OfferCard, OfferPage } from '~/components/marketing/offer-card'
import { buySell, pageSeo } from '~/content/pages'
import { publicPageHeaders } from '~/utils/public-page'
import { seoMeta } from '~/utils/seo'

export const headers = publicPageHeaders
export const handle = { hydrate: false }

export default function BuySell() {
  return (
    <OfferPage eyebrow="Mergers & acquisitions" title={buySell.heading} lead={buySell.lead}>
      {buySell.sides.map((side) => (
        <OfferCard
          key={side.kind}
          eyebrow={side.eyebrow}
          title={side.title}
          action={{ to: `/apply-${side.kind}`, label: `Apply for ${side.title}` }}
          learnMore={{ to: `/${side.kind}` }}
        >
          <p>{side.text}</p>
        </OfferCard>
      ))}
    </OfferPage>
  )
}

export const meta = seoMeta(pageSeo.buySell)
