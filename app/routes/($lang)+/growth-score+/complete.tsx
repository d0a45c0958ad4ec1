// /growth-score/complete?signup_id=…: the paid purchase ('Process Complete') and what happens next,
// in order, with the post-payment agreement's progress while the worker prepares it.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { AutoRefresh } from '~/components/auto-refresh'
import { Container } from '~/components/marketing/ui'
import { FlowNotices } from '~/components/purchase-step'
import { isProvisioned, signInPayingBrowser } from '~/models/purchase-session.server'
import { env } from '~/utils/env.server'
import { cn } from '~/utils/misc'
import type { Notice } from '~/utils/notice'
import { FLOW_PATH, documentUrl, requireSignup, toStateStep } from './__flow.server'
import { stepMeta } from './__meta'
import { noticesIn } from './__notices'
import * as purchase from '~/locales/purchase'
import { fill, localePath, useCopy } from '~/utils/i18n'
import { copiesIn, copyIn, requestLang, spanishCopy } from '~/utils/i18n.server'
import { postEnvelopeProgress } from '~/models/signup-signing.server'
import { isPaidState } from '~/models/signup-states'

export async function loader({ request }: LoaderFunctionArgs) {
  const signup = await requireSignup(request)
  const lang = requestLang(request)
  const NOTICES = noticesIn(copiesIn(lang))
  if (!isPaidState(signup.state)) toStateStep(signup, lang)
  const envelope = await postEnvelopeProgress(signup)
  const signed = signup.post_envelope_status === 'completed'
  const builtin = env().SIGNATURE_PROVIDER === 'builtin'
  const notices: Notice[] = []
  if (new URL(request.url).searchParams.get('notice') === 'payment-successful') notices.push(NOTICES.paymentSuccessful)
  // 'Please check your email for the agreement' is true only when the signature service emails it; our
  // own provider's panel asks for the signature on the page, and a notice beside it must not disagree.
  if (envelope === 'ready' && !signed && !builtin) notices.push(NOTICES.envelopeReady)
  if (envelope === 'failed') notices.push(NOTICES.envelopeFailed)
  // The browser that paid is signed in to its purchase as soon as the account exists (its page refreshes
  // until then), so 'Go to the client portal' opens at once.
  const cookie = await signInPayingBrowser(request, signup)
  const id = encodeURIComponent(signup.id)
  return data(
    {
      spanish: spanishCopy(requestLang(request), 'purchase'),
      firstName: signup.name.trim().split(/\s+/)[0] || copyIn(purchase, lang).complete.client,
      company: signup.company_name,
      email: signup.email,
      envelope,
      /** The document review authorization: where it stands, and our own signing page when it is ours. */
      authorization: {
        signed,
        signUrl: builtin && envelope === 'ready' && !signed ? localePath(lang, `${FLOW_PATH}/agreement?signup_id=${id}`) : null,
      },
      letterPdf: documentUrl(signup.id, 'engagement-letter', lang),
      authorizationPdf: documentUrl(signup.id, 'post-payment-agreement', lang),
      portalUrl: localePath(lang, `${FLOW_PATH}/portal?signup_id=${id}`),
      notices,
      refreshSeconds: envelope === 'preparing' || !isProvisioned(signup) ? 3 : null,
    },
    cookie ? { headers: { 'set-cookie': cookie } } : undefined,
  )
}

export default function CompletePage() {
  const page = useLoaderData<typeof loader>()
  const { notices } = page
  // One screen: the panel first (on a phone too), the notices about it beside it on a desk.
  return (
    <section id="start" aria-labelledby="flow-heading" className="scroll-mt-4 py-10 sm:py-16">
      <Container className="max-w-5xl">
        <div className={cn('grid gap-6', notices.length ? 'lg:grid-cols-[minmax(0,1fr)_19rem] lg:items-start' : 'max-w-3xl')}>
          <CompletePanel page={page} />
          <FlowNotices notices={notices} />
        </div>
        {page.refreshSeconds ? <AutoRefresh seconds={page.refreshSeconds} /> : null}
      </Container>
    </section>
  )
}

/** 'Process Complete' and what happens next, in order. */
function CompletePanel({ page }: { page: ReturnType<typeof useLoaderData<typeof loader>> }) {
  const { authorization, envelope } = page
  const t = useCopy(purchase).complete
  return (
    <div className="border border-ink bg-ink px-5 py-6 text-paper sm:p-10">
      <p className="text-sm font-semibold uppercase tracking-[0.18em] text-brass-light">{fill(t.thanks, { name: page.firstName })}</p>
      <h1 id="flow-heading" className="mt-3 font-serif text-3xl font-semibold text-paper sm:text-4xl">
        {t.heading}
      </h1>
      <p className="mt-3 max-w-prose text-[17px] leading-relaxed text-paper/85">
        {fill(t.confirmed, { company: page.company })}
        <span className="[overflow-wrap:anywhere]">{page.email}</span>
        {t.attached}{' '}
        <a href={page.letterPdf} className="text-paper underline underline-offset-4">
          {t.downloadLetter}
        </a>
      </p>
      <h2 className="mt-8 text-sm font-semibold uppercase tracking-[0.18em] text-paper/70">{t.next}</h2>
      <ol className="mt-4 space-y-4">
        <NextStep n={1} title={t.authorizeTitle}>
          {authorization.signed ? (
            <p>
              {t.signedThanks}{' '}
              <a href={page.authorizationPdf} className="text-paper underline underline-offset-4">
                {t.downloadAuthorization}
              </a>
            </p>
          ) : envelope === 'failed' ? (
            <p>{t.authorizationManual}</p>
          ) : envelope === 'preparing' ? (
            <p role="status">{t.authorizationPreparing}</p>
          ) : (
            <>
              <p>{t.authorizationAbout}</p>
              {authorization.signUrl ? (
                <p className="mt-3">
                  <Link
                    to={authorization.signUrl}
                    className="inline-flex min-h-[44px] items-center bg-brass-light px-5 py-2.5 font-semibold leading-snug text-ink hover:bg-paper"
                  >
                    {t.authorizationSign}
                  </Link>
                </p>
              ) : null}
            </>
          )}
        </NextStep>
        <NextStep n={2} title={t.portalTitle}>
          <p>{t.portalText}</p>
        </NextStep>
        <NextStep n={3} title={t.documentsTitle}>
          <p>{t.documentsText}</p>
        </NextStep>
        <NextStep n={4} title={t.analyzeTitle}>
          <p>{t.analyzeText}</p>
        </NextStep>
        <NextStep n={5} title={t.reportTitle}>
          <p>{t.reportText}</p>
        </NextStep>
      </ol>
      <p className="mt-8">
        <Link to={page.portalUrl} className="inline-flex min-h-[48px] items-center bg-paper px-6 font-semibold text-ink hover:bg-white">
          {t.portalButton}
        </Link>
      </p>
    </div>
  )
}

function NextStep({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <li className="grid grid-cols-[1.5rem_minmax(0,1fr)] gap-x-3 border-t border-paper/20 pt-4 sm:grid-cols-[2.25rem_minmax(0,1fr)] sm:gap-x-4">
      <span aria-hidden="true" className="font-serif text-2xl font-semibold leading-none text-brass-light">
        {n}
      </span>
      <div>
        <h3 className="font-semibold text-paper">{title}</h3>
        <div className="mt-1 text-[15px] leading-relaxed text-paper/80">{children}</div>
      </div>
    </li>
  )
}

export const meta = stepMeta
