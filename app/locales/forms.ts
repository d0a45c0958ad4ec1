// The shared form pieces (app/components/forms.tsx and its neighbours), the public error page, the
// toast's close button: text that appears on many pages, in the page's language.
export const namespace = 'forms'

export const en = {
  /** The pending labels the spec names; a SubmitButton given one of these English labels says it in the page's language. */
  pending: {
    submitting: 'Submitting...',
    processing: 'Processing...',
    sending: 'Sending...',
    sendingEllipsis: 'Sending…',
    saving: 'Saving...',
    verifying: 'Verifying...',
  },
  optional: '(optional)',
  honeypot: 'Leave this field empty',
  name: 'Name',
  email: 'Email',
  /** The shared email and phone rules' messages (app/schemas/fields.ts): the spec's, word for word. */
  fields: {
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email address',
    emailTooLong: 'Email must be less than 255 characters',
    phoneRequired: 'Phone number is required',
    phoneTooLong: 'Phone number must be less than 20 characters',
  },
  dismiss: 'Dismiss notification',
  tryAgain: 'Please try again.',
  errorPage: {
    home: 'Go to the home page',
    contact: 'Contact us',
    back: 'Back to the page you were on',
    notFoundTitle: 'Page Not Found',
    notFoundText: 'The page you are looking for does not exist or has moved.',
    formNotSent: 'Form not sent',
    errorTitle: 'Something went wrong',
    errorText: 'We could not complete that request. Please try again in a moment.',
  },
  /** The web process's own refusals of a post (server/index.ts, server/body-limit.ts), before the page sees it. */
  refused: {
    crossSite: 'This form arrived from another website, so for your protection we did not accept it. Nothing was sent.',
    crossSiteBack: 'Please fill it in on our own page:',
    noLength: 'Your browser sent this form without saying how large it is, which this site does not accept. Nothing was saved.',
    noLengthBack: 'Please go back and send it again:',
    tooLargeTitle: 'Too large to send',
    tooLarge: 'What you sent is larger than this form accepts ({{size}}), so we did not read it. Nothing was saved.',
    tooLargeBack: 'Please go back, shorten it or choose a smaller file, and send it again:',
    openForm: 'open the form',
  },
}
