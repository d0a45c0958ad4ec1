import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { CardList, ClosingCta, Container, PageHero } from '~/components/marketing/ui'
import * as international from '~/locales/international'
import { metaCopy, useCopy, useLocalePath } from '~/utils/i18n'
import { copyIn, requestLang, spanishCopy } from '~/utils/i18n.server'
import { publicPageHeaders } from '~/utils/public-page'
import { seo } from '~/utils/seo'
import { WORLD_MAP_SIZE, worldMapLabels } from '~/utils/world-map.server'

export const headers = publicPageHeaders
export const handle = { hydrate: false }

// The map is an image; the region names are set over it here, in the site's face, so that they stay
// legible on a phone (an image cannot use the page's fonts), in the page's language.
const labelCopy = { 'United States': 'unitedStates', 'Latin America': 'latinAmerica', UAE: 'uae' } as const

export function loader({ request }: LoaderFunctionArgs) {
  const names = copyIn(international, requestLang(request)).mapLabels
  const labels = worldMapLabels().map((l) => {
    const key = labelCopy[l.text as keyof typeof labelCopy] as keyof typeof names | undefined
    return { spanish: spanishCopy(requestLang(request), 'international'), ...l, text: key ? names[key] : l.text }
  })
  return { spanish: spanishCopy(requestLang(request), 'international'), labels, size: WORLD_MAP_SIZE }
}

export default function InternationalPresence() {
  const { labels, size } = useLoaderData<typeof loader>()
  const t = useCopy(international)
  const to = useLocalePath()
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.heading} lead={t.lead} />
      <section aria-labelledby="map-heading" className="border-b border-paper-line bg-paper-raised">
        <Container className="py-12 sm:py-16">
          <h2 id="map-heading" className="sr-only">
            {t.mapHeading}
          </h2>
          <figure>
            {/* On a phone the map is cropped to the Americas and the Gulf, at 140% of the width. */}
            <div className="-mx-5 overflow-hidden sm:mx-0">
              <div className="relative -ml-[3%] w-[140%] sm:ml-0 sm:w-full">
                <img
                  src="/world-map.svg"
                  alt={t.mapAlt}
                  width={size.width}
                  height={size.height}
                  decoding="async"
                  className="h-auto w-full"
                />
                <div aria-hidden="true">
                  {labels.map((l) => (
                    <span
                      key={l.text}
                      style={{ left: `${l.left}%`, top: `${l.top}%` }}
                      className="absolute -translate-x-1/2 -translate-y-1/2 whitespace-nowrap bg-paper-raised/90 px-1.5 py-1 font-serif text-[12.5px] font-semibold leading-none text-ink ring-1 ring-ink/10 sm:px-2 sm:text-base lg:text-lg"
                    >
                      {l.text}
                    </span>
                  ))}
                </div>
              </div>
            </div>
            <figcaption className="mt-6 flex flex-wrap gap-x-8 gap-y-3 text-[15px] text-ink-soft">
              <span className="flex items-center gap-2">
                <span aria-hidden="true" className="size-3.5 bg-brass" />
                {` ${t.legend.usUae}`}
              </span>
              <span className="flex items-center gap-2">
                <span aria-hidden="true" className="size-3.5 bg-brass-light" />
                {` ${t.legend.latinAmerica}`}
              </span>
              <span className="flex items-center gap-2">
                <span aria-hidden="true" className="inline-flex size-4 items-center justify-center rounded-full border border-ink">
                  <span className="size-2 rounded-full bg-ink" />
                </span>
                {t.legend.office}
              </span>
            </figcaption>
          </figure>
        </Container>
      </section>
      <Container className="py-16 sm:py-24">
        <CardList
          items={t.regions.map((r) => ({ title: r.name, text: r.text }))}
          accent="brassTop"
          headingLevel={2}
          className="grid gap-12 md:grid-cols-3"
        />
        <p className="mt-14 max-w-2xl text-[15px] leading-relaxed text-ink-muted">{t.note}</p>
      </Container>
      <ClosingCta {...t.closing} to={to('/contact')} />
    </>
  )
}

export const meta: MetaFunction = (args) => {
  const t = metaCopy(args, international)
  return seo(args, t.meta)
}
