// Kysely table types, mirroring migrations/*.sql. Integers 0/1 stand for booleans (SQLite has none).
import type { Generated, Selectable, Updateable } from 'kysely'

export interface UsersTable {
  id: string
  email: string
  password_hash: string | null
  first_name: string | null
  last_name: string | null
  is_test_account: Generated<number>
  /** When the owner proved the address (emailed link) or the operator vouched for it; null otherwise. */
  email_verified_at: string | null
  created_at: string
  updated_at: string
}

export interface AdminsTable {
  user_id: string
  created_at: string
}

export interface SessionsTable {
  id: string
  user_id: string
  expires_at: string
  created_at: string
  ip: string | null
  user_agent: string | null
  /** A purchase's session (migration 0019): it sees only this signup until the address is proven. */
  scope_signup_id: string | null
}

export interface TwoFactorTable {
  user_id: string
  /** The TOTP secret (base32), encrypted: see app/models/two-factor.server.ts. */
  secret_encrypted: string
  /** Null while enrolment waits for its first valid code. */
  confirmed_at: string | null
  /** The TOTP time step of the last accepted code; codes at or before it are refused. */
  last_used_step: number | null
  created_at: string
  updated_at: string
}

export interface TwoFactorRecoveryCodesTable {
  id: string
  user_id: string
  code_hash: string
  used_at: string | null
  created_at: string
}

export interface TokensTable {
  id: string
  user_id: string
  purpose: 'set-password' | 'reset-password'
  token_hash: string
  expires_at: string
  used_at: string | null
  created_at: string
}

export type EnvelopeStatus = 'requested' | 'ready' | 'completed' | 'failed'

export type SignupState =
  'details' | 'letter_preparing' | 'letter_failed' | 'awaiting_signature' | 'signed' | 'checkout_open' | 'paid' | 'complete'

export interface SignupsTable {
  id: string
  name: string
  email: string
  company_name: string
  phone: string
  message: string | null
  payment_status: Generated<'pending' | 'paid'>
  signed_document_url: string | null
  browser_key_hash: string | null
  letter_version: string | null
  envelope_id: string | null
  envelope_status: EnvelopeStatus | null
  signing_url: string | null
  envelope_error: string | null
  post_envelope_status: EnvelopeStatus | null
  post_envelope_id: string | null
  checkout_session_id: string | null
  checkout_url: string | null
  verification_status: 'pending' | 'paid' | 'unpaid' | 'failed' | null
  paid_at: string | null
  amount_cents: number | null
  currency: string | null
  user_id: string | null
  /** Paid when the month was already full (its hold had lapsed): honoured, flagged for the firm. */
  over_capacity_at: string | null
  /** What the buyer named in step 1 as the other parties involved (migration 0016). */
  other_parties: string | null
  /** Set when the firm declined the matter: the letter is void, no checkout can be created. */
  voided_at: string | null
  /** Where the purchase stands (migration 0008); moved only by app/models/signup-transitions.server.ts. */
  state: Generated<SignupState>
  created_at: string
  updated_at: string
}

export interface ClientProfilesTable {
  id: string
  user_id: string
  first_name: Generated<string>
  last_name: string | null
  company_name: string | null
  phone: string | null
  apex_growth_score: number | null
  signup_id: string | null
  paid_at: string | null
  created_at: string
  updated_at: string
}

export interface ProgressStagesTable {
  id: string
  client_id: string
  stage_name: string
  stage_order: number
  is_completed: Generated<number>
  completed_at: string | null
}

export interface ClientTasksTable {
  id: string
  client_id: string
  task_title: string
  task_description: string | null
  task_order: number
  is_completed: Generated<number>
  completed_at: string | null
  created_at: string
}

export interface ContactMessagesTable {
  id: string
  client_id: string
  name: string
  email: string
  message: string
  created_at: string
}

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

export interface LeadsTable {
  id: string
  form_type: LeadFormType
  name: string
  email: string
  company_name: string | null
  phone: string | null
  message: string | null
  agreement_needed: string | null
  signup_id: string | null
  status: Generated<LeadStatus>
  /** When the lead's purchase was paid (migration 0019): shown as a client. */
  client_at: string | null
  ip: string | null
  user_agent: string | null
  created_at: string
  updated_at: string
}

