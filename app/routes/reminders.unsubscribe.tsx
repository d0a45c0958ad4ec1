// /reminders/unsubscribe?token=…: the link in every reminder email. Opening it only asks (mail scanners
// open links); the button posts, and so does a mail client's one-click unsubscribe (RFC 8058, the
// List-Unsubscribe-Post header), with the same signed token in the URL. Either stops that kind of
// reminder for that subject and recipient.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { buttonClass } from '~/components/forms'
import { NarrowPage } from '~/components/marketing/ui'
import { reminderForToken, unsubscribe } from '~/models/reminders.server'
import { REMINDER_LABELS } from '~/models/reminder-schedule.server'
import { seo } from '~/utils/seo'

const MAX_BODY_BYTES = 1024

function tokenOf(request: Request) {
  return new URL(request.url).searchParams.get('token')?.slice(0, 200) ?? null
}

export async function loader({ request }: LoaderFunctionArgs) {
  const token = tokenOf(request)
  const reminder = await reminderForToken(token)
  if (!reminder) return data({ state: 'invalid' as const, label: null, token: null }, { status: 404 })
  return {
    state: reminder.status === 'unsubscribed' ? ('done' as const) : ('ask' as const),
    label: REMINDER_LABELS[reminder.kind],
    token,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  // The one-click body is 'List-Unsubscribe=One-Click'; the page's form sends nothing else either.
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return data({ error: 'Request too large.' }, { status: 413 })
  const token = tokenOf(request)
  const reminder = await unsubscribe(token)
  if (!reminder) return data({ error: 'This unsubscribe link is not valid.' }, { status: 404 })
  return redirect(`/reminders/unsubscribe?token=${encodeURIComponent(token!)}`, 303)
}

export default function UnsubscribeReminders() {
  const { state, label, token } = useLoaderData<typeof loader>()
  return (
    <NarrowPage className="max-w-2xl" eyebrow="Email reminders">
      {state === 'invalid' ? (
        <>
          <h1 className="mt-3 text-4xl leading-tight">This link is not valid</h1>
          <p className="mt-6 text-ink-soft">
            The unsubscribe link may have been cut short by your email program. Please open it again from the email, or reply to any of our
            emails and we’ll stop the reminders for you.
          </p>
        </>
      ) : state === 'done' ? (
        <>
          <h1 className="mt-3 text-4xl leading-tight">You’re unsubscribed</h1>
          <p className="mt-6 text-ink-soft">We won’t send you any more reminders of this kind (“{label}”).</p>
        </>
      ) : (
        <>
          <h1 className="mt-3 text-4xl leading-tight">Stop these reminders?</h1>
          <p className="mt-6 text-ink-soft">
            You’re receiving reminders titled “{label}”. Press the button to stop them; other emails about your matter are not affected.
          </p>
          <Form method="post" action={`/reminders/unsubscribe?token=${encodeURIComponent(token ?? '')}`} className="mt-8">
            <button type="submit" className={buttonClass('primary')}>
              Unsubscribe
            </button>
          </Form>
        </>
      )}
    </NarrowPage>
  )
}

export const meta: MetaFunction = (args) =>
  seo(args, { title: 'Unsubscribe from reminders', description: 'Stop email reminders from the firm.', noindex: true })
