// /growth-score/confirming?signup_id=…&session_id=…: where a paid checkout returns (the spec's
// ?payment=success&session_id=…). The worker asks the provider; this page waits for its answer, then
// shows the completed purchase, or the payment step with 'Payment Verification Failed'.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { PurchaseStep, Waiting } from '~/components/purchase-step'
import { requireSignup, restart, stepUrl } from './__flow.server'
import { stepMeta } from './__meta'
import { requestVerification, verificationProgress } from '~/models/signup-payment.server'
import * as purchase from '~/locales/purchase'
import { useCopy } from '~/utils/i18n'
import { requestLang, spanishCopy } from '~/utils/i18n.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const signup = await requireSignup(request)
  const lang = requestLang(request)
  const sessionId = new URL(request.url).searchParams.get('session_id')
  if (!sessionId || sessionId !== signup.checkout_session_id) restart(lang)
  const progress = await verificationProgress(signup)
  if (progress === 'paid') throw redirect(stepUrl('complete', signup.id, { notice: 'payment-successful' }, lang))
  if (progress === 'failed') throw redirect(stepUrl('payment', signup.id, { notice: 'verification-failed' }, lang))
  await requestVerification(signup)
  return { spanish: spanishCopy(requestLang(request), 'purchase') }
}

export default function ConfirmingPage() {
  const t = useCopy(purchase).confirming
  return (
    <PurchaseStep step={3} notices={[]} refreshSeconds={2}>
      <Waiting title={t.title}>{t.text}</Waiting>
    </PurchaseStep>
  )
}

export const meta = stepMeta
