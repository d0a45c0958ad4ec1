// Copy for the information pages, kept as data so the routes only lay it out.
import { growthScore, MONTHLY_CAPACITY } from './offerings'

export const home = {
  eyebrow: 'Corporate & M&A counsel in Doral, Florida',
  heading: 'Legal strategy for visionary founders',
  lead: 'We help owners build companies that are worth more, protect what they have built, and sell on their own terms when the time comes.',
  choiceLabel: 'I am a business owner and I am…',
  choicePlaceholder: 'Select an option',
  choices: [
    { value: 'scale', label: 'Looking to scale my business', to: '/scale' },
    { value: 'buy-sell', label: 'Looking to sell/buy a business', to: '/buy-sell' },
    { value: 'contracts', label: 'Looking for a specific contract', to: '/contracts' },
  ],
  principles: [
    {
      title: 'Few clients, by design',
      text: 'We accept a limited number of clients each month so every matter has the managing attorney’s attention.',
    },
    {
      title: 'Flat fees where we can',
      text: 'A diagnostic at a fixed price, a membership at a fixed monthly fee, and deals priced by written proposal.',
    },
    {
      title: 'Built for the exit',
      text: 'Everything we draft is written to hold up in a buyer’s diligence, years before a buyer appears.',
    },
  ],
}

export const mission = {
  heading: 'Our Mission',
  lead: 'To give founders the counsel that large companies take for granted, early enough for it to change the outcome.',
  sections: [
    {
      title: 'Why we exist',
      paragraphs: [
        'Most owners meet a corporate lawyer for the first time when a buyer is already at the table. By then the weak points in the company (a missing assignment of intellectual property, an operating agreement that never anticipated a sale, customer contracts that cannot be transferred) are discovered by the other side, and each one is paid for in price or in terms.',
        'We start earlier. We look at a business the way a buyer’s counsel will, tell the owner plainly what we find, and fix what matters while fixing it is still cheap.',
      ],
    },
    {
      title: 'Why we keep the firm small',
      paragraphs: [
        'We deliberately limit the number of clients we take on. We accept only five Growth Score clients a month, and our membership is capped so that every member can reach the managing attorney directly.',
        'A smaller list means we know each business in detail, answer quickly, and never hand a client’s matter to someone who has not met them.',
      ],
    },
    {
      title: 'How we work',
      paragraphs: [
        'Clear scope and a known fee before the work starts. Plain language in every report. Documents written for the business as it will be in five years, not only as it is today. And honest advice about when a deal is not in your interest, even when that means there is no deal for us to work on.',
      ],
    },
  ],
  values: [
    { title: 'Candor', text: 'We tell owners what a buyer will see, before a buyer sees it.' },
    { title: 'Preparation', text: 'Value is protected long before the closing table.' },
    { title: 'Attention', text: 'A limited client list, by choice, so every matter is handled personally.' },
  ],
}

export const international = {
  heading: 'International Presence',
  lead: 'From South Florida we represent owners and buyers whose businesses cross borders, with clients across the United States, Latin America and the United Arab Emirates.',
  regions: [
    {
      name: 'United States',
      text: 'Our home market. We advise companies nationwide from our office in Doral, Florida, on formation, growth, acquisitions and exits.',
    },
    {
      name: 'Latin America',
      text: 'Miami is the business capital of the Americas. We work with founders and investors in Mexico, Colombia, Brazil and beyond on US structures, cross-border acquisitions and distribution, in English and Spanish.',
    },
    {
      name: 'United Arab Emirates',
      text: 'Gulf investors and operators increasingly buy into US companies. We structure those investments and help US brands expand into the region through licensing and joint ventures.',
    },
  ],
  note: 'Matters outside the United States are handled together with qualified local counsel wherever local law applies.',
  mapAlt:
    'A map of the world with the firm’s client regions highlighted: the United States, Latin America from Mexico to Argentina, and the United Arab Emirates, with a marker at the firm’s office in Doral, Florida.',
}

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
  contracts: {
    heading: 'Not sure which agreement you need?',
    text: 'Describe the situation in the request form and we will tell you what fits.',
    to: '/request-contract',
    label: 'Request an Agreement',
  },
  circle: {
    heading: 'Membership is limited',
    text: 'We keep the Circle small so that every member can reach the managing attorney directly.',
    to: '/apply-apex-circle',
    label: 'Apply for Membership',
  },
  international: {
    heading: 'A cross-border deal in view?',
    text: 'Tell us where the parties are and what you have in mind.',
    to: '/contact',
    label: 'Contact the Firm',
  },
  mission: {
    heading: 'Start with a clear picture of your company',
    text: 'The Growth Score shows where you stand and what to fix first, for one flat fee.',
    to: '/growth-score',
    label: 'Start Your Growth Score',
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
  contracts: {
    title: 'Business Contracts and Agreements',
    description:
      'Request an attorney-drafted agreement: operating agreements, shareholder agreements, employment and contractor agreements, NDAs, MSAs, leases, asset purchase agreements, SAFEs and more.',
  },
  circle: {
    title: 'The Apex Circle: legal counsel on a monthly membership',
    description:
      'The Apex Circle: up to 2 tailored legal deliverables a month, quarterly strategy sessions, priority access and vetted advisor introductions, for $2,000 a month.',
  },
  international: {
    title: 'International Presence',
    description:
      'Corporate and M&A counsel from South Florida for clients across the United States, Latin America and the United Arab Emirates, in English and Spanish.',
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
  mission: {
    title: 'Our Mission',
    description:
      'Why the firm exists and why it deliberately limits its number of clients: candid, prepared counsel for founders, early enough to change the outcome of a sale.',
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
}
