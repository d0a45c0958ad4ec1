// The deal portfolio's fixed wording and number formats. Its figures (seventeen industries, each with
// its transactions, combined value and matters, and the representative deals) are site content the
// firm edits in the admin panel (app/models/site-content.server.ts).

export const confidentialityNote =
  'Client confidentiality comes first. The matters below are described in general terms, without names, figures or details that could identify a client or a counterparty. Past results do not guarantee a similar outcome.'

/** How the figures are counted, shown under the totals. */
export const figuresNote =
  'Transactions closed with the managing attorney as lead or co-lead counsel since 2011. Values are enterprise values or amounts raised at closing, in US dollars, combined per industry and rounded.'

/** "$146 million", "$1.3 billion"; short: "$146M", "$1.3B". */
export function formatMillions(millions: number, short = false) {
  if (millions >= 1000) return `$${(millions / 1000).toFixed(1)}${short ? 'B' : ' billion'}`
  return `$${millions}${short ? 'M' : ' million'}`
}
