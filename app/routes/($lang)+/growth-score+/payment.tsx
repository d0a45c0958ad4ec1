// /growth-score/payment?signup_id=…: step 3, 'Proceed to Payment' for a signed letter. Also where a
// cancelled checkout returns (`checkout=cancelled`, from the spec's ?payment=cancelled): the session is
// closed and its place freed, then the page says 'Payment Cancelled'.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { SubmitButton } from '~/components/forms'
import { PurchaseStep } from '~/components/purchase-step'
import { isLive } from '~/models/capacity.server'
import { paymentGate } from '~/models/conflicts.server'
import { readFormData } from '~/utils/form-data.server'
import type { Notice } from '~/utils/notice'
import { getDb } from '~/utils/db.server'
import { clientIp } from '~/utils/rate-limit.server'
import { redirectWithToast } from '~/utils/toast.server'
import {
  boundSignup,
  capacityView,
  refuseUnbound,
  minutesUntil,
  party,
  refusal,
  requireSignup,
  restart,
  stepUrl,
  toStateStep,
} from './__flow.server'
import { noticesIn, stepNoticesIn } from './__notices'
import * as purchase from '~/locales/purchase'
import { fill, type Lang, localePath, useCopy, useLocalePath } from '~/utils/i18n'
import { env } from '~/utils/env.server'
import { copiesIn, requestLang, spanishCopy } from '~/utils/i18n.server'
import { stepMeta } from './__meta'
import { cancelPayment, startPayment } from '~/models/signup-payment.server'
import { isPaidState, isSignedState } from '~/models/signup-states'

const SHOWN_HERE = ['document-signed', 'payment-cancelled', 'verification-failed'] as const

/** A checkout of our own (the sandbox's page on this site) in the page's language; Stripe's as it is. */
function sameLanguage(url: string, lang: Lang) {
  const app = env().APP_URL
  return url.startsWith(`${app}/`) ? `${app}${localePath(lang, url.slice(app.length))}` : url
}

export async function loader({ request }: LoaderFunctionArgs) {
  const signup = await requireSignup(request)
  const lang = requestLang(request)
  const url = new URL(request.url)
  const notice = url.searchParams.get('notice')
  if (url.searchParams.get('checkout') === 'cancelled') {
    if (isPaidState(signup.state)) toStateStep(signup, lang)
    if (!isSignedState(signup.state)) restart(lang)
    const cancelled = await cancelPayment(signup)
    if (cancelled === 'confirming' && signup.checkout_session_id) {
      throw redirect(stepUrl('confirming', signup.id, { session_id: signup.checkout_session_id }, lang))
    }
    throw redirect(stepUrl('payment', signup.id, { notice: 'payment-cancelled' }, lang))
  }
  // ?document=signed on a letter that is not signed is no state this signup is in.
  if (notice === 'document-signed' && !isSignedState(signup.state)) restart(lang)
  if (signup.state !== 'signed' && signup.state !== 'checkout_open') toStateStep(signup, lang)
  const stepNotices = stepNoticesIn(copiesIn(lang))
  const notices: Notice[] = SHOWN_HERE.filter((key) => key === notice).map((key) => stepNotices[key])
  const capacity = await capacityView(lang)
  const hold = await getDb()
    .selectFrom('capacity_reservations')
    .select(['released_at', 'expires_at'])
    .where('signup_id', '=', signup.id)
    .executeTakeFirst()
  const holdsPlace = Boolean(hold && isLive(hold, new Date()))
  const conflict = await paymentGate(signup)
  return data(
    {
      spanish: spanishCopy(requestLang(request), 'purchase'),
      signupId: signup.id,
      monthLabel: capacity.monthLabel,
      party: party(signup),
      canPay: conflict === 'ok' && (holdsPlace || !capacity.full),
      conflict,
      notices,
      // A check the worker has not run yet usually finishes within seconds: look again until it has.
      refreshSeconds: conflict === 'pending' ? 3 : null,
    },
    { headers: { 'cache-control': 'no-store' } },
  )
}

