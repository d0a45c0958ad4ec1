// /apex-growth-score-info: the Growth Score's information page. Placeholders: `{{price}}` the fee,
// `{{value}}` its value, `{{rate}}` a traditional firm's hourly rate,
// `{{points}}` the audit's points, `{{capacity}}` the monthly limit.
export const namespace = 'growthScoreInfo'

export const en = {
  meta: {
    title: 'The Growth Score: a {{price}} legal and business diagnostic',
    description:
      'A 40+ point legal and business audit, a 12-month roadmap, essential templates, a strategy session, a Risk & Opportunity Map and an Exit Readiness Snapshot, for one flat fee.',
  },
  heading: 'The Growth Score',
  lead: 'One flat fee. One report that shows where your company stands legally and commercially, and what to do next.',
  start: 'Start Your Growth Score',
  capacity: 'Only {{capacity}} clients accepted each month.',
  whoForEyebrow: 'Who it is for',
  whoForTitle: 'For owners who want the facts before the decision',
  whoFor: [
    'Owners planning to sell in the next one to five years',
    'Founders raising capital or bringing in partners',
    'Businesses that grew faster than their paperwork',
  ],
  feeEyebrow: 'What the fee covers',
  feeTitle: 'Six deliverables, one flat fee',
  feeText:
    'The audit covers {{points}} points across your legal structure and operations. Billed by the hour at the {{rate}} a traditional firm charges, the same work is valued at {{value}}; the Growth Score is one flat fee of {{price}}.',
  howEyebrow: 'How it works',
  howTitle: 'From booking to report',
  process: [
    { title: 'Book and sign', text: 'Book your strategy session, sign the engagement letter and pay the flat fee.' },
    { title: 'Send documents', text: 'Upload your documents through the client portal, following our 27-item checklist.' },
    { title: 'Analysis', text: 'We begin within 24 hours and work through every point of the audit.' },
    { title: 'Your report', text: 'Within 5–7 business days you receive your score out of 100, your roadmap and your templates.' },
  ],
  closing: {
    heading: 'Reserve a place this month',
    text: '{{price}} flat fee. Analysis begins within 24 hours.',
    label: 'Start Your Growth Score',
  },
}
