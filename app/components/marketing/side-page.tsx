// /buy-side and /sell-side: hero with the apply button, Why It Matters, the 5-step process, why the
// firm, and a closing apply button.
import type { SidePage as SidePageContent } from '~/content/pages'
import { useSite } from '~/content/firm'
import { ButtonLink } from '~/components/ui/button'
import { RepresentativeDeals } from './attorney'
import { ArrowLink, CardList, ClosingCta, NumberedSteps, PageHero, Section } from './ui'

export function SidePage({ page }: { page: SidePageContent }) {
  const { firm, proof } = useSite()
  const side = page.kind === 'buy-side' ? 'buy' : 'sell'
  const hasDeals = proof.deals.some((d) => d.side === side)
  return (
    <>
      <PageHero eyebrow={page.kind === 'buy-side' ? 'For buyers' : 'For sellers'} title={page.heading} lead={page.lead}>
        <ButtonLink to={page.applyTo}>{page.applyLabel}</ButtonLink>
      </PageHero>
      <Section id="why-it-matters" eyebrow="The stakes" title="Why It Matters">
        <CardList items={page.why} />
      </Section>
      <Section id="process" tone="raised" eyebrow="Five steps" title="Our process" className="border-y border-paper-line">
        <NumberedSteps steps={page.steps} layout="rows" />
      </Section>
      <Section id="why-firm" eyebrow="The firm" title={`Why ${firm.name}`}>
        <CardList items={page.whyFirm} accent="brassSide" />
      </Section>
      {hasDeals ? (
        <Section
          id="deals"
          tone="raised"
          eyebrow="Representative deals"
          title={side === 'buy' ? 'Acquisitions we have led' : 'Sales we have led'}
          className="border-y border-paper-line"
        >
          <RepresentativeDeals side={side} />
          <p className="mt-6 max-w-3xl text-[14.5px] leading-relaxed text-ink-muted">
            Described without names or details that could identify a client. Past results do not guarantee a similar outcome.
          </p>
          <div className="mt-6">
            <ArrowLink to="/deal-portfolio">See the deal portfolio</ArrowLink>
          </div>
        </Section>
      ) : null}
      <ClosingCta heading={page.closing.heading} text={page.closing.text} to={page.applyTo} label={page.applyLabel} />
    </>
  )
}