export interface OutboxTable {
  id: string
  kind: string
  payload: string
  subject_type: string | null
  subject_id: string | null
  created_at: string
  dispatched_at: string | null
  started_at: string | null
  completed_at: string | null
  failed_at: string | null
  attempts: Generated<number>
  last_error: string | null
  result: string | null
}

/** What every signature records: who signed, when, from where, and exactly what they were shown. */
interface SignatureColumns {
  signer_name: string
  signer_email: string
  signed_at: string
  ip: string | null
  user_agent: string | null
  consent_text: string
  document_version: string
  document_sha256: string
}

export interface SignaturesTable extends SignatureColumns {
  id: string
  signup_id: string
  purpose: 'engagement-letter' | 'post-payment-agreement'
  provider: string
  verification_code: string
  pdf_path: string | null
}

export interface CapacityReservationsTable {
  id: string
  signup_id: string
  month: string
  expires_at: string
  released_at: string | null
  created_at: string
  /** The Checkout Session this hold waits for (null until the provider answers). */
  checkout_session_id: string | null
  /** The buyer's network (IPv4 address, IPv6 /64), for the per-network limit on open holds. */
  network_key: string | null
  /** The signup's email, lower-cased, for one open hold per address. */
  email_key: string | null
}

export interface SandboxCheckoutSessionsTable {
  id: string
  signup_id: string
  idempotency_key: string
  status: Generated<'open' | 'complete' | 'expired'>
  payment_status: Generated<'paid' | 'unpaid'>
  amount_total: number
  currency: string
  customer_email: string | null
  success_url: string
  cancel_url: string
  expires_at: string
  created_at: string
  completed_at: string | null
}

export interface StripeEventsTable {
  id: string
  type: string
  received_at: string
}

export interface AdminNotesTable {
  id: string
  client_id: string
  author_user_id: string | null
  body: string
  created_at: string
  updated_at: string
}

export interface AuditLogTable {
  id: string
  actor_user_id: string | null
  client_id: string | null
  action: string
  before_json: string | null
  after_json: string | null
  created_at: string
}

export interface FilesTable {
  id: string
  kind: 'template' | 'report'
  template_key: string | null
  client_id: string | null
  filename: string
  content_type: string
  size_bytes: number
  storage_path: string
  uploaded_by: string | null
  created_at: string
}

/** A client's uploaded file for one checklist item (migration 0009). */
export interface ClientDocumentsTable {
  id: string
  client_id: string
  item_key: string
  original_name: string
  content_type: string
  size_bytes: number
  /** Relative to the data folder: uploads/documents/<id>.<ext>. */
  storage_path: string
  uploaded_by: string | null
  uploaded_at: string
  /** The client removed it before the firm received the item; the file is gone from disk. */
  removed_at: string | null
  /** The firm's batched notification that covers this file; null until that job claims it. */
  notify_outbox_id: string | null
}

/** What the server knows of a checklist item beyond its files (migration 0009). */
export interface ClientDocumentItemsTable {
  client_id: string
  item_key: string
  client_note: string | null
  not_applicable_reason: string | null
  not_applicable_at: string | null
  received_at: string | null
  received_by: string | null
  updated_at: string
}

export interface WorkerHeartbeatsTable {
  worker_id: string
  pid: number
  started_at: string
  beat_at: string
}

export const REMINDER_KINDS = ['letter-unsigned', 'checkout-abandoned', 'missing-documents'] as const
export type ReminderKind = (typeof REMINDER_KINDS)[number]
export type ReminderStatus = 'scheduled' | 'sent' | 'cancelled' | 'unsubscribed'

export interface RemindersTable {
  id: string
  kind: ReminderKind
  /** letter-unsigned and checkout-abandoned: a signup id; missing-documents: a client profile id. */
  subject_id: string
  recipient: string
  /** checkout-abandoned: the Checkout Session that was cancelled or expired. */
  ref: string | null
  due_at: string
  sent_count: Generated<number>
  last_sent_at: string | null
  status: Generated<ReminderStatus>
  status_reason: string | null
  created_at: string
  updated_at: string
}

