// The fixed lists and counts of the site content, apart from its zod schema so that the admin page's
// browser code can use them without bundling zod's chained API.
/** The seventeen industries of the deal portfolio (the spec's list), in alphabetical order. */
export const PORTFOLIO_INDUSTRIES = [
  'Athletics',
  'Automotive',
  'Biotech',
  'Construction',
  'Consulting',
  'Consumer Products',
  'Energy',
  'Franchising and Licensing',
  'Healthcare',
  'Logistics',
  'Marketing',
  'Professional Services',
  'Real Estate',
  'Restaurants',
  'Software',
  'Startups',
  'Veterinary',
] as const

export const DEAL_SIDES = ['buy', 'sell'] as const
export const MAX_DEALS = 12
export const MAX_TESTIMONIALS = 8
export const MAX_LIST_ITEMS = 10
