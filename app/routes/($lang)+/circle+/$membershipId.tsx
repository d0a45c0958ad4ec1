// /circle/:membershipId: joining the Circle, one step at a time: sign the membership terms, pay (Stripe
// Checkout in subscription mode, or the sandbox), then wait for the provider's confirmation. The
// membership becomes active only when the provider's events say so; this page just shows where it stands.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { LabelledSection } from '~/components/labelled-section'
import { AutoRefresh } from '~/components/auto-refresh'
import { SignTermsForm, SummaryCard, SummaryLine } from '~/components/circle'
import { LetterSheet } from '~/components/letter-sheet'
import { SubmitButton } from '~/components/forms'
import { Container } from '~/components/marketing/ui'
import { CIRCLE_PRICE_LABEL, CIRCLE_TERMS_CONSENT } from '~/content/circle'
import { requireMembershipAccess } from '~/models/circle-access.server'
import { addMonths } from '~/models/membership-dates'
import { cardLabel, formatCents, membershipInvoices } from '~/models/memberships.server'
import { signTerms, termsWithSha256 } from '~/models/membership-joining.server'
import { startMembershipCheckout } from '~/models/membership-checkout.server'
import { JoinCircleSchema, TermsSignatureSchema } from '~/schemas/circle'
import { requestMeta } from '~/utils/request-meta.server'
import { readFormData } from '~/utils/form-data.server'
import { longDate } from '~/utils/misc'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { membership: m, user } = await requireMembershipAccess(request, params.membershipId)
  const url = new URL(request.url)
  const shown = termsWithSha256(m)
  const step =
    m.status === 'ended'
      ? 'ended'
      : m.status !== 'pending'
        ? 'welcome'
        : !m.terms_signed_at
          ? 'terms'
          : url.searchParams.get('payment') === 'success'
            ? 'confirming'
            : 'payment'
  const terms =
    step === 'terms' && shown
      ? { title: shown.doc.title, blocks: shown.doc.blocks, frame: shown.doc.frame ?? null, sha256: shown.sha256 }
      : null
  // The receipt: the first payment as the provider reported it.
  const first = step === 'welcome' ? (await membershipInvoices(m.id)).filter((i) => i.status === 'paid').at(-1) : undefined
  return data(
    {
      step,
      name: m.name,
      email: m.email,
      company: m.company_name,
      terms,
      signedIn: Boolean(user),
      cancelled: url.searchParams.get('payment') === 'cancelled',
      price: CIRCLE_PRICE_LABEL,
      today: longDate(new Date()),
      nextCharge: longDate(addMonths(new Date(), 1)),
      receipt:
        step === 'welcome'
          ? {
              amount: first ? formatCents(first.amount_cents) : CIRCLE_PRICE_LABEL,
              paidOn: longDate(first?.occurred_at ?? m.started_at),
              card: cardLabel(m.card_brand, m.card_last4),
              nextBilling: longDate(m.current_period_end),
              cancelling: Boolean(m.cancel_at_period_end),
            }
          : null,
    },
    { headers: { 'cache-control': 'private, no-store' } },
  )
}

const TERMS_CHANGED = 'The terms changed while you were reading. Please read them again and sign.'

