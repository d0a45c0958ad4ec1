// /apex-circle: the membership's information page. `{{price}}` and `{{unit}}` are the monthly fee and its
// unit ("per month"), as app/content/offerings.ts writes them.
export const namespace = 'circleInfo'

export const en = {
  meta: {
    title: 'The Apex Circle: legal counsel on a monthly membership',
    description:
      'The Apex Circle: up to 2 tailored legal deliverables a month, quarterly strategy sessions, priority access and vetted advisor introductions, for {{price}} a month.',
  },
  eyebrow: 'Membership at {{price}} {{unit}}',
  heading: 'The Apex Circle',
  lead: 'A fixed monthly fee for counsel that already knows your business, so you call your lawyer before a decision instead of after it.',
  apply: 'Apply for Membership',
  membership: 'Membership',
  receive: 'What members receive',
  billed: '{{unit}}, billed monthly',
  responseTimes: 'Response times',
  answeredFirst: 'Members are answered first',
  forYou: 'Is it for you',
  tendToBe: 'Members tend to be',
  fit: [
    'Owners who need contracts drafted or reviewed every month',
    'Companies between a Growth Score and an eventual exit',
    'Founders who want a standing relationship with senior counsel',
  ],
  closing: {
    heading: 'Membership is limited',
    text: 'We keep the Circle small so that every member can reach the managing attorney directly.',
    label: 'Apply for Membership',
  },
}
