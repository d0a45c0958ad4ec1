// The person and the proof on the path to the purchase, from the published site content (useSite):
// the attorney beside the price (portrait, name, one line of credentials), representative deals,
// client testimonials with the note Florida's advertising rules call for, and the sample report page.
import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { ContentImage } from '~/components/content-image'
import { useSite, type Firm, type Proof } from '~/content/firm'
import { formatMillions } from '~/content/portfolio'
import * as marketing from '~/locales/marketing'
import { fill, formatNumber, useCopies, useCopy, useLocalePath, type Copies } from '~/utils/i18n'
import { cn } from '~/utils/misc'

/** "Elena M. Vale" → "EV": the initials on the plate shown while there is no portrait. */
export function initials(name: string) {
  return name
    .split(/\s+/)
    .filter((w) => /^\p{Lu}/u.test(w) && !w.endsWith('.'))
    .map((w) => w[0])
    .join('')
}

/** A small portrait (4:5), or the initials plate until the firm uploads one. */
export function PortraitThumb({ firm, className }: { firm: Firm; className?: string }) {
  const { attorney } = firm
  const frame = cn('aspect-[4/5] w-16 shrink-0 sm:w-[72px]', className)
  if (attorney.portrait) {
    // (The <picture> is the flex item: kept from shrinking so the image keeps its width.)
    return (
      <span className="shrink-0">
        <ContentImage
          image={attorney.portrait}
          alt={attorney.portraitAlt}
          sizes="72px"
          eager
          className={cn(frame, 'h-auto border border-paper-line bg-paper-raised object-cover')}
        />
      </span>
    )
  }
  return (
    <span
      aria-hidden="true"
      className={cn(frame, 'flex items-center justify-center bg-ink font-serif text-xl font-semibold tracking-[0.06em] text-paper')}
    >
      {initials(attorney.name)}
    </span>
  )
}

/** The attorney beside the price: who leads the engagement. */
export function AttorneyByline({ className, lead }: { className?: string; lead?: string }) {
  const { firm } = useSite()
  const copies = useCopies()
  const t = copies.of(marketing)
  const to = useLocalePath()
  return (
    <figure className={cn('flex items-center gap-4', className)} data-testid="attorney-byline">
      <PortraitThumb firm={firm} />
      <figcaption className="min-w-0">
        <span className="block text-[13px] font-semibold uppercase tracking-[0.14em] text-ink-muted">{lead ?? t.ledBy}</span>
        <Link
          to={to('/about')}
          className="font-serif text-xl font-semibold underline decoration-brass/50 underline-offset-4 hover:decoration-brass"
        >
          {firm.attorney.name}
        </Link>
        <span className="mt-0.5 block text-[14px] leading-snug text-ink-soft">{credentialsLine(firm, copies)}</span>
      </figcaption>
    </figure>
  )
}

/** "Admitted to The Florida Bar, 2011" / "Miembro de The Florida Bar desde 2011". */
export function barAdmission(firm: Firm, copies: Copies) {
  const { bar, year } = firm.attorney.barAdmission
  return fill(copies.of(marketing).admitted, { bar, year })
}

/** One line of credentials: "Managing Attorney · 150 transactions closed · Admitted to The Florida Bar, 2011". */
export function credentialsLine(firm: Firm, copies: Copies) {
  const a = firm.attorney
  const transactions = fill(copies.of(marketing).transactionsClosed, { count: formatNumber(copies.lang, a.transactionsClosed) })
  return [a.title, transactions, barAdmission(firm, copies)].join(' · ')
}

/** The figures that carry the firm: transactions, their combined value, years in practice. */
export function credentialFigures(firm: Firm, proof: Proof, copies: Copies) {
  const t = copies.of(marketing).figures
  const years = new Date().getFullYear() - firm.attorney.practicingSince
  return [
    { figure: formatNumber(copies.lang, firm.attorney.transactionsClosed), label: t.transactions },
    { figure: millionsFigure(proof.totals.valueMillions, copies), label: t.value },
    { figure: formatNumber(copies.lang, years), label: t.years },
  ]
}

