// The Circle interest form's own page and POST target. The form also sits on /growth-score; posted from
// there with JavaScript it answers the fetcher, without it redirects back to the form's anchor.
import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node'
import { CircleInterestForm } from '~/components/interest-forms'
import { interestSections } from '~/content/intake'
import { CircleInterestSchema } from '~/schemas/interest'
import { seo } from '~/utils/seo'
import { InterestPage } from './__interest-page'
import { handleInterest } from './__intake.server'

export async function action({ request }: ActionFunctionArgs) {
  return handleInterest(request, {
    form: interestSections.circle,
    schema: CircleInterestSchema,
    toLead: (v) => ({ formType: 'circle-interest', name: v.name, email: v.email, companyName: v.company }),
  })
}

export default function CircleInterest() {
  return (
    <InterestPage
      eyebrow="The Apex Circle"
      title="Membership interest"
      intro="The Apex Circle admits a small number of members at a time. Leave your details and we will be in touch to talk through your priorities and whether the membership fits them."
    >
      {(lastResult) => <CircleInterestForm lastResult={lastResult} />}
    </InterestPage>
  )
}

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: 'Circle membership interest',
    description:
      'Tell the firm you are interested in the Circle membership: ongoing outside counsel with tailored deliverables each month.',
  })
