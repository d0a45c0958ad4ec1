// /about, the attorney profile: the labels around the attorney's own details (which are site content).
export const namespace = 'about'

export const en = {
  meta: {
    description:
      '{{name}}, {{title}} of {{firm}}: education, recognition and areas of focus in mergers and acquisitions, exit readiness and corporate law.',
  },
  eyebrow: 'Attorney Profile',
  /** Under the name: the bar admission (marketing's `admitted`) and the languages of counsel. */
  barLine: '{{admitted}}. Counsel in {{languages}}.',
  and: ' and ',
  figures: {
    admitted: 'Admitted to {{bar}}',
    years: 'Years in practice',
    transactions: 'Transactions closed as lead counsel',
  },
  summary: 'Summary',
  focus: 'Areas of focus',
  education: 'Education',
  recognition: 'Recognition',
  closing: {
    heading: 'Speak with {{name}} directly.',
    text: 'Every engagement is led personally by the managing attorney.',
    label: 'Contact the Firm',
  },
}
