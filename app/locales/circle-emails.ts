// The Circle's emails to the applicant and the member (app/emails/circle.server.ts), in the language of
// their lead or membership. The firm's own notices stay in English and are not here.
export const namespace = 'circleEmails'

export const en = {
  dear: 'Dear {{name}},',
  invitation: {
    subject: 'Your invitation to the Apex Circle',
    thanks: 'Thank you for applying to the Apex Circle. We would be glad to have you as a member.',
    link: 'The link below takes you to the membership terms and then to payment ({{price}} a month). It works once, for this address only, and expires in {{days}} days.',
    action: 'Accept your invitation',
    ignore: 'If you did not apply, you can ignore this email.',
  },
  portal: 'Open your portal',
  welcome: {
    subject: 'Welcome to the Apex Circle',
    text: 'Your membership is active. From your portal you can request up to two deliverables a month, book your quarterly planning session and write to your attorney with priority.',
    paidToday: 'Paid today',
    paidTodayValue: '{{price}} for the first month',
    card: 'Card',
    nextBilling: 'Next billing date',
  },
  recovered: {
    subject: 'Your Apex Circle payment went through',
    text: 'Thank you: the payment that failed earlier has now been made, and your membership is in good standing.',
  },
  duplicateRefunded: {
    subject: 'We refunded a second Apex Circle payment',
    text: 'Your membership was paid twice, through two checkouts. We cancelled the second subscription and refunded its payment in full; your membership continues unchanged. The refund reaches your card within 5–10 business days.',
  },
  paymentFailed: {
    subject: 'Your Apex Circle payment did not go through',
    text: 'This month’s payment for your membership failed. Our payment processor will try again over the next few days; you can update your card from your portal in the meantime.',
    ends: 'If every attempt fails, the membership ends.',
  },
  ended: {
    subject: 'Your Apex Circle membership has ended',
    text: 'Your membership has ended and no further payments will be taken. Deliverables already sent to you stay in your portal.',
  },
  delivered: {
    subject: 'Your deliverable is ready',
    subjectWithTitle: 'Your deliverable is ready: {{title}}',
    text: 'Your attorney has delivered the work you asked for. You can download it from your portal.',
  },
}