export type MembershipStatus = 'pending' | 'active' | 'past_due' | 'ended'
export type DeliverableStatus = 'received' | 'in_progress' | 'delivered'

export interface CircleMembershipsTable {
  id: string
  source: 'client' | 'invitation'
  user_id: string | null
  email: string
  name: string
  company_name: string | null
  lead_id: string | null
  browser_key_hash: string | null
  terms_signed_at: string | null
  checkout_session_id: string | null
  customer_id: string | null
  subscription_id: string | null
  /** Computed only from the provider's events (app/models/membership-state.ts). */
  status: Generated<MembershipStatus>
  cancel_at_period_end: Generated<number>
  current_period_end: string | null
  started_at: string | null
  ended_at: string | null
  welcomed_at: string | null
  /** The card the provider charges: brand and last four only (migration 0018). */
  card_brand: string | null
  card_last4: string | null
  created_at: string
  updated_at: string
}

export interface CircleInvitationsTable {
  id: string
  lead_id: string | null
  email: string
  name: string
  company_name: string | null
  token_hash: string
  expires_at: string
  used_at: string | null
  membership_id: string | null
  created_by: string | null
  created_at: string
}

export interface CircleSignaturesTable extends SignatureColumns {
  id: string
  membership_id: string
}

export interface CircleBillingEventsTable {
  id: string
  type: string
  membership_id: string | null
  subscription_id: string | null
  /** Unix seconds: the subscription's own time for the change. */
  occurred_at: number
  /** JSON of a BillingObservation. */
  observation: string
  received_at: string
}

export interface CircleAuditTable {
  id: string
  membership_id: string
  actor: string
  action: string
  detail: string | null
  created_at: string
}

export interface CircleDeliverablesTable {
  id: string
  membership_id: string
  month: string
  title: string
  description: string
  status: Generated<DeliverableStatus>
  created_at: string
  updated_at: string
}

export interface BackupsTable {
  id: string
  started_at: string
  finished_at: string | null
  path: string | null
  db_bytes: number | null
  file_count: number | null
  file_bytes: number | null
  /** Where the copy went when S3-compatible storage is set (s3://bucket/prefix), else null. */
  remote: string | null
  ok: Generated<number>
  error: string | null
}

/** One row per alert cause (migrations/0015_alerts.sql, app/models/alerts.server.ts). */
export interface AlertsTable {
  cause: string
  pending_since: string | null
  opened_at: string | null
  cleared_at: string | null
  last_sent_at: string | null
  outbox_id: string | null
  detail: string | null
  updated_at: string
}

export interface CircleFilesTable {
  id: string
  deliverable_id: string
  kind: 'attachment' | 'deliverable'
  filename: string
  content_type: string
  size_bytes: number
  storage_path: string
  created_at: string
}

export interface CircleSandboxSessionsTable {
  id: string
  membership_id: string
  status: Generated<'open' | 'complete' | 'expired'>
  success_url: string
  cancel_url: string
  created_at: string
  completed_at: string | null
}

/** A password accepted, waiting for the second factor (migration 0014; app/utils/two-factor-sign-in.server.ts). */
export interface PendingSignInsTable {
  id: string
  user_id: string
  /** A digest of users.password_hash when the password was accepted: a change since ends the sign-in. */
  password_stamp: string
  redirect_to: string
  /** Wrong codes tried in this sign-in. */
  failures: Generated<number>
  created_at: string
  expires_at: string
}

/** An upload in flight: room held against its client's quota and the disk until it ends (migration 0012). */
export interface UploadReservationsTable {
  id: string
  client_id: string | null
  bytes: number
  created_at: string
  expires_at: string
}

/** The one row /healthz rewrites to prove the database takes writes. */
export interface HealthProbeTable {
  id: number
  checked_at: string
}

/** A provider invoice of a membership's own subscription (migration 0018). */
export interface CircleInvoicesTable {
  id: string
  membership_id: string
  subscription_id: string | null
  status: 'paid' | 'failed'
  amount_cents: number
  currency: string
  period_start: string | null
  period_end: string | null
  occurred_at: string
  hosted_url: string | null
  pdf_url: string | null
}

