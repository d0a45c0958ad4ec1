// Spanish of app/locales/purchase.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/purchase'
import * as frame from './purchase/frame'
import * as steps from './purchase/steps'
import * as afterPayment from './purchase/after-payment'

export const es: Translation<typeof en> = { ...frame.es, ...steps.es, ...afterPayment.es }