export async function action({ request, params }: ActionFunctionArgs) {
  const { membership: m } = await requireMembershipAccess(request, params.membershipId)
  const submission = parseWithZod(await readFormData(request), { schema: JoinCircleSchema })
  if (submission.status !== 'success') {
    // A wrong field of the signature form, or a button this page does not have.
    const known = submission.payload.intent === 'sign'
    return data({ result: submission.reply(known ? undefined : { formErrors: ['Unknown action.'] }) }, { status: 400 })
  }
  if (submission.value.intent === 'sign') {
    const { full_name, consent, terms_sha256 } = submission.value
    const result = await signTerms(m.id, {
      signerName: full_name,
      consent,
      shownSha256: terms_sha256 ?? '',
      meta: requestMeta(request),
    })
    if (!result.ok && result.reason === 'terms-changed')
      return data({ result: submission.reply({ formErrors: [TERMS_CHANGED] }) }, { status: 400 })
    return redirect(`/circle/${m.id}`, 303)
  }
  const result = await startMembershipCheckout(m.id)
  if (result.kind === 'redirect') return redirect(result.url, 303)
  // The earlier checkout was paid meanwhile: wait for the provider's confirmation, open nothing new.
  if (result.kind === 'already-paid') return redirect(`/circle/${m.id}?payment=success`, 303)
  if (result.kind === 'failed')
    return data(
      { result: submission.reply({ formErrors: ['Payment could not be started. Please try again in a few minutes.'] }) },
      { status: 502 },
    )
  return redirect(`/circle/${m.id}`, 303)
}

const STEPS = ['Membership terms', 'Payment'] as const

/** Where the member is in joining: two steps, then the welcome. */
function JoinSteps({ current }: { current: 1 | 2 }) {
  return (
    <ol className="mt-3 flex gap-4 text-[13px] sm:text-sm" aria-label="Joining steps">
      {STEPS.map((label, i) => (
        <li
          key={label}
          aria-current={current === i + 1 ? 'step' : undefined}
          className={current === i + 1 ? 'font-semibold text-ink' : 'text-ink-muted'}
        >
          <span className="sr-only">{current > i + 1 ? 'Completed: ' : current === i + 1 ? 'Current: ' : 'Upcoming: '}</span>
          {i + 1}. {label}
        </li>
      ))}
    </ol>
  )
}