export async function action({ request }: ActionFunctionArgs) {
  const signup = await boundSignup(request, await readFormData(request))
  const lang = requestLang(request)
  const NOTICES = noticesIn(copiesIn(lang))
  if (!signup) refuseUnbound('missing-signup-payment', lang)
  const result = await startPayment(signup.id, { ip: clientIp(request) })
  switch (result.kind) {
    case 'redirect':
      // Stripe's checkout, or the sandbox's own page in the page's language.
      throw redirect(sameLanguage(result.url, lang), 303)
    case 'confirming':
      throw redirect(stepUrl('confirming', signup.id, { session_id: result.sessionId }, lang))
    case 'refused': {
      // Nothing is lost: the details and the signed letter stay, and the payment step says why.
      const minutes = minutesUntil(result.retryAt)
      const notice = result.reason === 'email' ? NOTICES.checkoutOpenForEmail(minutes) : NOTICES.tooManyCheckouts(minutes)
      throw await redirectWithToast(stepUrl('payment', signup.id, {}, lang), notice)
    }
    case 'failed':
      throw await redirectWithToast(stepUrl('payment', signup.id, {}, lang), NOTICES.paymentFailed)
    case 'missing':
      return refusal([NOTICES.missingSignupPayment])
    case 'paid':
      throw redirect(stepUrl('complete', signup.id, {}, lang))
    case 'full':
    case 'conflict':
      // The page says why: the month is full, or the firm's conflict check is not complete.
      throw redirect(stepUrl('payment', signup.id, {}, lang))
    case 'not-signed':
      throw redirect(stepUrl('letter', signup.id, {}, lang))
  }
}

export default function PaymentPage() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const t = useCopy(purchase)
  const to = useLocalePath()
  return (
    <PurchaseStep step={3} notices={[...page.notices, ...(actionData?.notices ?? [])]} refreshSeconds={page.refreshSeconds}>
      <div>
        <h2 className="font-serif text-2xl font-semibold sm:text-3xl">{t.payment.heading}</h2>
        <p className="mt-2 max-w-prose text-[16px] text-ink-soft">{t.payment.lead}</p>
        {/* On a phone the summary and its button come first (inside the first screen), the terms after. */}
        <div className="mt-4 flex flex-col border border-paper-line bg-paper-raised p-5 sm:mt-6 sm:block sm:p-8">
          <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2 border-b border-paper-line pb-4 sm:pb-5">
            <div>
              <p className="text-sm font-semibold uppercase tracking-[0.16em] text-brass">{t.payment.item}</p>
              <p className="mt-1 text-[15px] text-ink-soft">
                {fill(t.payment.forCompany, { company: page.party.company })}
                <span className="[overflow-wrap:anywhere]">{page.party.email}</span>
              </p>
            </div>
            <p className="font-serif text-4xl font-semibold">
              $4,000<span className="ml-1 align-top text-base font-normal text-ink-muted">USD</span>
            </p>
          </div>
          <ul className="mt-5 space-y-1.5 text-[15px] text-ink-soft max-sm:order-last">
            {t.payment.terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
          {page.conflict !== 'ok' ? (
            <ConflictNotice declined={page.conflict === 'declined'} />
          ) : page.canPay ? (
            <Form method="post" action={to(`/growth-score/payment?signup_id=${page.signupId}`)} className="mt-5 sm:mt-6">
              <input type="hidden" name="signup_id" value={page.signupId} />
              <SubmitButton intent="pay" pendingLabel={t.frame.processing} className="w-full sm:w-auto">
                {t.payment.proceed}
              </SubmitButton>
            </Form>
          ) : (
            <div className="mt-6 border-l-4 border-brass bg-paper px-4 py-3 text-[15px]">
              <p className="font-semibold">{fill(t.payment.allTaken, { month: page.monthLabel })}</p>
              <p className="mt-1 text-ink-soft">
                {t.payment.released}
                <Link to={to('/growth-score#start')} className="underline underline-offset-4">
                  {t.payment.joinWaitlist}
                </Link>
                .
              </p>
            </div>
          )}
        </div>
      </div>
    </PurchaseStep>
  )
}

/** In place of 'Proceed to Payment' while the firm's conflict check is not clear (or after it declined). */
function ConflictNotice({ declined }: { declined: boolean }) {
  const t = useCopy(purchase).payment
  return declined ? (
    <div role="status" className="mt-6 border-l-4 border-ink-muted bg-paper px-4 py-3 text-[15px]">
      <p className="font-semibold">{t.declinedTitle}</p>
      <p className="mt-1 text-ink-soft">{t.declinedText}</p>
    </div>
  ) : (
    <div role="status" className="mt-6 border-l-4 border-brass bg-paper px-4 py-3 text-[15px]">
      <p className="font-semibold">{t.conflictTitle}</p>
      <p className="mt-1 text-ink-soft">{t.conflictText}</p>
    </div>
  )
}

export const meta = stepMeta
