import type { MetaFunction } from '@remix-run/node'
import { Lock } from 'lucide-react'
import { ClosingCta, Container, PageHero } from '~/components/marketing/ui'
import { confidentialityNote, industries } from '~/content/portfolio'
import { publicPageHeaders } from '~/utils/public-page'
import { seo } from '~/utils/seo'

export const headers = publicPageHeaders
export const handle = { hydrate: false }

export default function DealPortfolio() {
  return (
    <>
      <PageHero
        eyebrow="Representative matters"
        title="Deal Portfolio"
        lead={`Transactions and engagements across ${industries.length} industries, from start-up formation to the sale of established companies.`}
      />
      <Container className="py-14 sm:py-20">
        <aside aria-label="Confidentiality" className="flex max-w-3xl gap-4 border-l-2 border-brass bg-paper-raised p-5 sm:p-6">
          <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brass" strokeWidth={1.75} />
          <p className="text-[15.5px] leading-relaxed text-ink-soft">{confidentialityNote}</p>
        </aside>
        <ul className="mt-14 grid gap-px border border-paper-line bg-paper-line sm:grid-cols-2 lg:grid-cols-3" data-testid="industries">
          {industries.map((industry) => (
            <li key={industry.name} className="bg-paper p-6 sm:p-7">
              <h2 className="font-serif text-2xl font-semibold">{industry.name}</h2>
              <ul className="mt-4 space-y-3">
                {industry.matters.map((m) => (
                  <li key={m} className="flex gap-3 text-[15.5px] leading-snug text-ink-soft">
                    <span aria-hidden="true" className="mt-2 h-px w-3 shrink-0 bg-brass" />
                    {m}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Container>
      <ClosingCta heading="Have a deal in mind?" text="We reply within 24 hours on business days." to="/buy-sell" label="Buy or Sell a Business" />
    </>
  )
}

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: 'Deal Portfolio',
    description:
      'Representative M&A and corporate matters across 17 industries, from software and healthcare to restaurants, logistics and veterinary practices, described without confidential details.',
  })
