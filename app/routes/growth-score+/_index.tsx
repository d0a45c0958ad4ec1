// /growth-score: the sales page with step 1 (client details) of the purchase, or the waitlist when the
// month is full. The spec's query URLs (?payment=…, ?document=signed, ?step=sign, ?signup_id=…) are
// answered by the step routes beside this one: they redirect there.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { createLead } from '~/models/leads.server'
import { bindingCookie, newBrowserKey } from '~/models/signup-access.server'
import { createSignup } from '~/models/signups.server'
import { GrowthScoreSignupSchema, WaitlistSchema } from '~/schemas/growth-score'
import { readFormData } from '~/utils/form-data.server'
import { redirectWithToast } from '~/utils/toast.server'
import { rootMetaData } from '~/utils/seo'
import { FLOW_PATH, capacityView, detailsRefused, flowPage, formReply, legacyTarget, publicFormGuard, stepUrl } from './__flow.server'
import { requestMeta } from '~/utils/request-meta.server'
import { NOTICES } from './__notices'
import { ChooseYourPath, InterestForms, LegacySection, Proof, SalesHero, ValueStack } from './__sales'
import { DetailsStep, FlowSection } from './__ui'

export async function loader({ request }: LoaderFunctionArgs) {
  const target = legacyTarget(new URL(request.url))
  if (target) throw redirect(target)
  return flowPage({ kind: 'details' as const, capacity: await capacityView(), signupId: null, values: null })
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
  const { view, notices, refreshSeconds } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <>
      <SalesHero capacity={view.capacity} />
      <ValueStack />
      <Proof />
      <div className="bg-paper-raised/60 border-y border-paper-line">
        <FlowSection view={view} notices={notices} refreshSeconds={refreshSeconds} heading="h2">
          <DetailsStep view={view} actionData={actionData} />
        </FlowSection>
      </div>
      <ChooseYourPath />
      <InterestForms />
      <LegacySection />
    </>
  )
}

export const meta: MetaFunction = (args) => [
  { title: `Growth Score: a flat-fee legal and business diagnostic | ${rootMetaData(args).firm.name}` },
  {
    name: 'description',
    content: 'A $4,000 flat-fee diagnostic of your company’s legal and business foundations, valued at $15,000+. Five clients a month.',
  },
]
