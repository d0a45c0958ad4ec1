// The Growth Score purchase flow's pages (/growth-score step 1 and /growth-score/*): steps, forms,
// notices (spec section 8, exact in English), validation messages and the sandbox checkout.
// Assembled from its parts in app/locales/purchase/, one module per concern.
import * as frame from './purchase/frame'
import * as steps from './purchase/steps'
import * as afterPayment from './purchase/after-payment'

export const namespace = 'purchase'

export const en = { ...frame.en, ...steps.en, ...afterPayment.en }
