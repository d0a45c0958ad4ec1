// /growth-score/complete?signup_id=…: the paid purchase ('Process Complete'), and the post-payment
// agreement's progress while the worker prepares it.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { isProvisioned, signInPayingBrowser } from '~/models/purchase-session.server'
import { isPaidState } from '~/models/signup-states'
import { completeView, flowPage, requireSignup, toStateStep } from './__flow.server'
import { STEP_NOTICES } from './__notices'
import { CompleteStep, FlowSection, stepMeta } from './__ui'

export async function loader({ request }: LoaderFunctionArgs) {
  const signup = await requireSignup(request)
  if (!isPaidState(signup.state)) toStateStep(signup)
  const { view, notices, refreshSeconds } = await completeView(signup)
  const arrived = new URL(request.url).searchParams.get('notice') === 'payment-successful'
  // The browser that paid is signed in to its purchase as soon as the account exists (its page refreshes
  // until then), so 'Go to the client portal' opens at once.
  const cookie = await signInPayingBrowser(request, signup)
  const waitingForAccount = !isProvisioned(signup) ? 3 : null
  return flowPage(
    view,
    arrived ? [STEP_NOTICES['payment-successful'], ...notices] : notices,
    refreshSeconds ?? waitingForAccount,
    cookie ? { headers: { 'set-cookie': cookie } } : undefined,
  )
}

export default function CompletePage() {
  const { view, notices, refreshSeconds } = useLoaderData<typeof loader>()
  return (
    <FlowSection view={view} notices={notices} refreshSeconds={refreshSeconds}>
      <CompleteStep view={view} />
    </FlowSection>
  )
}

export const meta = stepMeta
