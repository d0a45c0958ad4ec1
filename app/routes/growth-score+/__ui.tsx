// The purchase flow's screens: notices, the step indicator, the letter, the waiting states and each
// step's panel. Every control is a real form, so each step works without JavaScript.
import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, useNavigation } from '@remix-run/react'
import { useState, type ReactNode } from 'react'
import { AutoRefresh } from '~/components/auto-refresh'
import { Field, HoneypotField, SubmitButton, TextareaField, buttonClass } from '~/components/forms'
import { Fingerprint, LetterBody } from '~/components/letter-body'
import { Container, Eyebrow } from '~/components/marketing/ui'
import { SIGNATURE_CONSENT } from '~/content/engagement-letter'
import { GrowthScoreSignupSchema, SignatureSchema, WaitlistSchema } from '~/schemas/growth-score'
import { cn } from '~/utils/misc'
import type { Notice } from '~/utils/notice'
import type { Capacity, FormReply, LetterView, Party, View } from './__flow.server'
import { capacityPolicy, capacityStatus } from './__capacity'

export const SIGN_CONSENT_LABEL = SIGNATURE_CONSENT

/** Notices in the toasts' look, in the flow's own live region (they describe the state shown). */
export function FlowNotices({ notices }: { notices: Notice[] }) {
  const errors = notices.filter((n) => n.type === 'error')
  const others = notices.filter((n) => n.type !== 'error')
  const item = (n: Notice) => (
    <div
      key={n.title}
      data-testid="flow-notice"
      className={cn('border-l-4 bg-paper-raised px-4 py-3 shadow-sm', n.type === 'error' ? 'border-danger' : 'border-success')}
    >
      <p className={cn('font-semibold', n.type === 'error' ? 'text-danger' : 'text-ink')}>{n.title}</p>
      <p className="mt-0.5 text-[15px] text-ink-soft">{n.description}</p>
    </div>
  )
  return (
    <div className="space-y-3">
      <div role="alert" aria-live="assertive" className="space-y-3">
        {errors.map(item)}
      </div>
      <div role="status" aria-live="polite" className="space-y-3">
        {others.map(item)}
      </div>
    </div>
  )
}

const STEPS = ['Your details', 'Engagement letter', 'Payment'] as const

export function stepOf(view: View): number {
  switch (view.kind) {
    case 'details':
      return 1
    case 'letter':
    case 'preparing':
    case 'sign':
    case 'sign-waiting':
      return 2
    case 'payment':
    case 'confirming':
      return 3
    case 'complete':
      return 4
    default:
      return 0
  }
}

export function Stepper({ current }: { current: number }) {
  return (
    <ol className="grid grid-cols-3 gap-2 text-[13px] sm:gap-4 sm:text-sm" aria-label="Purchase steps">
      {STEPS.map((label, i) => {
        const n = i + 1
        const state = current > n ? 'done' : current === n ? 'current' : 'todo'
        return (
          <li key={label} aria-current={state === 'current' ? 'step' : undefined} className="flex flex-col gap-2">
            <span
              className={cn('h-1', state === 'todo' ? 'bg-paper-line' : state === 'current' ? 'bg-brass' : 'bg-ink')}
              aria-hidden="true"
            />
            <span className={cn('font-semibold', state === 'todo' ? 'text-ink-muted' : 'text-ink')}>
              <span className="sr-only">{state === 'done' ? 'Completed: ' : state === 'current' ? 'Current: ' : 'Upcoming: '}</span>
              Step {n}. {label}
            </span>
          </li>
        )
      })}
    </ol>
  )
}

export function Waiting({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="flex items-start gap-4 border border-paper-line bg-paper-raised p-6 sm:p-8" aria-busy="true">
      <span
        aria-hidden="true"
        className="mt-1.5 inline-block h-5 w-5 shrink-0 animate-spin rounded-full border-2 border-ink/20 border-t-brass motion-reduce:animate-none"
      />
      <div>
        <h2 className="font-serif text-2xl font-semibold" role="status">
          {title}
        </h2>
        {children ? <div className="mt-2 text-[16px] leading-relaxed text-ink-soft">{children}</div> : null}
      </div>
    </div>
  )
}

