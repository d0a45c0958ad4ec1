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
            <dl className="mt-6 space-y-7">
              {mission.values.map((v) => (
                <div key={v.title} className="border-l-2 border-brass pl-5">
                  <dt className="font-serif text-2xl font-semibold">{v.title}</dt>
                  <dd className="mt-1 leading-relaxed text-ink-soft">{v.text}</dd>
                </div>
              ))}
            </dl>
          </aside>
          <div className="space-y-14">
            {mission.sections.map((s) => (
              <section key={s.title} aria-labelledby={slug(s.title)}>
                <h2 id={slug(s.title)} className="font-serif text-3xl font-semibold tracking-tight">
                  {s.title}
                </h2>
                <Prose className="mt-5">
                  {s.paragraphs.map((p) => (
                    <p key={p.slice(0, 24)}>{p}</p>
                  ))}
                </Prose>
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
