// /growth-score/sign?signup_id=…: the signing URL. With the built-in provider, the letter with 'Full
// name', the consent box and 'Confirm Signature'; with DocuSign, where its signing ceremony returns,
// waiting for its confirmation (the signature itself arrives through Connect, never through this URL;
// a decline goes back to the letter with 'Signing Failed'). A signed letter moves on to
// /growth-score?document=signed&signup_id=…, the spec's URL, which leads to the payment step.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { PurchaseStep, Waiting } from '~/components/purchase-step'
import { SignableLetter } from '~/components/signature-form'
import { consentFor, engagementLetterFor } from '~/models/signups.server'
import { signatureSchema } from '~/schemas/growth-score'
import * as purchase from '~/locales/purchase'
import { useCopy, useLocalePath } from '~/utils/i18n'
import { copiesIn, requestLang, spanishCopy } from '~/utils/i18n.server'
import { env } from '~/utils/env.server'
import { readFormData } from '~/utils/form-data.server'
import {
  FLOW_PATH,
  boundSignup,
  documentView,
  refuseUnbound,
  formReply,
  party,
  refusal,
  requireSignup,
  stepUrl,
  toStateStep,
} from './__flow.server'
import { requestMeta } from '~/utils/request-meta.server'
import { noticesIn } from './__notices'
import { stepMeta } from './__meta'
import { confirmBuiltinSignature } from '~/models/signup-signing.server'
import { isPaidState, isSignedState } from '~/models/signup-states'

// The spec's URL, language-neutral: it continues in the signup's language (see legacyLang).
const signedUrl = (signupId: string) => `${FLOW_PATH}?document=signed&signup_id=${encodeURIComponent(signupId)}`

export async function loader({ request }: LoaderFunctionArgs) {
  const signup = await requireSignup(request)
  const lang = requestLang(request)
  if (isPaidState(signup.state)) toStateStep(signup, lang)
  if (isSignedState(signup.state)) throw redirect(signedUrl(signup.id))
  const doc = engagementLetterFor(signup)
  // The letter's own page says it cannot be loaded.
  if (!doc) throw redirect(stepUrl('letter', signup.id, {}, lang))
  if (env().SIGNATURE_PROVIDER === 'docusign') {
    const event = new URL(request.url).searchParams.get('event')
    if (event && event !== 'signing_complete') throw redirect(stepUrl('letter', signup.id, { notice: 'signing-failed' }, lang))
    return data({ spanish: spanishCopy(requestLang(request), 'letter', 'purchase'), provider: 'docusign' as const })
  }
  if (signup.state === 'letter_preparing') throw redirect(stepUrl('preparing', signup.id, {}, lang))
  if (signup.state !== 'awaiting_signature') toStateStep(signup, lang)
  // The consent ticked is the one stored with the signature, in the letter's language.
  const consent = consentFor('engagement-letter', doc)
  return data({
    spanish: spanishCopy(requestLang(request), 'letter', 'purchase'),
    provider: 'builtin' as const,
    signupId: signup.id,
    letter: documentView(doc),
    consent,
    party: party(signup),
  })
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request)
  const signup = await boundSignup(request, form)
  const lang = requestLang(request)
  const NOTICES = noticesIn(copiesIn(lang))
  if (!signup) refuseUnbound('missing-signup', lang)
  if (env().SIGNATURE_PROVIDER !== 'builtin') return refusal([NOTICES.signingFailed], 409)
  const submission = parseWithZod(form, { schema: signatureSchema(copiesIn(lang)) })
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
  if (result.reason === 'already-signed' || result.reason === 'paid') throw redirect(stepUrl('payment', signup.id, {}, lang))
  return refusal([NOTICES.signingFailed], 409)
}

export default function SignPage() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const notices = actionData?.notices ?? []
  const t = useCopy(purchase).sign
  const to = useLocalePath()
  if (page.provider === 'docusign') {
    return (
      <PurchaseStep step={2} notices={notices} refreshSeconds={2}>
        <Waiting title={t.confirmingTitle}>{t.confirmingText}</Waiting>
      </PurchaseStep>
    )
  }
  return (
    <PurchaseStep step={2} notices={notices}>
      <div>
        <h2 className="font-serif text-2xl font-semibold sm:text-3xl">{t.heading}</h2>
        <p className="mt-2 max-w-prose text-[16px] text-ink-soft">{t.lead}</p>
        <div className="mt-6">
          <SignableLetter
            id="sign"
            action={to(`/growth-score/sign?signup_id=${page.signupId}`)}
            signupId={page.signupId}
            letter={page.letter}
            party={page.party}
            consentLabel={page.consent}
            lastResult={actionData?.form === 'signature' ? actionData.result : undefined}
            foldBody
          >
            <dl className="mb-5 grid gap-3 text-[15px] sm:grid-cols-2">
              <div>
                <dt className="text-sm font-semibold text-ink-muted">{t.email}</dt>
                <dd className="[overflow-wrap:anywhere]">{page.party.email}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-ink-muted">{t.company}</dt>
                <dd>{page.party.company}</dd>
              </div>
            </dl>
          </SignableLetter>
        </div>
      </div>
    </PurchaseStep>
  )
}

export const meta = stepMeta
