// The client portal (/dashboard and its pages), its Spanish in app/locales/es/: the frame, the home (stages, tasks,
// quotes, the document checklist), templates, security, contact and the Circle pages, with the server's
// notices. Lists are in the order of app/content/portal.ts (STAGES, TASKS, QUOTES, DOCUMENT_ITEMS,
// DOCUMENT_CATEGORIES, TEMPLATES): the English is read from those lists, the Spanish is found by position.
// Assembled from its parts in app/locales/portal/, one module per concern.
import * as frame from './portal/frame'
import * as documents from './portal/documents'
import * as account from './portal/account'

export const namespace = 'portal'

export const en = { ...frame.en, ...documents.en, ...account.en }
