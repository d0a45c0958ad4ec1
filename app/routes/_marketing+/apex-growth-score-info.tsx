import { Check } from 'lucide-react'
import { ClosingCta, CtaLink, Figures, NumberedSteps, PageHero, Section } from '~/components/marketing/ui'
import { AUDIT_POINTS, growthScore, MONTHLY_CAPACITY, TRADITIONAL_HOURLY_RATE } from '~/content/offerings'
import { closings, pageSeo, growthScoreInfo } from '~/content/pages'
import { publicPageHeaders } from '~/utils/public-page'
import { seoMeta } from '~/utils/seo'

export const headers = publicPageHeaders
export const handle = { hydrate: false }

export default function GrowthScoreInfo() {
  return (
    <>
      <PageHero eyebrow={`${growthScore.price}, ${growthScore.priceNote}`} title={growthScoreInfo.heading} lead={growthScoreInfo.lead}>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-8">
          <CtaLink to="/book-growth-score">Start Your Growth Score</CtaLink>
          <p className="text-[15px] text-ink-muted">Only {MONTHLY_CAPACITY} clients accepted each month.</p>
        </div>
      </PageHero>
      <Section eyebrow="Who it is for" title="For owners who want the facts before the decision">
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {growthScoreInfo.whoFor.map((w) => (
            <li key={w} className="flex gap-3 border-t border-ink/15 pt-5 text-lg leading-snug">
              <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brass" strokeWidth={2} />
              {w}
            </li>
          ))}
        </ul>
      </Section>
      <Section
        tone="raised"
        eyebrow="The value stack"
        title={`${growthScore.value} of work for ${growthScore.price}`}
        className="border-y border-paper-line"
      >
        <ul className="mt-12 grid gap-px border border-paper-line bg-paper-line md:grid-cols-2 lg:grid-cols-3">
          {growthScore.stack.map((s) => (
            <li key={s.item} className="flex flex-col bg-paper-raised p-6 sm:p-7">
              <p className="font-serif text-3xl font-semibold text-brass">{s.value}</p>
              <h3 className="mt-3 font-serif text-xl font-semibold leading-snug">{s.item}</h3>
              <p className="mt-2 text-[15.5px] leading-relaxed text-ink-soft">{s.detail}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8 max-w-2xl leading-relaxed text-ink-soft">
          The audit covers {AUDIT_POINTS} points across your legal structure and operations. A traditional firm would bill{' '}
          {TRADITIONAL_HOURLY_RATE} an hour for the same review; the Growth Score is one flat fee.
        </p>
      </Section>
      <Section eyebrow="How it works" title="From booking to report">
        <NumberedSteps steps={growthScoreInfo.process} />
        <Figures className="mt-14" items={growthScore.timeline} />
        <div className="mt-12 max-w-3xl border-l-2 border-brass pl-5">
          <p className="font-serif text-xl font-semibold">Our guarantee</p>
          <p className="mt-2 leading-relaxed text-ink-soft">{growthScore.guarantee}</p>
          <p className="mt-3 text-[14.5px] leading-relaxed text-ink-muted">{growthScore.terms}</p>
        </div>
        <div className="mt-12">
          <CtaLink to="/book-growth-score">Start Your Growth Score</CtaLink>
        </div>
      </Section>
      <ClosingCta {...closings.growthScoreInfo} />
    </>
  )
}

export const meta = seoMeta(pageSeo.growthScoreInfo)
