// The values each enum-like column may hold. SQL does not list them (migration 0020 took the CHECKs
// out): the generated table types (db-schema.generated.ts, `npm run db:types`) type those columns with
// the unions below, and the forms' zod schemas and the models refuse any other value before it reaches
// the database. A new lead type, status or kind is a change here (and in the copy that shows it), never
// a table rebuild. A leaf module: it imports nothing, so the browser, the models and the generated types
// can all use it.

// the language a lead, signup, account or membership uses (issue 28): its emails are written in it
export const LANGUAGES = ['en', 'es'] as const
export type Lang = (typeof LANGUAGES)[number]

// users' tokens
export const TOKEN_PURPOSES = ['set-password', 'reset-password'] as const
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number]

// the Growth Score purchase (signups)
/** Where a purchase stands; moved only by app/models/signup-transitions.server.ts. */
export const SIGNUP_STATES = [
  'details',
  'letter_preparing',
  'letter_failed',
  'awaiting_signature',
  'signed',
  'checkout_open',
  'paid',
  'complete',
] as const
export type SignupState = (typeof SIGNUP_STATES)[number]
export const SIGNUP_PAYMENT_STATUSES = ['pending', 'paid'] as const
export type SignupPaymentStatus = (typeof SIGNUP_PAYMENT_STATUSES)[number]
export const ENVELOPE_STATUSES = ['requested', 'ready', 'completed', 'failed'] as const
export type EnvelopeStatus = (typeof ENVELOPE_STATUSES)[number]
export const PAYMENT_VERIFICATION_STATUSES = ['pending', 'paid', 'unpaid', 'failed'] as const
export type PaymentVerificationStatus = (typeof PAYMENT_VERIFICATION_STATUSES)[number]
export const SIGNATURE_PURPOSES = ['engagement-letter', 'post-payment-agreement'] as const
export type SignaturePurpose = (typeof SIGNATURE_PURPOSES)[number]

// the sandbox checkouts (purchase and Circle)
export const CHECKOUT_SESSION_STATUSES = ['open', 'complete', 'expired'] as const
export type CheckoutSessionStatus = (typeof CHECKOUT_SESSION_STATUSES)[number]
export const CHECKOUT_PAYMENT_STATUSES = ['paid', 'unpaid'] as const
export type CheckoutPaymentStatus = (typeof CHECKOUT_PAYMENT_STATUSES)[number]

// leads
export const LEAD_FORM_TYPES = [
  'contact',
  'apex-growth-score',
  'growth-score-booking',
  'apex-circle-application',
  'sell-side-application',
  'buy-side-application',
  'contract-request',
  'circle-interest',
  'exit-suite-interest',
  'growth-score-waitlist',
] as const
export type LeadFormType = (typeof LEAD_FORM_TYPES)[number]
export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

// the firm's files and reminders
export const FILE_KINDS = ['template', 'report'] as const
export type FileKind = (typeof FILE_KINDS)[number]
export const REMINDER_KINDS = ['letter-unsigned', 'checkout-abandoned', 'missing-documents'] as const
export type ReminderKind = (typeof REMINDER_KINDS)[number]
export const REMINDER_STATUSES = ['scheduled', 'sent', 'cancelled', 'unsubscribed'] as const
export type ReminderStatus = (typeof REMINDER_STATUSES)[number]

// the Circle
export const MEMBERSHIP_SOURCES = ['client', 'invitation'] as const
export type MembershipSource = (typeof MEMBERSHIP_SOURCES)[number]
/** Computed only from the provider's events (app/models/membership-state.ts). */
export const MEMBERSHIP_STATUSES = ['pending', 'active', 'past_due', 'ended'] as const
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number]
export const DELIVERABLE_STATUSES = ['received', 'in_progress', 'delivered'] as const
export type DeliverableStatus = (typeof DELIVERABLE_STATUSES)[number]
export const CIRCLE_FILE_KINDS = ['attachment', 'deliverable'] as const
export type CircleFileKind = (typeof CIRCLE_FILE_KINDS)[number]
export const INVOICE_STATUSES = ['paid', 'failed'] as const
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]
export const REFUSED_SUBSCRIPTION_STATUSES = ['pending', 'refunded', 'failed'] as const
export type RefusedSubscriptionStatus = (typeof REFUSED_SUBSCRIPTION_STATUSES)[number]

// the conflict check
export const PARTY_KINDS = ['company', 'person'] as const
export type PartyKind = (typeof PARTY_KINDS)[number]
export const PARTY_ROLES = ['adverse', 'counterparty', 'co-owner', 'investor', 'other'] as const
export type PartyRole = (typeof PARTY_ROLES)[number]
export const CONFLICT_SUBJECT_TYPES = ['signup', 'lead'] as const
export type ConflictSubjectType = (typeof CONFLICT_SUBJECT_TYPES)[number]
export const CONFLICT_STATUSES = ['pending', 'clear', 'open', 'cleared', 'declined', 'superseded'] as const
export type ConflictStatus = (typeof CONFLICT_STATUSES)[number]
export const CONFLICT_INDEX_SOURCES = ['client', 'lead', 'member', 'party'] as const
export type ConflictIndexSource = (typeof CONFLICT_INDEX_SOURCES)[number]
