import type { MetaFunction } from '@remix-run/node'
import { Mail, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { ClosingCta, Container, Eyebrow, Prose } from '~/components/marketing/ui'
import { telHref, useFirm } from '~/content/firm'
import { publicPageHeaders } from '~/utils/public-page'
import { rootMetaData, seo } from '~/utils/seo'

export const headers = publicPageHeaders
export const handle = { hydrate: false }

export default function AttorneyProfile() {
  const firm = useFirm()
  const { attorney } = firm
  const initials = attorney.name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w) && !w.endsWith('.'))
    .map((w) => w[0])
    .join('')
  return (
    <>
      <section className="border-b border-paper-line">
        <Container className="grid gap-10 pb-14 pt-12 sm:pb-20 sm:pt-20 md:grid-cols-[auto_1fr] md:items-center md:gap-14">
          <div
            aria-hidden="true"
            className="flex size-36 items-center justify-center border border-brass/40 bg-ink font-serif text-5xl font-semibold tracking-wide text-paper sm:size-48 sm:text-6xl"
          >
            {initials}
          </div>
          <div>
            <Eyebrow>Attorney Profile</Eyebrow>
            <h1 className="mt-5 font-serif text-[2.5rem] font-semibold leading-[1.08] tracking-tight sm:text-6xl">{attorney.name}</h1>
            <p className="mt-3 text-xl text-ink-soft">
              {attorney.title}, {firm.name}
            </p>
            <p className="mt-1 text-[15px] text-ink-muted">{attorney.bar}</p>
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
        </Container>
      </section>
      <Container className="grid gap-16 py-16 sm:py-24 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="summary-heading">
          <h2 id="summary-heading" className="font-serif text-3xl font-semibold tracking-tight">
            Summary
          </h2>
          <Prose className="mt-5">
            {attorney.summary.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </Prose>
          <h2 id="focus-heading" className="mt-14 font-serif text-3xl font-semibold tracking-tight">
            Areas of focus
          </h2>
          <ul aria-labelledby="focus-heading" className="mt-6 grid gap-x-8 sm:grid-cols-2">
            {attorney.focus.map((f) => (
              <li key={f} className="flex gap-3 border-t border-paper-line py-3.5 leading-snug">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 bg-brass" />
                {f}
              </li>
            ))}
          </ul>
        </section>
        <aside className="space-y-12">
          <AsideList id="education-heading" title="Education">
            {attorney.education.map((e) => (
              <li key={e.school} className="border-l-2 border-brass pl-4">
                <p className="font-semibold">{e.school}</p>
                <p className="text-[15px] text-ink-muted">{e.degree}</p>
              </li>
            ))}
          </AsideList>
          <AsideList id="recognition-heading" title="Recognition">
            {attorney.recognition.map((r) => (
              <li key={r} className="border-l-2 border-brass pl-4 text-[16px] leading-relaxed text-ink-soft">
                {r}
              </li>
            ))}
          </AsideList>
        </aside>
      </Container>
      <ClosingCta
        heading={`Speak with ${attorney.name.split(' ')[0]} directly.`}
        text="Every engagement is led personally by the managing attorney."
        to="/contact"
        label="Contact the Firm"
      />
    </>
  )
}

function AsideList({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-serif text-2xl font-semibold">
        {title}
      </h2>
      <ul className="mt-4 space-y-4">{children}</ul>
    </section>
  )
}

export const meta: MetaFunction = (args) => {
  const { firm } = rootMetaData(args)
  return seo(args, {
    title: `${firm.attorney.name}, ${firm.attorney.title}`,
    description: `${firm.attorney.name}, ${firm.attorney.title} of ${firm.name}: education, recognition and areas of focus in mergers and acquisitions, exit readiness and corporate law.`,
  })
}
