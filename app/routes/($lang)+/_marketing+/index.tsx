import type { LoaderFunctionArgs } from '@remix-run/node'
import { data, redirect, type ActionFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData } from '@remix-run/react'
import { ArrowRight, ChevronDown } from 'lucide-react'
import { useId } from 'react'
import { ArrowLink, CardList, Container, CtaLink, Eyebrow, Figures, Fill, Section, ctaClass } from '~/components/marketing/ui'
import { AttorneyByline, credentialFigures } from '~/components/marketing/attorney'
import { useSite } from '~/content/firm'
import { useOfferings } from '~/content/offerings'
import * as home from '~/locales/home'
import { formatNumber, localePath, metaCopy, useCopies, useCopy, useLang, useLocalePath } from '~/utils/i18n'
import { copyIn, requestLang, spanishCopy } from '~/utils/i18n.server'
import { publicPageHeaders } from '~/utils/public-page'
import { seoWithFirm } from '~/utils/seo'
import { readFormData } from '~/utils/form-data.server'

export function loader({ request }: LoaderFunctionArgs) {
  return { spanish: spanishCopy(requestLang(request), 'home', 'offers') }
}

export const headers = publicPageHeaders
export const handle = { hydrate: false }

// The spec's three paths: the dropdown's value, its copy (app/locales/home.ts) and where it leads.
const choices = [
  { value: 'scale', copy: 'scale', to: '/scale' },
  { value: 'buy-sell', copy: 'buySell', to: '/buy-sell' },
  { value: 'contracts', copy: 'contracts', to: '/contracts' },
] as const

// Without JavaScript the choice is posted; the server answers with the page it names.
export async function action({ request }: ActionFunctionArgs) {
  const lang = requestLang(request)
  const formData = await readFormData(request)
  const choice = choices.find((c) => c.value === formData.get('choice'))
  if (choice) throw redirect(localePath(lang, choice.to))
  return data({ error: copyIn(home, lang).choiceError }, { status: 400 })
}

export default function Home() {
  const { monthlyCapacity } = useSite()
  const lang = useLang()
  const t = useCopy(home)
  const to = useLocalePath()
  const { growthScore, circle, exitSuite, legacyAccess } = useOfferings()
  return (
    <>
      <Hero />
      <Section eyebrow={t.principlesEyebrow} title={t.principlesTitle}>
        <CardList items={t.principles} />
      </Section>
      <Section tone="raised" eyebrow={t.servicesEyebrow} title={t.servicesTitle}>
        <ul className="mt-12 grid gap-px border border-paper-line bg-paper-line sm:grid-cols-2">
          {[
            { o: growthScore, price: growthScore.price, note: t.oneTime },
            { o: circle, price: circle.price, note: circle.priceUnit },
            { o: exitSuite, price: exitSuite.price, note: exitSuite.priceNote },
            { o: legacyAccess, price: legacyAccess.price, note: t.forExitSuite },
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
          <ArrowLink to={to('/solutions')}>{t.allServices}</ArrowLink>
        </div>
      </Section>
      <section aria-labelledby="home-closing" className="border-t border-paper-line">
        <Container className="grid gap-8 py-16 sm:py-24 md:grid-cols-[1.5fr_1fr] md:items-end">
          <div>
            <Eyebrow>{t.closingEyebrow}</Eyebrow>
            <h2 id="home-closing" className="mt-4 text-balance font-serif text-3xl font-semibold leading-tight sm:text-[2.6rem]">
              {t.closingHeading}
            </h2>
            <p className="mt-4 max-w-xl text-lg leading-relaxed text-ink-soft">
              <Fill text={t.closingText} values={{ price: growthScore.price, capacity: formatNumber(lang, monthlyCapacity) }} />
            </p>
          </div>
          <div className="md:justify-self-end">
            <CtaLink to={to('/growth-score')}>{t.start}</CtaLink>
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
  const copies = useCopies()
  const lang = copies.lang
  const t = useCopy(home)
  const to = useLocalePath()
  const { growthScore } = useOfferings()
  return (
    <section className="border-b border-paper-line">
      <Container className="grid gap-10 pb-10 pt-9 sm:pb-14 sm:pt-14 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:gap-16">
        <div>
          <Eyebrow>{t.eyebrow}</Eyebrow>
          <h1 className="mt-5 text-balance font-serif text-[2.6rem] font-semibold leading-[1.04] tracking-tight sm:text-6xl lg:text-[4.1rem]">
            {t.heading}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-soft sm:text-xl">{t.lead}</p>
          <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
            <CtaLink to={to('/growth-score')} className="sm:shrink-0 sm:self-start sm:whitespace-nowrap">
              {t.start}
            </CtaLink>
            <p className="text-[15px] leading-snug text-ink-muted">
              <span className="font-semibold text-ink">
                <Fill text={t.heroFee} values={{ price: growthScore.price }} />
              </span>
              <Fill text={t.heroValue} values={{ value: growthScore.value }} />
              <br />
              <Fill text={t.heroCapacity} values={{ capacity: formatNumber(lang, monthlyCapacity) }} />
            </p>
          </div>
          <AttorneyByline className="mt-8 border-t border-paper-line pt-6" />
        </div>
        <ChoiceBox />
      </Container>
      <div className="bg-ink text-paper">
        <Container className="py-7 sm:py-9">
          <h2 className="sr-only">{t.record}</h2>
          <Figures light dense items={credentialFigures(firm, proof, copies)} />
        </Container>
      </div>
    </section>
  )
}

// The three paths, also named as links (the dropdown's options keep the spec's wording).
function ChoiceBox() {
  const t = useCopy(home)
  const to = useLocalePath()
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
        {t.choiceLabel}
      </label>
      <p id={hintId} className="mt-2 text-[15px] text-ink-muted">
        {t.choiceHint}
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
            {t.choicePlaceholder}
          </option>
          {choices.map((c) => (
            <option key={c.value} value={c.value} data-href={to(c.to)}>
              {t.choices[c.copy].option}
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
        {t.continue}
      </button>
      <nav aria-label={t.whereToStart} className="mt-5 border-t border-paper-line pt-4">
        <ul className="flex flex-col">
          {choices.map((c) => (
            <li key={c.value}>
              <Link
                to={to(c.to)}
                className="group flex min-h-[44px] items-center justify-between gap-3 border-b border-paper-line text-[15.5px] font-semibold text-ink last:border-b-0 hover:text-brass"
              >
                {t.choices[c.copy].link}
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

export const meta: MetaFunction = (args) => {
  const t = metaCopy(args, home)
  return seoWithFirm(args, { title: t.meta.title, description: t.meta.description })
}