export function LetterSheet({ letter, party }: { letter: LetterView; party: Party }) {
  return (
    <article
      aria-label={letter.title}
      className="border border-paper-line bg-paper-raised px-5 py-7 shadow-[0_1px_0_rgba(20,33,61,0.04)] sm:px-10 sm:py-10"
    >
      <p className="text-[12px] font-semibold uppercase tracking-[0.2em] text-brass">Prepared for {party.company}</p>
      <h3 className="mt-3 font-serif text-2xl font-semibold leading-snug sm:text-[1.75rem]">{letter.title}</h3>
      <LetterBody blocks={letter.blocks} Heading="h4" />
      <Fingerprint label="Letter" sha256={letter.sha256} />
    </article>
  )
}

export function StartOver() {
  return (
    <div className="border border-paper-line bg-paper-raised p-6 sm:p-8">
      <h2 className="font-serif text-2xl font-semibold">Please start the process from the beginning</h2>
      <p className="mt-2 text-[16px] text-ink-soft">
        This link does not lead to a purchase we can show in this browser. Starting again takes a minute.
      </p>
      <Form method="get" action="/growth-score" className="mt-6">
        <button type="submit" className={buttonClass('primary')}>
          Start Over
        </button>
      </Form>
    </div>
  )
}

function CapacityLine({ capacity }: { capacity: Capacity }) {
  return (
    <p className="text-[15px] text-ink-soft" data-testid="capacity">
      {capacity.full ? (
        <>
          All {capacity.capacity} of {capacity.monthLabel}’s places are taken.
        </>
      ) : (
        <>
          <span className="font-semibold text-ink">{capacityPolicy(capacity.capacity)}</span> {capacityStatus(capacity)}
        </>
      )}
    </p>
  )
}

