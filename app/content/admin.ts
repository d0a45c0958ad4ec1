// Names the admin panel shows for stored values.
import type { LeadFormType } from '~/utils/db-schema'

export const FORM_TYPE_LABELS: Record<LeadFormType, string> = {
  contact: 'Contact message',
  'apex-growth-score': 'Growth Score purchase',
  'growth-score-booking': 'Growth Score booking',
  'apex-circle-application': 'Circle application',
  'sell-side-application': 'Sell-side application',
  'buy-side-application': 'Buy-side application',
  'contract-request': 'Contract request',
  'circle-interest': 'Circle interest',
  'exit-suite-interest': 'Exit Suite interest',
  'growth-score-waitlist': 'Growth Score waitlist',
}
