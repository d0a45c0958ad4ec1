import { OfferCard } from '~/components/marketing/offer-card'
import { Container, PageHero } from '~/components/marketing/ui'
import { buySell, pageSeo } from '~/content/pages'
import { publicPageHeaders } from '~/utils/public-page'
import { seoMeta } from '~/utils/seo'

export const headers = publicPageHeaders
export const handle = { hydrate: false }

export default function BuySell() {
  return (
    <>
      <PageHero eyebrow="Mergers & acquisitions" title={buySell.heading} lead={buySell.lead} />
      <Container className="grid gap-8 py-14 sm:py-20 lg:grid-cols-2">
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
      </Container>
    </>
  )
}

export const meta = seoMeta(pageSeo.buySell)
