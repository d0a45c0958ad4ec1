// Part of the intake namespace (app/locales/intake.ts, which assembles it): its contact interest copy (its Spanish: the same path under app/locales/es/).

export const en = {
  contact: {
    metaTitle: 'Contact',
    metaDescription:
      'Send the firm a message. Based in Doral, Florida, serving clients nationwide; replies within about 24 hours on business days.',
    eyebrow: 'Contact',
    title: 'Get in Touch',
    intro: 'Questions about a transaction, a contract or where to begin? Send a note and the attorney will reply personally.',
    confirmationHeading: 'Thank you — we have your message',
    confirmation: 'The attorney reads every message personally and replies within about 24 hours on business days. If it cannot wait, call',
    otherWays: 'Other ways to reach us',
    formHeading: 'Send a message',
    formIntro: 'The attorney reads every message personally.',
    messagePlaceholder: 'A few lines about your business and what you would like to discuss.',
    send: 'Send Message',
    location: 'Location',
    responseTimeHeading: 'Response time',
    responseTime: 'We respond within about 24 hours on business days.',
    urgent: 'Circle members receive priority responses.',
    emailHeading: 'Email',
    notSure: 'Not sure where to begin?',
    growthScore: 'The Growth Score gives you a clear picture of your company’s legal footing and a 12-month roadmap, for one flat fee.',
    growthScoreCta: 'Start with a Growth Score',
  },
  interest: {
    seeGrowthScore: 'See the Growth Score and every path we offer',
    confirmationHeading: 'Thank you — we have your details',
    messagePlaceholder: 'The business, the kind of exit you have in mind, and your timing.',
    circle: {
      metaTitle: 'Circle membership interest',
      metaDescription:
        'Tell the firm you are interested in the Circle membership: ongoing outside counsel with tailored deliverables each month.',
      eyebrow: 'The Apex Circle',
      title: 'Membership interest',
      intro:
        'The Apex Circle admits a small number of members at a time. Leave your details and we will be in touch to talk through your priorities and whether the membership fits them.',
      submitLabel: 'Express Interest',
      confirmation: 'We will write to you within one business day to talk through your priorities and whether the membership fits them.',
    },
    exitSuite: {
      metaTitle: 'Exit Suite consultation',
      metaDescription: 'Request a confidential consultation about M&A representation for a seven- or eight-figure exit.',
      eyebrow: 'Exit Suite',
      title: 'Schedule an M&A consultation',
      intro:
        'For founders preparing a seven- or eight-figure exit. Tell us about the business and your timing; we will reply to arrange a confidential first conversation.',
      submitLabel: 'Request a Consultation',
      confirmation: 'The managing attorney will write to you within one business day to arrange a confidential first conversation.',
    },
  },
}
