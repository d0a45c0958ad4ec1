// Pieces shared by the public pages (app/components/marketing): numbered steps, the attorney beside the
// price, the credential figures, representative deals, the testimonial note and the sample report.
export const namespace = 'marketing'

export const en = {
  step: 'Step {{n}}: ',
  ledBy: 'Led personally by',
  transactionsClosed: '{{count}} transactions closed',
  admitted: 'Admitted to {{bar}}, {{year}}',
  figures: {
    transactions: 'Transactions closed as lead counsel',
    value: 'Combined value at closing',
    years: 'Years in practice',
  },
  side: { buy: 'Buy-side', sell: 'Sell-side' },
  testimonialNote:
    'These are the words of actual clients, who agreed to be quoted and received nothing for it. Every matter is different: what we did for them does not promise a similar result for you.',
  sampleAlt: 'A sample page of a Growth Score report',
  money: {
    million: '${{n}} million',
    billion: '${{n}} billion',
    millionShort: '${{n}}M',
    billionShort: '${{n}}B',
  },
}
