import { closings, pageSeo } from '~/content/pages'
import { ButtonLink } from '~/components/ui/button'
import { ClosingCta, Container, NumberedSteps, PageHero, Section } from '~/components/marketing/ui'
import { agreementCount, contractGroups, contractSteps } from '~/content/contracts'
import { publicPageHeaders } from '~/utils/public-page'
import { seoMeta } from '~/utils/seo'

export const headers = publicPageHeaders
export const handle = { hydrate: false }

function groupId(name: string) {
  return name
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/-$/, '')
}

export default function Contracts() {
  return (
    <>
      <PageHero
        eyebrow="Contracts"
        title="Agreements drafted for the business you are building"
        lead={`${agreementCount} agreements in five groups, each written for your company by an attorney, not filled in from a form. Choose one and tell us what you need.`}
      >
        <GroupLinks />
      </PageHero>
      <Container className="py-14 sm:py-20">
        <div className="space-y-16 sm:space-y-20">
          {contractGroups.map((group, gi) => (
            <section key={group.name} id={groupId(group.name)} aria-labelledby={`${groupId(group.name)}-heading`} className="scroll-mt-6">
              <div className="grid gap-4 border-b border-ink pb-5 md:grid-cols-[auto_1fr] md:items-end md:gap-10">
                <p aria-hidden="true" className="font-serif text-5xl font-semibold leading-none text-brass">
                  {String(gi + 1).padStart(2, '0')}
                </p>
                <div>
                  <h2 id={`${groupId(group.name)}-heading`} className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">
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
                      to={`/request-contract?agreement=${encodeURIComponent(a.name)}`}
                      variant="quiet"
                      className="mt-4 self-start"
                    >
                      Request This Agreement<span className="sr-only">: {a.name}</span>
                    </ButtonLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Container>
      <Section id="how-it-works" tone="raised" eyebrow="Three steps" title="How It Works" className="border-t border-paper-line">
        <NumberedSteps steps={contractSteps} />
      </Section>
      <ClosingCta {...closings.contracts} />
    </>
  )
}

/** Links to the groups further down the page, under the hero. */
function GroupLinks() {
  return (
    <nav aria-label="Agreement groups">
      <ul className="flex flex-wrap gap-2">
        {contractGroups.map((g) => (
          <li key={g.name}>
            <a
              href={`#${groupId(g.name)}`}
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

export const meta = seoMeta(pageSeo.contracts)
