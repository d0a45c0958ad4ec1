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
import { LetterSheet, letterSheetView } from '~/components/letter-sheet'
import { SubmitButton } from '~/components/forms'
import { Container } from '~/components/marketing/ui'
import { circlePriceLabel } from '~/content/circle'
import * as circle from '~/locales/circle'
import { requireMembershipAccess } from '~/models/circle-access.server'
import { addMonths } from '~/models/membership-dates'
import { cardLabel, formatCents, membershipInvoices } from '~/models/memberships.server'
import { signTerms, termsWithSha256 } from '~/models/membership-joining.server'
import { startMembershipCheckout } from '~/models/membership-checkout.server'
import { joinCircleSchema, termsSignatureSchema } from '~/schemas/circle'
import { requestMeta } from '~/utils/request-meta.server'
import { readFormData } from '~/utils/form-data.server'
import { fill, formatLongDate, localePath, metaCopy, useCopies, useCopy, useLocalePath } from '~/utils/i18n'
import { copiesIn, copyIn, requestLang, spanishCopy } from '~/utils/i18n.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { membership: m, user } = await requireMembershipAccess(request, params.membershipId)
  const url = new URL(request.url)
  const lang = requestLang(request)
  const day = (at: string | Date | null | undefined) => (at ? formatLongDate(lang, new Date(at)) : null)
  const price = circlePriceLabel(lang)
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
  // In the membership's language: a Spanish member sees the notice, the translation and the English that
  // governs, all covered by the one SHA-256 the form sends back.
  const terms = step === 'terms' && shown ? letterSheetView(shown.doc, shown.sha256) : null
  // The receipt: the first payment as the provider reported it.
  const first = step === 'welcome' ? (await membershipInvoices(m.id)).filter((i) => i.status === 'paid').at(-1) : undefined
  return data(
    {
      spanish: spanishCopy(requestLang(request), 'circle', 'letter'),
      step,
      name: m.name,
      email: m.email,
      company: m.company_name,
      terms,
      signedIn: Boolean(user),
      cancelled: url.searchParams.get('payment') === 'cancelled',
      price,
      today: day(new Date()),
      nextCharge: day(addMonths(new Date(), 1)),
      receipt:
        step === 'welcome'
          ? {
              amount: first ? formatCents(first.amount_cents, lang) : price,
              paidOn: day(first?.occurred_at ?? m.started_at),
              card: cardLabel(m.card_brand, m.card_last4, lang),
              nextBilling: day(m.current_period_end),
              cancelling: Boolean(m.cancel_at_period_end),
            }
          : null,
    },
    { headers: { 'cache-control': 'private, no-store' } },
  )
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { membership: m } = await requireMembershipAccess(request, params.membershipId)
  const lang = requestLang(request)
  const errors = copyIn(circle, lang).errors
  const here = localePath(lang, `/circle/${m.id}`)
  const submission = parseWithZod(await readFormData(request), { schema: joinCircleSchema(copiesIn(lang)) })
  if (submission.status !== 'success') {
    // A wrong field of the signature form, or a button this page does not have.
    const known = submission.payload.intent === 'sign'
    return data({ result: submission.reply(known ? undefined : { formErrors: [errors.unknownAction] }) }, { status: 400 })
  }
  if (submission.value.intent === 'sign') {
    const { full_name, consent, terms_sha256 } = submission.value
    const result = await signTerms(m.id, {
      signerName: full_name,
      consent,
      shownSha256: terms_sha256 ?? '',
      meta: requestMeta(request),
      lang,
    })
    if (!result.ok && result.reason === 'terms-changed')
      return data({ result: submission.reply({ formErrors: [errors.termsChanged] }) }, { status: 400 })
    return redirect(here, 303)
  }
  const result = await startMembershipCheckout(m.id, lang)
  if (result.kind === 'redirect') return redirect(result.url, 303)
  // The earlier checkout was paid meanwhile: wait for the provider's confirmation, open nothing new.
  if (result.kind === 'already-paid') return redirect(`${here}?payment=success`, 303)
  if (result.kind === 'failed') return data({ result: submission.reply({ formErrors: [errors.paymentFailed] }) }, { status: 502 })
  return redirect(here, 303)
}

/** Where the member is in joining: two steps, then the welcome. */
function JoinSteps({ current }: { current: 1 | 2 }) {
  const t = useCopy(circle).join
  return (
    <ol className="mt-3 flex gap-4 text-[13px] sm:text-sm" aria-label={t.stepsLabel}>
      {t.steps.map((label, i) => (
        <li
          key={label}
          aria-current={current === i + 1 ? 'step' : undefined}
          className={current === i + 1 ? 'font-semibold text-ink' : 'text-ink-muted'}
        >
          <span className="sr-only">{current > i + 1 ? t.completed : current === i + 1 ? t.current : t.upcoming}</span>
          {i + 1}. {label}
        </li>
      ))}
    </ol>
  )
}

