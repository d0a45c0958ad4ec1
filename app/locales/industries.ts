// The deal portfolio's seventeen industries (the spec's list, app/schemas/site-content-lists.ts), as the
// pages name them in each language.
export const namespace = 'industries'

export const en = {
  Athletics: 'Athletics',
  Automotive: 'Automotive',
  Biotech: 'Biotech',
  Construction: 'Construction',
  Consulting: 'Consulting',
  'Consumer Products': 'Consumer Products',
  Energy: 'Energy',
  'Franchising and Licensing': 'Franchising and Licensing',
  Healthcare: 'Healthcare',
  Logistics: 'Logistics',
  Marketing: 'Marketing',
  'Professional Services': 'Professional Services',
  'Real Estate': 'Real Estate',
  Restaurants: 'Restaurants',
  Software: 'Software',
  Startups: 'Startups',
  Veterinary: 'Veterinary',
}
