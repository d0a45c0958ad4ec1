import { BulletList } from '~/components/marketing/lists'
import { ClosingCta, Figures, PageHero, Section } from '~/components/marketing/ui'
import { ButtonLink } from '~/components/ui/button'
import { circle, responseTimes } from '~/content/offerings'
import { circleInfo, closings, pageSeo } from '~/content/pages'
import { publicPageHeaders } from '~/utils/public-page'
import { seoMeta } from '~/utils/seo'

export const headers = publicPageHeaders
export const handle = { hydrate: false }

export default function CircleInfo() {
  return (
    <>
      <PageHero eyebrow={`Membership at ${circle.price} ${circle.priceUnit}`} title={circleInfo.heading} lead={circleInfo.lead}>
        <ButtonLink to="/apply-apex-circle">Apply for Membership</ButtonLink>
      </PageHero>
      <Section eyebrow="Membership" title="What members receive">
        <div className="mt-10 grid gap-12 lg:grid-cols-[1fr_1.6fr]">
          <div>
            <p className="font-serif text-6xl font-semibold tracking-tight">{circle.price}</p>
            <p className="mt-1 text-ink-muted">{circle.priceUnit}, billed monthly</p>
          </div>
          <BulletList look="rows" marker="check" items={circle.benefits} />
        </div>
        <p className="mt-8 max-w-2xl text-[15px] leading-relaxed text-ink-muted">{circle.exclusion}</p>
      </Section>
      <Section tone="ink" eyebrow="Response times" title="Members are answered first">
        <Figures light className="mt-12" items={responseTimes} />
      </Section>
      <Section eyebrow="Is it for you" title="Members tend to be">
        <BulletList look="columns" items={circleInfo.fit} className="mt-10" />
        <div className="mt-12">
          <ButtonLink to="/apply-apex-circle">Apply for Membership</ButtonLink>
        </div>
      </Section>
      <ClosingCta {...closings.circle} />
    </>
  )
}

export const meta = seoMeta(pageSeo.circle)
