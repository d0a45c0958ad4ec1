// /growth-score/portal?signup_id=…: where "Go to the client portal" leads right after paying. The
// browser that paid is signed in here (a purchase's session, app/models/purchase-session.server.ts)
// and sees this purchase: what was paid, what happens next and by when. Everything else in the portal
// waits for the address to be proven with the emailed link; 'Choose a password' sends that link again.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { SubmitButton } from '~/components/forms'
import { Container } from '~/components/marketing/ui'
import { isProvisioned, purchasePortal, sendPasswordLink, signInPayingBrowser } from '~/models/purchase-session.server'
import { isPaidState } from '~/models/signup-states'
import { getUser } from '~/utils/auth.server'
import { readFormData } from '~/utils/form-data.server'
import type { Notice } from '~/utils/notice'
import { AutoRefresh } from '~/components/auto-refresh'
import { FlowNotices, Waiting } from '~/components/purchase-step'
import { boundSignup, documentUrl, refuseUnbound, requireSignup, toStateStep } from './__flow.server'
import { stepMeta } from './__meta'

export async function loader({ request }: LoaderFunctionArgs) {
  const signup = await requireSignup(request)
  if (!isPaidState(signup.state)) toStateStep(signup)
  // Signed in with a password to this very account: the whole portal.
  const user = await getUser(request)
  if (user && user.id === signup.user_id) throw redirect('/dashboard')
  if (!isProvisioned(signup)) return data({ ready: false as const, signupId: signup.id })
  const cookie = await signInPayingBrowser(request, signup)
  const portal = await purchasePortal(request, signup, Boolean(cookie))
  return data(
    { ready: true as const, portal, letterPdf: documentUrl(signup.id, 'engagement-letter') },
    cookie ? { headers: { 'set-cookie': cookie } } : undefined,
  )
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request)
  const signup = await boundSignup(request, form)
  if (!signup || !isProvisioned(signup)) refuseUnbound('missing-signup')
  const wait = await sendPasswordLink(request, signup)
  const notice: Notice = wait
    ? { type: 'error', title: 'Too many attempts', description: `Please wait ${Math.ceil(wait / 60)} minutes and try again.` }
    : { type: 'success', title: 'Link sent', description: `We emailed a link to ${signup.email}. Open it to choose your password.` }
  return data({ notices: [notice] }, { status: wait ? 429 : 200 })
}

export default function PurchasePortalPage() {
  const loaded = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  if (!loaded.ready) {
    return (
      <Container className="max-w-3xl py-10 sm:py-16">
        <Waiting title="Opening your client portal…">We are setting up your portal. This page updates by itself.</Waiting>
        <AutoRefresh seconds={2} />
      </Container>
    )
  }
  const p = loaded.portal
  return (
    <Container className="max-w-3xl py-8 sm:py-14">
      <p className="text-sm font-semibold uppercase tracking-[0.16em] text-brass">Client portal</p>
      <h1 className="mt-2 font-serif text-3xl font-semibold sm:text-4xl">Your Growth Score, {p.firstName}</h1>
      <FlowNotices notices={actionData?.notices ?? []} className="mt-6" />
      <dl className="mt-6 grid gap-x-6 gap-y-2 border border-paper-line bg-paper-raised p-5 text-[15px] sm:grid-cols-[11rem_minmax(0,1fr)]">
        <dt className="font-semibold text-ink-muted">Company</dt>
        <dd className="[overflow-wrap:anywhere]">{p.company}</dd>
        <dt className="font-semibold text-ink-muted">Paid</dt>
        <dd>
          {p.amountLabel}
          {p.paidOn ? ` on ${p.paidOn}` : ''}
        </dd>
        <dt className="font-semibold text-ink-muted">Analysis begins by</dt>
        <dd>{p.analysisBy}</dd>
        <dt className="font-semibold text-ink-muted">Report expected</dt>
        <dd>{p.reportWindow}, once we have your documents</dd>
        <dt className="font-semibold text-ink-muted">Engagement letter</dt>
        <dd>
          <a href={loaded.letterPdf} className="underline underline-offset-4">
            Download the signed letter (PDF)
          </a>
        </dd>
        <dt className="font-semibold text-ink-muted">Review authorization</dt>
        <dd>
          {p.authorizationSigned ? (
            'Signed'
          ) : (
            <Link to={`/growth-score/agreement?signup_id=${encodeURIComponent(p.signupId)}`} className="underline underline-offset-4">
              Review and sign
            </Link>
          )}
        </dd>
      </dl>

      <h2 className="mt-8 font-serif text-2xl font-semibold">Your documents and progress</h2>
      {p.hasPassword ? (
        <p className="mt-2 max-w-prose text-[17px] leading-relaxed text-ink-soft">
          Your portal already has a password. Sign in with it to upload documents and follow every stage.
        </p>
      ) : (
        <p className="mt-2 max-w-prose text-[17px] leading-relaxed text-ink-soft">
          To keep your company’s documents safe, the rest of your portal opens once you choose a password through the link we emailed to{' '}
          <span className="[overflow-wrap:anywhere]">{p.email}</span>. Until then, this browser shows this purchase only.
        </p>
      )}
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <Form method="post">
          <input type="hidden" name="signup_id" value={p.signupId} />
          <SubmitButton intent="password-link" pendingLabel="Sending…">
            {p.hasPassword ? 'Email me a password link' : 'Choose a password'}
          </SubmitButton>
        </Form>
        <Link to="/auth" className="inline-flex min-h-[44px] items-center font-semibold underline underline-offset-4">
          Sign in with a password
        </Link>
      </div>
    </Container>
  )
}

export const meta = stepMeta
