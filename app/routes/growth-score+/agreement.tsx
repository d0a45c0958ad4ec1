// The post-payment agreement (built-in provider): reached through the emailed link, it shows the
// addendum with the same controls as the engagement letter's signing page.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { NarrowPage } from '~/components/marketing/ui'
import { AGREEMENT_CONSENT } from '~/content/engagement-letter'
import { bindingCookie, browserMayAccess, isValidLinkToken } from '~/models/signup-access.server'
import { confirmAgreementSignature } from '~/models/signup-signing.server'
import { getSignup, isPaid, postPaymentAgreementFor } from '~/models/signups.server'
import { getDb } from '~/utils/db.server'
import { SignatureSchema } from '~/schemas/growth-score'
import { readFormData } from '~/utils/form-data.server'
import { documentView, formReply, party } from './__flow.server'
import { requestMeta } from '~/utils/request-meta.server'
import { NOTICES } from './__notices'
import { FlowNotices, SignableLetter, StartOver, documentUrl } from './__ui'
import { rootMetaData } from '~/utils/seo'

async function load(request: Request) {
  const url = new URL(request.url)
  const signupId = url.searchParams.get('signup_id')
  const access = url.searchParams.get('access')
  if (!signupId) return null
  if (access) {
    if (!isValidLinkToken(signupId, access)) return null
    url.searchParams.delete('access')
    throw redirect(`${url.pathname}${url.search}`, { headers: { 'set-cookie': await bindingCookie(request, signupId, access) } })
  }
  const signup = await getSignup(signupId)
  if (!signup || !isPaid(signup) || !(await browserMayAccess(request, signup))) return null
  return signup
}

export async function loader({ request }: LoaderFunctionArgs) {
  const signup = await load(request)
  if (!signup) return data({ state: 'restart' as const }, { status: 404 })
  const signed = await getDb()
    .selectFrom('signatures')
    .select(['signed_at', 'verification_code'])
    .where('signup_id', '=', signup.id)
    .where('purpose', '=', 'post-payment-agreement')
    .executeTakeFirst()
  const doc = postPaymentAgreementFor(signup)!
  return data({
    state: signed ? ('signed' as const) : ('open' as const),
    signupId: signup.id,
    party: party(signup),
    letter: documentView(doc),
  })
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request)
  const url = new URL(request.url)
  url.searchParams.set('signup_id', String(form.get('signup_id') ?? '').slice(0, 64))
  const signup = await load(new Request(url, { headers: request.headers }))
  if (!signup) return formReply({ notices: [NOTICES.missingSignup] })
  const submission = parseWithZod(form, { schema: SignatureSchema })
  if (submission.status !== 'success') return formReply({ notices: [], result: submission.reply(), form: 'signature' })
  const result = await confirmAgreementSignature(signup.id, {
    signerName: submission.value.full_name,
    consent: submission.value.consent,
    shownSha256: submission.value.letter_sha256,
    meta: requestMeta(request),
  })
  if (!result.ok && result.reason !== 'already-signed') return formReply({ notices: [NOTICES.signingFailed] }, 409)
  throw redirect(`/growth-score/agreement?signup_id=${encodeURIComponent(signup.id)}`)
}

export default function AgreementPage() {
  const loaded = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <NarrowPage className="max-w-4xl" eyebrow="After your payment">
      <h1 className="mt-4 font-serif text-3xl font-semibold sm:text-[2.4rem]">Document review authorization</h1>
      {actionData?.notices.length ? (
        <div className="mt-6">
          <FlowNotices notices={actionData.notices} />
        </div>
      ) : null}
      <div className="mt-8">
        {loaded.state === 'restart' ? (
          <StartOver />
        ) : loaded.state === 'signed' ? (
          <div className="border-l-4 border-success bg-paper-raised p-6" role="status">
            <h2 className="font-serif text-2xl font-semibold">Signed. Thank you.</h2>
            <p className="mt-2 text-[16px] text-ink-soft">
              Your document review authorization is signed. There is nothing else to do here; keep a copy for your records.
            </p>
            <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-[16px] font-semibold">
              <a href={documentUrl(loaded.signupId, 'post-payment-agreement')} className="underline underline-offset-4">
                Download the signed authorization (PDF)
              </a>
              <Link to={`/growth-score/complete?signup_id=${encodeURIComponent(loaded.signupId)}`} className="underline underline-offset-4">
                Back to your purchase
              </Link>
            </p>
          </div>
        ) : (
          <SignableLetter id="agreement" signup={loaded} consentLabel={AGREEMENT_CONSENT} actionData={actionData} />
        )}
      </div>
    </NarrowPage>
  )
}

export const meta: MetaFunction = (args) => [
  { title: `Document review authorization | ${rootMetaData(args).firm.name}` },
  { name: 'robots', content: 'noindex' },
]
