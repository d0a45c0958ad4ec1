// The home page: the hero with the three paths, how the firm works, its four services, the closing line.
export const namespace = 'home'

export const en = {
  meta: {
    title: 'Corporate & M&A Law for Founders',
    description:
      'Boutique corporate and M&A counsel in Doral, Florida: the $4,000 Growth Score diagnostic, the Circle membership, Exit Suite representation and business contracts for founders.',
  },
  eyebrow: 'Corporate & M&A counsel in Doral, Florida',
  heading: 'Legal strategy for visionary founders',
  lead: 'We help owners build companies that are worth more, protect what they have built, and sell on their own terms when the time comes.',
  start: 'Start Your Growth Score',
  heroFee: '{{price}} flat fee',
  heroValue: ', a {{value}} value.',
  heroCapacity: '{{capacity}} companies accepted each month.',
  record: 'The record',
  choiceLabel: 'I am a business owner and I am…',
  choicePlaceholder: 'Select an option',
  choiceHint: 'Choose the option that fits; it takes you straight to the right page.',
  choiceError: 'Please choose one of the options.',
  continue: 'Continue',
  whereToStart: 'Where to start',
  /** Each path: the dropdown's option (the spec's wording) and the plain link under it. */
  choices: {
    scale: { option: 'Looking to scale my business', link: 'Scale your business' },
    buySell: { option: 'Looking to sell/buy a business', link: 'Buy or sell a business' },
    contracts: { option: 'Looking for a specific contract', link: 'Find a business contract' },
  },
  principlesEyebrow: 'How we work',
  principlesTitle: 'Counsel for the decisions that set a company’s value',
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
  servicesEyebrow: 'Services',
  servicesTitle: 'Four ways to work with the firm',
  oneTime: 'one time',
  forExitSuite: 'for Exit Suite clients',
  allServices: 'See all services and fees',
  closingEyebrow: 'Start here',
  closingHeading: 'Know where your company stands before a buyer tells you.',
  closingText: 'The Growth Score is a {{price}} flat-fee diagnostic, limited to {{capacity}} companies a month.',
}
