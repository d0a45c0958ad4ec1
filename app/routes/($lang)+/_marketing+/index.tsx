import { data, redirect, type ActionFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData } from '@remix-run/react'
import { ArrowRight, ChevronDown } from 'lucide-react'
import { useId } from 'react'
import { ArrowLink, CardList, Container, CtaLink, Eyebrow, Figures, Section, ctaClass } from '~/components/marketing/ui'
import { AttorneyByline, credentialFigures } from '~/components/marketing/attorney'
import { useSite } from '~/content/firm'
import { circle, exitSuite, growthScore, legacyAccess } from '~/content/offerings'
import { home } from '~/content/pages'
import { publicPageHeaders } from '~/utils/public-page'
import { seoWithFirm } from '~/utils/seo'
import { readFormData } from '~/utils/form-data.server'

export const headers = publicPageHeaders
export const handle = { hydrate: false }

// Without JavaScript the choice is posted; the server answers with the page it names.
export async function action({ request }: ActionFunctionArgs) {
  const formData = await readFormData(request)
  const choice = home.choices.find((c) => c.value === formData.get('choice'))
  if (choice) throw redirect(choice.to)
  return data({ error: 'Please choose one of the options.' }, { status: 400 })
}

export default function Home() {
  const { monthlyCapacity } = useSite()
  return (
    <>
      <Hero />
      <Section eyebrow="How we work" title="Counsel for the decisions that set a company’s value">
        <CardList items={home.principles} />
      </Section>
      <Section tone="raised" eyebrow="Services" title="Four ways to work with the firm">
        <ul className="mt-12 grid gap-px border border-paper-line bg-paper-line sm:grid-cols-2">
          {[
            { o: growthScore, price: growthScore.price, note: 'one time' },
            { o: circle, price: circle.price, note: circle.priceUnit },
            { o: exitSuite, price: exitSuite.price, note: exitSuite.priceNote },
            { o: legacyAccess, price: legacyAccess.price, note: 'for Exit Suite clients' },
          ].map(({ o, price, note }) => (
            <li key={o.name} className="flex flex-col bg-paper p-7 sm:p-9">
              <h3 className="font-serif text-2xl font-semibold">{o.name}</h3>
              <p className="mt-1 text-[15px] text-ink-muted">
                <span className="font-semibold text-ink">{price}</span> {note}
              </p>
              <p className="mt-4 flex-1 leading-relaxed text-ink-soft">{o.summary}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10">
          <ArrowLink to="/solutions">See all services and fees</ArrowLink>
        </div>
      </Section>
      <section aria-labelledby="home-closing" className="border-t border-paper-line">
        <Container className="grid gap-8 py-16 sm:py-24 md:grid-cols-[1.5fr_1fr] md:items-end">
          <div>
            <Eyebrow>Start here</Eyebrow>
            <h2 id="home-closing" className="mt-4 text-balance font-serif text-3xl font-semibold leading-tight sm:text-[2.6rem]">
              Know where your company stands before a buyer tells you.
            </h2>
            <p className="mt-4 max-w-xl text-lg leading-relaxed text-ink-soft">
              The Growth Score is a {growthScore.price} flat-fee diagnostic, limited to {monthlyCapacity} companies a month.
            </p>
          </div>
          <div className="md:justify-self-end">
            <CtaLink to="/growth-score">Start Your Growth Score</CtaLink>
          </div>
        </Container>
      </section>
    </>
  )
}

// The first screen carries the offer: the heading, the Growth Score with its price and one primary
// action, the spec's dropdown with the three paths also as plain links, and the numbers band.
function Hero() {
  const { firm, proof, monthlyCapacity } = useSite()
  return (
    <section className="border-b border-paper-line">
      <Container className="grid gap-10 pb-10 pt-9 sm:pb-14 sm:pt-14 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:gap-16">
        <div>
          <Eyebrow>{home.eyebrow}</Eyebrow>
          <h1 className="mt-5 text-balance font-serif text-[2.6rem] font-semibold leading-[1.04] tracking-tight sm:text-6xl lg:text-[4.1rem]">
            {home.heading}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-soft sm:text-xl">{home.lead}</p>
          <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
            <CtaLink to="/growth-score" className="sm:self-start">
              Start Your Growth Score
            </CtaLink>
            <p className="text-[15px] leading-snug text-ink-muted">
              <span className="font-semibold text-ink">{growthScore.price} flat fee</span>, a {growthScore.value} value.
              <br />
              {monthlyCapacity} companies accepted each month.
            </p>
          </div>
          <AttorneyByline className="mt-8 border-t border-paper-line pt-6" />
        </div>
        <ChoiceBox />
      </Container>
      <div className="bg-ink text-paper">
        <Container className="py-7 sm:py-9">
          <h2 className="sr-only">The record</h2>
          <Figures light dense items={credentialFigures(firm, proof)} />
        </Container>
      </div>
    </section>
  )
}

// The three paths, named as links (the dropdown's options keep the spec's wording).
const pathLabels = { scale: 'Scale your business', 'buy-sell': 'Buy or sell a business', contracts: 'Find a business contract' }

function ChoiceBox() {
  const actionData = useActionData<typeof action>()
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <Form
      method="post"
      className="border border-ink/15 bg-paper-raised p-6 shadow-[0_1px_0_rgba(20,33,61,0.04),0_24px_48px_-24px_rgba(20,33,61,0.25)] sm:p-8"
    >
      <label htmlFor={id} className="block font-serif text-2xl font-semibold leading-snug">
        {home.choiceLabel}
      </label>
      <p id={hintId} className="mt-2 text-[15px] text-ink-muted">
        Choose the option that fits; it takes you straight to the right page.
      </p>
      <div className="relative mt-4">
        <select
          id={id}
          name="choice"
          required
          defaultValue=""
          aria-describedby={actionData?.error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={actionData?.error ? true : undefined}
          data-navigate=""
          className="block min-h-[52px] w-full appearance-none border border-ink/40 bg-paper px-4 pr-12 text-[17px] text-ink focus:border-ink focus:outline-none focus:ring-2 focus:ring-brass/50"
        >
          <option value="" disabled>
            {home.choicePlaceholder}
          </option>
          {home.choices.map((c) => (
            <option key={c.value} value={c.value} data-href={c.to}>
              {c.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute right-4 top-1/2 size-5 -translate-y-1/2 text-ink"
          strokeWidth={1.75}
        />
      </div>
      {actionData?.error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-danger">
          {actionData.error}
        </p>
      ) : null}
      {/* Without JavaScript the choice is sent with this button; with it, choosing is enough. */}
      <button type="submit" data-nojs="" className={ctaClass('ink', 'mt-4 w-full')}>
        Continue
      </button>
      <nav aria-label="Where to start" className="mt-5 border-t border-paper-line pt-4">
        <ul className="flex flex-col">
          {home.choices.map((c) => (
            <li key={c.value}>
              <Link
                to={c.to}
                className="group flex min-h-[44px] items-center justify-between gap-3 border-b border-paper-line text-[15.5px] font-semibold text-ink last:border-b-0 hover:text-brass"
              >
                {pathLabels[c.value as keyof typeof pathLabels] ?? c.label}
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 shrink-0 text-brass transition-transform group-hover:translate-x-0.5"
                  strokeWidth={1.75}
                />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Form>
  )
}

export const meta: MetaFunction = (args) =>
  seoWithFirm(args, {
    title: 'Corporate & M&A Law for Founders',
    description:
      'Boutique corporate and M&A counsel in Doral, Florida: the $4,000 Growth Score diagnostic, the Circle membership, Exit Suite representation and business contracts for founders.',
  })