export default function JoinCircle() {
  const v = useLoaderData<typeof loader>()
  // One Conform form for the page: the signature's fields, and the page's own refusals (form errors).
  const [form, fields] = useForm({
    id: 'join-circle',
    lastResult: useActionData<typeof action>()?.result,
    constraint: getZodConstraint(TermsSignatureSchema),
    defaultValue: { full_name: v.name },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: TermsSignatureSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  return (
    <div className="py-8 sm:py-14">
      <Container className={v.step === 'terms' ? 'max-w-4xl' : 'max-w-3xl'}>
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-brass">The Apex Circle</p>
        {form.errors?.length ? (
          <p role="alert" className="mt-4 border-l-4 border-danger bg-paper-raised p-4 font-medium">
            {form.errors.join(' ')}
          </p>
        ) : null}
        {v.step === 'terms' && v.terms ? (
          <>
            <h1 className="mt-3 font-serif text-3xl font-semibold sm:text-4xl">Sign the membership terms</h1>
            <JoinSteps current={1} />
            <p className="mt-4 max-w-prose text-ink-soft">
              Read the terms, type your full name under them and confirm. We record the time, your IP address and browser, and a fingerprint
              of the exact text.
            </p>
            <div className="mt-6">
              <LetterSheet
                letter={v.terms}
                party={{ company: v.company }}
                fingerprintLabel="Terms"
                acceptance={
                  <SignTermsForm
                    formProps={getFormProps(form)}
                    fields={fields}
                    email={v.email}
                    sha256={v.terms.sha256}
                    consentLabel={CIRCLE_TERMS_CONSENT}
                    className="mt-4 font-sans text-[16px] leading-normal"
                  />
                }
              />
            </div>
          </>
        ) : v.step === 'payment' ? (
          <>
            <h1 className="mt-3 font-serif text-3xl font-semibold sm:text-4xl">Terms signed. One step left.</h1>
            <JoinSteps current={2} />
            {v.cancelled ? (
              <p role="status" className="mt-4 border-l-4 border-brass bg-paper-raised p-4">
                Payment cancelled. Nothing was charged; you can start it again whenever you are ready.
              </p>
            ) : null}
            <div className="mt-6">
              <SummaryCard
                title="Payment summary"
                footer={
                  <Form method="post" className="mt-5">
                    <SubmitButton intent="pay" pendingLabel="Processing..." className="w-full sm:w-auto">
                      Proceed to Payment
                    </SubmitButton>
                    <p className="mt-3 text-[14px] text-ink-muted">You pay by card on the payment processor’s secure page.</p>
                  </Form>
                }
              >
                <SummaryLine term="Membership">The Apex Circle, billed monthly</SummaryLine>
                <SummaryLine term="Price" strong>
                  {v.price} a month
                </SummaryLine>
                <SummaryLine term="First charge">
                  {v.price} today, {v.today}
                </SummaryLine>
                <SummaryLine term="Next charge">
                  {v.price} on {v.nextCharge}, then monthly
                </SummaryLine>
                <SummaryLine term="Cancel">Any time from your portal; the month you paid for stays yours</SummaryLine>
              </SummaryCard>
            </div>
          </>
        ) : v.step === 'confirming' ? (
          <>
            <AutoRefresh seconds={2} />
            <h1 className="mt-3 font-serif text-3xl font-semibold sm:text-4xl" role="status">
              Confirming your payment…
            </h1>
            <p className="mt-4 text-ink-soft">We are waiting for the payment processor to confirm. This page updates by itself.</p>
          </>
        ) : v.step === 'welcome' && v.receipt ? (
          <>
            <h1 className="mt-3 font-serif text-3xl font-semibold sm:text-4xl">Welcome to the Circle</h1>
            <p className="mt-3 text-lg text-ink-soft [overflow-wrap:anywhere]">
              Your membership is active. A receipt is on its way to {v.email}.
            </p>
            <div className="mt-6">
              <SummaryCard title="Receipt">
                <SummaryLine term="Amount paid" strong>
                  {v.receipt.amount}
                </SummaryLine>
                <SummaryLine term="Paid on">{v.receipt.paidOn}</SummaryLine>
                {v.receipt.card ? <SummaryLine term="Card">{v.receipt.card}</SummaryLine> : null}
                <SummaryLine term="For">The Apex Circle, first month</SummaryLine>
                <SummaryLine term={v.receipt.cancelling ? 'Membership ends on' : 'Next billing date'}>
                  <span data-testid="next-billing-date">{v.receipt.nextBilling}</span>
                </SummaryLine>
              </SummaryCard>
            </div>
            <LabelledSection title="What happens next" className="mt-10" headingClassName="font-serif text-2xl font-semibold">
              <ol className="mt-4 list-decimal space-y-3 pl-6 marker:font-semibold marker:text-brass">
                {v.signedIn ? (
                  <li>
                    <Link to="/dashboard/apex-circle" className="font-semibold underline underline-offset-4">
                      Go to your membership
                    </Link>{' '}
                    in your client portal.
                  </li>
                ) : (
                  <li>
                    We have emailed {v.email} a link to set the password of your client portal, where your membership lives. If you already
                    have a password,{' '}
                    <Link to="/auth?redirectTo=/dashboard/apex-circle" className="underline underline-offset-4">
                      sign in
                    </Link>
                    .
                  </li>
                )}
                <li>Request your first deliverable: up to two each month, each answered by your attorney.</li>
                <li>Book your first quarterly planning session from the membership page.</li>
                <li>Write to your attorney from the portal at any time; as a member, your messages come first.</li>
              </ol>
            </LabelledSection>
          </>
        ) : (
          <>
            <h1 className="mt-3 font-serif text-3xl font-semibold sm:text-4xl">This membership has ended</h1>
            <p className="mt-4 text-ink-soft">
              <Link to="/contact" className="underline underline-offset-4">
                Write to us
              </Link>{' '}
              if you would like to join again.
            </p>
          </>
        )}
      </Container>
    </div>
  )
}

export const meta: MetaFunction = () => [{ title: 'Join | The Apex Circle' }, { name: 'robots', content: 'noindex' }]
