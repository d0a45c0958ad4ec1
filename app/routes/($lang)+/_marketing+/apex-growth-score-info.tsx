import { Guarantee } from '~/components/marketing/guarantee'
import { BulletList } from '~/components/marketing/lists'
import { ClosingCta, Figures, NumberedSteps, PageHero, Section } from '~/components/marketing/ui'
import { ValueStackTable } from '~/components/marketing/value-stack'
import { ButtonLink } from '~/components/ui/button'
import { AttorneyByline } from '~/components/marketing/attorney'
import { useSite } from '~/content/firm'
import { AUDIT_POINTS, growthScore, TRADITIONAL_HOURLY_RATE } from '~/content/offerings'
import { closings, pageSeo, growthScoreInfo } from '~/content/pages'
import { publicPageHeaders } from '~/utils/public-page'
import { seoMeta } from '~/utils/seo'

export const headers = publicPageHeaders
export const handle = { hydrate: false }

export default function GrowthScoreInfo() {
  const { monthlyCapacity } = useSite()
  return (
    <>
      <PageHero eyebrow={`${growthScore.price}, ${growthScore.priceNote}`} title={growthScoreInfo.heading} lead={growthScoreInfo.lead}>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-8">
          <ButtonLink to="/book-growth-score">Start Your Growth Score</ButtonLink>
          <p className="text-[15px] text-ink-muted">Only {monthlyCapacity} clients accepted each month.</p>
        </div>
        <AttorneyByline className="mt-8 max-w-xl border-t border-paper-line pt-6" />
      </PageHero>
      <Section eyebrow="Who it is for" title="For owners who want the facts before the decision">
        <BulletList look="columns" marker="check" items={growthScoreInfo.whoFor} className="mt-10" />
      </Section>
      <Section tone="raised" eyebrow="What the fee covers" title="Six deliverables, one flat fee" className="border-y border-paper-line">
        <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
          <p className="max-w-prose leading-relaxed text-ink-soft">
            The audit covers {AUDIT_POINTS} points across your legal structure and operations. Billed by the hour at the{' '}
            {TRADITIONAL_HOURLY_RATE} a traditional firm charges, the same work is valued at {growthScore.value}; the Growth Score is one
            flat fee of {growthScore.price}.
          </p>
          <ValueStackTable />
        </div>
      </Section>
      <Section eyebrow="How it works" title="From booking to report">
        <NumberedSteps steps={growthScoreInfo.process} />
        <Figures className="mt-14" items={growthScore.timeline} />
        <Guarantee frame="rule" className="mt-12" />
        <div className="mt-12">
          <ButtonLink to="/book-growth-score">Start Your Growth Score</ButtonLink>
        </div>
      </Section>
      <ClosingCta {...closings.growthScoreInfo} />
    </>
  )
}

export const meta = seoMeta(pageSeo.growthScoreInfo)
