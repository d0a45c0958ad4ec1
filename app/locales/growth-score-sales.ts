// The sales half of /growth-score ('./growth-score+/__sales.tsx'): hero, value stack, 'Choose Your Path',
// the interest forms' introductions and the proof section. Lists of parts are sentences written around a
// figure or a list the page inserts between them.
export const namespace = 'growthScoreSales'

export const en = {
  hero: {
    eyebrow: 'The Growth Score',
    heading: 'Know what your company is worth to a buyer, and what to fix first.',
    start: 'Start Your Growth Score',
    included: 'See what is included',
    /** After the fee's note, before its value. */
    valuedAt: ', for a diagnostic valued at ',
    /** Around the hourly rate. */
    rate: ['Traditional firms bill ', ' an hour.'],
  },
  value: { eyebrow: 'What you receive', title: 'Six deliverables, one flat fee' },
  paths: {
    eyebrow: 'Three ways to work with us',
    title: 'Choose Your Path',
    path: 'Path ',
    growthScore: {
      unit: 'one time',
      text: 'Start here: a clear picture of where the business stands and what to do next.',
      cta: 'Start Your Growth Score',
    },
    circle: { cta: 'Express Interest' },
    exitSuite: { cta: 'Request a Consultation' },
  },
  interest: {
    label: 'Membership and Exit Suite interest',
    circle: 'Membership interest',
    exitSuite: 'Exit Suite consultation',
    /** Between the Exit Suite's summary and what it covers, and after. */
    covers: [' It covers ', '.'],
  },
  proof: {
    eyebrow: 'The report',
    sample: 'A page from a Growth Score report',
    testimonials: 'What clients say',
  },
}
