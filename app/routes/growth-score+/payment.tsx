// /growth-score/payment?signup_id=…: step 3, 'Proceed to Payment' for a signed letter. Also where a
// cancelled checkout returns (`checkout=cancelled`, from the spec's ?payment=cancelled): the session is
// closed and its place freed, then the page says 'Payment Cancelled'.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { isPaidState, isSignedState } from '~/models/signup-states'
import { cancelPayment, startPayment } from '~/models/signup-payment.server'
import { readFormData } from '~/utils/form-data.server'
import type { Notice } from '~/utils/notice'
import { clientIp } from '~/utils/rate-limit.server'
import { redirectWithToast } from '~/utils/toast.server'
import {
  boundSignup,
  refuseUnbound,
  flowPage,
  minutesUntil,
  paymentView,
  refusal,
  requireSignup,
  restart,
  stepUrl,
  toStateStep,
} from './__flow.server'
import { NOTICES, STEP_NOTICES } from './__notices'
import { FlowSection, PaymentStep, stepMeta } from './__ui'

const SHOWN_HERE = ['document-signed', 'payment-cancelled', 'verification-failed'] as const

export async function loader({ request }: LoaderFunctionArgs) {
  const signup = await requireSignup(request)
  const url = new URL(request.url)
  const notice = url.searchParams.get('notice')
  if (url.searchParams.get('checkout') === 'cancelled') {
    if (isPaidState(signup.state)) toStateStep(signup)
    if (!isSignedState(signup.state)) restart()
    const cancelled = await cancelPayment(signup)
    if (cancelled === 'confirming' && signup.checkout_session_id) {
      throw redirect(stepUrl('confirming', signup.id, { session_id: signup.checkout_session_id }))
    }
    throw redirect(stepUrl('payment', signup.id, { notice: 'payment-cancelled' }))
  }
  // ?document=signed on a letter that is not signed is no state this signup is in.
  if (notice === 'document-signed' && !isSignedState(signup.state)) restart()
  if (signup.state !== 'signed' && signup.state !== 'checkout_open') toStateStep(signup)
  const notices: Notice[] = SHOWN_HERE.filter((key) => key === notice).map((key) => STEP_NOTICES[key])
  const view = await paymentView(signup)
  // A check the worker has not run yet usually finishes within seconds: look again until it has.
  return flowPage(view, notices, view.conflict === 'pending' ? 3 : null, { headers: { 'cache-control': 'no-store' } })
}

export async function action({ request }: ActionFunctionArgs) {
  const signup = await boundSignup(request, await readFormData(request))
  if (!signup) refuseUnbound('missing-signup-payment')
  const result = await startPayment(signup.id, { ip: clientIp(request) })
  switch (result.kind) {
    case 'redirect':
      throw redirect(result.url, 303)
    case 'confirming':
      throw redirect(stepUrl('confirming', signup.id, { session_id: result.sessionId }))
    case 'refused': {
      // Nothing is lost: the details and the signed letter stay, and the payment step says why.
      const minutes = minutesUntil(result.retryAt)
      const notice = result.reason === 'email' ? NOTICES.checkoutOpenForEmail(minutes) : NOTICES.tooManyCheckouts(minutes)
      throw await redirectWithToast(stepUrl('payment', signup.id), notice)
    }
    case 'failed':
      throw await redirectWithToast(stepUrl('payment', signup.id), NOTICES.paymentFailed)
    case 'missing':
      return refusal([NOTICES.missingSignupPayment])
    case 'paid':
      throw redirect(stepUrl('complete', signup.id))
    case 'full':
    case 'conflict':
      // The page says why: the month is full, or the firm's conflict check is not complete.
      throw redirect(stepUrl('payment', signup.id))
    case 'not-signed':
      throw redirect(stepUrl('letter', signup.id))
  }
}

export default function PaymentPage() {
  const { view, notices, refreshSeconds } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <FlowSection view={view} notices={[...notices, ...(actionData?.notices ?? [])]} refreshSeconds={refreshSeconds}>
      <PaymentStep view={view} />
    </FlowSection>
  )
}

export const meta = stepMeta