/**
 * A money total as a figure (a Figures item): "$1.3B" in English, as it was. Spanish has no short form a
 * reader knows ("mil M" is not one), so the figure is the words, "$1.3 mil millones": the amount and its
 * scale words are each kept whole and the words set smaller, so a narrow column puts them on the line
 * under the amount rather than leaving a letter alone there.
 */
export function millionsFigure(millions: number, copies: Copies): ReactNode {
  const text = formatMillions(millions, true, copies)
  const space = text.indexOf(' ')
  if (space < 0) return text
  // A wrapping flex row: the words' line is only as tall as they are (a text line would be as tall as the amount's).
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-[0.3em] gap-y-1.5">
      <span className="whitespace-nowrap">{text.slice(0, space)}</span>{' '}
      <span className="whitespace-nowrap text-[0.5em] tracking-normal">{text.slice(space + 1)}</span>
    </span>
  )
}

/** Columns of the deals' grid at md and up: as many as there are deals, so no empty cell shows the grid's line color. */
const DEAL_COLUMNS = ['', 'md:max-w-xl', 'md:grid-cols-2', 'md:grid-cols-3']

/** One to three representative deals of one side (none: nothing shown). */
export function RepresentativeDeals({ side }: { side: 'buy' | 'sell' }) {
  const { proof } = useSite()
  const t = useCopy(marketing)
  const deals = proof.deals.filter((d) => d.side === side).slice(0, 3)
  if (!deals.length) return null
  return (
    <ul
      className={cn('mt-10 grid gap-px border border-paper-line bg-paper-line', DEAL_COLUMNS[deals.length])}
      data-testid="representative-deals"
    >
      {deals.map((d) => (
        <li key={`${d.industry}-${d.year}-${d.summary.slice(0, 20)}`} className="flex flex-col bg-paper p-6 sm:p-7">
          <p className="text-[13px] font-semibold uppercase tracking-[0.14em] text-ink-muted">
            {t.side[d.side]} · {d.industryLabel} · {d.year}
          </p>
          <p className="mt-3 font-serif text-2xl font-semibold">{d.sizeRange}</p>
          <p className="mt-3 leading-relaxed text-ink-soft">{d.summary}</p>
        </li>
      ))}
    </ul>
  )
}

export function Testimonials({ className }: { className?: string }) {
  const { proof } = useSite()
  // Our wording of what Florida's lawyer-advertising rules ask to be said beside client testimonials.
  const t = useCopy(marketing)
  if (!proof.testimonials.length) return null
  return (
    <div className={className} data-testid="testimonials">
      <ul className="grid gap-10 md:grid-cols-2">
        {proof.testimonials.map((t) => (
          <li key={`${t.name}-${t.quote.slice(0, 20)}`}>
            <figure className="border-l-2 border-brass pl-5">
              <blockquote className="font-serif text-xl leading-relaxed text-ink">“{t.quote}”</blockquote>
              <figcaption className="mt-3 text-[15px] text-ink-muted">
                <span className="font-semibold text-ink">{t.name}</span>, {t.role}, {t.company}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="mt-8 max-w-3xl text-[14.5px] leading-relaxed text-ink-muted">{t.testimonialNote}</p>
    </div>
  )
}

/** A page of a Growth Score report, as the firm chose to show it. */
export function SampleReport({ className }: { className?: string }) {
  const { proof } = useSite()
  const t = useCopy(marketing)
  if (!proof.sample) return null
  const { image, caption } = proof.sample
  return (
    <figure className={cn('max-w-3xl', className)} data-testid="sample-report">
      <ContentImage
        image={image}
        alt={caption || t.sampleAlt}
        sizes="(min-width: 768px) 768px, 100vw"
        className="h-auto w-full border border-paper-line bg-paper-raised"
      />
      {caption ? <figcaption className="mt-3 text-[15px] text-ink-muted">{caption}</figcaption> : null}
    </figure>
  )
}
