import type { MetaFunction, LoaderFunctionArgs } from '@remix-run/node'
import { Check } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { ClosingCta, Container, Eyebrow, Figures, PageHero, Section } from '~/components/marketing/ui'
import { Guarantee } from '~/components/marketing/guarantee'
import { ValueStackTable } from '~/components/marketing/value-stack'
import { ButtonLink } from '~/components/ui/button'
import { FEES, MONTHLY_CAPACITY, useOfferings } from '~/content/offerings'
import * as solutions from '~/locales/solutions'
import { fill, formatDollars, langOf, metaCopy, useCopy, useLocalePath } from '~/utils/i18n'
import { requestLang, spanishCopy } from '~/utils/i18n.server'
import { cn } from '~/utils/misc'
import { publicPageHeaders } from '~/utils/public-page'
import { seo } from '~/utils/seo'

export function loader({ request }: LoaderFunctionArgs) {
  return { spanish: spanishCopy(requestLang(request), 'offers', 'solutions') }
}

export const headers = publicPageHeaders
export const handle = { hydrate: false }

export default function Services() {
  const t = useCopy(solutions)
  const { growthScore, circle, exitSuite, legacyAccess } = useOfferings()
  const to = useLocalePath()
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.heading} lead={t.lead}>
        <nav aria-label={t.onThisPage}>
          <ul className="flex flex-wrap gap-x-6 gap-y-1 text-[15px]">
            {[growthScore, circle, exitSuite, legacyAccess].map((o) => (
              <li key={o.name}>
                <a
                  className="inline-flex min-h-[44px] items-center font-semibold underline decoration-brass/50 underline-offset-[6px] hover:decoration-brass"
                  href={`#${anchor(o.name)}`}
                >
                  {o.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>
      <GrowthScore />
      <Circle />
      <ExitSuite />
      <Legacy />
      <ClosingCta
        heading={t.closing.heading}
        text={fill(t.closing.text, { price: growthScore.price, value: growthScore.value, capacity: MONTHLY_CAPACITY })}
        to={to('/growth-score')}
        label={t.closing.label}
      />
    </>
  )
}

function anchor(name: string) {
  return name
    .toLowerCase()
    .replace(/^the /, '')
    .replace(/[^a-z]+/g, '-')
}

/** An offering's band: the nav above links to its anchor, and it opens with the offering's name and summary. */
function OfferingSection({
  offering,
  className,
  ...props
}: { offering: { name: string; summary: string } } & Omit<ComponentProps<typeof Section>, 'id' | 'title' | 'intro'>) {
  return (
    <Section
      id={anchor(offering.name)}
      title={offering.name}
      intro={offering.summary}
      className={cn('scroll-mt-6', className)}
      {...props}
    />
  )
}

function GrowthScore() {
  const t = useCopy(solutions).growthScore
  const { growthScore, traditionalHourlyRate } = useOfferings()
  const to = useLocalePath()
  const [beforeRate, rate, beforeCapacity] = t.rate
  const [capacity, afterCapacity] = t.capacity
  return (
    <section id={anchor(growthScore.name)} aria-labelledby="gs-heading" className="scroll-mt-6 py-16 sm:py-24">
      <Container>
        <div className="grid gap-12 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
          <div>
            <Eyebrow>{t.eyebrow}</Eyebrow>
            <h2 id="gs-heading" className="mt-4 font-serif text-4xl font-semibold tracking-tight sm:text-5xl">
              {growthScore.name}
            </h2>
            <p className="mt-5 text-lg leading-relaxed text-ink-soft">{growthScore.summary}</p>
            <div className="mt-8 flex items-end gap-4">
              <p className="font-serif text-6xl font-semibold leading-none tracking-tight sm:text-7xl">{growthScore.price}</p>
              <p className="pb-1 text-[15px] leading-snug text-ink-muted">
                {growthScore.priceNote}
                <br />
                {t.valuedAt}
                <span className="font-semibold text-ink">{growthScore.value}</span>
              </p>
            </div>
            <p className="mt-6 max-w-md leading-relaxed text-ink-soft">
              {beforeRate}
              <span className="font-semibold text-ink">{fill(rate ?? '', { rate: traditionalHourlyRate })}</span>
              {beforeCapacity}
              <span className="font-semibold text-ink">{fill(capacity ?? '', { capacity: MONTHLY_CAPACITY })}</span>
              {afterCapacity}
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
              <ButtonLink to={to('/growth-score')}>{t.begin}</ButtonLink>
            </div>
          </div>
          <div>
            <h3 className="font-sans text-[13px] font-semibold uppercase tracking-[0.2em] text-ink-muted">{t.receive}</h3>
            <ValueStackTable className="mt-4" />
          </div>
        </div>
        <Figures className="mt-16" items={growthScore.timeline} />
        <Guarantee frame="panel" className="mt-12" />
      </Container>
    </section>
  )
}

function Circle() {
  const t = useCopy(solutions).circle
  const { circle } = useOfferings()
  const to = useLocalePath()
  return (
    <OfferingSection offering={circle} tone="ink" eyebrow={t.eyebrow}>
      <PriceAndList
        dark
        price={circle.price}
        priceNote={circle.priceUnit}
        cta={
          <ButtonLink to={to('/contact')} onDark>
            {t.apply}
          </ButtonLink>
        }
        items={circle.benefits}
        footnote={circle.exclusion}
      />
    </OfferingSection>
  )
}

function ExitSuite() {
  const t = useCopy(solutions).exitSuite
  const { exitSuite } = useOfferings()
  const to = useLocalePath()
  return (
    <OfferingSection offering={exitSuite} eyebrow={t.eyebrow}>
      <PriceAndList
        price={exitSuite.price}
        priceNote={exitSuite.priceNote}
        cta={<ButtonLink to={to('/contact')}>{t.consult}</ButtonLink>}
        items={exitSuite.covers}
      />
    </OfferingSection>
  )
}

/** An offering's price and call to action beside the list of what it includes; `dark` on the ink band. */
function PriceAndList(props: {
  dark?: boolean
  price: string
  priceNote: string
  cta: ReactNode
  items: readonly string[]
  footnote?: string
}) {
  const { dark } = props
  return (
    <div className="mt-10 grid gap-12 lg:grid-cols-[1fr_1.4fr]">
      <div>
        <p className={cn('font-serif font-semibold tracking-tight', dark ? 'text-6xl text-paper' : 'text-5xl')}>{props.price}</p>
        <p className={cn('mt-1', dark ? 'text-paper/80' : 'text-ink-muted')}>{props.priceNote}</p>
        <div className="mt-8">{props.cta}</div>
      </div>
      <div>
        <ul className="grid gap-x-8 sm:grid-cols-2">
          {props.items.map((item) => (
            <li
              key={item}
              className={cn('flex gap-3 border-t py-4 leading-snug', dark ? 'border-paper/15 text-paper/90' : 'border-ink/15')}
            >
              <Check
                aria-hidden="true"
                className={cn('mt-0.5 size-5 shrink-0', dark ? 'text-brass-light' : 'text-brass')}
                strokeWidth={2}
              />
              {item}
            </li>
          ))}
        </ul>
        {props.footnote ? <p className="mt-6 text-[15px] leading-relaxed text-paper/75">{props.footnote}</p> : null}
      </div>
    </div>
  )
}

function Legacy() {
  const t = useCopy(solutions).legacy
  const { legacyAccess } = useOfferings()
  return (
    <OfferingSection offering={legacyAccess} tone="raised" eyebrow={t.eyebrow} className="border-y border-paper-line">
      <p className="mt-6 max-w-2xl border-l-2 border-brass pl-4 font-serif text-lg italic text-ink-soft">{legacyAccess.note}</p>
    </OfferingSection>
  )
}

export const meta: MetaFunction = (args) => {
  const lang = langOf(args.params.lang)
  const t = metaCopy(args, solutions).meta
  const prices = {
    growthScorePrice: formatDollars(lang, FEES.growthScore),
    value: `${formatDollars(lang, FEES.growthScoreValue)}+`,
    circlePrice: formatDollars(lang, FEES.circle),
  }
  return seo(args, { title: t.title, description: fill(t.description, prices) })
}
