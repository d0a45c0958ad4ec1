// The purchase flow's screens: notices, the step indicator, the letter, the waiting states and each
// step's panel. Every control is a real form, so each step works without JavaScript.
import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import type { MetaFunction } from '@remix-run/node'
import { Form, Link, useNavigation } from '@remix-run/react'
import { useState, type ReactNode } from 'react'
import { AutoRefresh } from '~/components/auto-refresh'
import { Field, HoneypotField, SubmitButton, TextareaField, buttonClass } from '~/components/forms'
import { LetterSheet } from '~/components/letter-sheet'
import { Container, Eyebrow } from '~/components/marketing/ui'
import { SIGNATURE_CONSENT } from '~/content/engagement-letter'
import { GrowthScoreSignupSchema, SignatureSchema, WaitlistSchema } from '~/schemas/growth-score'
import { cn } from '~/utils/misc'
import type { Notice } from '~/utils/notice'
import type { Capacity, FormReply, LetterView, Party, View } from './__flow.server'
import { capacityPolicy, capacityStatus } from './__capacity'
import { rootMetaData } from '~/utils/seo'

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

/** On a phone, the steps as one line ("Step 2 of 3 · Engagement letter") over a thin bar. */
export function PhoneStepLine({ current }: { current: number }) {
  const label = STEPS[Math.min(current, STEPS.length) - 1]
  return (
    <div className="sm:hidden" data-testid="phone-step-line">
      <p className="text-[14px] font-semibold text-ink">
        Step {Math.min(current, STEPS.length)} of {STEPS.length} <span className="font-normal text-ink-muted">· {label}</span>
      </p>
      <div className="mt-1.5 grid grid-cols-3 gap-1" aria-hidden="true">
        {STEPS.map((s, i) => (
          <span key={s} className={cn('h-1', i + 1 < current ? 'bg-ink' : i + 1 === current ? 'bg-brass' : 'bg-paper-line')} />
        ))}
      </div>
    </div>
  )
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

export { LetterSheet }

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
        <TextareaField
          className="sm:col-span-2"
          label={
            <>
              Other parties involved <span className="font-normal text-ink-muted">(optional)</span>
            </>
          }
          hint="Co-owners, investors, or the other side of a deal: one name a line. We check every new engagement against the matters we already handle."
          field={fields.otherParties}
          rows={3}
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
      {/* The letter's action bar: it stays in reach at the bottom of the screen while the letter scrolls. */}
      <div
        data-testid="letter-actions"
        className="sticky bottom-0 z-10 -mx-4 mt-6 flex items-center gap-3 border-t border-paper-line bg-paper/95 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-paper/85 sm:mx-0 sm:px-0"
      >
        <p className="mr-auto text-[14px] leading-tight text-ink-soft">
          <span className="block font-serif text-xl font-semibold text-ink">$4,000</span>
          <span className="max-sm:hidden">One-time flat fee</span>
        </p>
        <Form method="get" action="/growth-score/details">
          <input type="hidden" name="signup_id" value={view.signupId} />
          <button type="submit" className={cn(buttonClass('secondary'), 'max-sm:px-3')}>
            Go Back
          </button>
        </Form>
        {view.letter ? (
          <Form method="post" action={`/growth-score/letter?signup_id=${view.signupId}`}>
            <input type="hidden" name="signup_id" value={view.signupId} />
            <SubmitButton intent="sign" pendingLabel="Processing..." className="max-sm:px-3">
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
        letter, and email you the signed PDF.
      </p>
      <div className="mt-6">
        <SignableLetter
          id="sign"
          action={`/growth-score/sign?signup_id=${view.signupId}`}
          signup={view}
          consentLabel={SIGNATURE_CONSENT}
          actionData={actionData}
          foldBody
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
        </SignableLetter>
      </div>
    </div>
  )
}

/**
 * A letter to sign: its signature form stands where the client's signature goes (the sign step before
 * payment, and the agreement a client signs after it).
 */
export function SignableLetter({
  id,
  action,
  signup,
  consentLabel,
  actionData,
  foldBody,
  children,
}: {
  id: string
  action?: string
  signup: { signupId: string; letter: LetterView; party: Party }
  consentLabel: string
  actionData: FormReply | undefined
  foldBody?: boolean
  children?: ReactNode
}) {
  return (
    <LetterSheet
      letter={signup.letter}
      party={signup.party}
      foldBody={foldBody}
      acceptance={
        <SignatureForm
          id={id}
          action={action}
          signupId={signup.signupId}
          sha256={signup.letter.sha256}
          defaultName={signup.party.name}
          consentLabel={consentLabel}
          actionData={actionData}
          className="mt-4 font-sans text-[16px] leading-normal"
        >
          {children}
        </SignatureForm>
      }
    />
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
  className = 'mt-8 border border-ink/15 bg-paper-raised p-5 sm:p-8',
  children,
}: {
  id: string
  className?: string
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
    <Form method="post" action={action} {...getFormProps(form)} className={className}>
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
      {/* On a phone the summary and its button come first (inside the first screen), the terms after. */}
      <div className="mt-4 flex flex-col border border-paper-line bg-paper-raised p-5 sm:mt-6 sm:block sm:p-8">
        <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2 border-b border-paper-line pb-4 sm:pb-5">
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.16em] text-brass">Growth Score diagnostic</p>
            <p className="mt-1 text-[15px] text-ink-soft">
              For {view.party.company}, receipt to <span className="[overflow-wrap:anywhere]">{view.party.email}</span>
            </p>
          </div>
          <p className="font-serif text-4xl font-semibold">
            $4,000<span className="ml-1 align-top text-base font-normal text-ink-muted">USD</span>
          </p>
        </div>
        <ul className="mt-5 space-y-1.5 text-[15px] text-ink-soft max-sm:order-last">
          <li>One-time flat fee. No hourly charges.</li>
          <li>Non-refundable and fully earned upon signing, as your letter says.</li>
          <li>Paid by card through our payment provider; we never see your card number.</li>
        </ul>
        {view.conflict !== 'ok' ? (
          <ConflictNotice declined={view.conflict === 'declined'} />
        ) : view.canPay ? (
          <Form method="post" action={`/growth-score/payment?signup_id=${view.signupId}`} className="mt-5 sm:mt-6">
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

/** In place of 'Proceed to Payment' while the firm's conflict check is not clear (or after it declined). */
function ConflictNotice({ declined }: { declined: boolean }) {
  return declined ? (
    <div role="status" className="mt-6 border-l-4 border-ink-muted bg-paper px-4 py-3 text-[15px]">
      <p className="font-semibold">We are unable to take on this matter</p>
      <p className="mt-1 text-ink-soft">
        After our routine review we cannot accept this engagement. Your letter will not take effect and nothing has been charged. We have
        sent you an email about it.
      </p>
    </div>
  ) : (
    <div role="status" className="mt-6 border-l-4 border-brass bg-paper px-4 py-3 text-[15px]">
      <p className="font-semibold">Conflict check in progress</p>
      <p className="mt-1 text-ink-soft">
        Before accepting any engagement, the firm completes a routine check that it can act for you. We will email you within one business
        day with a link back to this page. Nothing has been charged.
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

/** The buyer's own signed PDF (app/routes/growth-score+/document.ts). */
export function documentUrl(signupId: string, purpose: 'engagement-letter' | 'post-payment-agreement') {
  return `/growth-score/document?signup_id=${encodeURIComponent(signupId)}&purpose=${purpose}`
}

/** The paid purchase: 'Process Complete' and what happens next, in order. */
export function CompleteStep({ view }: { view: Extract<View, { kind: 'complete' }> }) {
  const { authorization, envelope } = view
  return (
    <div className="border border-ink bg-ink px-5 py-6 text-paper sm:p-10">
      <p className="text-sm font-semibold uppercase tracking-[0.18em] text-brass-light">Thank you, {view.firstName}</p>
      <h1 id="flow-heading" className="mt-3 font-serif text-3xl font-semibold text-paper sm:text-4xl">
        Process Complete
      </h1>
      <p className="mt-3 max-w-prose text-[17px] leading-relaxed text-paper/85">
        Your payment is confirmed and the Growth Score for {view.company} has begun. A confirmation email is sent to{' '}
        <span className="[overflow-wrap:anywhere]">{view.email}</span>, with your signed engagement letter attached.{' '}
        <a href={documentUrl(view.signupId, 'engagement-letter')} className="text-paper underline underline-offset-4">
          Download the signed letter (PDF)
        </a>
      </p>
      <h2 className="mt-8 text-sm font-semibold uppercase tracking-[0.18em] text-paper/70">What happens next</h2>
      <ol className="mt-4 space-y-4">
        <NextStep n={1} title="Authorize our document review">
          {authorization.signed ? (
            <p>
              Signed. Thank you.{' '}
              <a href={documentUrl(view.signupId, 'post-payment-agreement')} className="text-paper underline underline-offset-4">
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
        <Link
          to={`/growth-score/portal?signup_id=${encodeURIComponent(view.signupId)}`}
          className="inline-flex min-h-[48px] items-center bg-paper px-6 font-semibold text-ink hover:bg-white"
        >
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
  if (view.kind === 'complete') {
    // One screen: the panel first (on a phone too), the notices about it beside it on a desk.
    return (
      <section id="start" aria-labelledby="flow-heading" className="scroll-mt-4 py-10 sm:py-16">
        <Container className="max-w-5xl">
          <div className={cn('grid gap-6', notices.length ? 'lg:grid-cols-[minmax(0,1fr)_19rem] lg:items-start' : 'max-w-3xl')}>
            {children}
            {notices.length ? <FlowNotices notices={notices} /> : null}
          </div>
          {refreshSeconds ? <AutoRefresh key={view.kind} seconds={refreshSeconds} /> : null}
        </Container>
      </section>
    )
  }
  return (
    <section id="start" aria-labelledby="flow-heading" className={cn('scroll-mt-4 sm:py-20', step > 0 ? 'py-4' : 'py-14')}>
      <Container className="max-w-4xl">
        {/* On a phone a step opens with one line, not a heading block: its panel and button come first. */}
        <Eyebrow className={step > 0 ? 'max-sm:hidden' : undefined}>Your Growth Score</Eyebrow>
        <Heading
          id="flow-heading"
          className={cn('mt-4 font-serif text-3xl font-semibold tracking-tight sm:text-[2.4rem]', step > 0 && 'max-sm:sr-only')}
        >
          Three steps, about ten minutes
        </Heading>
        {step > 0 ? (
          <>
            <PhoneStepLine current={step} />
            <div className="mt-8 max-sm:hidden">
              <Stepper current={step} />
            </div>
          </>
        ) : null}
        {notices.length ? (
          <div className={step > 0 ? 'mt-4 sm:mt-8' : 'mt-8'}>
            <FlowNotices notices={notices} />
          </div>
        ) : null}
        <div className={step > 0 ? 'mt-4 sm:mt-8' : 'mt-8'}>{children}</div>
        {refreshSeconds ? <AutoRefresh key={view.kind} seconds={refreshSeconds} /> : null}
      </Container>
    </section>
  )
}

/** The step pages are personal (the buyer's details and letter): the robots stay out. */
export const stepMeta: MetaFunction = (args) => [
  { title: `Your Growth Score purchase | ${rootMetaData(args).firm.name}` },
  { name: 'robots', content: 'noindex' },
]