// The conflict check (migration 0016)
export interface MatterPartiesTable {
  id: string
  client_id: string
  name: string
  kind: 'person' | 'company'
  role: 'adverse' | 'counterparty' | 'co-owner' | 'investor' | 'other'
  note: string | null
  created_by: string | null
  created_at: string
  updated_at: string
}

/** A second subscription for one membership, cancelled and refunded by the worker (migration 0018). */
export interface CircleRefusedSubscriptionsTable {
  subscription_id: string
  membership_id: string
  status: Generated<'pending' | 'refunded' | 'failed'>
  detail: string | null
  created_at: string
  resolved_at: string | null
}

export interface ConflictChecksTable {
  id: string
  subject_type: 'signup' | 'lead'
  subject_id: string
  blocking: number
  status: Generated<'pending' | 'clear' | 'open' | 'cleared' | 'declined' | 'superseded'>
  hits_json: string | null
  ran_at: string | null
  decided_at: string | null
  decided_by: string | null
  decision_reason: string | null
  reminded_at: string | null
  created_at: string
  updated_at: string
}

export interface ConflictIndexTable {
  id: Generated<number>
  source: 'client' | 'lead' | 'member' | 'party'
  source_id: string
  client_id: string | null
  kind: 'person' | 'company'
  name: string
  role: string | null
  email: string | null
  since: string
}

export interface ConflictIndexVersionTable {
  id: number
  version: number
}

export interface DB {
  users: UsersTable
  admins: AdminsTable
  sessions: SessionsTable
  tokens: TokensTable
  two_factor: TwoFactorTable
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable
  signups: SignupsTable
  client_profiles: ClientProfilesTable
  progress_stages: ProgressStagesTable
  client_tasks: ClientTasksTable
  contact_messages: ContactMessagesTable
  leads: LeadsTable
  outbox: OutboxTable
  signatures: SignaturesTable
  capacity_reservations: CapacityReservationsTable
  stripe_events: StripeEventsTable
  sandbox_checkout_sessions: SandboxCheckoutSessionsTable
  admin_notes: AdminNotesTable
  audit_log: AuditLogTable
  files: FilesTable
  client_documents: ClientDocumentsTable
  client_document_items: ClientDocumentItemsTable
  worker_heartbeats: WorkerHeartbeatsTable
  reminders: RemindersTable
  backups: BackupsTable
  alerts: AlertsTable
  circle_memberships: CircleMembershipsTable
  circle_invitations: CircleInvitationsTable
  circle_signatures: CircleSignaturesTable
  circle_billing_events: CircleBillingEventsTable
  circle_audit: CircleAuditTable
  circle_deliverables: CircleDeliverablesTable
  circle_files: CircleFilesTable
  circle_sandbox_sessions: CircleSandboxSessionsTable
  pending_sign_ins: PendingSignInsTable
  upload_reservations: UploadReservationsTable
  health_probe: HealthProbeTable
  circle_invoices: CircleInvoicesTable
  circle_refused_subscriptions: CircleRefusedSubscriptionsTable
  matter_parties: MatterPartiesTable
  conflict_checks: ConflictChecksTable
  conflict_index: ConflictIndexTable
  conflict_index_version: ConflictIndexVersionTable
  site_content_versions: SiteContentVersionsTable
  site_content_draft: SiteContentDraftTable
  site_content_images: SiteContentImagesTable
}

export type Signup = Selectable<SignupsTable>
export type Lead = Selectable<LeadsTable>
export type ProgressStage = Selectable<ProgressStagesTable>
export type ClientTask = Selectable<ClientTasksTable>
export type Reminder = Selectable<RemindersTable>
export type SignupUpdate = Updateable<SignupsTable>
export type Membership = Selectable<CircleMembershipsTable>

// The firm's own content (migrations/0017_site_content.sql, app/models/site-content.server.ts).
export type SiteContentVersionsTable = {
  id: Generated<number>
  document: string
  published_by: string | null
  published_by_email: string
  published_at: string
  restored_from: number | null
}

export type SiteContentDraftTable = {
  id: number
  document: string
  updated_by: string | null
  updated_at: string
}

export type SiteContentImagesTable = {
  id: string
  width: number
  height: number
  source_type: string
  widths: string
  uploaded_by: string | null
  created_at: string
}
