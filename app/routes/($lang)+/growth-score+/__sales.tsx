// The sales half of /growth-score: hero, value stack, guarantee, 'Choose Your Path', the two interest
// forms and the invitation-only Legacy section. Figures come from content/offerings.
import { CircleInterestForm, ExitSuiteInterestForm } from '~/components/interest-forms'
import { Container, Eyebrow, Section } from '~/components/marketing/ui'
import { ButtonLink } from '~/components/ui/button'
import { AttorneyByline, SampleReport, Testimonials } from '~/components/marketing/attorney'
import { useSite } from '~/content/firm'
import { Guarantee } from '~/components/marketing/guarantee'
import { TermList } from '~/components/marketing/lists'
import { ValueStackTable } from '~/components/marketing/value-stack'
import { useOfferings } from '~/content/offerings'
import * as sales from '~/locales/growth-score-sales'
import { useCopies, useCopy } from '~/utils/i18n'
import type { Capacity } from './__flow.server'
import { capacityPolicy, capacityStatus } from './__capacity'

export function SalesHero({ capacity }: { capacity: Capacity }) {
  const t = useCopy(sales).hero
  const copies = useCopies()
  const { growthScore, traditionalHourlyRate } = useOfferings()
  return (
    <section className="border-b border-paper-line">
      <Container className="grid gap-10 pb-14 pt-12 sm:pb-20 sm:pt-20 lg:grid-cols-[1.35fr_1fr] lg:items-end">
        <div>
          <Eyebrow>{t.eyebrow}</Eyebrow>
          <h1 className="mt-5 text-balance font-serif text-[2.5rem] font-semibold leading-[1.08] tracking-tight sm:text-6xl">
            {t.heading}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink-soft sm:text-xl">{growthScore.summary}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="#start">{t.start}</ButtonLink>
            <ButtonLink to="#value" variant="secondary">
              {t.included}
            </ButtonLink>
          </div>
        </div>
        <div className="border-t-2 border-ink pt-6 lg:border-l lg:border-t-0 lg:pl-10 lg:pt-0">
          <p className="font-serif text-6xl font-semibold tracking-tight sm:text-7xl">{growthScore.price}</p>
          <p className="mt-2 text-[16px] text-ink-soft">
            {growthScore.priceNote}
            {t.valuedAt}
            <strong className="text-ink">{growthScore.value}</strong>
          </p>
          <p className="mt-5 text-[15px] text-ink-soft">
            {t.rate[0]}
            <span className="font-serif text-xl font-semibold text-ink">{traditionalHourlyRate}</span>
            {t.rate[1]}
          </p>
          <p className="mt-5 border-l-2 border-brass pl-4 text-[15px] leading-relaxed text-ink-soft">
            <span className="font-semibold text-ink">{capacityPolicy(capacity.capacity, copies)}</span> {capacityStatus(capacity, copies)}
          </p>
          <AttorneyByline className="mt-6 border-t border-paper-line pt-5" />
        </div>
      </Container>
    </section>
  )
}

export function ValueStack() {
  const t = useCopy(sales).value
  const { growthScore } = useOfferings()
  return (
    <Section id="value" eyebrow={t.eyebrow} title={t.title}>
      <ValueStackTable className="mt-10 max-w-4xl" />
      <div className="mt-14 grid gap-10 lg:grid-cols-2">
        <Guarantee frame="plain" as="h3" />
        <TermList
          tone="figure"
          className="grid grid-cols-3 gap-4"
          items={growthScore.timeline.map((t) => ({ term: t.figure, detail: t.label }))}
        />
      </div>
    </Section>
  )
}

