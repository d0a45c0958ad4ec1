import type { MetaFunction, LoaderFunctionArgs } from '@remix-run/node'
import { ButtonLink } from '~/components/ui/button'
import { ClosingCta, Container, NumberedSteps, PageHero, Section } from '~/components/marketing/ui'
import { agreementCount, contractGroupIds } from '~/content/contracts'
import * as contracts from '~/locales/contracts'
import { fill, formatNumber, metaCopy, useCopy, useLang, useLocalePath } from '~/utils/i18n'
import { requestLang, spanishCopy } from '~/utils/i18n.server'
import { publicPageHeaders } from '~/utils/public-page'
import { seo } from '~/utils/seo'

export function loader({ request }: LoaderFunctionArgs) {
  return { spanish: spanishCopy(requestLang(request), 'contracts') }
}

export const headers = publicPageHeaders
export const handle = { hydrate: false }

export default function Contracts() {
  const lang = useLang()
  const t = useCopy(contracts)
  const to = useLocalePath()
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.heading} lead={fill(t.lead, { count: formatNumber(lang, agreementCount) })}>
        <GroupLinks />
      </PageHero>
      <Container className="py-14 sm:py-20">
        <div className="space-y-16 sm:space-y-20">
          {t.groups.map((group, gi) => (
            <section
              key={contractGroupIds[gi]}
              id={contractGroupIds[gi]}
              aria-labelledby={`${contractGroupIds[gi]}-heading`}
              className="scroll-mt-6"
            >
              <div className="grid gap-4 border-b border-ink pb-5 md:grid-cols-[auto_1fr] md:items-end md:gap-10">
                <p aria-hidden="true" className="font-serif text-5xl font-semibold leading-none text-brass">
                  {String(gi + 1).padStart(2, '0')}
                </p>
                <div>
                  <h2 id={`${contractGroupIds[gi]}-heading`} className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">
                    {group.name}
                  </h2>
                  <p className="mt-2 max-w-2xl leading-relaxed text-ink-soft">{group.intro}</p>
                </div>
              </div>
              <ul className="grid md:grid-cols-2" data-testid="agreement-list">
                {group.agreements.map((a) => (
                  <li key={a.name} className="flex flex-col border-b border-paper-line py-6 md:odd:pr-10 md:even:border-l md:even:pl-10">
                    <h3 className="font-serif text-xl font-semibold leading-snug">{a.name}</h3>
                    <p className="mt-2 flex-1 text-[16px] leading-relaxed text-ink-soft">{a.description}</p>
                    <ButtonLink
                      to={to(`/request-contract?agreement=${encodeURIComponent(a.name)}`)}
                      variant="quiet"
                      className="mt-4 self-start"
                    >
                      {t.request}
                      <span className="sr-only">: {a.name}</span>
                    </ButtonLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Container>
      <Section id="how-it-works" tone="raised" eyebrow={t.stepsEyebrow} title={t.stepsTitle} className="border-t border-paper-line">
        <NumberedSteps steps={t.steps} />
      </Section>
      <ClosingCta {...t.closing} to={to('/request-contract')} />
    </>
  )
}

/** Links to the groups further down the page, under the hero. */
function GroupLinks() {
  const t = useCopy(contracts)
  return (
    <nav aria-label={t.groupsNav}>
      <ul className="flex flex-wrap gap-2">
        {t.groups.map((g, gi) => (
          <li key={contractGroupIds[gi]}>
            <a
              href={`#${contractGroupIds[gi]}`}
              className="inline-flex min-h-[44px] items-center border border-ink/20 bg-paper-raised px-4 text-[14.5px] font-medium hover:border-ink"
            >
              {g.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export const meta: MetaFunction = (args) => {
  const t = metaCopy(args, contracts)
  return seo(args, t.meta)
}
