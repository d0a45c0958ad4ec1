import { TermList } from '~/components/marketing/lists'
import { ClosingCta, Container, Eyebrow, PageHero, Prose } from '~/components/marketing/ui'
import { closings, mission, pageSeo } from '~/content/pages'
import { publicPageHeaders } from '~/utils/public-page'
import { seoMeta } from '~/utils/seo'

export const headers = publicPageHeaders
export const handle = { hydrate: false }

export default function OurMission() {
  return (
    <>
      <PageHero eyebrow="The firm" title={mission.heading} lead={mission.lead} />
      <Container className="py-16 sm:py-24">
        <div className="grid gap-16 lg:grid-cols-[1fr_2fr]">
          <aside aria-labelledby="values-heading" className="lg:sticky lg:top-8 lg:self-start">
            <Eyebrow>What we hold to</Eyebrow>
            <h2 id="values-heading" className="sr-only">
              Our values
            </h2>
            <TermList tone="brass" className="mt-6 space-y-7" items={mission.values.map((v) => ({ term: v.title, detail: v.text }))} />
          </aside>
          <div className="space-y-14">
            {mission.sections.map((s) => (
              <section key={s.title} aria-labelledby={slug(s.title)}>
                <h2 id={slug(s.title)} className="font-serif text-3xl font-semibold tracking-tight">
                  {s.title}
                </h2>
                <Prose className="mt-5" paragraphs={s.paragraphs} />
              </section>
            ))}
          </div>
        </div>
      </Container>
      <ClosingCta {...closings.mission} />
    </>
  )
}

function slug(s: string) {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '-')
}

export const meta = seoMeta(pageSeo.mission)
