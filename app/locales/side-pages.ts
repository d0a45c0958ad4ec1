// /buy-side and /sell-side (spec section 7): each side's copy, and the labels of the page they share
// (app/components/marketing/side-page.tsx). `{{firm}}` is the firm's name.
export const namespace = 'sidePages'

export const en = {
  labels: {
    forBuyers: 'For buyers',
    forSellers: 'For sellers',
    stakes: 'The stakes',
    whyItMatters: 'Why It Matters',
    fiveSteps: 'Five steps',
    process: 'Our process',
    theFirm: 'The firm',
    whyFirm: 'Why {{firm}}',
    representativeDeals: 'Representative deals',
    acquisitionsLed: 'Acquisitions we have led',
    salesLed: 'Sales we have led',
    dealsNote: 'Described without names or details that could identify a client. Past results do not guarantee a similar outcome.',
    portfolio: 'See the deal portfolio',
  },
  buySide: {
    meta: {
      title: 'Buy-Side Representation',
      description:
        'Buy-side M&A representation: letter of intent, due diligence, purchase agreement and closing, led personally by the managing attorney.',
    },
    heading: 'Buy-Side Representation',
    lead: 'Buy a business knowing exactly what you are buying. We lead diligence, structure the acquisition and negotiate the agreement, so the surprises are found before closing, not after.',
    applyLabel: 'Apply for Buy-Side Representation',
    why: [
      {
        title: 'What you do not see costs the most',
        text: 'Unassigned intellectual property, undisclosed liabilities and contracts that end on a change of control are the usual reasons acquisitions disappoint.',
      },
      {
        title: 'Structure decides the risk',
        text: 'Asset or equity purchase, escrow, earn-out and indemnity: the choice determines which problems follow you after closing.',
      },
      {
        title: 'The letter of intent sets the tone',
        text: 'Terms agreed loosely at the start are hard to win back later. We shape them before you sign anything.',
      },
    ],
    steps: [
      { title: 'Consultation', text: 'We learn your goals, your budget and the target, and agree scope and fee.' },
      {
        title: 'Letter of intent',
        text: 'We negotiate the key terms (price, structure, exclusivity and timeline) before diligence begins.',
      },
      {
        title: 'Due diligence',
        text: 'We review the target’s corporate records, contracts, employees, IP and liabilities, and report what we find in plain language.',
      },
      {
        title: 'Purchase agreement',
        text: 'We draft and negotiate representations, warranties, indemnities and closing conditions that reflect what diligence found.',
      },
      {
        title: 'Closing and transition',
        text: 'We coordinate signatures, funds flow and assignments, and stay with you through the first months of ownership.',
      },
    ],
    whyFirm: [
      { title: 'Personal attention', text: 'The managing attorney leads your deal from the first call to closing.' },
      { title: 'Business judgment', text: 'We read the numbers as well as the contracts, and tell you when a deal is not worth doing.' },
      { title: 'Cross-border reach', text: 'Experience with sellers and capital across the US, Latin America and the Gulf.' },
    ],
    closing: { heading: 'Considering an acquisition?', text: 'Tell us about the deal. We reply within 24 hours on business days.' },
  },
  sellSide: {
    meta: {
      title: 'Sell-Side Representation',
      description:
        'Sell-side M&A representation: readiness review, preparation for diligence, deal structure, purchase agreement and closing.',
    },
    heading: 'Sell-Side Representation',
    lead: 'Sell the company you built on your terms. We prepare the business for diligence, structure the sale to keep more of the price, and negotiate until the funds arrive.',
    applyLabel: 'Apply for Sell-Side Representation',
    why: [
      {
        title: 'Buyers price in every gap',
        text: 'Each issue their counsel finds becomes a lower price, a larger escrow or a tougher indemnity. Found and fixed first, it costs you nothing at the table.',
      },
      {
        title: 'Structure changes what you keep',
        text: 'The same headline price can leave very different amounts after tax, earn-outs and holdbacks.',
      },
      {
        title: 'Momentum closes deals',
        text: 'A prepared data room and quick answers keep a buyer committed. Delays give them reasons to renegotiate.',
      },
    ],
    steps: [
      {
        title: 'Readiness review',
        text: 'We review the company the way a buyer’s counsel will and agree what to fix before going to market.',
      },
      { title: 'Preparation', text: 'We clean up records, contracts, ownership and IP, and assemble the diligence data room.' },
      {
        title: 'Letter of intent',
        text: 'We negotiate price, structure, exclusivity and timing, and protect you from terms that erode value later.',
      },
      {
        title: 'Diligence and agreement',
        text: 'We manage the buyer’s requests and negotiate the purchase agreement, including representations, indemnities and earn-outs.',
      },
      { title: 'Closing', text: 'We coordinate signatures, consents and funds flow, and prepare you for the transition period.' },
    ],
    whyFirm: [
      { title: 'Preparation first', text: 'Our Growth Score method finds the issues that buyers use to lower the price.' },
      { title: 'Senior attention', text: 'You work directly with the managing attorney, not a rotating team.' },
      { title: 'Life after the exit', text: 'Exit Suite clients who close through the firm are invited to Legacy Access.' },
    ],
    closing: {
      heading: 'Preparing to sell?',
      text: 'The earlier we start, the more there is to protect. We reply within 24 hours on business days.',
    },
  },
}
