import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Lock } from 'lucide-react'
import { millionsFigure, RepresentativeDeals } from '~/components/marketing/attorney'
import { BulletList } from '~/components/marketing/lists'
import { ArrowLink, ClosingCta, Container, Figures, Fill, PageHero } from '~/components/marketing/ui'
import { useSite } from '~/content/firm'
import { industriesIn } from '~/content/firm.server'
import { formatMillions } from '~/content/portfolio'
import * as portfolio from '~/locales/portfolio'
import { contentForRequest } from '~/models/site-content.server'
import { fill, formatNumber, langOf, metaCopy, useCopies, useCopy, useLocalePath } from '~/utils/i18n'
import { requestLang, spanishCopy } from '~/utils/i18n.server'
import { publicPageHeaders } from '~/utils/public-page'
import { seo } from '~/utils/seo'

export const headers = publicPageHeaders
export const handle = { hydrate: false }

// The industries (with their matters) are only on this page, so they come with it rather than with every page.
export async function loader({ request }: LoaderFunctionArgs) {
  const { content } = await contentForRequest(request)
  return { spanish: spanishCopy(requestLang(request), 'portfolio'), industries: industriesIn(content, requestLang(request)) }
}

export default function DealPortfolio() {
  const { industries } = useLoaderData<typeof loader>()
  const { proof, firm } = useSite()
  const copies = useCopies()
  const lang = copies.lang
  const t = useCopy(portfolio)
  const to = useLocalePath()
  const portfolioTotals = proof.totals
  return (
    <>
      <PageHero
        eyebrow={t.eyebrow}
        title={t.heading}
        lead={fill(t.lead, { deals: formatNumber(lang, portfolioTotals.deals), industries: formatNumber(lang, industries.length) })}
      >
        <Figures
          dense
          items={[
            { figure: formatNumber(lang, portfolioTotals.deals), label: t.figures.deals },
            { figure: millionsFigure(portfolioTotals.valueMillions, copies), label: t.figures.value },
            { figure: formatNumber(lang, portfolioTotals.industries), label: t.figures.industries },
          ]}
        />
        <p className="mt-6 max-w-2xl text-[14.5px] leading-relaxed text-ink-muted">{t.figuresNote}</p>
      </PageHero>
      <Container className="py-14 sm:py-20">
        <aside aria-label={t.confidentiality} className="flex max-w-3xl gap-4 border-l-2 border-brass bg-paper-raised p-5 sm:p-6">
          <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brass" strokeWidth={1.75} />
          <p className="text-[15.5px] leading-relaxed text-ink-soft">{t.confidentialityNote}</p>
        </aside>
        {/* Seventeen industries and one closing cell: eighteen fill every row at one, two and three columns. */}
        <ul className="mt-14 grid gap-px border border-paper-line bg-paper-line sm:grid-cols-2 lg:grid-cols-3" data-testid="industries">
          {industries.map((industry) => (
            <li key={industry.name} className="flex flex-col bg-paper p-6 sm:p-7">
              <h2 className="font-serif text-2xl font-semibold">{industry.label}</h2>
              <p className="mt-2 text-[15px] text-ink-muted">
                <span className="font-semibold text-ink">
                  {formatNumber(lang, industry.deals)} {industry.deals === 1 ? t.transaction : t.transactions}
                </span>
                <span aria-hidden="true" className="mx-2 text-brass">
                  /
                </span>
                <span className="sr-only">, </span>
                <Fill text={t.combined} values={{ value: formatMillions(industry.valueMillions, false, copies) }} />
              </p>
              <BulletList look="stack" marker="dash" items={industry.matters} className="mt-5 border-t border-paper-line pt-5" />
            </li>
          ))}
          <li className="flex flex-col justify-between gap-6 bg-ink p-6 text-paper sm:p-7">
            <div>
              <p className="font-serif text-2xl font-semibold text-paper">{t.unlisted.heading}</p>
              <p className="mt-3 text-[15.5px] leading-relaxed text-paper/85">{t.unlisted.text}</p>
            </div>
            <ArrowLink to={to('/contact')} light>
              {t.unlisted.link}
            </ArrowLink>
          </li>
        </ul>
        {proof.deals.length ? (
          <section aria-labelledby="deals-heading" className="mt-16">
            <h2 id="deals-heading" className="font-serif text-3xl font-semibold tracking-tight">
              {t.deals}
            </h2>
            <RepresentativeDeals side="sell" />
            <RepresentativeDeals side="buy" />
          </section>
        ) : null}
      </Container>
      <ClosingCta heading={t.closing.heading} text={firm.responseTime} to={to('/buy-sell')} label={t.closing.label} />
    </>
  )
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const industries = args.data?.industries ?? []
  const lang = langOf(args.params.lang)
  const t = metaCopy(args, portfolio).meta
  const deals = industries.reduce((s, i) => s + i.deals, 0)
  return seo(args, {
    title: t.title,
    description: fill(t.description, { deals: formatNumber(lang, deals), industries: formatNumber(lang, industries.length) }),
  })
}