export function ChooseYourPath() {
  const t = useCopy(sales).paths
  const { growthScore, circle, exitSuite } = useOfferings()
  const paths = [
    {
      name: growthScore.name,
      price: growthScore.price,
      unit: t.growthScore.unit,
      text: t.growthScore.text,
      href: '#start',
      cta: t.growthScore.cta,
    },
    {
      name: circle.name,
      price: circle.price,
      unit: circle.priceUnit,
      text: circle.summary,
      href: '#circle-interest',
      cta: t.circle.cta,
    },
    {
      name: exitSuite.name,
      price: exitSuite.price,
      unit: exitSuite.priceNote,
      text: exitSuite.summary,
      href: '#exit-suite-interest',
      cta: t.exitSuite.cta,
    },
  ]
  return (
    <Section id="paths" tone="raised" eyebrow={t.eyebrow} title={t.title}>
      <ol className="mt-10 grid gap-10 md:grid-cols-3 md:gap-8">
        {paths.map((p, i) => (
          <li key={p.name} className="flex flex-col border-t-2 border-ink pt-5">
            <p className="text-[13px] font-semibold uppercase tracking-[0.18em] text-brass">
              {t.path}
              {i + 1}
            </p>
            <h3 className="mt-2 font-serif text-2xl font-semibold">{p.name}</h3>
            <p className="mt-2">
              <span className="font-serif text-3xl font-semibold">{p.price}</span>{' '}
              <span className="text-[15px] text-ink-muted">{p.unit}</span>
            </p>
            <p className="mt-3 flex-1 text-[16px] leading-relaxed text-ink-soft">{p.text}</p>
            <ButtonLink to={p.href} variant="quiet" className="mt-5 self-start">
              {p.cta}
            </ButtonLink>
          </li>
        ))}
      </ol>
    </Section>
  )
}

export function InterestForms() {
  const t = useCopy(sales).interest
  const { circle, exitSuite } = useOfferings()
  return (
    <section aria-label={t.label} className="py-16 sm:py-24">
      <Container className="grid gap-16 lg:grid-cols-2 lg:gap-12">
        <div>
          <Eyebrow>{circle.name}</Eyebrow>
          <h2 className="mt-4 font-serif text-3xl font-semibold">{t.circle}</h2>
          <p className="mt-3 text-[16px] leading-relaxed text-ink-soft">
            {circle.price} {circle.priceUnit}. {circle.benefits.slice(0, 2).join('. ')}. {circle.exclusion}
          </p>
          <div className="mt-6">
            <CircleInterestForm />
          </div>
        </div>
        <div>
          <Eyebrow>{exitSuite.name}</Eyebrow>
          <h2 className="mt-4 font-serif text-3xl font-semibold">{t.exitSuite}</h2>
          <p className="mt-3 text-[16px] leading-relaxed text-ink-soft">
            {exitSuite.summary}
            {t.covers[0]}
            {exitSuite.covers.map((c) => c.toLowerCase()).join('; ')}
            {t.covers[1]}
          </p>
          <div className="mt-6">
            <ExitSuiteInterestForm />
          </div>
        </div>
      </Container>
    </section>
  )
}

export function LegacySection() {
  const { legacyAccess } = useOfferings()
  return (
    <Section id="legacy" tone="ink" eyebrow={legacyAccess.price} title={legacyAccess.name} intro={legacyAccess.summary}>
      <p className="mt-4 text-[15px] font-semibold text-brass-light">{legacyAccess.note}</p>
    </Section>
  )
}

/** What the report looks like and what clients say: shown when the firm has published either. */
export function Proof() {
  const { proof } = useSite()
  const t = useCopy(sales).proof
  if (!proof.sample && !proof.testimonials.length) return null
  return (
    <Section
      id="proof"
      tone="raised"
      eyebrow={t.eyebrow}
      title={proof.sample ? t.sample : t.testimonials}
      className="border-y border-paper-line"
    >
      <SampleReport className="mt-10" />
      {proof.sample && proof.testimonials.length ? <h3 className="mt-14 font-serif text-2xl font-semibold">{t.testimonials}</h3> : null}
      <Testimonials className={proof.sample ? 'mt-6' : 'mt-10'} />
    </Section>
  )
}
