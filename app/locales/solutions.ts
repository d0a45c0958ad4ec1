// /solutions: the services page, all four offerings in turn. Placeholders: `{{rate}}` a traditional
// firm's hourly rate, `{{capacity}}` the monthly limit, `{{price}}` / `{{value}}` the Growth Score's fee
// and value, `{{growthScorePrice}}` / `{{circlePrice}}` the fees in the description.
export const namespace = 'solutions'

export const en = {
  meta: {
    title: 'Services: Growth Score, the Apex Circle, Exit Suite',
    description:
      'The Growth Score diagnostic at {{growthScorePrice}} (a {{value}} value), the Apex Circle membership at {{circlePrice}} a month, Exit Suite M&A representation by proposal, and invitation-only Legacy Access.',
  },
  eyebrow: 'Services',
  heading: 'Counsel for every stage, from first audit to final exit',
  lead: 'Four offerings, each with a clear scope and a known price. Most clients begin with the Growth Score.',
  onThisPage: 'On this page',
  growthScore: {
    eyebrow: 'One-time diagnostic',
    valuedAt: 'valued at ',
    /** The sentence around two emphasized figures: before, the rate, between, the limit, after. */
    rate: ['Traditional firms bill ', '{{rate}} per hour', ' for the same partner attention. We accept only '],
    capacity: ['{{capacity}} Growth Score clients a month', '.'],
    begin: 'Begin Assessment',
    receive: 'What you receive',
  },
  circle: { eyebrow: 'Monthly membership', apply: 'Apply for Membership' },
  exitSuite: { eyebrow: 'M&A representation', consult: 'Schedule M&A Consultation' },
  legacy: { eyebrow: 'By invitation only' },
  closing: {
    heading: 'Begin with the Growth Score',
    text: '{{price}} flat fee, a {{value}} value, and only {{capacity}} clients accepted each month.',
    label: 'Start Your Growth Score',
  },
}
