// /growth-score/preparing?signup_id=…: 'Preparing your document…' while the worker makes the signing
// envelope; then on to the signing URL (our own /growth-score/sign, or the provider's), or back to the
// letter with 'Submission Failed' if the provider could not make it.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { engagementEnvelopeProgress } from '~/models/signup-signing.server'
import { flowPage, letterView, party, requireSignup, toStateStep } from './__flow.server'
import { NOTICES } from './__notices'
import { FlowSection, LetterStep, Waiting, stepMeta } from './__ui'

export async function loader({ request }: LoaderFunctionArgs) {
  const signup = await requireSignup(request)
  const progress = await engagementEnvelopeProgress(signup)
  if (progress.state === 'ready' && progress.signingUrl) throw redirect(progress.signingUrl)
  if (progress.state === 'failed') {
    return flowPage({ kind: 'letter' as const, signupId: signup.id, letter: letterView(signup), party: party(signup) }, [
      NOTICES.submissionFailed(progress.error),
    ])
  }
  if (progress.state !== 'preparing') toStateStep(signup)
  return flowPage({ kind: 'preparing' as const, signupId: signup.id }, [], 1)
}

export default function PreparingPage() {
  const { view, notices, refreshSeconds } = useLoaderData<typeof loader>()
  return (
    <FlowSection view={view} notices={notices} refreshSeconds={refreshSeconds}>
      {view.kind === 'letter' ? (
        <LetterStep view={view} />
      ) : (
        <Waiting title="Preparing your document…">
          This takes a few seconds. The page moves on by itself when your letter is ready to sign.
        </Waiting>
      )}
    </FlowSection>
  )
}

export const meta = stepMeta
