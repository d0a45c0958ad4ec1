import type { ReactNode } from 'react'
import * as offers from '~/locales/offers'
import { useCopy } from '~/utils/i18n'
import { ArrowLink, Container, CtaLink, PageHero } from './ui'

/** The page of /scale and /buy-sell: a hero, then its two offer cards side by side at desk width. */
export function OfferPage({ eyebrow, title, lead, children }: { eyebrow: string; title: string; lead: string; children: ReactNode }) {
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title} lead={lead} />
      <Container className="grid gap-8 py-14 sm:py-20 lg:grid-cols-2">{children}</Container>
    </>
  )
}

/** One of the two choices on /scale and /buy-sell: the spec's cards, with a primary and a Learn More link. */
export function OfferCard({
  eyebrow,
  title,
  price,
  children,
  action,
  learnMore,
}: {
  eyebrow: string
  title: string
  price?: ReactNode
  children: ReactNode
  action: { to: string; label: string }
  learnMore: { to: string; label?: string }
}) {
  const t = useCopy(offers).card
  return (
    <article className="flex flex-col border border-ink/15 bg-paper-raised p-7 shadow-[0_24px_48px_-32px_rgba(20,33,61,0.35)] sm:p-10">
      <p className="text-[13px] font-semibold uppercase tracking-[0.2em] text-brass">{eyebrow}</p>
      <h2 className="mt-3 font-serif text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h2>
      {price ? <div className="mt-4">{price}</div> : null}
      <div className="mt-5 flex-1 leading-relaxed text-ink-soft">{children}</div>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-6">
        <CtaLink to={action.to}>{action.label}</CtaLink>
        <ArrowLink to={learnMore.to}>
          {learnMore.label ?? t.learnMore}
          <span className="sr-only">
            {t.about}
            {title}
          </span>
        </ArrowLink>
      </div>
    </article>
  )
}
