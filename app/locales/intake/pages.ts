// Part of the intake namespace (app/locales/intake.ts, which assembles it): its pages copy (its Spanish: the same path under app/locales/es/).

export const en = {
  pages: {
    booking: {
      metaTitle: 'Book your Growth Score strategy session',
      metaDescription:
        'Reserve the strategy session that opens your Growth Score: a flat-fee legal and business diagnostic for founders who intend to scale.',
      eyebrow: 'Growth Score',
      title: 'Book your Growth Score strategy session',
      intro:
        'The Growth Score begins with a conversation. Tell us who you are and how to reach you, then choose a time to walk through your business with the attorney who will lead your diagnostic.',
      formHeading: 'Your details',
      submitLabel: 'Continue to Scheduling',
      steps: [
        { title: 'Share your details', body: 'Four fields. No documents yet, and nothing is charged at this stage.' },
        {
          title: 'Choose a time',
          body: 'Once your details are in, pick a time that suits you. We confirm by email and send anything worth reading beforehand.',
        },
        {
          title: 'Talk it through',
          body: 'In the session we map what the diagnostic will cover and answer every question before you commit.',
        },
      ],
    },
    circle: {
      metaTitle: 'Apply for the Apex Circle membership',
      metaDescription:
        'Apply for the Circle: ongoing outside general counsel for founders, with tailored deliverables each month and quarterly planning.',
      eyebrow: 'The Apex Circle',
      title: 'Apply for Membership',
      intro:
        'The Apex Circle is a small membership by design. Apply below, then choose a time for a short call so we can confirm that the membership fits where your business is headed.',
      formHeading: 'Your application',
      submitLabel: 'Submit Application',
      steps: [
        { title: 'Apply', body: 'Tell us who you are and which company you lead.' },
        {
          title: 'Choose a time',
          body: 'Once your details are in, pick a time that suits you. We confirm by email and send anything worth reading beforehand.',
        },
        {
          title: 'Fit call',
          body: 'A short conversation about your priorities for the year, and whether the Circle is the right way to meet them.',
        },
      ],
    },
    sellSide: {
      metaTitle: 'Apply for Sell-Side Representation',
      metaDescription:
        'Preparing to sell your company? Apply for sell-side M&A representation and schedule a confidential first conversation.',
      eyebrow: 'Sell-side M&A',
      title: 'Apply for Sell-Side Representation',
      intro:
        'Selling a company is usually a once-in-a-career event. Start with a confidential conversation about the business, the buyers you have in mind and the timing you want.',
      formHeading: 'Your details',
      submitLabel: 'Submit Application',
      steps: [
        { title: 'Apply', body: 'Your name, company and how to reach you. Everything you send is held in confidence.' },
        {
          title: 'Choose a time',
          body: 'Once your details are in, pick a time that suits you. We confirm by email and send anything worth reading beforehand.',
        },
        { title: 'Confidential review', body: 'We discuss the deal, its likely structure and what preparation will protect your price.' },
      ],
    },
    buySide: {
      metaTitle: 'Apply for Buy-Side Representation',
      metaDescription: 'Acquiring a business? Apply for buy-side M&A representation and schedule a confidential first conversation.',
      eyebrow: 'Buy-side M&A',
      title: 'Apply for Buy-Side Representation',
      intro:
        'An acquisition is won or lost in diligence and in the purchase agreement. Tell us about yourself, then choose a time to discuss the target and the terms on the table.',
      formHeading: 'Your details',
      submitLabel: 'Submit Application',
      steps: [
        { title: 'Apply', body: 'Your name, company and how to reach you. Everything you send is held in confidence.' },
        {
          title: 'Choose a time',
          body: 'Once your details are in, pick a time that suits you. We confirm by email and send anything worth reading beforehand.',
        },
        { title: 'Confidential review', body: 'We look at the target, the letter of intent if there is one, and where the risk sits.' },
      ],
    },
    contract: {
      metaTitle: 'Request a Contract',
      metaDescription:
        'Request an agreement drafted for your business: employment, NDA, service, operating and more, at a flat fee agreed up front.',
      eyebrow: 'Contracts',
      title: 'Request a Contract',
      intro:
        'Tell us which agreement you need. We review the request, confirm the scope and a flat fee, and draft it for your business rather than from a generic template.',
      formHeading: 'Your request',
      submitLabel: 'Submit Request',
      steps: [
        { title: 'Choose the agreement', body: 'Name it in your own words; a rough description is enough.' },
        { title: 'Submit your details', body: 'So we know who the agreement is for and how to reach you.' },
        { title: 'We contact you', body: 'Pick a time below, or wait for our email within one business day.' },
      ],
    },
  },
}
