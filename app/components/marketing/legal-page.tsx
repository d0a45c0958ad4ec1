import type { ReactNode } from 'react'
import type { LegalSection } from '~/content/legal'
import * as legalCopy from '~/locales/legal'
import { formatLongDate, useCopy, useLang, type Lang } from '~/utils/i18n'
import { Container, Eyebrow, Prose } from './ui'

function sectionId(i: number) {
  return `section-${i + 1}`
}

/** An effective date as the page's language writes it: the spec's 01.01.2025 in English, "1 de enero de 2025" in Spanish. */
export function effectiveDate(lang: Lang, effective: { display: string; iso: string }) {
  return lang === 'en' ? effective.display : formatLongDate(lang, new Date(effective.iso), 'UTC')
}

/**
 * A numbered legal document with its effective date and a table of contents. In Spanish it is a courtesy
 * translation: it opens with the sentence that the English version governs and a link to it (`englishPath`).
 */
export function LegalPage({
  title,
  effective,
  sections,
  englishPath,
  after,
}: {
  title: string
  effective: { display: string; iso: string }
  sections: LegalSection[]
  englishPath: string
  after?: ReactNode
}) {
  const t = useCopy(legalCopy)
  const lang = useLang()
  return (
    <Container className="py-12 sm:py-20">
      <div className="grid gap-12 lg:grid-cols-[16rem_1fr] lg:gap-16">
        <div className="lg:sticky lg:top-8 lg:self-start">
          <Eyebrow>{t.eyebrow}</Eyebrow>
          <h1 className="mt-4 font-serif text-4xl font-semibold leading-tight tracking-tight sm:text-5xl">{title}</h1>
          <p className="mt-4 text-[15px] text-ink-muted">
            {t.effective}
            <time dateTime={effective.iso}>{effectiveDate(lang, effective)}</time>
          </p>
          <nav aria-label={t.contents} className="mt-8 hidden lg:block">
            <ol className="space-y-1 text-[14.5px]">
              {sections.map((s, i) => (
                <li key={s.title}>
                  <a
                    className="inline-flex min-h-[32px] items-center text-ink-soft hover:text-ink hover:underline"
                    href={`#${sectionId(i)}`}
                  >
                    {i + 1}. {s.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </div>
        <div className="max-w-prose">
          {t.courtesy.notice ? (
            <p role="note" className="mb-12 border-l-4 border-brass bg-paper-raised px-4 py-3 text-[16px] leading-relaxed">
              {t.courtesy.notice}{' '}
              <a href={englishPath} hrefLang="en" className="font-semibold underline underline-offset-4">
                {t.courtesy.link}
              </a>
            </p>
          ) : null}
          <ol className="space-y-12" data-testid="legal-sections">
            {sections.map((s, i) => (
              <li key={s.title} id={sectionId(i)} className="scroll-mt-6">
                <h2 className="font-serif text-2xl font-semibold tracking-tight">
                  {i + 1}. {s.title}
                </h2>
                <Prose className="mt-4" paragraphs={s.paragraphs}>
                  {s.list ? (
                    <ul className="list-disc space-y-2 pl-6 marker:text-brass">
                      {s.list.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  ) : null}
                </Prose>
              </li>
            ))}
          </ol>
          {after}
        </div>
      </div>
    </Container>
  )
}
