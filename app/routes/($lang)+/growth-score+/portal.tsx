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
import * as purchase from '~/locales/purchase'
import { fill, localePath, useCopy, useLocalePath } from '~/utils/i18n'
import { copyIn, requestLang, spanishCopy } from '~/utils/i18n.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const signup = await requireSignup(request)
  const lang = requestLang(request)
  if (!isPaidState(signup.state)) toStateStep(signup, lang)
  // Signed in with a password to this very account: the whole portal.
  const user = await getUser(request)
  if (user && user.id === signup.user_id) throw redirect(localePath(lang, '/dashboard'))
  if (!isProvisioned(signup))
    return data({ spanish: spanishCopy(requestLang(request), 'purchase'), ready: false as const, signupId: signup.id })
  const cookie = await signInPayingBrowser(request, signup)
  const portal = await purchasePortal(request, signup, Boolean(cookie), lang)
  return data(
    {
      spanish: spanishCopy(requestLang(request), 'purchase'),
      ready: true as const,
      portal,
      letterPdf: documentUrl(signup.id, 'engagement-letter', lang),
    },
    cookie ? { headers: { 'set-cookie': cookie } } : undefined,
  )
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request)
  const signup = await boundSignup(request, form)
  const lang = requestLang(request)
  if (!signup || !isProvisioned(signup)) refuseUnbound('missing-signup', lang)
  const wait = await sendPasswordLink(request, signup)
  const t = copyIn(purchase, lang).notices
  const notice: Notice = wait
    ? { type: 'error', title: t.tooManyAttempts, description: fill(t.waitMinutes, { minutes: Math.ceil(wait / 60) }) }
    : { type: 'success', title: t.linkSent.title, description: fill(t.linkSent.description, { email: signup.email }) }
  return data({ notices: [notice] }, { status: wait ? 429 : 200 })
}

export default function PurchasePortalPage() {
  const loaded = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const t = useCopy(purchase).portal
  const to = useLocalePath()
  if (!loaded.ready) {
    return (
      <Container className="max-w-3xl py-10 sm:py-16">
        <Waiting title={t.opening}>{t.openingText}</Waiting>
        <AutoRefresh seconds={2} />
      </Container>
    )
  }
  const p = loaded.portal
  return (
    <Container className="max-w-3xl py-8 sm:py-14">
      <p className="text-sm font-semibold uppercase tracking-[0.16em] text-brass">{t.eyebrow}</p>
      <h1 className="mt-2 font-serif text-3xl font-semibold sm:text-4xl">{fill(t.heading, { name: p.firstName })}</h1>
      <FlowNotices notices={actionData?.notices ?? []} className="mt-6" />
      <dl className="mt-6 grid gap-x-6 gap-y-2 border border-paper-line bg-paper-raised p-5 text-[15px] sm:grid-cols-[11rem_minmax(0,1fr)]">
        <dt className="font-semibold text-ink-muted">{t.company}</dt>
        <dd className="[overflow-wrap:anywhere]">{p.company}</dd>
        <dt className="font-semibold text-ink-muted">{t.paid}</dt>
        <dd>
          {p.amountLabel}
          {p.paidOn ? fill(t.paidOn, { date: p.paidOn }) : ''}
        </dd>
        <dt className="font-semibold text-ink-muted">{t.analysisBy}</dt>
        <dd>{p.analysisBy}</dd>
        <dt className="font-semibold text-ink-muted">{t.reportExpected}</dt>
        <dd>{fill(t.reportWindow, { window: p.reportWindow ?? '' })}</dd>
        <dt className="font-semibold text-ink-muted">{t.letter}</dt>
        <dd>
          <a href={loaded.letterPdf} className="underline underline-offset-4">
            {t.downloadLetter}
          </a>
        </dd>
        <dt className="font-semibold text-ink-muted">{t.authorization}</dt>
        <dd>
          {p.authorizationSigned ? (
            t.signed
          ) : (
            <Link to={to(`/growth-score/agreement?signup_id=${encodeURIComponent(p.signupId)}`)} className="underline underline-offset-4">
              {t.reviewAndSign}
            </Link>
          )}
        </dd>
      </dl>

      <h2 className="mt-8 font-serif text-2xl font-semibold">{t.progress}</h2>
      {p.hasPassword ? (
        <p className="mt-2 max-w-prose text-[17px] leading-relaxed text-ink-soft">{t.hasPassword}</p>
      ) : (
        <p className="mt-2 max-w-prose text-[17px] leading-relaxed text-ink-soft">
          {t.noPassword}
          <span className="[overflow-wrap:anywhere]">{p.email}</span>
          {t.noPasswordEnd}
        </p>
      )}
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <Form method="post">
          <input type="hidden" name="signup_id" value={p.signupId} />
          <SubmitButton intent="password-link" pendingLabel={t.sending}>
            {p.hasPassword ? t.emailLink : t.choosePassword}
          </SubmitButton>
        </Form>
        <Link to={to('/auth')} className="inline-flex min-h-[44px] items-center font-semibold underline underline-offset-4">
          {t.signIn}
        </Link>
      </div>
    </Container>
  )
}

export const meta = stepMeta
