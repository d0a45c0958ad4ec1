// Copy for the information pages, kept as data so the routes only lay it out.
import { growthScore, MONTHLY_CAPACITY } from './offerings'

export const scale = {
  heading: 'Scale your business',
  lead: 'Two ways to work with us while you grow: a one-time diagnostic that shows you where you stand, and a membership that keeps counsel at your side every month.',
}

export const buySell = {
  heading: 'Buy or sell a business',
  lead: 'Whether you are acquiring a company or preparing to sell yours, representation that starts early protects price, terms and your time.',
  /** Each side's card: its page is /<kind>, its application /apply-<kind>. */
  sides: [
    {
      kind: 'buy-side',
      eyebrow: 'Acquiring a company',
      title: 'Buy-Side Representation',
      text: 'For owners and investors acquiring a business: diligence that finds the problems before you own them, and a purchase agreement that puts the risk where it belongs.',
    },
    {
      kind: 'sell-side',
      eyebrow: 'Selling your company',
      title: 'Sell-Side Representation',
      text: 'For owners preparing to sell: a company made ready for diligence, a structure that keeps more of the price, and negotiation to the closing table.',
    },
  ],
}

export type SidePage = {
  kind: 'buy-side' | 'sell-side'
  heading: string
  lead: string
  applyLabel: string
  applyTo: string
  why: { title: string; text: string }[]
  steps: { title: string; text: string }[]
  whyFirm: { title: string; text: string }[]
  closing: { heading: string; text: string }
}

export const buySide: SidePage = {
  kind: 'buy-side',
  heading: 'Buy-Side Representation',
  lead: 'Buy a business knowing exactly what you are buying. We lead diligence, structure the acquisition and negotiate the agreement, so the surprises are found before closing, not after.',
  applyLabel: 'Apply for Buy-Side Representation',
  applyTo: '/apply-buy-side',
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
    { title: 'Letter of intent', text: 'We negotiate the key terms (price, structure, exclusivity and timeline) before diligence begins.' },
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
}

export const sellSide: SidePage = {
  kind: 'sell-side',
  heading: 'Sell-Side Representation',
  lead: 'Sell the company you built on your terms. We prepare the business for diligence, structure the sale to keep more of the price, and negotiate until the funds arrive.',
  applyLabel: 'Apply for Sell-Side Representation',
  applyTo: '/apply-sell-side',
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
}

export const growthScoreInfo = {
  heading: 'The Growth Score',
  lead: 'One flat fee. One report that shows where your company stands legally and commercially, and what to do next.',
  whoFor: [
    'Owners planning to sell in the next one to five years',
    'Founders raising capital or bringing in partners',
    'Businesses that grew faster than their paperwork',
  ],
  process: [
    { title: 'Book and sign', text: 'Book your strategy session, sign the engagement letter and pay the flat fee.' },
    { title: 'Send documents', text: 'Upload your documents through the client portal, following our 27-item checklist.' },
    { title: 'Analysis', text: 'We begin within 24 hours and work through every point of the audit.' },
    { title: 'Your report', text: 'Within 5–7 business days you receive your score out of 100, your roadmap and your templates.' },
  ],
}

export const circleInfo = {
  heading: 'The Apex Circle',
  lead: 'A fixed monthly fee for counsel that already knows your business, so you call your lawyer before a decision instead of after it.',
  fit: [
    'Owners who need contracts drafted or reviewed every month',
    'Companies between a Growth Score and an eventual exit',
    'Founders who want a standing relationship with senior counsel',
  ],
}

/** The call to action that closes a public page (ClosingCta): a heading, a line, and where the button goes. */
export type Closing = { heading: string; text: string; to: string; label: string }

export const closings = {
  circle: {
    heading: 'Membership is limited',
    text: 'We keep the Circle small so that every member can reach the managing attorney directly.',
    to: '/apply-apex-circle',
    label: 'Apply for Membership',
  },
  growthScoreInfo: {
    heading: 'Reserve a place this month',
    text: `${growthScore.price} flat fee. Analysis begins within 24 hours.`,
    to: '/book-growth-score',
    label: 'Start Your Growth Score',
  },
  solutions: {
    heading: 'Begin with the Growth Score',
    text: `${growthScore.price} flat fee, a ${growthScore.value} value, and only ${MONTHLY_CAPACITY} clients accepted each month.`,
    to: '/growth-score',
    label: 'Start Your Growth Score',
  },
} satisfies Record<string, Closing>

/** Titles and descriptions for search results and link previews, by page. */
export const pageSeo = {
  circle: {
    title: 'The Apex Circle: legal counsel on a monthly membership',
    description:
      'The Apex Circle: up to 2 tailored legal deliverables a month, quarterly strategy sessions, priority access and vetted advisor introductions, for $2,000 a month.',
  },
  growthScoreInfo: {
    title: 'The Growth Score: a $4,000 legal and business diagnostic',
    description:
      'A 40+ point legal and business audit, a 12-month roadmap, essential templates, a strategy session, a Risk & Opportunity Map and an Exit Readiness Snapshot, for one flat fee.',
  },
  buySell: {
    title: 'Buy or Sell a Business',
    description:
      'Buy-side and sell-side M&A representation for founders and investors: diligence, deal structure, purchase agreements and closing.',
  },
  buySide: {
    title: 'Buy-Side Representation',
    description:
      'Buy-side M&A representation: letter of intent, due diligence, purchase agreement and closing, led personally by the managing attorney.',
  },
  sellSide: {
    title: 'Sell-Side Representation',
    description:
      'Sell-side M&A representation: readiness review, preparation for diligence, deal structure, purchase agreement and closing.',
  },
  privacy: {
    title: 'Privacy Policy',
    description:
      'What information the firm collects through its website, how it is used and protected, the cookies we use, and your choices.',
  },
  scale: {
    title: 'Scale your business',
    description:
      'Two ways to grow with the firm: the $4,000 Growth Score diagnostic and the Circle membership at $2,000 a month for ongoing counsel.',
  },
  solutions: {
    title: 'Services: Growth Score, the Apex Circle, Exit Suite',
    description:
      'The Growth Score diagnostic at $4,000 (a $15,000+ value), the Apex Circle membership at $2,000 a month, Exit Suite M&A representation by proposal, and invitation-only Legacy Access.',
  },
  terms: {
    title: 'Terms and Conditions',
    description:
      'The terms that govern use of the firm’s website and services, including fees, arbitration, Florida governing law, and our Accessibility Statement.',
  },
}
