// The portal's account pages: security (/dashboard/security) and writing to the attorney
// (/dashboard/contact), with the message form's errors.
// Its Spanish: app/locales/es/portal-account.ts.

export const namespace = 'portalAccount'

export const en = {
  security: {
    heading: 'Security',
    twoFactor: 'Two-factor sign-in',
    on: 'On',
    off: 'Off',
    onTextOne: 'Signing in asks for your password and a code from your authenticator app. You have {{count}} unused recovery code.',
    onTextMany: 'Signing in asks for your password and a code from your authenticator app. You have {{count}} unused recovery codes.',
    turnOffHeading: 'Turn it off',
    turnOffText: 'Enter a code from your app (or a recovery code) to confirm it is you.',
    turnOff: 'Turn Off',
    turningOff: 'Turning Off...',
    offText:
      'Add a code from your phone to every sign-in, so a stolen or guessed password alone does not open your portal and your documents.',
    finish: 'Finish Setting Up',
    turnOn: 'Turn On Two-Factor Sign-In',
    refused: {
      invalid: 'That code is not valid. Enter the 6-digit code your app shows now, or one of your recovery codes.',
      reused: 'That code has already been used. Wait for your app to show a new one, then enter it.',
      notEnrolled: 'Two-factor sign-in is already off.',
      admin: 'Staff accounts must keep two-factor sign-in.',
    },
    turnedOff: { title: 'Two-factor sign-in is off', description: 'Signing in now asks for your password only.' },
    notTurnedOff: 'Not turned off',
  },
  contact: {
    heading: 'Contact your attorney',
    name: 'Name',
    email: 'Email',
    message: 'Message',
    placeholder: 'Questions, documents you are sending, times that suit you for a call…',
    sending: 'Sending...',
    send: 'Send Message',
    whenHeading: 'When we reply',
    whenText: 'Within 24 hours on business days. Urgent matters are answered within 4 hours; say so in your message.',
    emailHeading: 'Prefer email?',
    writeTo: 'Write to',
    sameDesk: '. Messages sent here reach the same desk and stay on your file.',
    failed: { title: 'Error', description: 'Failed to send message. Please try again.' },
    sent: { title: 'Message Sent!', description: "Thank you for your message. We'll get back to you within 24 hours." },
    waitOne:
      'You have sent several messages in a short time. Please wait {{count}} second and send this one again; your text is still here.',
    waitMany:
      'You have sent several messages in a short time. Please wait {{count}} seconds and send this one again; your text is still here.',
  },
  errors: {
    nameRequired: 'Name is required',
    nameTooLong: 'Name must be less than 100 characters',
    emailRequired: 'Email is required',
    messageRequired: 'Message is required',
    messageTooLong: 'Message must be less than {{max}} characters',
  },
  // The membership's states, card label, benefits and deliverable status labels are the Circle's
  // (app/locales/circle.ts), read from there.
}
