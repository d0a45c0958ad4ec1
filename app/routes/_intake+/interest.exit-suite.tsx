// POST target of the Exit Suite consultation form on /growth-score (see interest.circle.tsx).
import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { ExitSuiteInterestForm } from '~/components/interest-forms'
import { interestSections, notices } from '~/content/intake'
import { ExitSuiteInterestSchema } from '~/schemas/interest'
import { InterestFallbackPage } from './__interest-page'
import { handleIntake } from './__intake.server'

const back = `/growth-score#${interestSections.exitSuite}`

export function loader() {
  return redirect(back)
}

export async function action({ request }: ActionFunctionArgs) {
  return handleIntake(request, {
    schema: ExitSuiteInterestSchema,
    toLead: (v) => ({
      formType: 'exit-suite-interest',
      name: v.name,
      email: v.email,
      companyName: v.company,
      message: v.message ?? null,
    }),
    successUrl: () => back,
    success: notices.interestSubmitted,
    failure: notices.interestFailed,
    stayOnSuccess: true,
  })
}

export default function ExitSuiteInterest() {
  return (
    <InterestFallbackPage title="Exit Suite consultation" back={back}>
      {(lastResult) => <ExitSuiteInterestForm lastResult={lastResult} />}
    </InterestFallbackPage>
  )
}

export const meta: MetaFunction = () => [{ title: 'Exit Suite consultation | Harbor & Vale' }, { name: 'robots', content: 'noindex' }]
