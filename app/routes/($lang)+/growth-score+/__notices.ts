// The purchase flow's notices, word for word from spec section 8 (titles and texts are exact), in the
// one Notice shape of app/utils/notice.ts.
import type { Notice } from '~/utils/notice'

const fallback = 'Please try again or contact support.'

function inAbout(minutes: number | null) {
  if (!minutes) return 'in a few minutes'
  return minutes === 1 ? 'in about a minute' : `in about ${minutes} minutes`
}

/** A notice of the flow: a failure (`error`) or a step done (`success`). */
const error = (title: string, description: string): Notice => ({ title, description, type: 'error' })
const success = (title: string, description: string): Notice => ({ title, description, type: 'success' })

export const NOTICES = {
  missingInformation: error('Missing Information', 'Please fill in all required fields.'),
  letterLoadFailed: error('Error Loading Document', 'Could not load the engagement letter. Please try again.'),
  missingSignup: error('Error', 'Missing signup information.'),
  missingSignupPayment: error('Error', 'Missing signup information. Please start over.'),
  signingFailed: error('Signing Failed', fallback),
  submissionFailed: (message?: string | null) => error('Submission Failed', message || fallback),
  verificationFailed: error('Payment Verification Failed', 'Please contact support if you completed payment.'),
  envelopeFailed: error('Document Creation Failed', "We'll send the agreement manually. No action needed from you."),
  paymentFailed: error('Payment Failed', fallback),
  paymentCancelled: error('Payment Cancelled', 'Your payment was cancelled. You can try again anytime.'),
  paymentSuccessful: success(
    'Payment Successful!',
    "Thank you for your purchase. We'll be in touch soon to begin your Growth Score analysis.",
  ),
  envelopeReady: success('Document Ready for Signature', 'Please check your email for the agreement to sign.'),
  documentSigned: success('Document Signed Successfully!', 'You can now proceed to payment.'),
  // Ours (the spec has no waitlist notice).
  waitlistJoined: success('You’re on the waitlist', 'We’ll email you as soon as a place opens.'),
  // Ours: a place is held only for a few checkouts at once (issue 14, finding 6).
  checkoutOpenForEmail: (minutes: number | null) =>
    error(
      'Checkout already open',
      `A checkout for this email address is already open. Finish or cancel that payment, or try again ${inAbout(minutes)}. Your details and signed letter are saved.`,
    ),
  tooManyCheckouts: (minutes: number | null) =>
    error(
      'Too many open checkouts',
      `Too many checkouts are open from your network right now. Finish or cancel one of them, or try again ${inAbout(minutes)}. Your details and signed letter are saved.`,
    ),
} as const satisfies Record<string, Notice | ((message?: string | null) => Notice) | ((minutes: number | null) => Notice)>

/**
 * Notices a step URL may ask for (`?notice=`): only as a hint, shown when the signup's state bears it
 * out (a forged `notice=document-signed` on an unsigned signup restarts the flow instead).
 */
export const STEP_NOTICES = {
  'document-signed': NOTICES.documentSigned,
  'payment-cancelled': NOTICES.paymentCancelled,
  'payment-successful': NOTICES.paymentSuccessful,
  'verification-failed': NOTICES.verificationFailed,
  'signing-failed': NOTICES.signingFailed,
  'missing-signup': NOTICES.missingSignup,
  'missing-signup-payment': NOTICES.missingSignupPayment,
} as const satisfies Record<string, Notice>

export type StepNotice = keyof typeof STEP_NOTICES
