import { BulletList } from '~/components/marketing/lists'
import { OfferCard, OfferPage } from '~/components/marketing/offer-card'
import { AUDIT_POINTS, circle, growthScore, MONTHLY_CAPACITY } from '~/content/offerings'
import { scale, pageSeo } from '~/content/pages'
import { publicPageHeaders } from '~/utils/public-page'
import { seoMeta } from '~/utils/seo'

export const headers = publicPageHeaders
export const handle = { hydrate: false }

export default function Scale() {
  return (
    <OfferPage eyebrow="For owners who are growing" title={scale.heading} lead={scale.lead}>
      <OfferCard
        eyebrow="One-time diagnostic"
        title={growthScore.name}
        price={<Price amount={growthScore.price} note={['flat fee', `valued at ${growthScore.value}`]} />}
        action={{ to: '/book-growth-score', label: 'Start Your Growth Score' }}
        learnMore={{ to: '/apex-growth-score-info' }}
      >
        <p>{growthScore.summary}</p>
        <Points
          items={[
            `${AUDIT_POINTS} point legal and business audit`,
            '12-month roadmap and essential templates',
            `Limited to ${MONTHLY_CAPACITY} clients a month`,
          ]}
        />
      </OfferCard>
      <OfferCard
        eyebrow="Monthly membership"
        title={circle.name}
        price={<Price amount={circle.price} note={[circle.priceUnit]} />}
        action={{ to: '/apply-apex-circle', label: 'Explore Membership' }}
        learnMore={{ to: '/apex-circle' }}
      >
        <p>{circle.summary}</p>
        <Points items={circle.benefits.slice(0, 3)} />
      </OfferCard>
    </OfferPage>
  )
}

function Price({ amount, note }: { amount: string; note: string[] }) {
  return (
    <p className="flex items-end gap-3">
      <span className="font-serif text-5xl font-semibold leading-none tracking-tight text-ink">{amount}</span>
      <span className="text-[15px] leading-snug text-ink-muted">
        {note.map((line, i) => (
          <span key={i} className="block">
            {line}
          </span>
        ))}
      </span>
    </p>
  )
}

function Points({ items }: { items: ReadonlyArray<string> }) {
  return <BulletList marker="check" items={items} className="mt-5 space-y-2.5" itemClassName="text-ink" />
}

export const meta = seoMeta(pageSeo.scale)
