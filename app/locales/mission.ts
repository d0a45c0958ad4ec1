// /our-mission: why the firm exists, why it stays small, how it works, and its values.
export const namespace = 'mission'

export const en = {
  meta: {
    title: 'Our Mission',
    description:
      'Why the firm exists and why it deliberately limits its number of clients: candid, prepared counsel for founders, early enough to change the outcome of a sale.',
  },
  eyebrow: 'The firm',
  heading: 'Our Mission',
  lead: 'To give founders the counsel that large companies take for granted, early enough for it to change the outcome.',
  valuesEyebrow: 'What we hold to',
  valuesHeading: 'Our values',
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
  closing: {
    heading: 'Start with a clear picture of your company',
    text: 'The Growth Score shows where you stand and what to fix first, for one flat fee.',
    label: 'Start Your Growth Score',
  },
}