export default function JoinCircle() {
  const v = useLoaderData<typeof loader>()
  const copies = useCopies()
  const copy = useCopy(circle)
  const t = copy.join
  const to = useLocalePath()
  const schema = termsSignatureSchema(copies)
  // One Conform form for the page: the signature's fields, and the page's own refusals (form errors).
  const [form, fields] = useForm({
    id: 'join-circle',
    lastResult: useActionData<typeof action>()?.result,
    constraint: getZodConstraint(schema),
    defaultValue: { full_name: v.name },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
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
            <h1 className="mt-3 font-serif text-3xl font-semibold sm:text-4xl">{t.terms.heading}</h1>
            <JoinSteps current={1} />
            <p className="mt-4 max-w-prose text-ink-soft">{t.terms.lead}</p>
            <div className="mt-6">
              <LetterSheet
                letter={v.terms}
                party={{ company: v.company }}
                fingerprintLabel={t.terms.fingerprint}
                acceptance={
                  <SignTermsForm
                    formProps={getFormProps(form)}
                    fields={fields}
                    email={v.email}
                    sha256={v.terms.sha256}
                    consentLabel={copy.consent}
                    className="mt-4 font-sans text-[16px] leading-normal"
                  />
                }
              />
            </div>
          </>
        ) : v.step === 'payment' ? (
          <>
            <h1 className="mt-3 font-serif text-3xl font-semibold sm:text-4xl">{t.payment.heading}</h1>
            <JoinSteps current={2} />
            {v.cancelled ? (
              <p role="status" className="mt-4 border-l-4 border-brass bg-paper-raised p-4">
                {t.payment.cancelled}
              </p>
            ) : null}
            <div className="mt-6">
              <SummaryCard
                title={t.payment.summary}
                footer={
                  <Form method="post" className="mt-5">
                    <SubmitButton intent="pay" pendingLabel={copy.processing} className="w-full sm:w-auto">
                      {t.payment.proceed}
                    </SubmitButton>
                    <p className="mt-3 text-[14px] text-ink-muted">{t.payment.byCard}</p>
                  </Form>
                }
              >
                <SummaryLine term={t.payment.membership}>{t.payment.membershipValue}</SummaryLine>
                <SummaryLine term={t.payment.price} strong>
                  {fill(t.payment.priceValue, { price: v.price })}
                </SummaryLine>
                <SummaryLine term={t.payment.firstCharge}>
                  {fill(t.payment.firstChargeValue, { price: v.price, date: v.today ?? '' })}
                </SummaryLine>
                <SummaryLine term={t.payment.nextCharge}>
                  {fill(t.payment.nextChargeValue, { price: v.price, date: v.nextCharge ?? '' })}
                </SummaryLine>
                <SummaryLine term={t.payment.cancel}>{t.payment.cancelValue}</SummaryLine>
              </SummaryCard>
            </div>
          </>
        ) : v.step === 'confirming' ? (
          <>
            <AutoRefresh seconds={2} />
            <h1 className="mt-3 font-serif text-3xl font-semibold sm:text-4xl" role="status">
              {t.confirming.heading}
            </h1>
            <p className="mt-4 text-ink-soft">{t.confirming.text}</p>
          </>
        ) : v.step === 'welcome' && v.receipt ? (
          <>
            <h1 className="mt-3 font-serif text-3xl font-semibold sm:text-4xl">{t.welcome.heading}</h1>
            <p className="mt-3 text-lg text-ink-soft [overflow-wrap:anywhere]">{fill(t.welcome.active, { email: v.email })}</p>
            <div className="mt-6">
              <SummaryCard title={t.welcome.receipt}>
                <SummaryLine term={t.welcome.amountPaid} strong>
                  {v.receipt.amount}
                </SummaryLine>
                <SummaryLine term={t.welcome.paidOn}>{v.receipt.paidOn}</SummaryLine>
                {v.receipt.card ? <SummaryLine term={t.welcome.card}>{v.receipt.card}</SummaryLine> : null}
                <SummaryLine term={t.welcome.for}>{t.welcome.forValue}</SummaryLine>
                <SummaryLine term={v.receipt.cancelling ? t.welcome.endsOn : t.welcome.nextBilling}>
                  <span data-testid="next-billing-date">{v.receipt.nextBilling}</span>
                </SummaryLine>
              </SummaryCard>
            </div>
            <LabelledSection title={t.welcome.next} className="mt-10" headingClassName="font-serif text-2xl font-semibold">
              <ol className="mt-4 list-decimal space-y-3 pl-6 marker:font-semibold marker:text-brass">
                {v.signedIn ? (
                  <li>
                    <Link to={to('/dashboard/apex-circle')} className="font-semibold underline underline-offset-4">
                      {t.welcome.goToMembership}
                    </Link>
                    {t.welcome.inPortal}
                  </li>
                ) : (
                  <li>
                    {fill(t.welcome.passwordEmailed, { email: v.email })}{' '}
                    <Link to={to(`/auth?redirectTo=${to('/dashboard/apex-circle')}`)} className="underline underline-offset-4">
                      {t.welcome.signIn}
                    </Link>
                    .
                  </li>
                )}
                <li>{t.welcome.firstDeliverable}</li>
                <li>{t.welcome.planning}</li>
                <li>{t.welcome.write}</li>
              </ol>
            </LabelledSection>
          </>
        ) : (
          <>
            <h1 className="mt-3 font-serif text-3xl font-semibold sm:text-4xl">{t.ended.heading}</h1>
            <p className="mt-4 text-ink-soft">
              <Link to={to('/contact')} className="underline underline-offset-4">
                {t.ended.writeToUs}
              </Link>
              {t.ended.again}
            </p>
          </>
        )}
      </Container>
    </div>
  )
}

export const meta: MetaFunction = (args) => [{ title: metaCopy(args, circle).meta.join }, { name: 'robots', content: 'noindex' }]