export function DetailsStep({ view, actionData }: { view: Extract<View, { kind: 'details' }>; actionData: FormReply | undefined }) {
  const navigation = useNavigation()
  const lastResult = actionData?.form === 'details' ? actionData.result : undefined
  const [clientNotice, setClientNotice] = useState(false)
  const [form, fields] = useForm({
    id: 'growth-score-details',
    lastResult,
    constraint: getZodConstraint(GrowthScoreSignupSchema),
    defaultValue: view.values ?? undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: GrowthScoreSignupSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  const loadingLetter = navigation.state === 'loading' && navigation.location.pathname === '/growth-score/letter'
  if (loadingLetter) return <Waiting title="Loading engagement letter..." />

  if (view.capacity.full && !view.signupId) return <Waitlist capacity={view.capacity} actionData={actionData} />

  const formProps = getFormProps(form)
  const serverNotices = actionData && actionData.form !== 'waitlist' ? actionData.notices : []
  const notices =
    clientNotice && !serverNotices.length
      ? [{ title: 'Missing Information', description: 'Please fill in all required fields.', type: 'error' as const }]
      : serverNotices
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 className="font-serif text-2xl font-semibold sm:text-3xl">Your details</h2>
        <CapacityLine capacity={view.capacity} />
      </div>
      <p className="mt-2 max-w-prose text-[16px] text-ink-soft">
        We prepare your engagement letter from these details. Nothing is charged until step 3.
      </p>
      {notices.length ? (
        <div className="mt-5">
          <FlowNotices notices={notices} />
        </div>
      ) : null}
      <Form
        method="post"
        action={view.signupId ? `/growth-score/details?signup_id=${view.signupId}` : '/growth-score?index'}
        {...formProps}
        onSubmit={(event) => {
          formProps.onSubmit(event)
          const data = new FormData(event.currentTarget)
          const missing = ['name', 'email', 'company', 'phone'].some((f) => !String(data.get(f) ?? '').trim())
          setClientNotice(event.defaultPrevented && missing)
        }}
        className="relative mt-6 grid gap-5 sm:grid-cols-2"
      >
        <HoneypotField />
        <input type="hidden" name="intent" value="details" />
        {view.signupId ? <input type="hidden" name="signup_id" value={view.signupId} /> : null}
        <Field label="Name" field={fields.name} autoComplete="name" />
        <Field label="Email" field={fields.email} type="email" autoComplete="email" />
        <Field label="Company" field={fields.company} autoComplete="organization" />
        <Field label="Phone" field={fields.phone} type="tel" autoComplete="tel" />
        <TextareaField
          className="sm:col-span-2"
          label={
            <>
              Message <span className="font-normal text-ink-muted">(optional)</span>
            </>
          }
          field={fields.message}
          rows={4}
          placeholder="Anything we should know before we begin?"
        />
        <div className="sm:col-span-2">
          <SubmitButton intent="details" pendingLabel="Processing..." className="w-full sm:w-auto">
            Continue to Engagement Letter
          </SubmitButton>
        </div>
      </Form>
    </div>
  )
}

function Waitlist({ capacity, actionData }: { capacity: Capacity; actionData: FormReply | undefined }) {
  const [form, fields] = useForm({
    id: 'growth-score-waitlist',
    lastResult: actionData?.form === 'waitlist' ? actionData.result : undefined,
    constraint: getZodConstraint(WaitlistSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: WaitlistSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <div id="waitlist">
      <h2 className="font-serif text-2xl font-semibold sm:text-3xl">{capacity.monthLabel} is full</h2>
      <p className="mt-3 max-w-prose text-[16px] leading-relaxed text-ink-soft">
        We take {capacity.capacity} Growth Score clients a month so that each gets the managing attorney’s own attention, and this month’s
        places are taken. Join the waitlist and we will write to you as soon as a place opens.
      </p>
      <Form method="post" action="/growth-score?index" {...getFormProps(form)} className="relative mt-6 grid gap-5 sm:grid-cols-3">
        <HoneypotField />
        <input type="hidden" name="intent" value="waitlist" />
        <Field label="Name" field={fields.name} autoComplete="name" />
        <Field label="Email" field={fields.email} type="email" autoComplete="email" />
        <Field label="Company" field={fields.company} autoComplete="organization" />
        <div className="sm:col-span-3">
          <SubmitButton intent="waitlist" pendingLabel="Submitting...">
            Join the Waitlist
          </SubmitButton>
        </div>
      </Form>
    </div>
  )
}

export function LetterStep({ view }: { view: Extract<View, { kind: 'letter' }> }) {
  return (
    <div>
      <h2 className="font-serif text-2xl font-semibold sm:text-3xl">Your engagement letter</h2>
      <p className="mt-2 max-w-prose text-[16px] text-ink-soft">
        Please read the letter. When you agree, we prepare it for your electronic signature.
      </p>
      {view.letter ? (
        <div className="mt-6">
          <LetterSheet letter={view.letter} party={view.party} />
        </div>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
        <Form method="get" action="/growth-score/details">
          <input type="hidden" name="signup_id" value={view.signupId} />
          <button type="submit" className={cn(buttonClass('secondary'), 'w-full sm:w-auto')}>
            Go Back
          </button>
        </Form>
        {view.letter ? (
          <Form method="post" action={`/growth-score/letter?signup_id=${view.signupId}`}>
            <input type="hidden" name="signup_id" value={view.signupId} />
            <SubmitButton intent="sign" pendingLabel="Processing..." className="w-full sm:w-auto">
              I Agree and Sign
            </SubmitButton>
          </Form>
        ) : null}
      </div>
    </div>
  )
}

export function SignStep({ view, actionData }: { view: Extract<View, { kind: 'sign' }>; actionData: FormReply | undefined }) {
  return (
    <div>
      <h2 className="font-serif text-2xl font-semibold sm:text-3xl">Sign your engagement letter</h2>
      <p className="mt-2 max-w-prose text-[16px] text-ink-soft">
        Check your details, type your full name and confirm. We record the time, your IP address and browser, and a fingerprint of the exact
        letter below, and email you the signed PDF.
      </p>
      <div className="mt-6">
        <LetterSheet letter={view.letter} party={view.party} />
      </div>
      <SignatureForm
        id="sign"
        action={`/growth-score/sign?signup_id=${view.signupId}`}
        signupId={view.signupId}
        sha256={view.letter.sha256}
        defaultName={view.party.name}
        consentLabel={SIGN_CONSENT_LABEL}
        actionData={actionData}
      >
        <dl className="mb-5 grid gap-3 text-[15px] sm:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold text-ink-muted">Email</dt>
            <dd className="[overflow-wrap:anywhere]">{view.party.email}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-ink-muted">Company</dt>
            <dd>{view.party.company}</dd>
          </div>
        </dl>
      </SignatureForm>
    </div>
  )
}

/**
 * Confirm Signature: the typed name and the consent box, checked by SignatureSchema in the browser
 * (once hydrated) and by the same schema in the route's action.
 */
export function SignatureForm({
  id,
  action,
  signupId,
  sha256,
  defaultName,
  consentLabel,
  actionData,
  children,
}: {
  id: string
  action?: string
  signupId: string
  sha256: string
  defaultName: string
  consentLabel: string
  actionData: FormReply | undefined
  children?: ReactNode
}) {
  const [form, fields] = useForm({
    id: `${id}-signature`,
    lastResult: actionData?.form === 'signature' ? actionData.result : undefined,
    constraint: getZodConstraint(SignatureSchema),
    defaultValue: { full_name: defaultName, letter_sha256: sha256 },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SignatureSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  const nameError = fields.full_name.errors?.[0]
  const consentError = fields.consent.errors?.[0]
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="mt-8 border border-ink/15 bg-paper-raised p-5 sm:p-8">
      <input type="hidden" name="signup_id" value={signupId} />
      <input {...getInputProps(fields.letter_sha256, { type: 'hidden' })} key={fields.letter_sha256.key} />
      {children}
      <div>
        <label htmlFor={`${id}-full-name`} className="mb-1.5 block text-sm font-semibold text-ink">
          Full name
        </label>
        <input
          {...getInputProps(fields.full_name, { type: 'text' })}
          key={fields.full_name.key}
          id={`${id}-full-name`}
          autoComplete="name"
          aria-describedby={nameError ? `${id}-full-name-error` : undefined}
          className="block min-h-[48px] w-full border border-ink/25 bg-paper-raised px-3.5 py-3 font-serif text-xl text-ink focus:border-ink focus:outline-none focus:ring-2 focus:ring-brass/40"
        />
        {nameError ? (
          <p id={`${id}-full-name-error`} className="mt-1.5 text-sm font-medium text-danger">
            {nameError}
          </p>
        ) : null}
      </div>
      <div className="mt-5 flex items-start gap-3">
        <input
          {...getInputProps(fields.consent, { type: 'checkbox' })}
          key={fields.consent.key}
          id={`${id}-consent`}
          aria-describedby={consentError ? `${id}-consent-error` : undefined}
          className="mt-0.5 h-6 w-6 shrink-0 accent-ink"
        />
        <label htmlFor={`${id}-consent`} className="text-[16px] leading-snug">
          {consentLabel}
        </label>
      </div>
      {consentError ? (
        <p id={`${id}-consent-error`} className="mt-1.5 text-sm font-medium text-danger">
          {consentError}
        </p>
      ) : null}
      <SubmitButton intent="confirm-signature" pendingLabel="Processing..." className="mt-6 w-full sm:w-auto">
        Confirm Signature
      </SubmitButton>
    </Form>
  )
}

export function PaymentStep({ view }: { view: Extract<View, { kind: 'payment' }> }) {
  return (
    <div>
      <h2 className="font-serif text-2xl font-semibold sm:text-3xl">Payment</h2>
      <p className="mt-2 max-w-prose text-[16px] text-ink-soft">Your engagement letter is signed. One payment completes your purchase.</p>
      <div className="mt-6 border border-paper-line bg-paper-raised p-5 sm:p-8">
        <div className="flex flex-wrap items-end justify-between gap-4 border-b border-paper-line pb-5">
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.16em] text-brass">Growth Score diagnostic</p>
            <p className="mt-1 text-[15px] text-ink-soft">
              For {view.party.company} · receipt to <span className="[overflow-wrap:anywhere]">{view.party.email}</span>
            </p>
          </div>
          <p className="font-serif text-4xl font-semibold">
            $4,000<span className="ml-1 align-top text-base font-normal text-ink-muted">USD</span>
          </p>
        </div>
        <ul className="mt-5 space-y-1.5 text-[15px] text-ink-soft">
          <li>One-time flat fee. No hourly charges.</li>
          <li>Non-refundable and fully earned upon signing, as your letter says.</li>
          <li>Paid by card through our payment provider; we never see your card number.</li>
        </ul>
        {view.canPay ? (
          <Form method="post" action={`/growth-score/payment?signup_id=${view.signupId}`} className="mt-6">
            <input type="hidden" name="signup_id" value={view.signupId} />
            <SubmitButton intent="pay" pendingLabel="Processing..." className="w-full sm:w-auto">
              Proceed to Payment
            </SubmitButton>
          </Form>
        ) : (
          <div className="mt-6 border-l-4 border-brass bg-paper px-4 py-3 text-[15px]">
            <p className="font-semibold">All of {view.capacity.monthLabel}’s places are taken.</p>
            <p className="mt-1 text-ink-soft">
              Places held by buyers who do not finish are released within about 35 minutes. Come back to this page, or{' '}
              <Link to="/growth-score#start" className="underline underline-offset-4">
                join the waitlist
              </Link>
              .
            </p>
          </div>
        )}
      </div>
    </div>
  )
}

export function CompleteStep({ view }: { view: Extract<View, { kind: 'complete' }> }) {
  return (
    <div className="border border-ink bg-ink p-6 text-paper sm:p-10">
      <p className="text-sm font-semibold uppercase tracking-[0.18em] text-brass-light">Thank you, {view.firstName}</p>
      <h2 className="mt-3 font-serif text-3xl font-semibold text-paper sm:text-4xl">Process Complete</h2>
      <p className="mt-3 max-w-prose text-[17px] leading-relaxed text-paper/85">
        Your payment is confirmed and your engagement has begun. A confirmation email is on its way to you.
      </p>
      <dl className="mt-8 grid gap-6 sm:grid-cols-3">
        <div className="border-t border-paper/25 pt-4">
          <dt className="font-serif text-3xl font-semibold">24 hours</dt>
          <dd className="mt-1 text-[15px] text-paper/80">Our analysis begins within 24 hours.</dd>
        </div>
        <div className="border-t border-paper/25 pt-4">
          <dt className="font-serif text-3xl font-semibold">5-7 days</dt>
          <dd className="mt-1 text-[15px] text-paper/80">Your report arrives within 5-7 business days.</dd>
        </div>
        <div className="border-t border-paper/25 pt-4">
          <dt className="font-serif text-3xl font-semibold">Email</dt>
          <dd className="mt-1 text-[15px] text-paper/80">A confirmation email is sent, with the link to set up your client portal.</dd>
        </div>
      </dl>
      {view.envelope === 'preparing' ? (
        <p className="mt-8 text-[15px] text-paper/80" role="status">
          Preparing your document review authorization…
        </p>
      ) : null}
      <p className="mt-8">
        <Link to="/auth" className="inline-flex min-h-[48px] items-center bg-paper px-6 font-semibold text-ink hover:bg-white">
          Go to the client portal
        </Link>
      </p>
    </div>
  )
}

/**
 * A step of the flow on its own page: the heading (the page's h1), the step indicator, the notices
 * about the state shown, the step's panel, and the refresh of a waiting state.
 */
export function FlowSection({
  view,
  notices,
  refreshSeconds,
  heading = 'h1',
  children,
}: {
  view: View
  notices: Notice[]
  refreshSeconds: number | null
  heading?: 'h1' | 'h2'
  children: ReactNode
}) {
  const step = stepOf(view)
  const Heading = heading
  return (
    <section id="start" aria-labelledby="flow-heading" className="scroll-mt-4 py-14 sm:py-20">
      <Container className="max-w-4xl">
        <Eyebrow>Begin your Growth Score</Eyebrow>
        <Heading id="flow-heading" className="mt-4 font-serif text-3xl font-semibold tracking-tight sm:text-[2.4rem]">
          {view.kind === 'complete' ? 'Your Growth Score is confirmed' : 'Three steps, about ten minutes'}
        </Heading>
        {step > 0 ? (
          <div className="mt-8">
            <Stepper current={step} />
          </div>
        ) : null}
        {notices.length ? (
          <div className="mt-8">
            <FlowNotices notices={notices} />
          </div>
        ) : null}
        <div className="mt-8">{children}</div>
        {refreshSeconds ? <AutoRefresh key={view.kind} seconds={refreshSeconds} /> : null}
      </Container>
    </section>
  )
}

/** The step pages are personal (the buyer's details and letter): the robots stay out. */
export const stepMeta = () => [{ title: 'Your Growth Score purchase | Harbor & Vale' }, { name: 'robots', content: 'noindex' }]
