// The deal portfolio's number formats. Its figures (seventeen industries, each with its transactions,
// combined value and matters, and the representative deals) are site content the firm edits in the
// admin panel (app/models/site-content.server.ts); its fixed wording is in app/locales/portfolio.ts.
import * as marketing from '~/locales/marketing'
import { ENGLISH, fill, type Copies } from '~/utils/i18n'

/**
 * "$146 million", "$1.3 billion"; short: "$146M", "$1.3B". Spanish writes the words in both ("$146 millones",
 * "$1.3 mil millones", numbers as es-US writes them, like the prices): a figure shows them with
 * millionsFigure (app/components/marketing/attorney.tsx), which keeps the amount whole.
 */
export function formatMillions(millions: number, short = false, copies: Copies = ENGLISH) {
  const money = copies.of(marketing).money
  if (millions >= 1000) return fill(short ? money.billionShort : money.billion, { n: (millions / 1000).toFixed(1) })
  return fill(short ? money.millionShort : money.million, { n: millions })
}
