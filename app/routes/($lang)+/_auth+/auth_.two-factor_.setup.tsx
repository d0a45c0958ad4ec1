// /auth/two-factor/setup: turning on two-factor sign-in with an authenticator app. Admins are sent
// here before any admin page opens (requireAdmin); clients come from the portal's Security page.
// The QR code is an image in the page and the key is printed as text, so it all works without
// JavaScript. A valid code confirms the enrolment; the recovery codes are then shown, once.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { authMeta } from '~/components/auth-meta'
import { AuthenticationCodeForm } from '~/components/authentication-code-form'
import { buttonClass } from '~/components/forms'
import { getFirm } from '~/content/firm.server'
import * as auth from '~/locales/auth'
import { confirmEnrolment, enrolmentKey, getTwoFactorStatus, qrCodeDataUri, startEnrolment } from '~/models/two-factor.server'
import { twoFactorCodeSchema } from '~/schemas/two-factor'
import { isAdmin, readSessionId, requireUser, revokeSessions } from '~/utils/auth.server'
import { fill, localePath, useCopy, useLocalePath } from '~/utils/i18n'
import { copiesIn, copyIn, requestLang, spanishCopy } from '~/utils/i18n.server'
import { cn, safeRedirect } from '~/utils/misc'
import { readFormData } from '~/utils/form-data.server'
import { clearCodeTries, countCodeTry, rememberDevice } from '~/utils/two-factor-sign-in.server'

const noStore = { 'cache-control': 'no-store' }
export const headers: HeadersFunction = () => noStore

async function whereNext(request: Request, userId: string) {
  const admin = await isAdmin(userId)
  const asked = new URL(request.url).searchParams.get('redirectTo')
  const security = localePath(requestLang(request), '/dashboard/security')
  return { admin, redirectTo: safeRedirect(asked, admin ? '/internal-admin' : security) }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const { admin, redirectTo } = await whereNext(request, user.id)
  const status = await getTwoFactorStatus(user.id)
  const enrolment = status.state === 'on' ? null : await startEnrolment(user, getFirm().name)
  return data(
    {
      spanish: spanishCopy(requestLang(request), 'auth', 'authCode'),
      admin,
      redirectTo,
      enrolment: enrolment
        ? { key: enrolment.secret.replace(/(.{4})(?=.)/g, '$1 '), qr: await qrCodeDataUri(enrolment.uri), account: user.email }
        : null,
    },
    { headers: noStore },
  )
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const lang = requestLang(request)
  const t = copyIn(auth, lang).setup
  const submission = parseWithZod(await readFormData(request), { schema: twoFactorCodeSchema(copiesIn(lang)) })
  if (submission.status !== 'success') {
    return data(
      { result: submission.reply({ hideFields: ['code'] }), notice: null, recoveryCodes: null },
      { status: 400, headers: noStore },
    )
  }
  // Counted per session (the one signed in to enrol), never per account: no one's guesses at the sign-in
  // code page can stop the owner enrolling, and an operator's reset (which signs every session out)
  // always leads to a fresh count.
  const sessionId = await readSessionId(request)
  const limitKey = `enrol:${sessionId ?? user.id}`
  const tooMany = await countCodeTry(limitKey, lang)
  if (tooMany) {
    return data(
      {
        result: submission.reply({ formErrors: [tooMany], hideFields: ['code'] }),
        notice: { title: t.failed, description: tooMany },
        recoveryCodes: null,
      },
      { status: 429, headers: noStore },
    )
  }
  const confirmed = await confirmEnrolment(user.id, submission.value.code)
  if (!confirmed.ok) {
    return data(
      { result: submission.reply({ fieldErrors: { code: [t.wrongCode] }, hideFields: ['code'] }), notice: null, recoveryCodes: null },
      { status: 400, headers: noStore },
    )
  }
  await clearCodeTries(limitKey)
  // A new second factor is a change of how the account signs in: every other session of it ends, so a
  // session opened with the password alone does not outlive the change.
  await revokeSessions(user.id, sessionId ?? undefined)
  // The one response that carries the recovery codes: not a redirect, so they are never stored anywhere
  // to be shown again (reloading asks the browser to post again, which a used enrolment refuses). The
  // browser that enrolled is the owner's: it is remembered as a known device of the account.
  const enrolment = await enrolmentKey(user.id)
  const device = await rememberDevice(request, enrolment ? [user.id, enrolment] : [user.id])
  return data({ result: null, notice: null, recoveryCodes: confirmed.recoveryCodes }, { headers: { ...noStore, 'set-cookie': device } })
}

