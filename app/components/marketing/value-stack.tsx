// The Growth Score's value stack (spec section 1), on /growth-score, /apex-growth-score-info and the
// services page: an itemized table, the total, then the fee. No strike-through, no banner.
import { useOfferings } from '~/content/offerings'
import * as offers from '~/locales/offers'
import { formatDollars, useCopy, useLang } from '~/utils/i18n'
import { cn } from '~/utils/misc'

/** The spec's value stack as a firm would present it: an itemized table, the total, then the fee. */
export function ValueStackTable({ className }: { className?: string }) {
  const { growthScore } = useOfferings()
  const t = useCopy(offers).valueStack
  const lang = useLang()
  const total = growthScore.stack.reduce((sum, item) => sum + item.dollars, 0)
  return (
    <table className={cn('w-full border-collapse text-left', className)}>
      <caption className="sr-only">{t.caption}</caption>
      <thead>
        <tr className="border-b border-ink text-[13px] uppercase tracking-[0.16em] text-ink-muted">
          <th scope="col" className="pb-3 font-semibold">
            {t.deliverable}
          </th>
          <th scope="col" className="pb-3 text-right font-semibold">
            {t.value}
          </th>
        </tr>
      </thead>
      <tbody>
        {growthScore.stack.map((s) => (
          <tr key={s.item} className="border-b border-paper-line align-top">
            <th scope="row" className="py-4 pr-6 font-normal">
              <span className="block font-serif text-lg font-semibold leading-snug text-ink">{s.item}</span>
              <span className="mt-1 block max-w-prose text-[15.5px] leading-relaxed text-ink-soft">{s.detail}</span>
            </th>
            <td className="whitespace-nowrap py-4 text-right font-serif text-lg tabular-nums text-ink">{s.value}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-b border-paper-line">
          <th scope="row" className="py-4 pr-6 font-semibold text-ink-soft">
            {t.total}
          </th>
          <td className="whitespace-nowrap py-4 text-right font-serif text-lg tabular-nums text-ink-soft">{formatDollars(lang, total)}</td>
        </tr>
        <tr className="border-b-2 border-ink">
          <th scope="row" className="py-5 pr-6 font-normal">
            <span className="block font-serif text-xl font-semibold text-ink">{t.fee}</span>
            <span className="mt-0.5 block text-[15px] text-ink-muted first-letter:uppercase">{growthScore.priceNote}</span>
          </th>
          <td className="whitespace-nowrap py-5 text-right font-serif text-3xl font-semibold tabular-nums text-ink">{growthScore.price}</td>
        </tr>
      </tfoot>
    </table>
  )
}
