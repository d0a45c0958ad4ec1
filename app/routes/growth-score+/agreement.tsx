// The post-payment agreement (built-in provider): reached through the emailed link, it shows the
// addendum with the same controls as the engagement letter's signing page.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { SubmitButton } from '~/components/forms'
import { Container, Eyebrow } from '~/components/marketing/ui'
import { AGREEMENT_CONSENT } from '~/content/engagement-letter'
import { bindingCookie, browserMayAccess, isValidLinkToken } from '~/models/signup-access.server'
import { confirmAgreementSignature, documentSha256, getSignup, isPaid, postPaymentAgreementFor } from '~/models/signups.server'
import { getDb } from '~/utils/db.server'
import { clientIp } from '~/utils/rate-limit.server'
import { FlowNotices, LetterSheet, StartOver } from './__ui'
import { NOTICES } from './__notices'
import { readFormData } from '~/utils/form-data.server'

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
    party: { name: signup.name, email: signup.email, company: signup.company_name },
    letter: { title: doc.title, blocks: doc.blocks, sha256: documentSha256(doc) },
  })
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request)
  const url = new URL(request.url)
  url.searchParams.set('signup_id', String(form.get('signup_id') ?? ''))
  const signup = await load(new Request(url, { headers: request.headers }))
  if (!signup) return data({ notices: [NOTICES.missingSignup], errors: {} as Record<string, string> }, { status: 400 })
  const signerName = String(form.get('full_name') ?? '').trim()
  const consent = form.get('consent') === 'on'
  const errors: Record<string, string> = {}
  if (!signerName) errors.full_name = 'Please type your full name to sign.'
  if (!consent) errors.consent = 'Please tick the box to agree to sign electronically.'
  if (Object.keys(errors).length) return data({ notices: [] as Array<(typeof NOTICES)['signingFailed']>, errors }, { status: 400 })
  const result = await confirmAgreementSignature(signup.id, {
    signerName,
    consent,
    shownSha256: String(form.get('letter_sha256') ?? ''),
    meta: { ip: clientIp(request), userAgent: request.headers.get('user-agent') },
  })
  if (!result.ok && result.reason !== 'already-signed') return data({ notices: [NOTICES.signingFailed], errors: {} as Record<string, string> }, { status: 409 })
  throw redirect(`/growth-score/agreement?signup_id=${encodeURIComponent(signup.id)}`)
}

export default function AgreementPage() {
  const loaded = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <div className="py-12 sm:py-20">
      <Container className="max-w-4xl">
        <Eyebrow>After your payment</Eyebrow>
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
              <p className="mt-2 text-[16px] text-ink-soft">A copy of the signed authorization is on its way to your email. There is nothing else to do here.</p>
            </div>
          ) : (
            <>
              <LetterSheet letter={loaded.letter} party={loaded.party} />
              <Form method="post" className="mt-8 border border-ink/15 bg-paper-raised p-5 sm:p-8">
                <input type="hidden" name="signup_id" value={loaded.signupId} />
                <input type="hidden" name="letter_sha256" value={loaded.letter.sha256} />
                <label htmlFor="agreement-full-name" className="mb-1.5 block text-sm font-semibold">
                  Full name
                </label>
                <input
                  id="agreement-full-name"
                  name="full_name"
                  defaultValue={loaded.party.name}
                  required
                  maxLength={200}
                  autoComplete="name"
                  aria-invalid={actionData?.errors.full_name ? true : undefined}
                  className="block min-h-[48px] w-full border border-ink/25 bg-paper-raised px-3.5 py-3 font-serif text-xl focus:border-ink focus:outline-none focus:ring-2 focus:ring-brass/40"
                />
                {actionData?.errors.full_name ? <p className="mt-1.5 text-sm font-medium text-danger">{actionData.errors.full_name}</p> : null}
                <div className="mt-5 flex items-start gap-3">
                  <input id="agreement-consent" type="checkbox" name="consent" required className="mt-0.5 h-6 w-6 shrink-0 accent-ink" />
                  <label htmlFor="agreement-consent" className="text-[16px] leading-snug">
                    {AGREEMENT_CONSENT}
                  </label>
                </div>
                {actionData?.errors.consent ? <p className="mt-1.5 text-sm font-medium text-danger">{actionData.errors.consent}</p> : null}
                <SubmitButton pendingLabel="Processing..." className="mt-6 w-full sm:w-auto">
                  Confirm Signature
                </SubmitButton>
              </Form>
            </>
          )}
        </div>
      </Container>
    </div>
  )
}

export const meta: MetaFunction = () => [{ title: 'Document review authorization | Harbor & Vale' }, { name: 'robots', content: 'noindex' }]
