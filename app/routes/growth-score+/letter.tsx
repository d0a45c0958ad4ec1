// /growth-score/letter?signup_id=…: step 2, the engagement letter with 'Go Back' and 'I Agree and
// Sign'. Agreeing asks the worker for a signing envelope and waits on /growth-score/preparing.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { isSignedState } from '~/models/signup-states'
import { requestEngagementEnvelope } from '~/models/signup-signing.server'
import { readFormData } from '~/utils/form-data.server'
import { boundSignup, refuseUnbound, flowPage, letterView, party, refusal, requireSignup, stepUrl, toStateStep } from './__flow.server'
import { NOTICES } from './__notices'
import { FlowSection, LetterStep, stepMeta } from './__ui'

export async function loader({ request }: LoaderFunctionArgs) {
  const signup = await requireSignup(request)
  if (isSignedState(signup.state)) toStateStep(signup)
  const letter = letterView(signup)
  return flowPage({ kind: 'letter' as const, signupId: signup.id, letter, party: party(signup) }, letter ? [] : [NOTICES.letterLoadFailed])
}

export async function action({ request }: ActionFunctionArgs) {
  const signup = await boundSignup(request, await readFormData(request))
  if (!signup) refuseUnbound('missing-signup')
  const result = await requestEngagementEnvelope(signup.id)
  if (result === 'missing') return refusal([NOTICES.missingSignup])
  if (result === 'signed' || result === 'paid') throw redirect(stepUrl('payment', signup.id))
  throw redirect(stepUrl('preparing', signup.id))
}

export default function LetterPage() {
  const { view, notices, refreshSeconds } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <FlowSection view={view} notices={[...notices, ...(actionData?.notices ?? [])]} refreshSeconds={refreshSeconds}>
      <LetterStep view={view} />
    </FlowSection>
  )
}

export const meta = stepMeta
