import type { MetaFunction, LoaderFunctionArgs } from '@remix-run/node'
import { BulletList } from '~/components/marketing/lists'
import { ClosingCta, Figures, PageHero, Section } from '~/components/marketing/ui'
import { ButtonLink } from '~/components/ui/button'
import { FEES, useOfferings } from '~/content/offerings'
import * as circleInfo from '~/locales/circle-info'
import { fill, formatDollars, langOf, metaCopy, useCopy, useLocalePath } from '~/utils/i18n'
import { requestLang, spanishCopy } from '~/utils/i18n.server'
import { publicPageHeaders } from '~/utils/public-page'
import { seo } from '~/utils/seo'

export function loader({ request }: LoaderFunctionArgs) {
  return { spanish: spanishCopy(requestLang(request), 'circleInfo', 'offers') }
}

export const headers = publicPageHeaders
export const handle = { hydrate: false }

export default function CircleInfo() {
  const t = useCopy<typeof circleInfo.en>(circleInfo)
  const { circle, responseTimes } = useOfferings()
  const to = useLocalePath()
  return (
    <>
      <PageHero eyebrow={fill(t.eyebrow, { price: circle.price, unit: circle.priceUnit })} title={t.heading} lead={t.lead}>
        <ButtonLink to={to('/apply-apex-circle')}>{t.apply}</ButtonLink>
      </PageHero>
      <Section eyebrow={t.membership} title={t.receive}>
        <div className="mt-10 grid gap-12 lg:grid-cols-[1fr_1.6fr]">
          <div>
            <p className="font-serif text-6xl font-semibold tracking-tight">{circle.price}</p>
            <p className="mt-1 text-ink-muted">{fill(t.billed, { unit: circle.priceUnit })}</p>
          </div>
          <BulletList look="rows" marker="check" items={circle.benefits} />
        </div>
        <p className="mt-8 max-w-2xl text-[15px] leading-relaxed text-ink-muted">{circle.exclusion}</p>
      </Section>
      <Section tone="ink" eyebrow={t.responseTimes} title={t.answeredFirst}>
        <Figures light className="mt-12" items={responseTimes} />
      </Section>
      <Section eyebrow={t.forYou} title={t.tendToBe}>
        <BulletList look="columns" items={t.fit} className="mt-10" />
        <div className="mt-12">
          <ButtonLink to={to('/apply-apex-circle')}>{t.apply}</ButtonLink>
        </div>
      </Section>
      <ClosingCta {...t.closing} to={to('/apply-apex-circle')} />
    </>
  )
}

export const meta: MetaFunction = (args) => {
  const lang = langOf(args.params.lang)
  const t = metaCopy(args, circleInfo).meta
  return seo(args, { title: t.title, description: fill(t.description, { price: formatDollars(lang, FEES.circle) }) })
}
