// /growth-score: the sales page with step 1 (client details) of the purchase, or the waitlist when the
// month is full. The spec's query URLs (?payment=…, ?document=signed, ?step=sign, ?signup_id=…) are
// answered by the step routes beside this one: they redirect there.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Field, HoneypotField, SubmitButton } from '~/components/forms'
import { NameEmailFields } from '~/components/name-email-fields'
import { PurchaseStep } from '~/components/purchase-step'
import { createLead } from '~/models/leads.server'
import { bindingCookie, newBrowserKey } from '~/models/signup-access.server'
import { createSignup } from '~/models/signups.server'
import { GrowthScoreSignupSchema, WaitlistSchema } from '~/schemas/growth-score'
import { readFormData } from '~/utils/form-data.server'
import { redirectWithToast } from '~/utils/toast.server'
import { rootMetaData } from '~/utils/seo'
import { livePublicPageHeaders } from '~/utils/public-page'
import { FLOW_PATH, capacityView, detailsRefused, formReply, type Capacity, legacyTarget, publicFormGuard, stepUrl } from './__flow.server'
import { NOTICES } from './__notices'
import { ChooseYourPath, InterestForms, LegacySection, Proof, SalesHero, ValueStack } from './__sales'
import { DetailsForm } from './__details-form'
import { requestMeta } from '~/utils/request-meta.server'

// The same page for every anonymous visitor, served from memory like the other public pages (decision
// 0017): its forms post as they do without JavaScript, and the page ships no bundle.
export const handle = { hydrate: false }
export const headers = livePublicPageHeaders

export async function loader({ request }: LoaderFunctionArgs) {
  const target = legacyTarget(new URL(request.url))
  if (target) throw redirect(target)
  return data({ capacity: await capacityView() })
}

/** Two forms live on this page: step 1 ('details', creating the signup) and the waitlist. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request)
  const intent = form.get('intent')
  const refused = await publicFormGuard(request, form)
  if (refused) return refused

  if (intent === 'waitlist') {
    const submission = parseWithZod(form, { schema: WaitlistSchema })
    if (submission.status !== 'success') return formReply({ notices: [], result: submission.reply(), form: 'waitlist' })
    await createLead(
      {
        formType: 'growth-score-waitlist',
        name: submission.value.name,
        email: submission.value.email,
        companyName: submission.value.company,
      },
      requestMeta(request),
    )
    throw await redirectWithToast(`${FLOW_PATH}#start`, NOTICES.waitlistJoined)
  }

  const submission = parseWithZod(form, { schema: GrowthScoreSignupSchema })
  if (submission.status !== 'success') return formReply(detailsRefused(form, submission.reply()))
  const browser = newBrowserKey()
  const signupId = await createSignup(submission.value, browser.keyHash, requestMeta(request))
  throw redirect(stepUrl('letter', signupId), { headers: { 'set-cookie': await bindingCookie(request, signupId, browser.key) } })
}

export default function GrowthScorePage() {
  const { capacity } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <>
      <SalesHero capacity={capacity} />
      <ValueStack />
      <Proof />
      <div className="bg-paper-raised/60 border-y border-paper-line">
        <PurchaseStep step={1} notices={[]} heading="h2">
          {capacity.full ? (
            <Waitlist capacity={capacity} lastResult={actionData?.form === 'waitlist' ? actionData.result : undefined} />
          ) : (
            <DetailsForm
              signupId={null}
              capacity={capacity}
              values={null}
              notices={actionData && actionData.form !== 'waitlist' ? actionData.notices : []}
              lastResult={actionData?.form === 'details' ? actionData.result : undefined}
            />
          )}
        </PurchaseStep>
      </div>
      <ChooseYourPath />
      <InterestForms />
      <LegacySection />
    </>
  )
}

/** In place of step 1 while the month is full. */
function Waitlist({ capacity, lastResult }: { capacity: Capacity; lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useForm({
    id: 'growth-score-waitlist',
    lastResult,
    constraint: getZodConstraint(WaitlistSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: WaitlistSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <div id="waitlist">
      <h2 className="font-serif text-2xl font-semibold sm:text-3xl">{capacity.monthLabel} is full</h2>
      <p className="mt-3 max-w-prose text-[16px] leading-relaxed text-ink-soft">
        We take {capacity.capacity} Growth Score clients a month so that each gets the managing attorney’s own attention, and this month’s
        places are taken. Join the waitlist and we will write to you as soon as a place opens.
      </p>
      <Form method="post" action="/growth-score?index" {...getFormProps(form)} className="relative mt-6 grid gap-5 sm:grid-cols-3">
        <HoneypotField />
        <input type="hidden" name="intent" value="waitlist" />
        <NameEmailFields name={fields.name} email={fields.email} />
        <Field label="Company" field={fields.company} autoComplete="organization" />
        <div className="sm:col-span-3">
          <SubmitButton intent="waitlist" pendingLabel="Submitting...">
            Join the Waitlist
          </SubmitButton>
        </div>
      </Form>
    </div>
  )
}

export const meta: MetaFunction = (args) => [
  { title: `Growth Score: a flat-fee legal and business diagnostic | ${rootMetaData(args).firm.name}` },
  {
    name: 'description',
    content: 'A $4,000 flat-fee diagnostic of your company’s legal and business foundations, valued at $15,000+. Five clients a month.',
  },
]
