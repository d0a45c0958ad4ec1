// /circle/:membershipId: joining the Circle, one step at a time: sign the membership terms, pay (Stripe
// Checkout in subscription mode, or the sandbox), then wait for the provider's confirmation. The
// membership becomes active only when the provider's events say so; this page just shows where it stands.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { AutoRefresh } from '~/components/auto-refresh'
import { SignTermsForm, TermsSheet } from '~/components/circle'
import { SubmitButton } from '~/components/forms'
import { Container } from '~/components/marketing/ui'
import { CIRCLE_PRICE_LABEL, CIRCLE_TERMS_CONSENT } from '~/content/circle'
import { requireMembershipAccess } from '~/models/circle-access.server'
import { signTerms, startMembershipCheckout, termsWithSha256 } from '~/models/memberships.server'
import { clientIp } from '~/utils/rate-limit.server'
import { readFormData } from '~/utils/form-data.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { membership: m, user } = await requireMembershipAccess(request, params.membershipId)
  const url = new URL(request.url)
  const shown = termsWithSha256(m)
  const terms = shown ? { title: shown.doc.title, blocks: shown.doc.blocks, sha256: shown.sha256 } : null
  const step =
    m.status === 'ended'
      ? 'ended'
      : m.status !== 'pending'
        ? 'welcome'
        : !m.terms_signed_at
          ? 'terms'
          : url.searchParams.get('payment') === 'success'
            ? 'confirming'
            : 'payment'
  return data(
    {
      step,
      name: m.name,
      email: m.email,
      terms,
      signedIn: Boolean(user),
      cancelled: url.searchParams.get('payment') === 'cancelled',
      price: CIRCLE_PRICE_LABEL,
    },
    { headers: { 'cache-control': 'private, no-store' } },
  )
}

const SIGN_ERRORS: Record<string, Record<string, string>> = {
  'no-name': { full_name: 'Please type your full name.' },
  'no-consent': { consent: 'Please check the box to sign electronically.' },
  'terms-changed': { form: 'The terms changed while you were reading. Please read them again and sign.' },
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { membership: m } = await requireMembershipAccess(request, params.membershipId)
  const form = await readFormData(request)
  const intent = form.get('intent')
  if (intent === 'sign') {
    const result = await signTerms(m.id, {
      signerName: String(form.get('full_name') ?? '').slice(0, 200),
      consent: form.get('consent') === 'on',
      shownSha256: String(form.get('terms_sha256') ?? ''),
      meta: { ip: clientIp(request), userAgent: request.headers.get('user-agent') },
    })
    if (!result.ok && SIGN_ERRORS[result.reason]) return data({ errors: SIGN_ERRORS[result.reason] }, { status: 400 })
    return redirect(`/circle/${m.id}`, 303)
  }
  if (intent === 'pay') {
    const result = await startMembershipCheckout(m.id)
    if (result.kind === 'redirect') return redirect(result.url, 303)
    if (result.kind === 'failed')
      return data({ errors: { form: 'Payment could not be started. Please try again in a few minutes.' } }, { status: 502 })
    return redirect(`/circle/${m.id}`, 303)
  }
  return data({ errors: { form: 'Unknown action.' } }, { status: 400 })
}

export default function JoinCircle() {
  const v = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const errors: Record<string, string> = actionData?.errors ?? {}
  return (
    <div className="py-12 sm:py-16">
      <Container className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-brass">The Apex Circle</p>
        {errors.form ? (
          <p role="alert" className="mt-4 border-l-4 border-danger bg-paper-raised p-4 font-medium">
            {errors.form}
          </p>
        ) : null}
        {v.step === 'terms' && v.terms ? (
          <>
            <h1 className="mt-3 font-serif text-3xl font-semibold sm:text-4xl">Sign the membership terms</h1>
            <p className="mt-3 max-w-prose text-ink-soft">
              Read the terms, type your full name and confirm. We record the time, your IP address and browser, and a fingerprint of the
              exact text below.
            </p>
            <div className="mt-6">
              <TermsSheet terms={v.terms} />
            </div>
            <SignTermsForm name={v.name} email={v.email} sha256={v.terms.sha256} consentLabel={CIRCLE_TERMS_CONSENT} errors={errors} />
          </>
        ) : v.step === 'payment' ? (
          <>
            <h1 className="mt-3 font-serif text-3xl font-semibold sm:text-4xl">Terms signed. One step left.</h1>
            {v.cancelled ? (
              <p role="status" className="mt-4 border-l-4 border-brass bg-paper-raised p-4">
                Payment cancelled. Nothing was charged; you can start it again whenever you are ready.
              </p>
            ) : null}
            <p className="mt-4 max-w-prose text-lg text-ink-soft">
              The membership is {v.price} a month, charged today and then monthly until you cancel. You can cancel at any time from your
              portal.
            </p>
            <Form method="post" className="mt-8">
              <SubmitButton intent="pay" pendingLabel="Processing...">
                Proceed to Payment
              </SubmitButton>
            </Form>
          </>
        ) : v.step === 'confirming' ? (
          <>
            <AutoRefresh seconds={2} />
            <h1 className="mt-3 font-serif text-3xl font-semibold sm:text-4xl" role="status">
              Confirming your payment…
            </h1>
            <p className="mt-4 text-ink-soft">We are waiting for the payment processor to confirm. This page updates by itself.</p>
          </>
        ) : v.step === 'welcome' ? (
          <>
            <h1 className="mt-3 font-serif text-3xl font-semibold sm:text-4xl">Welcome to the Circle</h1>
            <p className="mt-4 text-lg text-ink-soft">Your membership is active.</p>
            {v.signedIn ? (
              <p className="mt-6">
                <Link to="/dashboard/apex-circle" className="underline underline-offset-4">
                  Go to your membership
                </Link>
              </p>
            ) : (
              <p className="mt-4 max-w-prose">
                We have emailed {v.email} a link to set the password of your client portal, where your membership lives. If you already have
                a password,{' '}
                <Link to="/auth?redirectTo=/dashboard/apex-circle" className="underline underline-offset-4">
                  sign in
                </Link>
                .
              </p>
            )}
          </>
        ) : (
          <>
            <h1 className="mt-3 font-serif text-3xl font-semibold sm:text-4xl">This membership has ended</h1>
            <p className="mt-4 text-ink-soft">
              <Link to="/contact" className="underline underline-offset-4">
                Write to us
              </Link>{' '}
              if you would like to join again.
            </p>
          </>
        )}
      </Container>
    </div>
  )
}

export const meta: MetaFunction = () => [{ title: 'Join | The Apex Circle' }, { name: 'robots', content: 'noindex' }]
