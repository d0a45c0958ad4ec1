// /growth-score/letter?signup_id=…: step 2, the engagement letter with 'Go Back' and 'I Agree and
// Sign'. Agreeing asks the worker for a signing envelope and waits on /growth-score/preparing. When the
// envelope could not be made ('Submission Failed') or the signer declined at the provider
// (`?notice=signing-failed`), the letter is shown again with the notice, to try again.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { buttonClass, SubmitButton } from '~/components/forms'
import { LetterSheet } from '~/components/letter-sheet'
import { PurchaseStep } from '~/components/purchase-step'
import { readFormData } from '~/utils/form-data.server'
import { cn } from '~/utils/misc'
import type { Notice } from '~/utils/notice'
import { boundSignup, refuseUnbound, letterView, party, refusal, requireSignup, stepUrl, toStateStep } from './__flow.server'
import { stepMeta } from './__meta'
import { noticesIn, stepNoticesIn } from './__notices'
import * as purchase from '~/locales/purchase'
import { useCopy, useLocalePath } from '~/utils/i18n'
import { copiesIn, requestLang, spanishCopy } from '~/utils/i18n.server'
import { engagementEnvelopeProgress, requestEngagementEnvelope } from '~/models/signup-signing.server'
import { isSignedState } from '~/models/signup-states'

export async function loader({ request }: LoaderFunctionArgs) {
  const signup = await requireSignup(request)
  const lang = requestLang(request)
  const NOTICES = noticesIn(copiesIn(lang))
  if (isSignedState(signup.state)) toStateStep(signup, lang)
  const letter = letterView(signup)
  const envelope = await engagementEnvelopeProgress(signup)
  const notices: Notice[] = []
  if (!letter) notices.push(NOTICES.letterLoadFailed)
  if (envelope.state === 'failed') notices.push(NOTICES.submissionFailed(envelope.error))
  if (new URL(request.url).searchParams.get('notice') === 'signing-failed') notices.push(stepNoticesIn(copiesIn(lang))['signing-failed'])
  return data({
    spanish: spanishCopy(requestLang(request), 'letter', 'purchase'),
    signupId: signup.id,
    letter,
    party: party(signup),
    notices,
  })
}

export async function action({ request }: ActionFunctionArgs) {
  const signup = await boundSignup(request, await readFormData(request))
  const lang = requestLang(request)
  if (!signup) refuseUnbound('missing-signup', lang)
  const result = await requestEngagementEnvelope(signup.id)
  if (result === 'missing') return refusal([noticesIn(copiesIn(lang)).missingSignup])
  if (result === 'signed' || result === 'paid') throw redirect(stepUrl('payment', signup.id, {}, lang))
  throw redirect(stepUrl('preparing', signup.id, {}, lang))
}

export default function LetterPage() {
  const { signupId, letter, party, notices } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const t = useCopy(purchase)
  const to = useLocalePath()
  return (
    <PurchaseStep step={2} notices={[...notices, ...(actionData?.notices ?? [])]}>
      <div>
        <h2 className="font-serif text-2xl font-semibold sm:text-3xl">{t.letter.heading}</h2>
        <p className="mt-2 max-w-prose text-[16px] text-ink-soft">{t.letter.lead}</p>
        {letter ? (
          <div className="mt-6">
            <LetterSheet letter={letter} party={party} />
          </div>
        ) : null}
        {/* The letter's action bar: it stays in reach at the bottom of the screen while the letter scrolls. */}
        <div
          data-testid="letter-actions"
          className="sticky bottom-0 z-10 -mx-4 mt-6 flex items-center gap-3 border-t border-paper-line bg-paper/95 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-paper/85 sm:mx-0 sm:px-0"
        >
          <p className="mr-auto text-[14px] leading-tight text-ink-soft">
            <span className="block font-serif text-xl font-semibold text-ink">$4,000</span>
            <span className="max-sm:hidden">{t.letter.fee}</span>
          </p>
          <Form method="get" action={to('/growth-score/details')}>
            <input type="hidden" name="signup_id" value={signupId} />
            <button type="submit" className={cn(buttonClass('secondary'), 'max-sm:px-3')}>
              {t.letter.back}
            </button>
          </Form>
          {letter ? (
            <Form method="post" action={to(`/growth-score/letter?signup_id=${signupId}`)}>
              <input type="hidden" name="signup_id" value={signupId} />
              <SubmitButton intent="sign" pendingLabel={t.frame.processing} className="max-sm:px-3">
                {t.letter.agree}
              </SubmitButton>
            </Form>
          ) : null}
        </div>
      </div>
    </PurchaseStep>
  )
}

export const meta = stepMeta
