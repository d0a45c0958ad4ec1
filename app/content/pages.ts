// Copy for the information pages, kept as data so the routes only lay it out.

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

/** The call to action that closes a public page (ClosingCta): a heading, a line, and where the button goes. */
export type Closing = { heading: string; text: string; to: string; label: string }

export const closings = {
  contracts: {
    heading: 'Not sure which agreement you need?',
    text: 'Describe the situation in the request form and we will tell you what fits.',
    to: '/request-contract',
    label: 'Request an Agreement',
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
} satisfies Record<string, Closing>

/** Titles and descriptions for search results and link previews, by page. */
export const pageSeo = {
  contracts: {
    title: 'Business Contracts and Agreements',
    description:
      'Request an attorney-drafted agreement: operating agreements, shareholder agreements, employment and contractor agreements, NDAs, MSAs, leases, asset purchase agreements, SAFEs and more.',
  },
  international: {
    title: 'International Presence',
    description:
      'Corporate and M&A counsel from South Florida for clients across the United States, Latin America and the United Arab Emirates, in English and Spanish.',
  },
  mission: {
    title: 'Our Mission',
    description:
      'Why the firm exists and why it deliberately limits its number of clients: candid, prepared counsel for founders, early enough to change the outcome of a sale.',
  },
  privacy: {
    title: 'Privacy Policy',
    description:
      'What information the firm collects through its website, how it is used and protected, the cookies we use, and your choices.',
  },
  terms: {
    title: 'Terms and Conditions',
    description:
      'The terms that govern use of the firm’s website and services, including fees, arbitration, Florida governing law, and our Accessibility Statement.',
  },
}
