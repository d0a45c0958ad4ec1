// The purchase flow's notices, word for word from spec section 8 (titles and texts are exact).
export type Notice = { title: string; description: string; tone: 'success' | 'error' }

const fallback = 'Please try again or contact support.'

function inAbout(minutes: number | null) {
  if (!minutes) return 'in a few minutes'
  return minutes === 1 ? 'in about a minute' : `in about ${minutes} minutes`
}

export const NOTICES = {
  missingInformation: { title: 'Missing Information', description: 'Please fill in all required fields.', tone: 'error' },
  letterLoadFailed: { title: 'Error Loading Document', description: 'Could not load the engagement letter. Please try again.', tone: 'error' },
  missingSignup: { title: 'Error', description: 'Missing signup information.', tone: 'error' },
  missingSignupPayment: { title: 'Error', description: 'Missing signup information. Please start over.', tone: 'error' },
  signingFailed: { title: 'Signing Failed', description: fallback, tone: 'error' },
  submissionFailed: (message?: string | null): Notice => ({ title: 'Submission Failed', description: message || fallback, tone: 'error' }),
  verificationFailed: { title: 'Payment Verification Failed', description: 'Please contact support if you completed payment.', tone: 'error' },
  envelopeFailed: { title: 'Document Creation Failed', description: "We'll send the agreement manually. No action needed from you.", tone: 'error' },
  paymentFailed: { title: 'Payment Failed', description: fallback, tone: 'error' },
  paymentCancelled: { title: 'Payment Cancelled', description: 'Your payment was cancelled. You can try again anytime.', tone: 'error' },
  paymentSuccessful: {
    title: 'Payment Successful!',
    description: "Thank you for your purchase. We'll be in touch soon to begin your Growth Score analysis.",
    tone: 'success',
  },
  envelopeReady: { title: 'Document Ready for Signature', description: 'Please check your email for the agreement to sign.', tone: 'success' },
  documentSigned: { title: 'Document Signed Successfully!', description: 'You can now proceed to payment.', tone: 'success' },
  // Ours (the spec has no waitlist notice).
  waitlistJoined: { title: "You're on the waitlist", description: "We'll email you as soon as a place opens.", tone: 'success' },
  // Ours: a place is held only for a few checkouts at once (issue 14, finding 6).
  checkoutOpenForEmail: (minutes: number | null): Notice => ({
    title: 'Checkout already open',
    description: `A checkout for this email address is already open. Finish or cancel that payment, or try again ${inAbout(minutes)}. Your details and signed letter are saved.`,
    tone: 'error',
  }),
  tooManyCheckouts: (minutes: number | null): Notice => ({
    title: 'Too many open checkouts',
    description: `Too many checkouts are open from your network right now. Finish or cancel one of them, or try again ${inAbout(minutes)}. Your details and signed letter are saved.`,
    tone: 'error',
  }),
} as const satisfies Record<string, Notice | ((message?: string | null) => Notice) | ((minutes: number | null) => Notice)>
