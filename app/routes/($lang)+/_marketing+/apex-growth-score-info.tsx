import type { MetaFunction, LoaderFunctionArgs } from '@remix-run/node'
import { Guarantee } from '~/components/marketing/guarantee'
import { BulletList } from '~/components/marketing/lists'
import { ClosingCta, Figures, NumberedSteps, PageHero, Section } from '~/components/marketing/ui'
import { ValueStackTable } from '~/components/marketing/value-stack'
import { ButtonLink } from '~/components/ui/button'
import { AttorneyByline } from '~/components/marketing/attorney'
import { useSite } from '~/content/firm'
import { AUDIT_POINTS, FEES, useOfferings } from '~/content/offerings'
import * as growthScoreInfo from '~/locales/growth-score-info'
import { fill, formatDollars, langOf, metaCopy, useCopy, useLocalePath } from '~/utils/i18n'
import { requestLang, spanishCopy } from '~/utils/i18n.server'
import { publicPageHeaders } from '~/utils/public-page'
import { seo } from '~/utils/seo'

export function loader({ request }: LoaderFunctionArgs) {
  return { spanish: spanishCopy(requestLang(request), 'growthScoreInfo', 'offers') }
}

export const headers = publicPageHeaders
export const handle = { hydrate: false }

export default function GrowthScoreInfo() {
  const { monthlyCapacity } = useSite()
  const t = useCopy<typeof growthScoreInfo.en>(growthScoreInfo)
  const { growthScore, traditionalHourlyRate } = useOfferings()
  const to = useLocalePath()
  return (
    <>
      <PageHero eyebrow={`${growthScore.price}, ${growthScore.priceNote}`} title={t.heading} lead={t.lead}>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-8">
          <ButtonLink to={to('/book-growth-score')}>{t.start}</ButtonLink>
          <p className="text-[15px] text-ink-muted">{fill(t.capacity, { capacity: monthlyCapacity })}</p>
        </div>
        <AttorneyByline className="mt-8 max-w-xl border-t border-paper-line pt-6" />
      </PageHero>
      <Section eyebrow={t.whoForEyebrow} title={t.whoForTitle}>
        <BulletList look="columns" marker="check" items={t.whoFor} className="mt-10" />
      </Section>
      <Section tone="raised" eyebrow={t.feeEyebrow} title={t.feeTitle} className="border-y border-paper-line">
        <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
          <p className="max-w-prose leading-relaxed text-ink-soft">
            {fill(t.feeText, { points: AUDIT_POINTS, rate: traditionalHourlyRate, value: growthScore.value, price: growthScore.price })}
          </p>
          <ValueStackTable />
        </div>
      </Section>
      <Section eyebrow={t.howEyebrow} title={t.howTitle}>
        <NumberedSteps steps={t.process} />
        <Figures className="mt-14" items={growthScore.timeline} />
        <Guarantee frame="rule" className="mt-12" />
        <div className="mt-12">
          <ButtonLink to={to('/book-growth-score')}>{t.start}</ButtonLink>
        </div>
      </Section>
      <ClosingCta {...t.closing} text={fill(t.closing.text, { price: growthScore.price })} to={to('/book-growth-score')} />
    </>
  )
}

export const meta: MetaFunction = (args) => {
  const lang = langOf(args.params.lang)
  const t = metaCopy(args, growthScoreInfo).meta
  return seo(args, { title: fill(t.title, { price: formatDollars(lang, FEES.growthScore) }), description: t.description })
}
