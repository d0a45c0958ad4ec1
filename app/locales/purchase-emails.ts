// The Growth Score purchase's emails to the client (app/emails/purchase.server.ts), in the signup's
// language. The firm's own notices stay English.
export const namespace = 'purchaseEmails'

export const en = {
  client: 'Client',
  dear: 'Dear {{name}},',
  signed: {
    engagement: 'engagement letter',
    authorization: 'document review authorization',
    subject: 'Your signed {{what}} | {{firm}}',
    thanks:
      'Thank you for signing. Your signed {{what}} is attached as a PDF for your records. Its last page is a signature certificate with a verification code.',
    unpaid: 'If you closed the page before paying, the link below takes you back to the payment step.',
    signedBy: 'Signed by',
    code: 'Verification code',
    continue: 'Continue to payment',
    verify: 'Verify this document',
  },
  signingLink: {
    subject: 'Please sign: document review authorization | {{firm}}',
    text: 'So that we can begin reviewing your company’s documents, please read and sign the short document review authorization. It takes about a minute.',
    action: 'Review and sign',
    personal: 'The link is personal to you; please do not forward it.',
  },
  confirmation: {
    subject: 'Your Growth Score is confirmed | {{firm}}',
    thanks: 'Thank you for your purchase. Your Growth Score for {{company}} is confirmed, and here is what happens next:',
    authorizationSigned: '1. Your document review authorization is signed. Thank you.',
    authorizationBuiltin:
      '1. Sign the document review authorization, a one-page addendum that lets us review your company’s documents: use the button below.',
    authorizationService:
      '1. Sign the document review authorization, a one-page addendum that lets us review your company’s documents. Our signature service emails it to you.',
    portalExisting: '2. Sign in to your client portal with your existing password to follow your progress and see the documents we need.',
    portalNew:
      '2. Set the password of your client portal: a separate email brings the link. The portal shows your progress and the documents we need.',
    analysis: '3. Our analysis begins within 24 hours.',
    report: '4. Your Growth Score report arrives within 5–7 business days after we receive your documents.',
    priority: '5. After delivery you have 30 days of priority email access to the firm.',
    guarantee: 'Our guarantee: if any part of your report is unclear, we will hold a bonus clarity session with you at no charge.',
    attached: 'Your signed engagement letter is attached as a PDF for your records; its last page is the signature certificate.',
    earlier: 'Your signed engagement letter came with our earlier email; you can download it again at {{url}}.',
    download: 'Your signed engagement letter can be downloaded at {{url}}.',
    amountPaid: 'Amount paid',
    paidOn: 'Paid on',
    company: 'Company',
    letterCode: 'Letter verification code',
    sign: 'Review and sign the authorization',
    portal: 'Open your client portal',
    nonRefundable: 'The fee is non-refundable and fully earned upon signing, as set out in your engagement letter.',
    questions: 'Questions? Reply to this email or write to {{email}}.',
  },
  conflictCleared: {
    subject: 'You can complete your Growth Score | {{firm}}',
    text: 'Thank you for your patience. We have completed our routine check for {{company}}, and we are glad to take on your Growth Score.',
    onFile: 'Your signed engagement letter is on file. The button below takes you back to the payment step.',
    action: 'Continue to payment',
  },
  conflictDeclined: {
    subject: 'About your Growth Score request | {{firm}}',
    text: 'Thank you for choosing {{firm}}. Before accepting any engagement we complete a routine review, and after that review we are unfortunately unable to take on this matter for {{company}} at this time.',
    nothingCharged:
      'Your engagement letter will not take effect, and nothing has been charged to you. This decision says nothing about the merits of your business.',
    otherCounsel: 'We would be glad to suggest other counsel if that would help: simply reply to this email.',
    wishes: 'We wish you every success.',
  },
}
