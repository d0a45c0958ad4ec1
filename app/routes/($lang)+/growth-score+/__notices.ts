// The purchase flow's notices, word for word from spec section 8 in English (titles and texts are exact),
// with their Spanish (app/locales/purchase.ts), in the one Notice shape of app/utils/notice.ts.
import * as purchase from '~/locales/purchase'
import { type Copies, ENGLISH, fill } from '~/utils/i18n'
import type { Notice } from '~/utils/notice'

/** A notice of the flow: a failure (`error`) or a step done (`success`). */
const error = (title: string, description: string): Notice => ({ title, description, type: 'error' })
const success = (title: string, description: string): Notice => ({ title, description, type: 'success' })

/** The flow's notices in a language. */
export function noticesIn(copies: Copies) {
  const n = copies.of(purchase).notices
  const inAbout = (minutes: number | null) =>
    !minutes ? n.inFewMinutes : minutes === 1 ? n.inAboutAMinute : fill(n.inAboutMinutes, { minutes })
  return {
    missingInformation: error(n.missingInformation.title, n.missingInformation.description),
    letterLoadFailed: error(n.letterLoadFailed.title, n.letterLoadFailed.description),
    missingSignup: error(n.missingSignup.title, n.missingSignup.description),
    missingSignupPayment: error(n.missingSignupPayment.title, n.missingSignupPayment.description),
    signingFailed: error(n.signingFailed, n.fallback),
    // The provider's own message is shown as it comes (English from the provider).
    submissionFailed: (message?: string | null) => error(n.submissionFailed, message || n.fallback),
    verificationFailed: error(n.verificationFailed.title, n.verificationFailed.description),
    envelopeFailed: error(n.envelopeFailed.title, n.envelopeFailed.description),
    paymentFailed: error(n.paymentFailed, n.fallback),
    paymentCancelled: error(n.paymentCancelled.title, n.paymentCancelled.description),
    paymentSuccessful: success(n.paymentSuccessful.title, n.paymentSuccessful.description),
    envelopeReady: success(n.envelopeReady.title, n.envelopeReady.description),
    documentSigned: success(n.documentSigned.title, n.documentSigned.description),
    // Ours (the spec has no waitlist notice).
    waitlistJoined: success(n.waitlistJoined.title, n.waitlistJoined.description),
    // Ours: a place is held only for a few checkouts at once (issue 14, finding 6).
    checkoutOpenForEmail: (minutes: number | null) =>
      error(n.checkoutOpenForEmail.title, fill(n.checkoutOpenForEmail.description, { when: inAbout(minutes) })),
    tooManyCheckouts: (minutes: number | null) =>
      error(n.tooManyCheckouts.title, fill(n.tooManyCheckouts.description, { when: inAbout(minutes) })),
  } as const satisfies Record<string, Notice | ((message?: string | null) => Notice) | ((minutes: number | null) => Notice)>
}

/** The English notices (the spec's). */
export const NOTICES = noticesIn(ENGLISH)

/**
 * Notices a step URL may ask for (`?notice=`): only as a hint, shown when the signup's state bears it
 * out (a forged `notice=document-signed` on an unsigned signup restarts the flow instead).
 */
export function stepNoticesIn(copies: Copies) {
  const notices = noticesIn(copies)
  return {
    'document-signed': notices.documentSigned,
    'payment-cancelled': notices.paymentCancelled,
    'payment-successful': notices.paymentSuccessful,
    'verification-failed': notices.verificationFailed,
    'signing-failed': notices.signingFailed,
    'missing-signup': notices.missingSignup,
    'missing-signup-payment': notices.missingSignupPayment,
  } as const satisfies Record<string, Notice>
}

export const STEP_NOTICES = stepNoticesIn(ENGLISH)

export type StepNotice = keyof typeof STEP_NOTICES
