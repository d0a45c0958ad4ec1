// /growth-score/preparing?signup_id=…: 'Preparing your document…' while the worker makes the signing
// envelope; then on to the signing URL (our own /growth-score/sign, or the provider's), or back to the
// letter, which says 'Submission Failed', if the provider could not make it.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { PurchaseStep, Waiting } from '~/components/purchase-step'
import { requireSignup, stepUrl, toStateStep } from './__flow.server'
import { stepMeta } from './__meta'
import { engagementEnvelopeProgress } from '~/models/signup-signing.server'
import * as purchase from '~/locales/purchase'
import { localePath, useCopy } from '~/utils/i18n'
import { requestLang, spanishCopy } from '~/utils/i18n.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const signup = await requireSignup(request)
  const lang = requestLang(request)
  const progress = await engagementEnvelopeProgress(signup)
  // Our own signing page in the page's language (a provider's page is its own address).
  if (progress.state === 'ready' && progress.signingUrl) throw redirect(localePath(lang, progress.signingUrl))
  if (progress.state === 'failed') throw redirect(stepUrl('letter', signup.id, {}, lang))
  if (progress.state !== 'preparing') toStateStep(signup, lang)
  return { spanish: spanishCopy(requestLang(request), 'purchase') }
}

export default function PreparingPage() {
  const t = useCopy(purchase).preparing
  return (
    <PurchaseStep step={2} notices={[]} refreshSeconds={1}>
      <Waiting title={t.title}>{t.text}</Waiting>
    </PurchaseStep>
  )
}

export const meta = stepMeta
