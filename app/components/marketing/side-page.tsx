// /buy-side and /sell-side: hero with the apply button, Why It Matters, the 5-step process, why the
// firm, and a closing apply button.
import type { SidePage as SidePageContent } from '~/content/pages'
import { useFirm } from '~/content/firm'
import { ClosingCta, CtaLink, NumberedSteps, PageHero, Section } from './ui'

export function SidePage({ page }: { page: SidePageContent }) {
  const firm = useFirm()
  return (
    <>
      <PageHero eyebrow={page.kind === 'buy-side' ? 'For buyers' : 'For sellers'} title={page.heading} lead={page.lead}>
        <CtaLink to={page.applyTo}>{page.applyLabel}</CtaLink>
      </PageHero>
      <Section id="why-it-matters" eyebrow="The stakes" title="Why It Matters">
        <ul className="mt-12 grid gap-10 md:grid-cols-3">
          {page.why.map((w) => (
            <li key={w.title} className="border-t border-ink/15 pt-6">
              <h3 className="font-serif text-2xl font-semibold leading-snug">{w.title}</h3>
              <p className="mt-3 leading-relaxed text-ink-soft">{w.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="process" tone="raised" eyebrow="Five steps" title="Our Process" className="border-y border-paper-line">
        <NumberedSteps steps={page.steps} />
      </Section>
      <Section id="why-firm" eyebrow="The firm" title={`Why ${firm.name}`}>
        <ul className="mt-12 grid gap-10 md:grid-cols-3">
          {page.whyFirm.map((w) => (
            <li key={w.title} className="border-l-2 border-brass pl-5">
              <h3 className="font-serif text-2xl font-semibold">{w.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-soft">{w.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <ClosingCta heading={page.closing.heading} text={page.closing.text} to={page.applyTo} label={page.applyLabel} />
    </>
  )
}

