// /growth-score: the sales page and the three-step purchase (details → engagement letter → payment),
// driven by the query parameters payment, session_id, document, step and signup_id (spec section 4).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Container, Eyebrow } from '~/components/marketing/ui'
import { flowAction, loadFlow, type PageData } from './__flow.server'
import { ChooseYourPath, InterestForms, LegacySection, SalesHero, ValueStack } from './__sales'
import {
  AutoRefresh,
  CompleteStep,
  DetailsStep,
  FlowNotices,
  LetterStep,
  PaymentStep,
  SignStep,
  StartOver,
  Stepper,
  Waiting,
  stepOf,
} from './__ui'

// Works without JavaScript (a plain form post); once the page hydrates, fields are checked as they are filled.

export async function loader({ request }: LoaderFunctionArgs) {
  return loadFlow(request)
}

export async function action({ request }: ActionFunctionArgs) {
  return flowAction(request)
}

export default function GrowthScorePage() {
  const { view, notices, refreshSeconds } = useLoaderData<typeof loader>() as PageData
  const actionData = useActionData<typeof action>()
  const actionNotices = actionData && actionData.intent !== 'details' ? actionData.notices : []
  const allNotices = [...notices, ...actionNotices]
  const step = stepOf(view)

  const panel = (() => {
    switch (view.kind) {
      case 'details':
        return <DetailsStep view={view} actionData={actionData} />
      case 'letter':
        return <LetterStep view={view} />
      case 'preparing':
        return (
          <Waiting title="Preparing your document…">
            This takes a few seconds. The page moves on by itself when your letter is ready to sign.
          </Waiting>
        )
      case 'sign':
        return <SignStep view={view} actionData={actionData} />
      case 'sign-waiting':
        return (
          <Waiting title="Confirming your signature…">
            We are waiting for the signature service to confirm. This page moves on by itself.
          </Waiting>
        )
      case 'payment':
        return <PaymentStep view={view} />
      case 'confirming':
        return (
          <Waiting title="Confirming your payment…">
            We are confirming your payment with our payment provider. Please keep this page open; it updates by itself.
          </Waiting>
        )
      case 'complete':
        return <CompleteStep view={view} />
      default:
        return <StartOver />
    }
  })()

  // A buyer part-way through sees the flow alone (its heading is the page's h1); a visitor sees the
  // whole sales page around it.
  const standalone = view.kind !== 'details' || Boolean(view.signupId)
  const FlowHeading = standalone ? 'h1' : 'h2'
  const flow = (
    <section id="start" aria-labelledby="flow-heading" className="scroll-mt-4 py-14 sm:py-20">
      <Container className="max-w-4xl">
        <Eyebrow>Begin your Growth Score</Eyebrow>
        <FlowHeading id="flow-heading" className="mt-4 font-serif text-3xl font-semibold tracking-tight sm:text-[2.4rem]">
          {view.kind === 'complete' ? 'Your Growth Score is confirmed' : 'Three steps, about ten minutes'}
        </FlowHeading>
        {step > 0 ? (
          <div className="mt-8">
            <Stepper current={step} />
          </div>
        ) : null}
        {allNotices.length ? (
          <div className="mt-8">
            <FlowNotices notices={allNotices} />
          </div>
        ) : null}
        <div className="mt-8">{panel}</div>
        {refreshSeconds ? <AutoRefresh key={view.kind} seconds={refreshSeconds} /> : null}
      </Container>
    </section>
  )

  if (standalone) return flow
  return (
    <>
      <SalesHero capacity={view.capacity} />
      <ValueStack />
      <div className="bg-paper-raised/60 border-y border-paper-line">{flow}</div>
      <ChooseYourPath />
      <InterestForms />
      <LegacySection />
    </>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Growth Score: a flat-fee legal and business diagnostic | Harbor & Vale' },
  {
    name: 'description',
    content: 'A $4,000 flat-fee diagnostic of your company’s legal and business foundations, valued at $15,000+. Five clients a month.',
  },
]
