// The Terms and Conditions (with the Accessibility Statement) and the Privacy Policy, in English and in a
// Spanish courtesy translation (issue 28): a Spanish page opens with the sentence that the English version
// governs (`courtesy`, empty in English). The firm's details are {{placeholders}} filled by
// app/content/legal.ts; effective dates stay there. These pages are not signed, so they are copy, not
// versioned documents like the engagement letter.
export const namespace = 'legal'

export const en = {
  eyebrow: 'Legal',
  effective: 'Effective ',
  contents: 'Contents',
  courtesy: { notice: '', link: '' },
  terms: {
    meta: {
      title: 'Terms and Conditions',
      description:
        'The terms that govern use of the firm’s website and services, including fees, arbitration, Florida governing law, and our Accessibility Statement.',
    },
    title: 'Terms and Conditions',
    sections: [
      {
        title: 'Acceptance of these terms',
        paragraphs: [
          'These Terms and Conditions govern your use of this website and of the services that {{legalName}} (“the firm,” “we” and “us”) offers through it. By using the site you agree to them. If you do not agree, please do not use the site.',
        ],
      },
      {
        title: 'No attorney-client relationship',
        paragraphs: [
          'The content of this site is general information about the law and about the firm. It is not legal advice for your situation, and reading it, sending us a message or submitting a form does not make you our client.',
          'An attorney-client relationship begins only when the firm has confirmed that it has no conflict of interest and both of us have signed a written engagement letter. Until then, please do not send us confidential or time-sensitive information.',
        ],
      },
      {
        title: 'Services and engagement',
        paragraphs: [
          'The scope of any service, including the Growth Score, the Circle membership and Exit Suite representation, is set by the engagement letter for that service. Where the letter and these Terms differ, the letter governs.',
          'The firm deliberately limits the number of clients it accepts and may decline any engagement.',
        ],
      },
      {
        title: 'Fees and payment',
        paragraphs: [
          'Fees are stated on the page for each service and in its engagement letter. The Growth Score fee is non-refundable and fully earned upon signing the engagement letter. Circle membership fees are billed monthly in advance. Exit Suite fees are set by written proposal.',
          'Card payments are processed by a third-party payment provider. The firm does not receive or store your full card number.',
        ],
      },
      {
        title: 'Client portal and accounts',
        paragraphs: [
          'Clients receive access to a private portal. You are responsible for keeping your password confidential and for activity under your account. Tell us at once if you believe your account has been used without your permission.',
          'We may suspend portal access to protect the security of your information or of the site.',
        ],
      },
      {
        title: 'Intellectual property',
        paragraphs: [
          'The text, design, graphics and code of this site belong to the firm or its licensors. Templates and documents delivered to a client may be used by that client for its own business, but may not be resold or published.',
        ],
      },
      {
        title: 'Acceptable use',
        paragraphs: ['When using the site you agree not to:'],
        list: [
          'submit information that is false or that you have no right to share;',
          'interfere with the site, probe it for vulnerabilities or overload it;',
          'access another person’s account or information;',
          'use the site for any unlawful purpose.',
        ],
      },
      {
        title: 'Third-party services',
        paragraphs: [
          'The site relies on third-party providers for card payments, electronic signatures, scheduling and email delivery. Their own terms and privacy policies apply to the information they process, and the firm is not responsible for their availability.',
        ],
      },
      {
        title: 'Disclaimers',
        paragraphs: [
          'The site is provided “as is” and “as available.” Descriptions of past matters are illustrations, not promises: every matter is different, and prior results do not guarantee a similar outcome.',
        ],
      },
      {
        title: 'Limitation of liability',
        paragraphs: [
          'To the fullest extent permitted by law, the firm is not liable for indirect, incidental or consequential damages arising from your use of the site. Nothing in these Terms limits any duty the firm owes to a client under the rules of professional conduct or an engagement letter.',
        ],
      },
      {
        title: 'Dispute resolution and arbitration',
        paragraphs: [
          'Any dispute arising from these Terms or from your use of the site that cannot be resolved informally will be settled by binding arbitration administered by a national arbitration association under its commercial rules, held in Miami-Dade County, Florida. Either party may seek relief in small-claims court for claims within its jurisdiction.',
        ],
      },
      {
        title: 'Governing law and changes to these terms',
        paragraphs: [
          'These Terms are governed by the laws of the State of Florida, without regard to its conflict-of-laws rules.',
          'We may update these Terms from time to time; the effective date above shows the current version. Questions about these Terms can be sent to {{email}}.',
        ],
      },
    ],
  },
  accessibility: {
    title: 'Accessibility Statement',
    paragraphs: [
      '{{name}} wants every visitor, including people who use assistive technology, to be able to read about the firm, contact us and use the client portal.',
      'We design and test this site against the Web Content Accessibility Guidelines (WCAG) 2.2, level AA: every page works with a keyboard alone and without JavaScript, has a logical heading structure and landmarks, describes its images, keeps text contrast high, and respects a preference for reduced motion.',
      'If any part of the site is hard to use, please tell us at {{email}} or {{phone}}. We will respond within two business days and provide the information in another format if you need it.',
    ],
  },
  privacy: {
    meta: {
      title: 'Privacy Policy',
      description:
        'What information the firm collects through its website, how it is used and protected, the cookies we use, and your choices.',
    },
    title: 'Privacy Policy',
    sections: [
      {
        title: 'Information we collect',
        paragraphs: ['We collect only what you give us and what is needed to run the site:'],
        list: [
          'contact details you submit in a form: name, company, email address and phone number;',
          'the content of your messages and requests, such as the agreement you need;',
          'for clients, account details, engagement documents, signature records and payment status (card details go to our payment provider, not to us);',
          'basic technical data such as IP address and browser type, kept in server logs for security.',
        ],
      },
      {
        title: 'How we use information',
        paragraphs: [
          'We use your information to answer your inquiry, check for conflicts of interest, prepare and perform engagements, run the client portal, take payment, keep the site secure and meet our legal and professional obligations. We do not sell your information or use it for third-party advertising.',
        ],
      },
      {
        title: 'Confidentiality',
        paragraphs: [
          'Information a client shares with the firm is protected by the duty of confidentiality and, where it applies, by attorney-client privilege. Information sent before an engagement is treated with care, but may not be privileged until the engagement letter is signed.',
        ],
      },
      {
        title: 'How we share information',
        paragraphs: [
          'We share information only with providers who help us run the firm (email delivery, card payments, electronic signatures, hosting), under obligations to protect it; with others when you ask us to, for example the other side of a transaction; and when the law requires it.',
        ],
      },
      {
        title: 'Cookies',
        paragraphs: [
          'The site uses a small number of strictly necessary cookies: one keeps you signed in to the portal and one carries a one-time notice between pages. We do not use advertising or cross-site tracking cookies.',
        ],
      },
      {
        title: 'Data retention',
        paragraphs: [
          'Inquiries that do not become engagements are kept for up to two years. Client files are kept for the period the rules governing Florida lawyers require, and then securely destroyed.',
        ],
      },
      {
        title: 'Data security',
        paragraphs: [
          'We protect information with encrypted connections, hashed passwords, access limited to the people who need it, and records of who did what in the client portal. No system is perfectly secure, and we will tell you promptly if a breach affects your information.',
        ],
      },
      {
        title: 'Your choices and rights',
        paragraphs: [
          'You may ask to see, correct or delete the personal information we hold about you, subject to our professional obligations to keep client records. Send requests to {{email}}.',
        ],
      },
      {
        title: 'Children’s privacy',
        paragraphs: [
          'The site and the firm’s services are meant for adults. We do not knowingly collect information from anyone under 18; if we learn that we have, we delete it.',
        ],
      },
      {
        title: 'Changes and contact',
        paragraphs: [
          'We may update this policy; the effective date above shows the current version. Questions about privacy can be sent to {{email}}, or by post to {{legalName}}, {{street}}, {{locality}}, {{region}} {{postalCode}}.',
        ],
      },
    ],
  },
}
