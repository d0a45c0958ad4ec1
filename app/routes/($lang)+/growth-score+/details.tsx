// /growth-score/details?signup_id=…: step 1 again ('Go Back' from the letter), prefilled; saving new
// details prepares the letter again. Once the letter is signed the details are fixed.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { PurchaseStep } from '~/components/purchase-step'
import { updateSignupDetails } from '~/models/signups.server'
import { growthScoreSignupSchema } from '~/schemas/growth-score'
import { copiesIn, requestLang, spanishCopy } from '~/utils/i18n.server'
import { readFormData } from '~/utils/form-data.server'
import {
  boundSignup,
  refuseUnbound,
  capacityView,
  detailsRefused,
  formReply,
  publicFormGuard,
  requireSignup,
  stepUrl,
  toStateStep,
} from './__flow.server'
import { DetailsForm } from './__details-form'
import { stepMeta } from './__meta'
import { canTransition } from '~/models/signup-states'

export async function loader({ request }: LoaderFunctionArgs) {
  const signup = await requireSignup(request)
  const lang = requestLang(request)
  if (!canTransition(signup.state, 'editDetails')) toStateStep(signup, lang)
  const values = {
    name: signup.name,
    email: signup.email,
    company: signup.company_name,
    phone: signup.phone,
    message: signup.message ?? '',
    otherParties: signup.other_parties ?? '',
  }
  return data({ spanish: spanishCopy(requestLang(request), 'purchase'), signupId: signup.id, capacity: await capacityView(lang), values })
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request)
  const lang = requestLang(request)
  const refused = await publicFormGuard(request, form)
  if (refused) return refused
  const signup = await boundSignup(request, form)
  if (!signup) refuseUnbound('missing-signup', lang)
  const submission = parseWithZod(form, { schema: growthScoreSignupSchema(copiesIn(lang)) })
  if (submission.status !== 'success') return formReply(detailsRefused(form, submission.reply(), lang))
  await updateSignupDetails(signup.id, submission.value)
  // Saved, or already signed (the details are then fixed): either way the signup's own step follows.
  throw redirect(stepUrl('letter', signup.id, {}, lang))
}

export default function DetailsPage() {
  const { signupId, capacity, values } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <PurchaseStep step={1} notices={[]}>
      <DetailsForm
        signupId={signupId}
        capacity={capacity}
        values={values}
        notices={actionData?.notices ?? []}
        lastResult={actionData?.form === 'details' ? actionData.result : undefined}
      />
    </PurchaseStep>
  )
}

export const meta = stepMeta
