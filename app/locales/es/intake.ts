// Spanish of app/locales/intake.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/intake'
import * as formFields from './intake/form-fields'
import * as applications from './intake/applications'
import * as pages from './intake/pages'
import * as contactInterest from './intake/contact-interest'

export const es: Translation<typeof en> = { ...formFields.es, ...applications.es, ...pages.es, ...contactInterest.es }
