// /circle/invitation/:token: the emailed invitation of an approved applicant. Opening it shows who it
// is for; accepting it uses it up (once, before it expires, never from another signed-in account) and
// binds this browser to the new membership.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { Form, Link, useLoaderData, useParams } from '@remix-run/react'
import { SubmitButton } from '~/components/forms'
import { Container } from '~/components/marketing/ui'
import { circlePriceLabel } from '~/content/circle'
import * as circle from '~/locales/circle'
import { circleKeyCookie } from '~/models/circle-access.server'
import { acceptInvitation, describeInvitation } from '~/models/membership-joining.server'
import { getUser } from '~/utils/auth.server'
import { fill, localePath, metaCopy, useCopy, useLocalePath } from '~/utils/i18n'
import { requestLang, spanishCopy } from '~/utils/i18n.server'

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/

export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = params.token ?? ''
  const user = await getUser(request)
  const { state, invitation } = TOKEN.test(token) ? await describeInvitation(token, user) : { state: 'unknown' as const, invitation: null }
  return data(
    { spanish: spanishCopy(requestLang(request), 'circle'), state, invitation, price: circlePriceLabel(requestLang(request)) },
    { status: state === 'valid' ? 200 : state === 'wrong-account' ? 403 : 410 },
  )
}

export async function action({ request, params }: ActionFunctionArgs) {
  const token = params.token ?? ''
  const user = await getUser(request)
  const lang = requestLang(request)
  const result = TOKEN.test(token) ? await acceptInvitation(token, user, lang) : ({ ok: false, state: 'unknown' } as const)
  if (!result.ok) return redirect(localePath(lang, `/circle/invitation/${encodeURIComponent(token)}`), 303)
  return redirect(localePath(lang, `/circle/${result.membershipId}`), {
    status: 303,
    headers: { 'set-cookie': await circleKeyCookie(result.browserKey) },
  })
}

export default function Invitation() {
  const { state, invitation, price } = useLoaderData<typeof loader>()
  const token = useParams().token ?? ''
  const t = useCopy(circle).invitation
  const processing = useCopy(circle).processing
  const to = useLocalePath()
  const refusal = state === 'valid' ? null : t.refusals[state]
  return (
    <div className="py-12 sm:py-20">
      <Container className="max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-brass">The Apex Circle</p>
        {refusal ? (
          <>
            <h1 className="mt-3 font-serif text-3xl font-semibold sm:text-4xl">{refusal.title}</h1>
            <p className="mt-4 text-lg text-ink-soft">{refusal.body}</p>
            <p className="mt-6">
              <Link to={to('/contact')} className="underline underline-offset-4">
                {t.contact}
              </Link>
            </p>
          </>
        ) : (
          <>
            <h1 className="mt-3 font-serif text-3xl font-semibold sm:text-4xl">{t.heading}</h1>
            <p className="mt-4 text-lg text-ink-soft">
              {fill(t.approved, {
                name: invitation?.name ?? '',
                company: invitation?.company ? fill(t.forCompany, { company: invitation.company }) : '',
                price,
              })}
            </p>
            <p className="mt-2 text-ink-muted [overflow-wrap:anywhere]">{fill(t.invitationFor, { email: invitation?.email ?? '' })}</p>
            <Form method="post" action={to(`/circle/invitation/${encodeURIComponent(token)}`)} className="mt-8">
              <SubmitButton pendingLabel={processing}>{t.accept}</SubmitButton>
            </Form>
          </>
        )}
      </Container>
    </div>
  )
}

export const meta: MetaFunction = (args) => [{ title: metaCopy(args, circle).meta.invitation }, { name: 'robots', content: 'noindex' }]
