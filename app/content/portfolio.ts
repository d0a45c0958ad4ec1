// The deal portfolio: seventeen industries, each with representative matters described without
// names or figures that could identify a client.

export const confidentialityNote =
  'Client confidentiality comes first. The matters below are described in general terms, without names, figures or details that could identify a client or a counterparty. Past results do not guarantee a similar outcome.'

export type Industry = { name: string; matters: string[] }

export const industries: Industry[] = [
  { name: 'Athletics', matters: ['Sale of a regional sports-training academy to a national operator', 'Partnership and facility-use agreements for a youth athletics league'] },
  { name: 'Automotive', matters: ['Acquisition of an independent repair group by a multi-location buyer', 'Restructuring of ownership in a family-held dealership services company'] },
  { name: 'Biotech', matters: ['Seed financing on convertible notes for a diagnostics start-up', 'IP assignment and licensing framework ahead of a strategic partnership'] },
  { name: 'Construction', matters: ['Sale of a commercial contractor to a private-equity-backed platform', 'Joint venture agreement for a mixed-use development bid'] },
  { name: 'Consulting', matters: ['Partner buy-out and new operating agreement for a management consultancy', 'Master services agreements for a technology advisory firm'] },
  { name: 'Consumer Products', matters: ['Asset sale of a direct-to-consumer brand to a strategic acquirer', 'Distribution agreements with national and Latin American retailers'] },
  { name: 'Franchising and Licensing', matters: ['Franchise system documents for an expanding food concept', 'Brand licensing agreement for entry into the Gulf region'] },
  { name: 'Healthcare', matters: ['Acquisition of a multi-site outpatient practice', 'Management services structure for a physician-owned group'] },
  { name: 'Logistics', matters: ['Sale of a last-mile delivery company with earn-out protection', 'Carrier and warehousing agreements for a freight brokerage'] },
  { name: 'Marketing', matters: ['Merger of two boutique agencies into one ownership structure', 'Client engagement and contractor terms for a performance-marketing firm'] },
  { name: 'Professional Services', matters: ['Succession plan and staged sale of an accounting practice', 'Shareholders’ agreement for a growing engineering firm'] },
  { name: 'Real Estate', matters: ['Purchase of a commercial portfolio through a new holding structure', 'Commercial leases for a retail tenant expanding in South Florida'] },
  { name: 'Restaurants', matters: ['Sale of a three-location restaurant group', 'Investor agreements for a chef-led concept opening its second site'] },
  { name: 'Software', matters: ['Sale of a SaaS company to a strategic buyer, with founder retention terms', 'SAFE rounds and cap-table clean-up before a priced round'] },
  { name: 'Energy', matters: ['Acquisition of a solar installation business', 'Supply and offtake agreements for a distributed-energy provider'] },
  { name: 'Startups', matters: ['Formation, founder vesting and first hires for venture-bound teams', 'Letters of intent and diligence readiness for early acquisition offers'] },
  { name: 'Veterinary', matters: ['Sale of an independent veterinary hospital to a consolidator', 'Associate-to-owner buy-in structure for a companion-animal clinic'] },
]
