// /deal-portfolio: the fixed wording around the industries and deals (which are site content).
export const namespace = 'portfolio'

export const en = {
  meta: {
    title: 'Deal Portfolio',
    description:
      '{{deals}} closed M&A and corporate transactions across {{industries}} industries, from software and healthcare to restaurants, logistics and veterinary practices, described without confidential details.',
  },
  eyebrow: 'Representative matters',
  heading: 'Deal Portfolio',
  lead: '{{deals}} closed transactions across {{industries}} industries, from start-up formation to the sale of established companies.',
  figures: {
    deals: 'Transactions closed',
    value: 'Combined value at closing',
    industries: 'Industries served',
  },
  /** How the figures are counted, shown under the totals. */
  figuresNote:
    'Transactions closed with the managing attorney as lead or co-lead counsel since 2011. Values are enterprise values or amounts raised at closing, in US dollars, combined per industry and rounded.',
  confidentiality: 'Confidentiality',
  confidentialityNote:
    'Client confidentiality comes first. The matters below are described in general terms, without names, figures or details that could identify a client or a counterparty. Past results do not guarantee a similar outcome.',
  transaction: 'transaction',
  transactions: 'transactions',
  combined: '{{value}} combined',
  unlisted: {
    heading: 'Your industry is not listed?',
    text: 'The work travels: diligence, deal structure and the purchase agreement follow the same discipline in every sector.',
    link: 'Ask about your sector',
  },
  deals: 'Representative deals',
  closing: { heading: 'Have a deal in mind?', label: 'Buy or Sell a Business' },
}
