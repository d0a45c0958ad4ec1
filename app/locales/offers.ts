// The firm's four offerings (spec sections 1 and 9; Spanish in app/locales/es/), and the labels of the blocks that
// show them (value stack, guarantee, offer card). Prices and figures stay in app/content/offerings.ts:
// `{{points}}` is the audit's number of points.
export const namespace = 'offers'

export const en = {
  growthScore: {
    name: 'Growth Score',
    priceNote: 'one-time flat fee',
    summary:
      'A flat-fee legal and business diagnostic that shows, in one report, what your company is worth to a buyer today, what is holding that number down, and what to fix first.',
    stack: [
      {
        item: '{{points}} point legal and business audit',
        detail:
          'Entity, ownership, contracts, employment, intellectual property, compliance and records, checked against what a buyer’s counsel will ask for.',
      },
      {
        item: '12-month growth roadmap',
        detail: 'The changes ranked by what they add to value and what they cost, with an order to do them in.',
      },
      {
        item: 'Essential legal templates',
        detail: 'Operating agreement, bylaws, NDA, independent contractor agreement and resolutions, ready to adapt.',
      },
      {
        item: 'Private strategy session',
        detail: 'A working session with the managing attorney to go through the findings and your goals.',
      },
      {
        item: 'Risk & Opportunity Map',
        detail: 'Where the business is exposed and where it is leaving value on the table, on one page.',
      },
      {
        item: 'Exit Readiness Snapshot',
        detail: 'How the company would look to a buyer if you went to market this year.',
      },
    ],
    guarantee:
      'If any part of your report is unclear, we will hold a bonus clarity session at no charge, and you keep 30 days of priority email access after delivery.',
    timeline: [
      { figure: '24 hours', label: 'Analysis begins within 24 hours of payment' },
      { figure: '5–7', label: 'Business days to deliver your report' },
      { figure: '30 days', label: 'Of priority email access afterwards' },
    ],
    terms:
      'The fee is non-refundable and fully earned upon signing the engagement letter. Payment is taken by card through our payment provider.',
  },
  circle: {
    name: 'The Apex Circle',
    /** After the first mention on a page. */
    shortName: 'the Circle',
    priceUnit: 'per month',
    summary:
      'Ongoing counsel for owners who want a lawyer who already knows the business, on a fixed monthly fee instead of an hourly meter.',
    benefits: [
      'Up to 2 tailored legal deliverables every month',
      'Quarterly strategic planning sessions',
      'A private client portal, with priority replies',
      'Introductions to vetted advisors: bankers, CPAs, wealth managers',
      'Discounted exit representation after 12 months of membership',
    ],
    exclusion:
      'M&A representation is not included in the membership; members receive it at a discount through the Exit Suite after 12 months.',
  },
  exitSuite: {
    name: 'Exit Suite',
    price: 'By proposal',
    priceNote: 'custom pricing',
    summary: 'Full M&A representation for owners preparing a 7–8 figure exit, priced by proposal once we understand the deal.',
    covers: [
      'Due diligence, prepared and managed',
      'Deal structuring and tax optimization',
      'Purchase agreement negotiation',
      'Closing coordination through to funds flow',
    ],
  },
  legacyAccess: {
    name: 'Legacy Access',
    price: 'By invitation',
    summary:
      'A private post-exit network for owners who closed their deal through the Exit Suite: peers who have sold, advisors who help with what comes next, and the firm on call for the next venture.',
    note: 'Legacy Access is by invitation only and cannot be purchased separately.',
  },
  responseTimes: [
    { figure: '24 hours', label: 'Standard response, on business days' },
    { figure: '4 hours', label: 'Urgent matters' },
    { figure: 'Priority', label: 'For Circle members' },
  ],
  guaranteeTitle: 'Our guarantee',
  valueStack: {
    caption: 'What the Growth Score includes, and what each part is worth',
    deliverable: 'Deliverable',
    value: 'Value',
    total: 'Total value',
    fee: 'Your fee',
  },
  card: { learnMore: 'Learn More', about: ' about ' },
}
