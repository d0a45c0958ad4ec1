// POST target of the Circle interest form on /growth-score. With JavaScript it answers the fetcher;
// without, it redirects back to the form's anchor, or re-shows the form here with its messages.
import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { CircleInterestForm } from '~/components/interest-forms'
import { interestSections, notices } from '~/content/intake'
import { CircleInterestSchema } from '~/schemas/interest'
import { InterestFallbackPage } from './__interest-page'
import { handleIntake } from './__intake.server'

const back = `/growth-score#${interestSections.circle}`

export function loader() {
  return redirect(back)
}

export async function action({ request }: ActionFunctionArgs) {
  return handleIntake(request, {
    schema: CircleInterestSchema,
    toLead: (v) => ({ formType: 'circle-interest', name: v.name, email: v.email, companyName: v.company }),
    successUrl: () => back,
    success: notices.interestSubmitted,
    failure: notices.interestFailed,
    stayOnSuccess: true,
  })
}

export default function CircleInterest() {
  return (
    <InterestFallbackPage title="Circle membership interest" back={back}>
      {(lastResult) => <CircleInterestForm lastResult={lastResult} />}
    </InterestFallbackPage>
  )
}

export const meta: MetaFunction = () => [{ title: 'Circle membership interest | Harbor & Vale' }, { name: 'robots', content: 'noindex' }]
