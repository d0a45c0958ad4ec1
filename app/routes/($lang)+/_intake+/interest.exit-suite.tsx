// The Exit Suite consultation form's own page and POST target (see interest.circle.tsx).
import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node'
import { ExitSuiteInterestForm } from '~/components/interest-forms'
import { interestSections } from '~/content/intake'
import { ExitSuiteInterestSchema } from '~/schemas/interest'
import { seo } from '~/utils/seo'
import { InterestPage } from './__interest-page'
import { handleInterest } from './__intake.server'

export async function action({ request }: ActionFunctionArgs) {
  return handleInterest(request, {
    form: interestSections.exitSuite,
    schema: ExitSuiteInterestSchema,
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
  return (
    <InterestPage
      eyebrow="Exit Suite"
      title="Schedule an M&A consultation"
      intro="For founders preparing a seven- or eight-figure exit. Tell us about the business and your timing; we will reply to arrange a confidential first conversation."
    >
      {(lastResult) => <ExitSuiteInterestForm lastResult={lastResult} />}
    </InterestPage>
  )
}

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: 'Exit Suite consultation',
    description: 'Request a confidential consultation about M&A representation for a seven- or eight-figure exit.',
  })
