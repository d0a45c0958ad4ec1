// The Exit Suite consultation form's own page and POST target (see interest.circle.tsx).
import type { ActionFunctionArgs, MetaFunction, LoaderFunctionArgs } from '@remix-run/node'
import { ExitSuiteInterestForm } from '~/components/interest-forms'
import { interestSections } from '~/content/intake'
import { exitSuiteInterestSchema } from '~/schemas/interest'
import * as intake from '~/locales/intake'
import { metaCopy, useCopy } from '~/utils/i18n'
import { requestLang, spanishCopy } from '~/utils/i18n.server'
import { seo } from '~/utils/seo'
import { InterestPage } from './__interest-page'
import { handleInterest } from './__intake.server'

export function loader({ request }: LoaderFunctionArgs) {
  return { spanish: spanishCopy(requestLang(request), 'intake') }
}

export async function action({ request }: ActionFunctionArgs) {
  return handleInterest(request, {
    form: interestSections.exitSuite,
    schema: exitSuiteInterestSchema,
    toLead: (v) => ({
      formType: 'exit-suite-interest',
      name: v.name,
      email: v.email,
      companyName: v.company,
      message: v.message ?? null,
    }),
  })
}

export default function ExitSuiteInterest() {
  const t = useCopy(intake).interest.exitSuite
  return (
    <InterestPage eyebrow={t.eyebrow} title={t.title} intro={t.intro}>
      {(lastResult) => <ExitSuiteInterestForm lastResult={lastResult} />}
    </InterestPage>
  )
}

export const meta: MetaFunction = (args) => {
  const t = metaCopy(args, intake).interest.exitSuite
  return seo(args, { title: t.metaTitle, description: t.metaDescription })
}
