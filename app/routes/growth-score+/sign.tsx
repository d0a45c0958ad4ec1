// /growth-score/sign?signup_id=…: the signing URL. With the built-in provider, the letter with 'Full
// name', the consent box and 'Confirm Signature'; with DocuSign, where its signing ceremony returns
// (the signature itself arrives through Connect, never through this URL). A signed letter moves on to
// /growth-score?document=signed&signup_id=…, the spec's URL, which leads to the payment step.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { isPaidState, isSignedState } from '~/models/signup-states'
import { confirmBuiltinSignature } from '~/models/signup-signing.server'
import { SignatureSchema } from '~/schemas/growth-score'
import { env } from '~/utils/env.server'
import { readFormData } from '~/utils/form-data.server'
import {
  FLOW_PATH,
  boundSignup,
  refuseUnbound,
  flowPage,
  formReply,
  letterView,
  party,
  refusal,
  requireSignup,
  stepUrl,
  toStateStep,
} from './__flow.server'
import { requestMeta } from '~/utils/request-meta.server'
import { NOTICES } from './__notices'
import { FlowSection, LetterStep, SignStep, Waiting, stepMeta } from './__ui'

const signedUrl = (signupId: string) => `${FLOW_PATH}?document=signed&signup_id=${encodeURIComponent(signupId)}`

export async function loader({ request }: LoaderFunctionArgs) {
  const signup = await requireSignup(request)
  if (isPaidState(signup.state)) toStateStep(signup)
  if (isSignedState(signup.state)) throw redirect(signedUrl(signup.id))
  const letter = letterView(signup)
  const letterPage = (notice: (typeof NOTICES)['letterLoadFailed' | 'signingFailed']) =>
    flowPage({ kind: 'letter' as const, signupId: signup.id, letter, party: party(signup) }, [notice])
  if (!letter) return letterPage(NOTICES.letterLoadFailed)
  if (env().SIGNATURE_PROVIDER === 'docusign') {
    const event = new URL(request.url).searchParams.get('event')
    if (event && event !== 'signing_complete') return letterPage(NOTICES.signingFailed)
    return flowPage({ kind: 'sign-waiting' as const, signupId: signup.id }, [], 2)
  }
  if (signup.state === 'letter_preparing') throw redirect(stepUrl('preparing', signup.id))
  if (signup.state !== 'awaiting_signature') toStateStep(signup)
  return flowPage({ kind: 'sign' as const, signupId: signup.id, letter, party: party(signup) })
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request)
  const signup = await boundSignup(request, form)
  if (!signup) refuseUnbound('missing-signup')
  if (env().SIGNATURE_PROVIDER !== 'builtin') return refusal([NOTICES.signingFailed], 409)
  const submission = parseWithZod(form, { schema: SignatureSchema })
  if (submission.status !== 'success') return formReply({ notices: [], result: submission.reply(), form: 'signature' })
  let result
  try {
    result = await confirmBuiltinSignature(signup.id, {
      signerName: submission.value.full_name,
      consent: submission.value.consent,
      shownSha256: submission.value.letter_sha256,
      meta: requestMeta(request),
    })
  } catch (error) {
    console.error('signature failed', error)
    return refusal([NOTICES.signingFailed], 500)
  }
  if (result.ok) throw redirect(signedUrl(signup.id))
  if (result.reason === 'already-signed' || result.reason === 'paid') throw redirect(stepUrl('payment', signup.id))
  return refusal([NOTICES.signingFailed], 409)
}

export default function SignPage() {
  const { view, notices, refreshSeconds } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <FlowSection view={view} notices={[...notices, ...(actionData?.notices ?? [])]} refreshSeconds={refreshSeconds}>
      {view.kind === 'sign' ? (
        <SignStep view={view} actionData={actionData} />
      ) : view.kind === 'letter' ? (
        <LetterStep view={view} />
      ) : (
        <Waiting title="Confirming your signature…">
          We are waiting for the signature service to confirm. This page moves on by itself.
        </Waiting>
      )}
    </FlowSection>
  )
}

export const meta = stepMeta
