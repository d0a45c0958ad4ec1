import type { MetaFunction, LoaderFunctionArgs } from '@remix-run/node'
import { effectiveDate, LegalPage } from '~/components/marketing/legal-page'
import { Prose } from '~/components/marketing/ui'
import { useFirm } from '~/content/firm'
import { ACCESSIBILITY_EFFECTIVE, accessibilityStatement, TERMS_EFFECTIVE, termsSections } from '~/content/legal'
import * as legalCopy from '~/locales/legal'
import { metaCopy, useCopies, useCopy } from '~/utils/i18n'
import { requestLang, spanishCopy } from '~/utils/i18n.server'
import { publicPageHeaders } from '~/utils/public-page'
import { seo } from '~/utils/seo'

export function loader({ request }: LoaderFunctionArgs) {
  return { spanish: spanishCopy(requestLang(request), 'legal') }
}

export const headers = publicPageHeaders
export const handle = { hydrate: false }

export default function Terms() {
  const firm = useFirm()
  const copies = useCopies()
  const lang = copies.lang
  const t = useCopy(legalCopy)
  const statement = accessibilityStatement(firm, copies)
  return (
    <LegalPage
      title={t.terms.title}
      effective={TERMS_EFFECTIVE}
      sections={termsSections(firm, copies)}
      englishPath="/terms"
      after={
        <section id="accessibility" aria-labelledby="accessibility-heading" className="mt-16 scroll-mt-6 border-t-2 border-ink pt-10">
          <h2 id="accessibility-heading" className="font-serif text-3xl font-semibold tracking-tight">
            {statement.title}
          </h2>
          <p className="mt-2 text-[15px] text-ink-muted">
            {t.effective}
            <time dateTime={ACCESSIBILITY_EFFECTIVE.iso}>{effectiveDate(lang, ACCESSIBILITY_EFFECTIVE)}</time>
          </p>
          <Prose className="mt-5" paragraphs={statement.paragraphs} />
        </section>
      }
    />
  )
}

export const meta: MetaFunction = (args) => {
  const t = metaCopy(args, legalCopy)
  return seo(args, { title: t.terms.meta.title, description: t.terms.meta.description })
}
