// /buy-side and /sell-side: hero with the apply button, Why It Matters, the 5-step process, why the
// firm, and a closing apply button.
import { useSite } from '~/content/firm'
import * as sidePages from '~/locales/side-pages'
import { fill, useCopy, useLocalePath } from '~/utils/i18n'
import { ButtonLink } from '~/components/ui/button'
import { RepresentativeDeals } from './attorney'
import { ArrowLink, CardList, ClosingCta, NumberedSteps, PageHero, Section } from './ui'

export function SidePage({ kind }: { kind: 'buy-side' | 'sell-side' }) {
  const { firm, proof } = useSite()
  const copy = useCopy<typeof sidePages.en>(sidePages)
  const t = copy.labels
  const page = kind === 'buy-side' ? copy.buySide : copy.sellSide
  const to = useLocalePath()
  const applyTo = to(`/apply-${kind}`)
  const side = kind === 'buy-side' ? 'buy' : 'sell'
  const hasDeals = proof.deals.some((d) => d.side === side)
  return (
    <>
      <PageHero eyebrow={side === 'buy' ? t.forBuyers : t.forSellers} title={page.heading} lead={page.lead}>
        <ButtonLink to={applyTo}>{page.applyLabel}</ButtonLink>
      </PageHero>
      <Section id="why-it-matters" eyebrow={t.stakes} title={t.whyItMatters}>
        <CardList items={page.why} />
      </Section>
      <Section id="process" tone="raised" eyebrow={t.fiveSteps} title={t.process} className="border-y border-paper-line">
        <NumberedSteps steps={page.steps} layout="rows" />
      </Section>
      <Section id="why-firm" eyebrow={t.theFirm} title={fill(t.whyFirm, { firm: firm.name })}>
        <CardList items={page.whyFirm} accent="brassSide" />
      </Section>
      {hasDeals ? (
        <Section
          id="deals"
          tone="raised"
          eyebrow={t.representativeDeals}
          title={side === 'buy' ? t.acquisitionsLed : t.salesLed}
          className="border-y border-paper-line"
        >
          <RepresentativeDeals side={side} />
          <p className="mt-6 max-w-3xl text-[14.5px] leading-relaxed text-ink-muted">{t.dealsNote}</p>
          <div className="mt-6">
            <ArrowLink to={to('/deal-portfolio')}>{t.portfolio}</ArrowLink>
          </div>
        </Section>
      ) : null}
      <ClosingCta heading={page.closing.heading} text={page.closing.text} to={applyTo} label={page.applyLabel} />
    </>
  )
}
