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
import { NOTICES, STEP_NOTICES } from './__notices'
import { postEnvelopeProgress } from '~/models/signup-signing.server'
import { isPaidState } from '~/models/signup-states'

export async function loader({ request }: LoaderFunctionArgs) {
  const signup = await requireSignup(request)
  if (!isPaidState(signup.state)) toStateStep(signup)
  const envelope = await postEnvelopeProgress(signup)
  const signed = signup.post_envelope_status === 'completed'
  const builtin = env().SIGNATURE_PROVIDER === 'builtin'
  const notices: Notice[] = []
  if (new URL(request.url).searchParams.get('notice') === 'payment-successful') notices.push(STEP_NOTICES['payment-successful'])
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
      firstName: signup.name.trim().split(/\s+/)[0] || 'Client',
      company: signup.company_name,
      email: signup.email,
      envelope,
      /** The document review authorization: where it stands, and our own signing page when it is ours. */
      authorization: {
        signed,
        signUrl: builtin && envelope === 'ready' && !signed ? `${FLOW_PATH}/agreement?signup_id=${id}` : null,
      },
      letterPdf: documentUrl(signup.id, 'engagement-letter'),
      authorizationPdf: documentUrl(signup.id, 'post-payment-agreement'),
      portalUrl: `${FLOW_PATH}/portal?signup_id=${id}`,
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
  return (
    <div className="border border-ink bg-ink px-5 py-6 text-paper sm:p-10">
      <p className="text-sm font-semibold uppercase tracking-[0.18em] text-brass-light">Thank you, {page.firstName}</p>
      <h1 id="flow-heading" className="mt-3 font-serif text-3xl font-semibold text-paper sm:text-4xl">
        Process Complete
      </h1>
      <p className="mt-3 max-w-prose text-[17px] leading-relaxed text-paper/85">
        Your payment is confirmed and the Growth Score for {page.company} has begun. A confirmation email is sent to{' '}
        <span className="[overflow-wrap:anywhere]">{page.email}</span>, with your signed engagement letter attached.{' '}
        <a href={page.letterPdf} className="text-paper underline underline-offset-4">
          Download the signed letter (PDF)
        </a>
      </p>
      <h2 className="mt-8 text-sm font-semibold uppercase tracking-[0.18em] text-paper/70">What happens next</h2>
      <ol className="mt-4 space-y-4">
        <NextStep n={1} title="Authorize our document review">
          {authorization.signed ? (
            <p>
              Signed. Thank you.{' '}
              <a href={page.authorizationPdf} className="text-paper underline underline-offset-4">
                Download the signed authorization (PDF)
              </a>
            </p>
          ) : envelope === 'failed' ? (
            <p>We will send you the document review authorization ourselves; there is nothing to do now.</p>
          ) : envelope === 'preparing' ? (
            <p role="status">Preparing your document review authorization…</p>
          ) : (
            <>
              <p>A one-page addendum to your letter that lets us receive and review your company’s documents.</p>
              {authorization.signUrl ? (
                <p className="mt-3">
                  <Link
                    to={authorization.signUrl}
                    className="inline-flex min-h-[44px] items-center bg-brass-light px-5 py-2.5 font-semibold leading-snug text-ink hover:bg-paper"
                  >
                    Review and sign the authorization
                  </Link>
                </p>
              ) : null}
            </>
          )}
        </NextStep>
        <NextStep n={2} title="Your client portal">
          <p>
            On the browser you paid with, the button below opens your portal now. A second email brings the link to choose a password, for
            your other devices and for the documents we need.
          </p>
        </NextStep>
        <NextStep n={3} title="Send your documents">
          <p>Your portal lists the documents we need; upload them there or reply to our email.</p>
        </NextStep>
        <NextStep n={4} title="We analyze">
          <p>Our analysis begins within 24 hours.</p>
        </NextStep>
        <NextStep n={5} title="Your report">
          <p>Your report arrives within 5–7 business days.</p>
        </NextStep>
      </ol>
      <p className="mt-8">
        <Link to={page.portalUrl} className="inline-flex min-h-[48px] items-center bg-paper px-6 font-semibold text-ink hover:bg-white">
          Go to the client portal
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
