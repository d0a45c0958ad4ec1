// The deal portfolio: seventeen industries, each with representative matters described without
// names or figures that could identify a client, and the firm's totals for the industry (the number
// of closed transactions and their combined value). The firm edits the figures here; the page sorts
// the industries alphabetically and adds up the totals.

export const confidentialityNote =
  'Client confidentiality comes first. The matters below are described in general terms, without names, figures or details that could identify a client or a counterparty. Past results do not guarantee a similar outcome.'

/** How the figures are counted, shown under the totals. */
export const figuresNote =
  'Transactions closed with the managing attorney as lead or co-lead counsel since 2011. Values are enterprise values or amounts raised at closing, in US dollars, combined per industry and rounded.'

export type Industry = {
  name: string
  /** Closed transactions in this industry. */
  deals: number
  /** Their combined value, in millions of US dollars. */
  valueMillions: number
  matters: string[]
}

const list: Industry[] = [
  {
    name: 'Athletics',
    deals: 5,
    valueMillions: 18,
    matters: [
      'Sale of a regional sports-training academy to a national operator',
      'Partnership and facility-use agreements for a youth athletics league',
    ],
  },
  {
    name: 'Automotive',
    deals: 8,
    valueMillions: 64,
    matters: [
      'Acquisition of an independent repair group by a multi-location buyer',
      'Restructuring of ownership in a family-held dealership services company',
    ],
  },
  {
    name: 'Biotech',
    deals: 6,
    valueMillions: 41,
    matters: [
      'Seed financing on convertible notes for a diagnostics start-up',
      'IP assignment and licensing framework ahead of a strategic partnership',
    ],
  },
  {
    name: 'Construction',
    deals: 9,
    valueMillions: 112,
    matters: [
      'Sale of a commercial contractor to a private-equity-backed platform',
      'Joint venture agreement for a mixed-use development bid',
    ],
  },
  {
    name: 'Consulting',
    deals: 7,
    valueMillions: 27,
    matters: [
      'Partner buy-out and new operating agreement for a management consultancy',
      'Master services agreements for a technology advisory firm',
    ],
  },
  {
    name: 'Consumer Products',
    deals: 11,
    valueMillions: 88,
    matters: [
      'Asset sale of a direct-to-consumer brand to a strategic acquirer',
      'Distribution agreements with national and Latin American retailers',
    ],
  },
  {
    name: 'Energy',
    deals: 6,
    valueMillions: 73,
    matters: ['Acquisition of a solar installation business', 'Supply and offtake agreements for a distributed-energy provider'],
  },
  {
    name: 'Franchising and Licensing',
    deals: 10,
    valueMillions: 22,
    matters: ['Franchise system documents for an expanding food concept', 'Brand licensing agreement for entry into the Gulf region'],
  },
  {
    name: 'Healthcare',
    deals: 12,
    valueMillions: 146,
    matters: ['Acquisition of a multi-site outpatient practice', 'Management services structure for a physician-owned group'],
  },
  {
    name: 'Logistics',
    deals: 9,
    valueMillions: 97,
    matters: [
      'Sale of a last-mile delivery company with earn-out protection',
      'Carrier and warehousing agreements for a freight brokerage',
    ],
  },
  {
    name: 'Marketing',
    deals: 7,
    valueMillions: 31,
    matters: [
      'Merger of two boutique agencies into one ownership structure',
      'Client engagement and contractor terms for a performance-marketing firm',
    ],
  },
  {
    name: 'Professional Services',
    deals: 10,
    valueMillions: 39,
    matters: ['Succession plan and staged sale of an accounting practice', 'Shareholders’ agreement for a growing engineering firm'],
  },
  {
    name: 'Real Estate',
    deals: 13,
    valueMillions: 214,
    matters: [
      'Purchase of a commercial portfolio through a new holding structure',
      'Commercial leases for a retail tenant expanding in South Florida',
    ],
  },
  {
    name: 'Restaurants',
    deals: 9,
    valueMillions: 36,
    matters: ['Sale of a three-location restaurant group', 'Investor agreements for a chef-led concept opening its second site'],
  },
  {
    name: 'Software',
    deals: 14,
    valueMillions: 182,
    matters: [
      'Sale of a SaaS company to a strategic buyer, with founder retention terms',
      'SAFE rounds and cap-table clean-up before a priced round',
    ],
  },
  {
    name: 'Startups',
    deals: 8,
    valueMillions: 48,
    matters: [
      'Formation, founder vesting and first hires for venture-bound teams',
      'Letters of intent and diligence readiness for early acquisition offers',
    ],
  },
  {
    name: 'Veterinary',
    deals: 6,
    valueMillions: 29,
    matters: [
      'Sale of an independent veterinary hospital to a consolidator',
      'Associate-to-owner buy-in structure for a companion-animal clinic',
    ],
  },
]

/** The industries in alphabetical order. */
export const industries: Industry[] = [...list].sort((a, b) => a.name.localeCompare(b.name, 'en'))

export const portfolioTotals = {
  deals: industries.reduce((sum, i) => sum + i.deals, 0),
  valueMillions: industries.reduce((sum, i) => sum + i.valueMillions, 0),
  industries: industries.length,
}

/** "$146 million", "$1.3 billion"; short: "$146M", "$1.3B". */
export function formatMillions(millions: number, short = false) {
  if (millions >= 1000) return `$${(millions / 1000).toFixed(1)}${short ? 'B' : ' billion'}`
  return `$${millions}${short ? 'M' : ' million'}`
}
