// /circle/invitation/:token: the emailed invitation of an approved applicant. Opening it shows who it
// is for; accepting it uses it up (once, before it expires, never from another signed-in account) and
// binds this browser to the new membership.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { SubmitButton } from '~/components/forms'
import { Container } from '~/components/marketing/ui'
import { CIRCLE_PRICE_LABEL } from '~/content/circle'
import { circleKeyCookie } from '~/models/circle-access.server'
import { acceptInvitation, describeInvitation, type InvitationState } from '~/models/membership-joining.server'
import { getUser } from '~/utils/auth.server'

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/

const REFUSALS: Record<Exclude<InvitationState, 'valid'>, { title: string; body: string }> = {
  used: {
    title: 'This invitation has already been used',
    body: 'Each invitation link works once. If you started joining in another browser, continue there, or write to us for a new link.',
  },
  expired: {
    title: 'This invitation has expired',
    body: 'Invitation links are valid for a limited time. Write to us and we will send you a new one.',
  },
  unknown: {
    title: 'This invitation link is not valid',
    body: 'Please check that you opened the whole link from the email, or write to us for a new one.',
  },
  'wrong-account': {
    title: 'This invitation is for a different account',
    body: 'You are signed in with an address other than the one we invited. Sign out, then open the link again.',
  },
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = params.token ?? ''
  const user = await getUser(request)
  const { state, invitation } = TOKEN.test(token) ? await describeInvitation(token, user) : { state: 'unknown' as const, invitation: null }
  return data({ state, invitation, price: CIRCLE_PRICE_LABEL }, { status: state === 'valid' ? 200 : state === 'wrong-account' ? 403 : 410 })
}

export async function action({ request, params }: ActionFunctionArgs) {
  const token = params.token ?? ''
  const user = await getUser(request)
  const result = TOKEN.test(token) ? await acceptInvitation(token, user) : ({ ok: false, state: 'unknown' } as const)
  if (!result.ok) return redirect(`/circle/invitation/${encodeURIComponent(token)}`, 303)
  return redirect(`/circle/${result.membershipId}`, { status: 303, headers: { 'set-cookie': await circleKeyCookie(result.browserKey) } })
}

export default function Invitation() {
  const { state, invitation, price } = useLoaderData<typeof loader>()
  const refusal = state === 'valid' ? null : REFUSALS[state]
  return (
    <div className="py-12 sm:py-20">
      <Container className="max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-brass">The Apex Circle</p>
        {refusal ? (
          <>
            <h1 className="mt-3 font-serif text-3xl font-semibold sm:text-4xl">{refusal.title}</h1>
            <p className="mt-4 text-lg text-ink-soft">{refusal.body}</p>
            <p className="mt-6">
              <Link to="/contact" className="underline underline-offset-4">
                Contact the firm
              </Link>
            </p>
          </>
        ) : (
          <>
            <h1 className="mt-3 font-serif text-3xl font-semibold sm:text-4xl">Your invitation to the Circle</h1>
            <p className="mt-4 text-lg text-ink-soft">
              {invitation?.name}, the firm has approved your application{invitation?.company ? ` for ${invitation.company}` : ''}. Next you
              read and sign the membership terms, then pay the first month ({price}). The link works once.
            </p>
            <p className="mt-2 text-ink-muted [overflow-wrap:anywhere]">Invitation for {invitation?.email}</p>
            <Form method="post" className="mt-8">
              <SubmitButton pendingLabel="Processing...">Accept invitation</SubmitButton>
            </Form>
          </>
        )}
      </Container>
    </div>
  )
}

export const meta: MetaFunction = () => [{ title: 'Your invitation | The Apex Circle' }, { name: 'robots', content: 'noindex' }]
