import type { MetaFunction, LoaderFunctionArgs } from '@remix-run/node'
import { OfferCard, OfferPage } from '~/components/marketing/offer-card'
import * as offerPages from '~/locales/offer-pages'
import { metaCopy, useCopy, useLocalePath } from '~/utils/i18n'
import { requestLang, spanishCopy } from '~/utils/i18n.server'
import { publicPageHeaders } from '~/utils/public-page'
import { seo } from '~/utils/seo'

export function loader({ request }: LoaderFunctionArgs) {
  return { spanish: spanishCopy(requestLang(request), 'offerPages', 'offers') }
}

export const headers = publicPageHeaders
export const handle = { hydrate: false }

/** Each side's card, in the order of the copy's `sides`: its page is /<kind>, its application /apply-<kind>. */
const kinds = ['buy-side', 'sell-side'] as const

export default function BuySell() {
  const t = useCopy(offerPages).buySell
  const to = useLocalePath()
  return (
    <OfferPage eyebrow={t.eyebrow} title={t.heading} lead={t.lead}>
      {kinds.map((kind, i) => {
        const side = t.sides[i]
        return (
          <OfferCard
            key={kind}
            eyebrow={side.eyebrow}
            title={side.title}
            action={{ to: to(`/apply-${kind}`), label: side.apply }}
            learnMore={{ to: to(`/${kind}`) }}
          >
            <p>{side.text}</p>
          </OfferCard>
        )
      })}
    </OfferPage>
  )
}

export const meta: MetaFunction = (args) => {
  const t = metaCopy(args, offerPages).buySell.meta
  return seo(args, { title: t.title, description: t.description })
}
