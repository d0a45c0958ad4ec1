// The portal's reminder emails to clients (app/emails/reminders.server.ts), in the client's language.
// The firm's own notices about the portal stay in English.
export const namespace = 'portalEmails'

export const en = {
  there: 'there',
  dear: 'Dear {{name}},',
  outro: 'This is reminder {{number}} of at most {{limit}}. To stop these reminders, open: {{url}}',
  documents: {
    subject: 'Documents we still need for your Growth Score | {{firm}}',
    intro: 'Your Growth Score review starts as soon as your documents are in. We still need {{count}} of them:',
    portal: 'You can send them through your client portal, where the checklist shows what is done.',
    action: 'Open your checklist',
  },
  letter: {
    subject: 'Your engagement letter is ready to sign | {{firm}}',
    intro:
      'You started your Growth Score with us but have not yet signed the engagement letter. It takes a minute, and nothing is charged until the payment step.',
    action: 'Review and sign',
  },
  checkout: {
    subject: 'Your Growth Score checkout is still open to you | {{firm}}',
    intro:
      'Your Growth Score payment was not completed. If something went wrong, you can pick up where you left off; your signed engagement letter is kept.',
    action: 'Return to payment',
  },
}