export default function TwoFactorSetup() {
  const { admin, redirectTo, enrolment } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const copy = useCopy(auth)
  const t = copy.setup
  const verify = copy.twoFactor
  const to = useLocalePath()
  return (
    <div className="mx-auto max-w-3xl px-6 py-12 md:py-20">
      <p className="text-sm font-semibold uppercase tracking-[0.18em] text-brass">{t.kicker}</p>
      {actionData?.recoveryCodes ? (
        <RecoveryCodes codes={actionData.recoveryCodes} redirectTo={redirectTo} />
      ) : enrolment ? (
        <>
          <h1 className="mt-3 text-4xl leading-tight">{t.heading}</h1>
          <p className="mt-6 max-w-prose text-ink-soft">{admin ? t.leadAdmin : t.leadClient}</p>
          <ol className="mt-10 space-y-10">
            <Step number={1} title={t.scanTitle}>
              <p className="text-ink-soft">{t.scanText}</p>
              <img
                src={enrolment.qr}
                width={192}
                height={192}
                alt={fill(t.qrAlt, { account: enrolment.account })}
                className="mt-4 h-48 w-48 border border-paper-line bg-white p-1"
              />
            </Step>
            <Step number={2} title={t.keyTitle}>
              <p className="text-ink-soft">{t.keyText}</p>
              <p
                data-testid="setup-key"
                className="mt-3 inline-block select-all break-all border border-paper-line bg-paper-raised px-4 py-3 font-mono text-[17px] tracking-wider text-ink"
              >
                {enrolment.key}
              </p>
              <p className="mt-2 text-sm text-ink-muted">{t.keyNote}</p>
            </Step>
            <Step number={3} title={t.codeTitle}>
              <AuthenticationCodeForm
                id="two-factor-setup"
                reply={actionData}
                hint={t.hint}
                className="max-w-sm space-y-5"
                submit={{ label: verify.submit, pendingLabel: verify.pending, className: 'w-full sm:w-auto' }}
              />
            </Step>
          </ol>
          <div className="mt-12 border-t border-paper-line pt-6 text-[15px] text-ink-soft">
            {admin ? (
              <Form method="post" action={to('/auth/sign-out')} className="flex flex-wrap items-center gap-x-3">
                <span>{t.notNow}</span>
                <button
                  type="submit"
                  className="inline-flex min-h-[44px] items-center font-semibold text-ink underline underline-offset-4 hover:text-brass"
                >
                  {t.signOut}
                </button>
              </Form>
            ) : (
              <Link
                to={to('/dashboard/security')}
                className="inline-flex min-h-[44px] items-center font-semibold text-ink underline underline-offset-4 hover:text-brass"
              >
                {t.cancel}
              </Link>
            )}
          </div>
        </>
      ) : (
        <>
          <h1 className="mt-3 text-4xl leading-tight">{t.onHeading}</h1>
          <p className="mt-6 max-w-prose text-ink-soft">{t.onText}</p>
          <Link to={redirectTo} className={cn(buttonClass('primary'), 'mt-8')}>
            {t.continue}
          </Link>
        </>
      )}
    </div>
  )
}

function Step({ number, title, children }: { number: number; title: string; children: React.ReactNode }) {
  const t = useCopy(auth).setup
  return (
    <li className="grid grid-cols-[2.25rem_minmax(0,1fr)] gap-x-4">
      <span aria-hidden className="flex h-9 w-9 items-center justify-center rounded-full border border-brass font-serif text-lg text-ink">
        {number}
      </span>
      <div>
        <h2 className="text-xl leading-9">
          <span className="sr-only">
            {t.step}
            {number}
            {': '}
          </span>
          {title}
        </h2>
        <div className="mt-2">{children}</div>
      </div>
    </li>
  )
}

function RecoveryCodes({ codes, redirectTo }: { codes: string[]; redirectTo: string }) {
  const t = useCopy(auth).setup
  return (
    <>
      <h1 className="mt-3 text-4xl leading-tight">{t.codesHeading}</h1>
      <div role="status" className="mt-6 max-w-prose border-l-4 border-brass bg-paper-raised p-4 shadow-sm">
        <p className="font-semibold text-ink">{t.codesOn}</p>
        <p className="mt-1 text-[15px] text-ink-soft">{t.codesText}</p>
      </div>
      <ul
        data-testid="recovery-codes"
        aria-label={t.codesLabel}
        className="mt-8 grid max-w-md grid-cols-2 gap-x-6 gap-y-2 border border-paper-line bg-paper-raised p-5"
      >
        {codes.map((code) => (
          <li key={code} className="font-mono text-[17px] tracking-wider text-ink">
            {code}
          </li>
        ))}
      </ul>
      <Link to={redirectTo} className={cn(buttonClass('primary'), 'mt-8')}>
        {t.saved}
      </Link>
    </>
  )
}

export const meta = authMeta('setup')
