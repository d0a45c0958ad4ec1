// /growth-score: the sales page with step 1 (client details) of the purchase, or the waitlist when the
// month is full. The spec's query URLs (?payment=…, ?document=signed, ?step=sign, ?signup_id=…) are
// answered by the step routes beside this one: they redirect there.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Field, HoneypotField, SubmitButton } from '~/components/forms'
import { PurchaseStep } from '~/components/purchase-step'
import { createLead } from '~/models/leads.server'
import { bindingCookie, newBrowserKey } from '~/models/signup-access.server'
import { createSignup } from '~/models/signups.server'
import * as purchase from '~/locales/purchase'
import { growthScoreSignupSchema, waitlistSchema } from '~/schemas/growth-score'
import { fill, localePath, metaCopy, useCopies, useCopy, useLocalePath } from '~/utils/i18n'
import { copiesIn, requestLang, spanishCopy } from '~/utils/i18n.server'
import { readFormData } from '~/utils/form-data.server'
import { redirectWithToast } from '~/utils/toast.server'
import { rootMetaData } from '~/utils/seo'
import { livePublicPageHeaders } from '~/utils/public-page'
import {
  FLOW_PATH,
  capacityView,
  detailsRefused,
  formReply,
  type Capacity,
  legacyLang,
  legacyTarget,
  publicFormGuard,
  stepUrl,
} from './__flow.server'
import { noticesIn } from './__notices'
import { ChooseYourPath, InterestForms, LegacySection, Proof, SalesHero, ValueStack } from './__sales'
import { DetailsForm, NameEmailFields } from './__details-form'
import { requestMeta } from '~/utils/request-meta.server'

// The same page for every anonymous visitor, served from memory like the other public pages (decision
// 0017): its forms post as they do without JavaScript, and the page ships no bundle.
export const handle = { hydrate: false }
export const headers = livePublicPageHeaders

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  // The spec's URLs are language-neutral: they continue in the signup's language.
  const target = legacyTarget(url, url.searchParams.has('signup_id') ? await legacyLang(request) : requestLang(request))
  if (target) throw redirect(target)
  return data({
    spanish: spanishCopy(requestLang(request), 'growthScoreSales', 'intake', 'offers', 'purchase'),
    capacity: await capacityView(requestLang(request)),
  })
}

/** Two forms live on this page: step 1 ('details', creating the signup) and the waitlist. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request)
  const lang = requestLang(request)
  const intent = form.get('intent')
  const refused = await publicFormGuard(request, form)
  if (refused) return refused

  if (intent === 'waitlist') {
    const submission = parseWithZod(form, { schema: waitlistSchema(copiesIn(lang)) })
    if (submission.status !== 'success') return formReply({ notices: [], result: submission.reply(), form: 'waitlist' })
    await createLead(
      {
        formType: 'growth-score-waitlist',
        name: submission.value.name,
        email: submission.value.email,
        companyName: submission.value.company,
        language: lang,
      },
      requestMeta(request),
    )
    throw await redirectWithToast(localePath(lang, `${FLOW_PATH}#start`), noticesIn(copiesIn(lang)).waitlistJoined)
  }

  const submission = parseWithZod(form, { schema: growthScoreSignupSchema(copiesIn(lang)) })
  if (submission.status !== 'success') return formReply(detailsRefused(form, submission.reply(), lang))
  const browser = newBrowserKey()
  const signupId = await createSignup(submission.value, browser.keyHash, requestMeta(request), lang)
  throw redirect(stepUrl('letter', signupId, {}, lang), { headers: { 'set-cookie': await bindingCookie(request, signupId, browser.key) } })
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
  const schema = waitlistSchema(useCopies())
  const t = useCopy(purchase)
  const to = useLocalePath()
  const [form, fields] = useForm({
    id: 'growth-score-waitlist',
    lastResult,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <div id="waitlist">
      <h2 className="font-serif text-2xl font-semibold sm:text-3xl">{fill(t.waitlist.heading, { month: capacity.monthLabel })}</h2>
      <p className="mt-3 max-w-prose text-[16px] leading-relaxed text-ink-soft">{fill(t.waitlist.text, { count: capacity.capacity })}</p>
      <Form method="post" action={to('/growth-score?index')} {...getFormProps(form)} className="relative mt-6 grid gap-5 sm:grid-cols-3">
        <HoneypotField />
        <input type="hidden" name="intent" value="waitlist" />
        <NameEmailFields name={fields.name} email={fields.email} labels={t.details} />
        <Field label={t.details.company} field={fields.company} autoComplete="organization" />
        <div className="sm:col-span-3">
          <SubmitButton intent="waitlist" pendingLabel={t.waitlist.pending}>
            {t.waitlist.submit}
          </SubmitButton>
        </div>
      </Form>
    </div>
  )
}

export const meta: MetaFunction = (args) => {
  const t = metaCopy(args, purchase).meta
  return [{ title: fill(t.salesTitle, { firm: rootMetaData(args).firm.name }) }, { name: 'description', content: t.salesDescription }]
}
