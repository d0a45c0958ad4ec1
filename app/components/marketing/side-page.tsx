// /buy-side and /sell-side: hero with the apply button, Why It Matters, the 5-step process, why the
// firm, and a closing apply button.
import type { SidePage as SidePageContent } from '~/content/pages'
import { useFirm } from '~/content/firm'
import { ButtonLink } from '~/components/ui/button'
import { CardList, ClosingCta, NumberedSteps, PageHero, Section } from './ui'

export function SidePage({ page }: { page: SidePageContent }) {
  const firm = useFirm()
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
      <ClosingCta heading={page.closing.heading} text={page.closing.text} to={page.applyTo} label={page.applyLabel} />
    </>
  )
}
