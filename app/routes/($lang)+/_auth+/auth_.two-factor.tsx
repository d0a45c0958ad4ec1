// /auth/two-factor: the second step of signing in for anyone with two-factor sign-in on (every admin).
// The password step left a short-lived signed cookie naming the user; no session exists until a code
// from the authenticator app (or an unused recovery code) is accepted here.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useActionData } from '@remix-run/react'
import { AuthenticationCodeForm } from '~/components/authentication-code-form'
import { endPendingSignIn } from '~/models/pending-sign-ins.server'
import { enrolmentKey, verifySecondFactor } from '~/models/two-factor.server'
import { TwoFactorCodeSchema } from '~/schemas/two-factor'
import { readFormData } from '~/utils/form-data.server'
import { portalMeta } from '~/components/portal/portal-meta'
import { redirectWithToast } from '~/utils/toast.server'
import {
  admitCode,
  clearPendingSignIn,
  countWrongCode,
  finishSignIn,
  readPendingSignIn,
  type CodeGate,
} from '~/utils/two-factor-sign-in.server'

const noStore = { 'cache-control': 'no-store' }
export const headers: HeadersFunction = () => noStore

// Works without JavaScript; the bundle loads after the first paint (root.tsx).

const EXPIRED = { title: 'Sign-in expired', description: 'Please sign in again with your email and password.', type: 'info' as const }

export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await readPendingSignIn(request))) {
    throw await redirectWithToast('/auth', EXPIRED, { headers: { 'set-cookie': await clearPendingSignIn(request) } })
  }
  return data({}, { headers: noStore })
}

const REFUSED = {
  invalid: 'That code is not valid. Enter the 6-digit code your authenticator app shows now, or one of your recovery codes.',
  reused: 'That code has already been used. Wait for your app to show a new one, then enter it.',
} as const

function inMinutesOrHours(seconds: number) {
  if (seconds > 90 * 60) {
    const hours = Math.ceil(seconds / 3600)
    return `${hours} hour${hours === 1 ? '' : 's'}`
  }
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}

/** What the page says when a code may not be tried now (see admitCode). */
function gateMessage(gate: Exclude<CodeGate, { ok: true }>) {
  if (gate.reason === 'wait')
    return `Too many codes were tried. For your security, please wait ${inMinutesOrHours(gate.seconds)} and try again.`
  if (gate.reason === 'sign-in-over')
    return 'Too many codes were tried in this sign-in. For your security, please sign in again with your email and password.'
  return `Too many wrong codes were tried for this account today, so we are not accepting codes from new devices for the next ${inMinutesOrHours(gate.seconds)}. Sign in from a computer or phone you have signed in from before, or contact the firm.`
}

export async function action({ request }: ActionFunctionArgs) {
  const pending = await readPendingSignIn(request)
  if (!pending) throw await redirectWithToast('/auth', EXPIRED, { headers: { 'set-cookie': await clearPendingSignIn(request) } })
  const submission = parseWithZod(await readFormData(request), { schema: TwoFactorCodeSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['code'] }), notice: null }, { status: 400, headers: noStore })
  }
  const enrolment = await enrolmentKey(pending.userId)
  // The factor was removed meanwhile (an operator's reset): start again from the password.
  if (!enrolment) throw redirect('/auth', { headers: { 'set-cookie': await clearPendingSignIn(request) } })
  const gate = await admitCode(request, pending, enrolment)
  if (!gate.ok) {
    const message = gateMessage(gate)
    if (gate.reason === 'sign-in-over') await endPendingSignIn(pending.id)
    return data(
      {
        result: submission.reply({ formErrors: [message], hideFields: ['code'] }),
        notice: { title: 'Verification Failed', description: message },
      },
      { status: 429, headers: gate.reason === 'sign-in-over' ? { ...noStore, 'set-cookie': await clearPendingSignIn(request) } : noStore },
    )
  }
  const verified = await verifySecondFactor(pending.userId, submission.value.code)
  if (!verified.ok) {
    if (verified.reason === 'not-enrolled') throw redirect('/auth', { headers: { 'set-cookie': await clearPendingSignIn(request) } })
    await countWrongCode(pending, enrolment, gate.knownDevice)
    // Said once, under the field (announced with it); the notice above is for refusals of the whole form.
    const message = REFUSED[verified.reason]
    return data(
      { result: submission.reply({ fieldErrors: { code: [message] }, hideFields: ['code'] }), notice: null },
      { status: 401, headers: noStore },
    )
  }
  const signedIn = await finishSignIn(request, pending, enrolment, gate.knownDevice)
  // Another request finished this sign-in first (the cookie works once).
  if (!signedIn) throw await redirectWithToast('/auth', EXPIRED, { headers: { 'set-cookie': await clearPendingSignIn(request) } })
  return signedIn
}

export default function TwoFactorPage() {
  const actionData = useActionData<typeof action>()
  return (
    <div className="mx-auto max-w-xl px-6 py-12 md:py-24">
      <p className="text-sm font-semibold uppercase tracking-[0.18em] text-brass">Two-factor sign-in</p>
      <h1 className="mt-3 text-4xl leading-tight">Enter your code</h1>
      <p className="mt-6 text-ink-soft">
        Your password was accepted. Open your authenticator app and enter the 6-digit code it shows for this site.
      </p>
      <div className="mt-8">
        <AuthenticationCodeForm
          id="two-factor"
          reply={actionData}
          hint="6 digits from your app, or a recovery code."
          autoFocus
          submit={{ label: 'Verify', pendingLabel: 'Verifying...', className: 'w-full sm:w-auto' }}
        />
      </div>
      <div className="mt-10 max-w-prose border-l-2 border-brass pl-5">
        <h2 className="text-xl">No access to your app?</h2>
        <p className="mt-2 text-ink-soft">
          Enter one of the recovery codes you saved when you set up two-factor sign-in. Each one works once. If you have none left, contact
          the firm to have two-factor sign-in reset.
        </p>
        <Link
          to="/auth"
          className="mt-3 inline-flex min-h-[44px] items-center font-semibold text-ink underline underline-offset-4 hover:text-brass"
        >
          Start over
        </Link>
      </div>
    </div>
  )
}

export const meta = portalMeta('Two-factor sign-in', 'Enter the code from your authenticator app to finish signing in.')
