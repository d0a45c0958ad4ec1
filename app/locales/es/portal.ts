// Spanish of app/locales/portal.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/portal'
import * as frame from './portal/frame'
import * as documents from './portal/documents'
import * as account from './portal/account'

export const es: Translation<typeof en> = { ...frame.es, ...documents.es, ...account.es }
