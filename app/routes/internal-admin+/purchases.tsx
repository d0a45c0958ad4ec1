// /internal-admin/purchases: every Growth Score signup with its state (started, signed, at checkout, paid…), the
// signature audit record and signed PDF, the Stripe Checkout session, and this month's places.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData, useLocation } from '@remix-run/react'
import { FileText } from 'lucide-react'
import { SIGNUP_STATE_LABELS } from '~/content/admin'
import { listSignups, monthlyPlaces } from '~/models/admin-purchases.server'
import { requireAdmin } from '~/utils/auth.server'
import { Badge, PageHeading, Pagination, When } from './__ui'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const url = new URL(request.url)
  const page = Number(url.searchParams.get('page') ?? 1)
  const [places, list] = await Promise.all([monthlyPlaces(), listSignups({ page: Number.isFinite(page) ? page : 1 })])
  return { places, ...list }
}

const stateTone = {
  details: 'neutral',
  letter_preparing: 'neutral',
  letter_failed: 'bad',
  awaiting_signature: 'neutral',
  signed: 'info',
  checkout_open: 'info',
  paid: 'good',
  complete: 'good',
} as const

export default function PurchasesPage() {
  const { places, signups, total, page, pageCount } = useLoaderData<typeof loader>()
  const location = useLocation()
  return (
    <>
      <PageHeading title="Purchases">
        <p>Growth Score signups from first step to payment, with the signature record for each signed letter.</p>
      </PageHeading>

      <section aria-labelledby="places-title" className="mb-10 grid gap-4 border-y border-paper-line py-6 sm:grid-cols-3">
        <h2 id="places-title" className="sr-only">
          Places this month
        </h2>
        <Figure label={`Places used in ${places.monthLabel}`} value={`${places.used} of ${places.capacity}`}>
          {places.paid} paid{places.held ? `, ${places.held} held for a signup on its way to payment` : ''}
        </Figure>
        <Figure label="Places left this month" value={String(places.left)}>
          {places.left === 0 ? 'The month is full: new visitors are offered the waitlist.' : 'Counted in New York time.'}
        </Figure>
        <Figure label="Signups in all" value={total.toLocaleString('en-US')}>
          Every signup, including those that never paid.
        </Figure>
      </section>

      {signups.length ? (
        <ol className="space-y-4" aria-label="Signups">
          {signups.map((s) => (
            <li key={s.id} className="border border-paper-line bg-paper-raised p-4 sm:p-5" aria-labelledby={`signup-${s.id}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id={`signup-${s.id}`} className="font-serif text-xl">
                  {s.name} <span className="font-sans text-base font-normal text-ink-muted">· {s.company}</span>
                </h2>
                <Badge tone={stateTone[s.state]} className="text-sm">
                  {SIGNUP_STATE_LABELS[s.state]}
                </Badge>
              </div>
              <dl className="mt-3 grid gap-x-4 gap-y-1 text-[15px] sm:grid-cols-[10rem_1fr]">
                <dt className="font-semibold text-ink-muted">Email</dt>
                <dd className="[overflow-wrap:anywhere]">{s.email}</dd>
                <dt className="font-semibold text-ink-muted">Phone</dt>
                <dd>{s.phone}</dd>
                <dt className="font-semibold text-ink-muted">Started</dt>
                <dd>
                  <When at={s.createdAt} />
                </dd>
                <dt className="font-semibold text-ink-muted">Stripe session</dt>
                <dd className="font-mono text-sm [overflow-wrap:anywhere]">{s.checkoutSessionId ?? '—'}</dd>
                {s.paidAt ? (
                  <>
                    <dt className="font-semibold text-ink-muted">Paid</dt>
                    <dd>
                      <When at={s.paidAt} />
                      {s.amount
                        ? ` · ${(s.amount.cents / 100).toLocaleString('en-US', { style: 'currency', currency: s.amount.currency })}`
                        : ''}
                    </dd>
                  </>
                ) : null}
                {s.overCapacityAt ? (
                  <>
                    <dt className="font-semibold text-danger">Over capacity</dt>
                    <dd className="font-semibold text-danger">
                      Paid after this month’s places were taken (the checkout’s hold had ended). The payment stands: schedule it or contact
                      the client.
                    </dd>
                  </>
                ) : null}
              </dl>
              {s.signatures.length ? (
                <div className="mt-4 space-y-3 border-t border-paper-line pt-4">
                  {s.signatures.map((sig) => (
                    <details key={sig.id} className="group">
                      <summary className="flex min-h-[44px] cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 font-semibold marker:hidden">
                        <span className="text-brass group-open:rotate-90" aria-hidden>
                          ›
                        </span>
                        {sig.purpose === 'engagement-letter' ? 'Engagement letter' : 'Post-payment agreement'} signed by {sig.signer_name}
                        <span className="text-sm font-normal text-ink-muted">
                          <When at={sig.signed_at} />
                        </span>
                      </summary>
                      <dl className="mt-2 grid gap-x-4 gap-y-1 pl-5 text-sm sm:grid-cols-[10rem_1fr]">
                        <dt className="font-semibold text-ink-muted">Signer</dt>
                        <dd>
                          {sig.signer_name} &lt;{sig.signer_email}&gt;
                        </dd>
                        <dt className="font-semibold text-ink-muted">Provider</dt>
                        <dd>{sig.provider}</dd>
                        <dt className="font-semibold text-ink-muted">IP address</dt>
                        <dd>{sig.ip ?? '—'}</dd>
                        <dt className="font-semibold text-ink-muted">Browser</dt>
                        <dd className="[overflow-wrap:anywhere]">{sig.user_agent ?? '—'}</dd>
                        <dt className="font-semibold text-ink-muted">Consent</dt>
                        <dd>{sig.consent_text}</dd>
                        <dt className="font-semibold text-ink-muted">Letter version</dt>
                        <dd>{sig.document_version}</dd>
                        <dt className="font-semibold text-ink-muted">SHA-256</dt>
                        <dd className="font-mono [overflow-wrap:anywhere]">{sig.document_sha256}</dd>
                        <dt className="font-semibold text-ink-muted">Verification code</dt>
                        <dd className="font-mono">{sig.verification_code}</dd>
                      </dl>
                      {sig.hasPdf ? (
                        <a
                          href={`/internal-admin/signatures/${sig.id}/pdf`}
                          className="ml-5 mt-2 inline-flex min-h-[44px] items-center gap-2 font-semibold underline underline-offset-4"
                        >
                          <FileText aria-hidden className="h-4 w-4 text-brass" strokeWidth={1.75} />
                          Signed PDF
                        </a>
                      ) : (
                        <p className="ml-5 mt-2 text-sm text-ink-muted">The signed PDF has not been produced yet.</p>
                      )}
                    </details>
                  ))}
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="border border-dashed border-ink/25 px-4 py-8 text-center text-ink-muted">No signups yet.</p>
      )}
      <Pagination page={page} pageCount={pageCount} total={total} search={location.search} noun={total === 1 ? 'signup' : 'signups'} />
    </>
  )
}

function Figure({ label, value, children }: { label: string; value: string; children: React.ReactNode }) {
  return (
    <div>
      <p className="text-sm font-semibold text-ink-muted">{label}</p>
      <p className="mt-1 font-serif text-4xl text-ink">{value}</p>
      <p className="mt-1 text-sm text-ink-muted">{children}</p>
    </div>
  )
}
