// The Circle interest form's own page and POST target. The form also sits on /growth-score; posted from
// there with JavaScript it answers the fetcher, without it redirects back to the form's anchor.
import type { ActionFunctionArgs, MetaFunction, LoaderFunctionArgs } from '@remix-run/node'
import { CircleInterestForm } from '~/components/interest-forms'
import { interestSections } from '~/content/intake'
import { circleInterestSchema } from '~/schemas/interest'
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
    form: interestSections.circle,
    schema: circleInterestSchema,
    toLead: (v) => ({ formType: 'circle-interest', name: v.name, email: v.email, companyName: v.company }),
  })
}

export default function CircleInterest() {
  const t = useCopy(intake).interest.circle
  return (
    <InterestPage eyebrow={t.eyebrow} title={t.title} intro={t.intro}>
      {(lastResult) => <CircleInterestForm lastResult={lastResult} />}
    </InterestPage>
  )
}

export const meta: MetaFunction = (args) => {
  const t = metaCopy(args, intake).interest.circle
  return seo(args, { title: t.metaTitle, description: t.metaDescription })
}
