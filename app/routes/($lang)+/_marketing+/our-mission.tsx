import type { MetaFunction, LoaderFunctionArgs } from '@remix-run/node'
import { TermList } from '~/components/marketing/lists'
import { ClosingCta, Container, Eyebrow, PageHero, Prose } from '~/components/marketing/ui'
import * as mission from '~/locales/mission'
import { metaCopy, useCopy, useLocalePath } from '~/utils/i18n'
import { requestLang, spanishCopy } from '~/utils/i18n.server'
import { publicPageHeaders } from '~/utils/public-page'
import { seo } from '~/utils/seo'

export function loader({ request }: LoaderFunctionArgs) {
  return { spanish: spanishCopy(requestLang(request), 'mission') }
}

export const headers = publicPageHeaders
export const handle = { hydrate: false }

export default function OurMission() {
  const t = useCopy(mission)
  const to = useLocalePath()
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.heading} lead={t.lead} />
      <Container className="py-16 sm:py-24">
        <div className="grid gap-16 lg:grid-cols-[1fr_2fr]">
          <aside aria-labelledby="values-heading" className="lg:sticky lg:top-8 lg:self-start">
            <Eyebrow>{t.valuesEyebrow}</Eyebrow>
            <h2 id="values-heading" className="sr-only">
              {t.valuesHeading}
            </h2>
            <TermList tone="brass" className="mt-6 space-y-7" items={t.values.map((v) => ({ term: v.title, detail: v.text }))} />
          </aside>
          <div className="space-y-14">
            {t.sections.map((s, i) => (
              <section key={sectionId(i)} aria-labelledby={sectionId(i)}>
                <h2 id={sectionId(i)} className="font-serif text-3xl font-semibold tracking-tight">
                  {s.title}
                </h2>
                <Prose className="mt-5" paragraphs={s.paragraphs} />
              </section>
            ))}
          </div>
        </div>
      </Container>
      <ClosingCta {...t.closing} to={to('/growth-score')} />
    </>
  )
}

/** A section's anchor: its English title's slug, the same in both languages. */
function sectionId(index: number) {
  return mission.en.sections[index].title.toLowerCase().replace(/[^a-z0-9]+/g, '-')
}

export const meta: MetaFunction = (args) => {
  const t = metaCopy(args, mission)
  return seo(args, t.meta)
}
