// /international-presence: the regions the firm's clients are in, the map and its legend.
export const namespace = 'international'

export const en = {
  meta: {
    title: 'International Presence',
    description:
      'Corporate and M&A counsel from South Florida for clients across the United States, Latin America and the United Arab Emirates, in English and Spanish.',
  },
  eyebrow: 'Where our clients are',
  heading: 'International Presence',
  lead: 'From South Florida we represent owners and buyers whose businesses cross borders, with clients across the United States, Latin America and the United Arab Emirates.',
  mapHeading: 'Client locations',
  mapAlt:
    'A map of the world with the firm’s client regions highlighted: the United States, Latin America from Mexico to Argentina, and the United Arab Emirates, with a marker at the firm’s office in Doral, Florida.',
  /** The region names set over the map. */
  mapLabels: { unitedStates: 'United States', latinAmerica: 'Latin America', uae: 'UAE' },
  legend: {
    usUae: 'United States and the UAE',
    latinAmerica: 'Latin America',
    office: 'Our office in Doral, Florida',
  },
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
  closing: {
    heading: 'A cross-border deal in view?',
    text: 'Tell us where the parties are and what you have in mind.',
    label: 'Contact the Firm',
  },
}
