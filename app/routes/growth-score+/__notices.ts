// The purchase flow's notices, word for word from spec section 8 (titles and texts are exact), in the
// one Notice shape of app/utils/notice.ts.
import type { Notice } from '~/utils/notice'

const fallback = 'Please try again or contact support.'

function inAbout(minutes: number | null) {
  if (!minutes) return 'in a few minutes'
  return minutes === 1 ? 'in about a minute' : `in about ${minutes} minutes`
}

export const NOTICES = {
  missingInformation: { title: 'Missing Information', description: 'Please fill in all required fields.', type: 'error' },
  letterLoadFailed: {
    title: 'Error Loading Document',
    description: 'Could not load the engagement letter. Please try again.',
    type: 'error',
  },
  missingSignup: { title: 'Error', description: 'Missing signup information.', type: 'error' },
  missingSignupPayment: { title: 'Error', description: 'Missing signup information. Please start over.', type: 'error' },
  signingFailed: { title: 'Signing Failed', description: fallback, type: 'error' },
  submissionFailed: (message?: string | null): Notice => ({ title: 'Submission Failed', description: message || fallback, type: 'error' }),
  verificationFailed: {
    title: 'Payment Verification Failed',
    description: 'Please contact support if you completed payment.',
    type: 'error',
  },
  envelopeFailed: {
    title: 'Document Creation Failed',
    description: "We'll send the agreement manually. No action needed from you.",
    type: 'error',
  },
  paymentFailed: { title: 'Payment Failed', description: fallback, type: 'error' },
  paymentCancelled: { title: 'Payment Cancelled', description: 'Your payment was cancelled. You can try again anytime.', type: 'error' },
  paymentSuccessful: {
    title: 'Payment Successful!',
    description: "Thank you for your purchase. We'll be in touch soon to begin your Growth Score analysis.",
    type: 'success',
  },
  envelopeReady: {
    title: 'Document Ready for Signature',
    description: 'Please check your email for the agreement to sign.',
    type: 'success',
  },
  documentSigned: { title: 'Document Signed Successfully!', description: 'You can now proceed to payment.', type: 'success' },
  // Ours (the spec has no waitlist notice).
  waitlistJoined: { title: 'You’re on the waitlist', description: 'We’ll email you as soon as a place opens.', type: 'success' },
  // Ours: a place is held only for a few checkouts at once (issue 14, finding 6).
  checkoutOpenForEmail: (minutes: number | null): Notice => ({
    title: 'Checkout already open',
    description: `A checkout for this email address is already open. Finish or cancel that payment, or try again ${inAbout(minutes)}. Your details and signed letter are saved.`,
    type: 'error',
  }),
  tooManyCheckouts: (minutes: number | null): Notice => ({
    title: 'Too many open checkouts',
    description: `Too many checkouts are open from your network right now. Finish or cancel one of them, or try again ${inAbout(minutes)}. Your details and signed letter are saved.`,
    type: 'error',
  }),
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
  'missing-signup': NOTICES.missingSignup,
  'missing-signup-payment': NOTICES.missingSignupPayment,
} as const satisfies Record<string, Notice>

export type StepNotice = keyof typeof STEP_NOTICES
