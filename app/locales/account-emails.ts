// The account emails (app/emails/accounts.server.ts): the set-password and reset-password links, in the
// account's language (users.language); and how a client's email writes a moment (easternMoment).
export const namespace = 'accountEmails'

export const en = {
  lifetime: {
    days: '{{n}} days',
    oneHour: 'one hour',
    hours: '{{n}} hours',
  },
  setPassword: {
    subject: 'Set the password for your client portal',
    greeting: 'Dear {{name}},',
    client: 'Client',
    ready:
      'Your client portal is ready. It shows where your Growth Score analysis stands, the steps we need from you, and a direct line to your attorney.',
    choose: 'Choose a password to open it. The link below works once and expires in {{expires}}.',
    label: 'Set your password',
    expired: 'If the link has expired, request a new one at {{url}}.',
  },
  resetPassword: {
    subject: 'Reset your client portal password',
    received: 'We received a request to reset the password of your client portal account.',
    choose: 'The link below lets you choose a new one. It works once and expires in {{expires}}.',
    label: 'Choose a new password',
    ignore: 'If you did not ask for this, you can ignore this email: your password stays as it is.',
  },
  moment: {
    at: '{{date}} at {{time}} Eastern',
    atOne: '{{date}} at {{time}} Eastern',
  },
}
