// /dashboard/security: a client turns two-factor sign-in on (the setup page) or off (with a current
// code from the app, or a recovery code). Admins never reach this page (the portal sends them to the
// admin panel), and the model refuses to turn theirs off.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { ShieldCheck, ShieldOff } from 'lucide-react'
import { AuthenticationCodeForm } from '~/components/authentication-code-form'
import { buttonClass } from '~/components/forms'
import { requireClient } from '~/models/portal.server'
import { readSessionId, revokeSessions } from '~/utils/auth.server'
import { getTwoFactorStatus, turnOffTwoFactor } from '~/models/two-factor.server'
import { twoFactorCodeSchema } from '~/schemas/two-factor'
import { readFormData } from '~/utils/form-data.server'
import { portalMetaIn } from '~/components/portal/portal-meta'
import * as portal from '~/locales/portal'
import * as portalAccount from '~/locales/portal-account'
import { fill, localePath, useCopy, useLocalePath } from '~/utils/i18n'
import { copiesIn, copyIn, requestLang, spanishCopy } from '~/utils/i18n.server'
import { clearCodeTries, countCodeTry } from '~/utils/two-factor-sign-in.server'
import { redirectWithToast } from '~/utils/toast.server'

const noStore = { 'cache-control': 'no-store' }
export const headers: HeadersFunction = () => noStore

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireClient(request)
  return data(
    { ...(await getTwoFactorStatus(user.id)), spanish: spanishCopy(requestLang(request), 'authCode', 'portalAccount') },
    { headers: noStore },
  )
}

const REFUSED = { invalid: 'invalid', reused: 'reused', 'not-enrolled': 'notEnrolled', admin: 'admin' } as const

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireClient(request)
  const lang = requestLang(request)
  const t = copyIn(portalAccount, lang).security
  // The same schema as the form's, its messages in the page's language.
  const submission = parseWithZod(await readFormData(request), { schema: twoFactorCodeSchema(copiesIn(lang)) })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['code'] }), notice: null }, { status: 400, headers: noStore })
  }
  // Counted per session: only a session that passed the second factor gets here, and no one else's
  // guesses can stop the owner turning it off.
  const limitKey = `turn-off:${(await readSessionId(request)) ?? user.id}`
  const tooMany = await countCodeTry(limitKey)
  if (tooMany) {
    return data(
      {
        result: submission.reply({ formErrors: [tooMany], hideFields: ['code'] }),
        notice: { title: t.notTurnedOff, description: tooMany },
      },
      { status: 429, headers: noStore },
    )
  }
  const outcome = await turnOffTwoFactor(user.id, submission.value.code)
  if (!outcome.ok) {
    const message = t.refused[REFUSED[outcome.reason]]
    return data(
      { result: submission.reply({ fieldErrors: { code: [message] }, hideFields: ['code'] }), notice: null },
      { status: 400, headers: noStore },
    )
  }
  await clearCodeTries(limitKey)
  await revokeSessions(user.id, (await readSessionId(request)) ?? undefined)
  return redirectWithToast(localePath(lang, '/dashboard/security'), { ...t.turnedOff }, { status: 303 })
}

export default function Security() {
  const status = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { clientPortal } = useCopy(portal)
  const copy = useCopy(portalAccount)
  const t = copy.security
  const to = useLocalePath()
  return (
    <div className="mx-auto max-w-3xl px-5 py-8 md:px-10 md:py-12">
      <p className="text-sm font-semibold uppercase tracking-[0.18em] text-brass">{clientPortal}</p>
      <h1 className="mt-2 text-4xl leading-tight md:text-5xl">{t.heading}</h1>
      <section aria-labelledby="two-factor-heading" className="mt-8 border-t-2 border-ink pt-6">
        <div className="flex gap-3">
          {status.state === 'on' ? (
            <ShieldCheck aria-hidden className="mt-1 h-6 w-6 shrink-0 text-brass" strokeWidth={1.5} />
          ) : (
            <ShieldOff aria-hidden className="mt-1 h-6 w-6 shrink-0 text-ink-muted" strokeWidth={1.5} />
          )}
          <div className="min-w-0 flex-1">
            <h2 id="two-factor-heading" className="text-2xl">
              {t.twoFactor}
            </h2>
            <p className="mt-1 font-semibold text-ink" data-testid="two-factor-state">
              {status.state === 'on' ? t.on : t.off}
            </p>
            {status.state === 'on' ? (
              <>
                <p className="mt-3 max-w-prose text-ink-soft">
                  {fill(status.recoveryCodesLeft === 1 ? t.onTextOne : t.onTextMany, { count: status.recoveryCodesLeft })}
                </p>
                <h3 className="mt-8 text-lg font-semibold">{t.turnOffHeading}</h3>
                <p className="mt-1 max-w-prose text-[15px] text-ink-soft">{t.turnOffText}</p>
                <div className="mt-4 max-w-sm">
                  <AuthenticationCodeForm
                    id="two-factor-off"
                    reply={actionData}
                    submit={{ label: t.turnOff, pendingLabel: t.turningOff, variant: 'secondary' }}
                  />
                </div>
              </>
            ) : (
              <>
                <p className="mt-3 max-w-prose text-ink-soft">{t.offText}</p>
                <Link
                  to={`${to('/auth/two-factor/setup')}?redirectTo=${encodeURIComponent(to('/dashboard/security'))}`}
                  className={buttonClass('primary') + ' mt-5'}
                >
                  {status.state === 'pending' ? t.finish : t.turnOn}
                </Link>
              </>
            )}
          </div>
        </div>
      </section>
    </div>
  )
}

export const meta = portalMetaIn((t) => t.meta.security)
