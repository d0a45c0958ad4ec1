// /internal-admin/outbox/:file — one email from the development outbox: its headers, its text, its source.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { devOutboxEnabled, readDevOutboxEmail } from '~/models/dev-outbox.server'
import { requireAdmin } from '~/utils/auth.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  if (!devOutboxEnabled()) throw new Response('Not found', { status: 404 })
  const email = await readDevOutboxEmail(params.file ?? '')
  if (!email) throw new Response('Not found', { status: 404 })
  return email
}

export default function DevOutboxEmail() {
  const email = useLoaderData<typeof loader>()
  return (
    <article className="border border-paper-line bg-paper-raised p-5" aria-labelledby="email-subject">
      <h2 id="email-subject" className="text-2xl">
        {email.subject}
      </h2>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[6rem_1fr]">
        <dt className="font-semibold text-ink-muted">From</dt>
        <dd className="[overflow-wrap:anywhere]">{email.from}</dd>
        <dt className="font-semibold text-ink-muted">To</dt>
        <dd className="[overflow-wrap:anywhere]">{email.to}</dd>
        {email.replyTo ? (
          <>
            <dt className="font-semibold text-ink-muted">Reply to</dt>
            <dd className="[overflow-wrap:anywhere]">{email.replyTo}</dd>
          </>
        ) : null}
        <dt className="font-semibold text-ink-muted">Date</dt>
        <dd>{email.date ?? '—'}</dd>
      </dl>
      <div className="mt-4 whitespace-pre-wrap border-t border-paper-line pt-4 text-[15px] leading-relaxed">
        {email.text ?? 'This email has no plain-text part.'}
      </div>
      <details className="mt-4">
        <summary className="min-h-[44px] cursor-pointer py-2 font-semibold">Message source</summary>
        <pre className="max-h-96 overflow-auto bg-paper p-3 text-xs">{email.raw}</pre>
      </details>
    </article>
  )
}
