// The visitor's acknowledgement of an intake form (app/emails/intake.server.ts). The firm's notification
// stays English (it is the firm's own notice) and is not here.
export const namespace = 'intakeEmails'

export const en = {
  /** What the visitor sent, as the acknowledgement names it mid-sentence ("We have received your …"). */
  acknowledgedAs: {
    contact: 'message',
    'apex-growth-score': 'Growth Score details',
    'growth-score-booking': 'Growth Score session booking',
    'apex-circle-application': 'Circle membership application',
    'sell-side-application': 'application for sell-side representation',
    'buy-side-application': 'application for buy-side representation',
    'contract-request': 'contract request',
    'circle-interest': 'interest in the Circle',
    'exit-suite-interest': 'Exit Suite consultation request',
    'growth-score-waitlist': 'request to join the Growth Score waitlist',
  },
  subject: 'We received your {{what}} | {{firm}}',
  greeting: 'Dear {{name}},',
  thanks: 'Thank you for contacting {{firm}}. We have received your {{what}} and will reply within about 24 hours on business days.',
  schedule: 'If you have not chosen a time for our first conversation yet, simply reply to this email and we will arrange one.',
  confidence: 'Everything you share with us is held in confidence.',
  disregard: 'If you did not fill in a form on our website, please disregard this message; nothing further will be sent.',
}
