import type { MetaFunction, LoaderFunctionArgs } from '@remix-run/node'
import { Mail, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { BulletList, TermList } from '~/components/marketing/lists'
import { barAdmission } from '~/components/marketing/attorney'
import { ClosingCta, Container, Eyebrow, Figures, Fill, Prose } from '~/components/marketing/ui'
import { ContentImage } from '~/components/content-image'
import { firstName, telHref, useFirm, type Firm } from '~/content/firm'
import * as about from '~/locales/about'
import { fill, formatNumber, metaCopy, useCopies, useCopy, useLocalePath } from '~/utils/i18n'
import { requestLang, spanishCopy } from '~/utils/i18n.server'
import { publicPageHeaders } from '~/utils/public-page'
import { rootMetaData, seo } from '~/utils/seo'

export function loader({ request }: LoaderFunctionArgs) {
  return { spanish: spanishCopy(requestLang(request), 'about') }
}

export const headers = publicPageHeaders
export const handle = { hydrate: false }

export default function AttorneyProfile() {
  const firm = useFirm()
  const { attorney } = firm
  const copies = useCopies()
  const lang = copies.lang
  const t = useCopy(about)
  const to = useLocalePath()
  const years = new Date().getFullYear() - attorney.practicingSince
  return (
    <>
      <section className="border-b border-paper-line">
        <Container className="grid gap-10 pb-14 pt-12 sm:pb-20 sm:pt-20 md:grid-cols-[auto_1fr] md:items-center md:gap-14">
          <Portrait firm={firm} />
          <div>
            <Eyebrow>{t.eyebrow}</Eyebrow>
            <h1 className="mt-5 font-serif text-[2.5rem] font-semibold leading-[1.08] tracking-tight sm:text-6xl">{attorney.name}</h1>
            <p className="mt-3 text-xl text-ink-soft">
              {attorney.title}, {firm.name}
            </p>
            <p className="mt-1 text-[15px] text-ink-muted">
              <Fill text={t.barLine} values={{ admitted: barAdmission(firm, copies), languages: attorney.languages.join(t.and) }} />
            </p>
            <div className="mt-7 flex flex-col gap-2 sm:flex-row sm:gap-6">
              {[
                { href: `mailto:${firm.email}`, Icon: Mail, text: firm.email },
                { href: telHref(firm.phone), Icon: Phone, text: firm.phone },
              ].map(({ href, Icon, text }) => (
                <a
                  key={href}
                  className="inline-flex min-h-[44px] items-center gap-2 font-semibold underline decoration-brass/60 underline-offset-[6px] hover:decoration-brass"
                  href={href}
                >
                  <Icon aria-hidden="true" className="size-[18px]" strokeWidth={1.75} />
                  {text}
                </a>
              ))}
            </div>
          </div>
          <Figures
            dense
            className="md:col-span-2"
            items={[
              { figure: attorney.barAdmission.year, label: fill(t.figures.admitted, { bar: attorney.barAdmission.bar }) },
              { figure: formatNumber(lang, years), label: t.figures.years },
              { figure: formatNumber(lang, attorney.transactionsClosed), label: t.figures.transactions },
            ]}
          />
        </Container>
      </section>
      <Container className="grid gap-16 py-16 sm:py-24 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="summary-heading">
          <h2 id="summary-heading" className="font-serif text-3xl font-semibold tracking-tight">
            {t.summary}
          </h2>
          <Prose className="mt-5" paragraphs={attorney.summary} />
          <h2 id="focus-heading" className="mt-14 font-serif text-3xl font-semibold tracking-tight">
            {t.focus}
          </h2>
          <BulletList look="rows" marker="dot" items={attorney.focus} className="mt-6" />
        </section>
        <aside className="space-y-12">
          <AsideList id="education-heading" title={t.education}>
            <TermList
              tone="aside"
              className="mt-4 space-y-4"
              items={attorney.education.map((e) => ({ term: e.school, detail: e.degree }))}
            />
          </AsideList>
          <AsideList id="recognition-heading" title={t.recognition}>
            <BulletList look="aside" items={attorney.recognition} className="mt-4" />
          </AsideList>
        </aside>
      </Container>
      <ClosingCta
        heading={fill(t.closing.heading, { name: firstName(attorney.name) })}
        text={t.closing.text}
        to={to('/contact')}
        label={t.closing.label}
      />
    </>
  )
}

// The portrait the firm uploaded in Site content (cropped to 4:5 by the frame); until there is one, a
// typeset plate with the attorney's initials.
function Portrait({ firm }: { firm: Firm }) {
  const { attorney } = firm
  const frame = 'aspect-[4/5] w-40 shrink-0 sm:w-56'
  if (attorney.portrait) {
    return (
      <ContentImage
        image={attorney.portrait}
        alt={attorney.portraitAlt}
        sizes="(min-width: 640px) 224px, 160px"
        eager
        className={`${frame} h-auto border border-paper-line bg-paper-raised object-cover`}
      />
    )
  }
  const initials = attorney.name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w) && !w.endsWith('.'))
    .map((w) => w[0])
    .join('')
  // A typeset plate, like the firm's letterhead: initials in the heading face between two brass rules.
  return (
    <div aria-hidden="true" className={`${frame} flex flex-col items-center justify-between bg-ink p-5 text-paper sm:p-7`}>
      <span className="h-px w-full bg-brass-light/70" />
      <span className="flex flex-col items-center">
        <span className="font-serif text-6xl font-semibold tracking-[0.06em] sm:text-7xl">{initials}</span>
        <span className="mt-3 whitespace-nowrap text-[9.5px] font-semibold uppercase tracking-[0.2em] text-brass-light sm:text-[11.5px] sm:tracking-[0.28em]">
          {firm.name}
        </span>
      </span>
      <span className="h-px w-full bg-brass-light/70" />
    </div>
  )
}

function AsideList({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-serif text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

export const meta: MetaFunction = (args) => {
  const { firm } = rootMetaData(args)
  const t = metaCopy(args, about)
  const { name, title } = firm.attorney
  return seo(args, {
    title: `${name}, ${title}`,
    description: fill(t.meta.description, { name, title, firm: firm.name }),
  })
}
