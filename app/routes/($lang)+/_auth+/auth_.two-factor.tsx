// /auth/two-factor: the second step of signing in for anyone with two-factor sign-in on (every admin).
// The password step left a short-lived signed cookie naming the user; no session exists until a code
// from the authenticator app (or an unused recovery code) is accepted here.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useActionData } from '@remix-run/react'
import { authMeta } from '~/components/auth-meta'
import { AuthenticationCodeForm } from '~/components/authentication-code-form'
import * as auth from '~/locales/auth'
import { endPendingSignIn } from '~/models/pending-sign-ins.server'
import { enrolmentKey, verifySecondFactor } from '~/models/two-factor.server'
import { twoFactorCodeSchema } from '~/schemas/two-factor'
import { readFormData } from '~/utils/form-data.server'
import { fill, type Lang, localePath, useCopy, useLocalePath } from '~/utils/i18n'
import { copiesIn, copyIn, requestLang, spanishCopy } from '~/utils/i18n.server'
import { redirectWithToast } from '~/utils/toast.server'
import { waitText } from '~/utils/wait-text'
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

/** The page's copy in the request's language, and its way back to the password step. */
function wordsFor(request: Request) {
  const lang = requestLang(request)
  return { lang, t: copyIn(auth, lang).twoFactor, signIn: localePath(lang, '/auth') }
}

function expired(t: ReturnType<typeof wordsFor>['t']) {
  return { ...t.expired, type: 'info' as const }
}

export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await readPendingSignIn(request))) {
    const { t, signIn } = wordsFor(request)
    throw await redirectWithToast(signIn, expired(t), { headers: { 'set-cookie': await clearPendingSignIn(request) } })
  }
  return data({ spanish: spanishCopy(requestLang(request), 'auth', 'authCode') }, { headers: noStore })
}

/** What the page says when a code may not be tried now (see admitCode). */
function gateMessage(lang: Lang, gate: Exclude<CodeGate, { ok: true }>) {
  const t = copyIn(auth, lang).twoFactor
  if (gate.reason === 'wait') return fill(t.wait, { wait: waitText(copiesIn(lang), gate.seconds, { hours: true }) })
  if (gate.reason === 'sign-in-over') return t.signInOver
  return fill(t.paused, { wait: waitText(copiesIn(lang), gate.seconds, { hours: true }) })
}

export async function action({ request }: ActionFunctionArgs) {
  const { lang, t, signIn } = wordsFor(request)
  const pending = await readPendingSignIn(request)
  if (!pending) throw await redirectWithToast(signIn, expired(t), { headers: { 'set-cookie': await clearPendingSignIn(request) } })
  const submission = parseWithZod(await readFormData(request), { schema: twoFactorCodeSchema(copiesIn(lang)) })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['code'] }), notice: null }, { status: 400, headers: noStore })
  }
  const enrolment = await enrolmentKey(pending.userId)
  // The factor was removed meanwhile (an operator's reset): start again from the password.
  if (!enrolment) throw redirect(signIn, { headers: { 'set-cookie': await clearPendingSignIn(request) } })
  const gate = await admitCode(request, pending, enrolment)
  if (!gate.ok) {
    const message = gateMessage(lang, gate)
    if (gate.reason === 'sign-in-over') await endPendingSignIn(pending.id)
    return data(
      {
        result: submission.reply({ formErrors: [message], hideFields: ['code'] }),
        notice: { title: t.failed, description: message },
      },
      { status: 429, headers: gate.reason === 'sign-in-over' ? { ...noStore, 'set-cookie': await clearPendingSignIn(request) } : noStore },
    )
  }
  const verified = await verifySecondFactor(pending.userId, submission.value.code)
  if (!verified.ok) {
    if (verified.reason === 'not-enrolled') throw redirect(signIn, { headers: { 'set-cookie': await clearPendingSignIn(request) } })
    await countWrongCode(pending, enrolment, gate.knownDevice)
    // Said once, under the field (announced with it); the notice above is for refusals of the whole form.
    const message = t[verified.reason]
    return data(
      { result: submission.reply({ fieldErrors: { code: [message] }, hideFields: ['code'] }), notice: null },
      { status: 401, headers: noStore },
    )
  }
  const signedIn = await finishSignIn(request, lang, pending, enrolment, gate.knownDevice)
  // Another request finished this sign-in first (the cookie works once).
  if (!signedIn) throw await redirectWithToast(signIn, expired(t), { headers: { 'set-cookie': await clearPendingSignIn(request) } })
  return signedIn
}

export default function TwoFactorPage() {
  const actionData = useActionData<typeof action>()
  const t = useCopy(auth).twoFactor
  const to = useLocalePath()
  return (
    <div className="mx-auto max-w-xl px-6 py-12 md:py-24">
      <p className="text-sm font-semibold uppercase tracking-[0.18em] text-brass">{t.kicker}</p>
      <h1 className="mt-3 text-4xl leading-tight">{t.heading}</h1>
      <p className="mt-6 text-ink-soft">{t.lead}</p>
      <div className="mt-8">
        <AuthenticationCodeForm
          id="two-factor"
          reply={actionData}
          hint={t.hint}
          autoFocus
          submit={{ label: t.submit, pendingLabel: t.pending, className: 'w-full sm:w-auto' }}
        />
      </div>
      <div className="mt-10 max-w-prose border-l-2 border-brass pl-5">
        <h2 className="text-xl">{t.noAccess}</h2>
        <p className="mt-2 text-ink-soft">{t.noAccessText}</p>
        <Link
          to={to('/auth')}
          className="mt-3 inline-flex min-h-[44px] items-center font-semibold text-ink underline underline-offset-4 hover:text-brass"
        >
          {t.startOver}
        </Link>
      </div>
    </div>
  )
}

export const meta = authMeta('twoFactor')
