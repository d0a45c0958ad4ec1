import { LegalPage } from '~/components/marketing/legal-page'
import { Prose } from '~/components/marketing/ui'
import { useFirm } from '~/content/firm'
import { ACCESSIBILITY_EFFECTIVE, accessibilityStatement, TERMS_EFFECTIVE, termsSections } from '~/content/legal'
import { pageSeo } from '~/content/pages'
import { publicPageHeaders } from '~/utils/public-page'
import { seoMeta } from '~/utils/seo'

export const headers = publicPageHeaders
export const handle = { hydrate: false }

export default function Terms() {
  const firm = useFirm()
  const statement = accessibilityStatement(firm)
  return (
    <LegalPage
      title="Terms and Conditions"
      effective={TERMS_EFFECTIVE}
      sections={termsSections(firm)}
      after={
        <section id="accessibility" aria-labelledby="accessibility-heading" className="mt-16 scroll-mt-6 border-t-2 border-ink pt-10">
          <h2 id="accessibility-heading" className="font-serif text-3xl font-semibold tracking-tight">
            {statement.title}
          </h2>
          <p className="mt-2 text-[15px] text-ink-muted">
            Effective <time dateTime={ACCESSIBILITY_EFFECTIVE.iso}>{ACCESSIBILITY_EFFECTIVE.display}</time>
          </p>
          <Prose className="mt-5" paragraphs={statement.paragraphs} />
        </section>
      }
    />
  )
}

export const meta = seoMeta(pageSeo.terms)
