import type { MetaFunction, LoaderFunctionArgs } from '@remix-run/node'
import { BulletList } from '~/components/marketing/lists'
import { OfferCard, OfferPage } from '~/components/marketing/offer-card'
import { AUDIT_POINTS, FEES, MONTHLY_CAPACITY, useOfferings } from '~/content/offerings'
import * as offerPages from '~/locales/offer-pages'
import { fill, formatDollars, langOf, metaCopy, useCopy, useLocalePath } from '~/utils/i18n'
import { requestLang, spanishCopy } from '~/utils/i18n.server'
import { publicPageHeaders } from '~/utils/public-page'
import { seo } from '~/utils/seo'

export function loader({ request }: LoaderFunctionArgs) {
  return { spanish: spanishCopy(requestLang(request), 'offerPages', 'offers') }
}

export const headers = publicPageHeaders
export const handle = { hydrate: false }

export default function Scale() {
  const t = useCopy(offerPages).scale
  const { growthScore, circle } = useOfferings()
  const to = useLocalePath()
  return (
    <OfferPage eyebrow={t.eyebrow} title={t.heading} lead={t.lead}>
      <OfferCard
        eyebrow={t.growthScore.eyebrow}
        title={growthScore.name}
        price={
          <Price amount={growthScore.price} note={[t.growthScore.flatFee, fill(t.growthScore.valuedAt, { value: growthScore.value })]} />
        }
        action={{ to: to('/book-growth-score'), label: t.growthScore.action }}
        learnMore={{ to: to('/apex-growth-score-info') }}
      >
        <p>{growthScore.summary}</p>
        <Points items={t.growthScore.points.map((point) => fill(point, { points: AUDIT_POINTS, capacity: MONTHLY_CAPACITY }))} />
      </OfferCard>
      <OfferCard
        eyebrow={t.circle.eyebrow}
        title={circle.name}
        price={<Price amount={circle.price} note={[circle.priceUnit]} />}
        action={{ to: to('/apply-apex-circle'), label: t.circle.action }}
        learnMore={{ to: to('/apex-circle') }}
      >
        <p>{circle.summary}</p>
        <Points items={circle.benefits.slice(0, 3)} />
      </OfferCard>
    </OfferPage>
  )
}

function Price({ amount, note }: { amount: string; note: string[] }) {
  return (
    <p className="flex items-end gap-3">
      <span className="font-serif text-5xl font-semibold leading-none tracking-tight text-ink">{amount}</span>
      <span className="text-[15px] leading-snug text-ink-muted">
        {note.map((line, i) => (
          <span key={i} className="block">
            {line}
          </span>
        ))}
      </span>
    </p>
  )
}

function Points({ items }: { items: ReadonlyArray<string> }) {
  return <BulletList marker="check" items={items} className="mt-5 space-y-2.5" itemClassName="text-ink" />
}

export const meta: MetaFunction = (args) => {
  const lang = langOf(args.params.lang)
  const t = metaCopy(args, offerPages).scale.meta
  const prices = { growthScorePrice: formatDollars(lang, FEES.growthScore), circlePrice: formatDollars(lang, FEES.circle) }
  return seo(args, { title: t.title, description: fill(t.description, prices) })
}
