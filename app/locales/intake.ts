// The intake forms (/contact, the booking, application and contract pages, the interest forms): their
// pages, fields, validation messages, notices (the spec's section 8 wording, verbatim) and confirmations.
// Assembled from its parts in app/locales/intake/, one module per concern.
import * as formFields from './intake/form-fields'
import * as applications from './intake/applications'
import * as pages from './intake/pages'
import * as contactInterest from './intake/contact-interest'

export const namespace = 'intake'

export const en = { ...formFields.en, ...applications.en, ...pages.en, ...contactInterest.en }
