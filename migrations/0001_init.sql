-- The whole data model. Spec entities keep the spec's table and column names.
-- Timestamps are ISO-8601 UTC text; ids the browser sees are random 128-bit base64url strings.

CREATE TABLE users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT,
  first_name TEXT,
  last_name TEXT,
  is_test_account INTEGER NOT NULL DEFAULT 0 CHECK (is_test_account IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE admins (
  user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
);

CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  ip TEXT,
  user_agent TEXT
);
CREATE INDEX sessions_user ON sessions(user_id);

CREATE TABLE tokens (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('set-password', 'reset-password')),
  token_hash TEXT NOT NULL UNIQUE,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX tokens_user ON tokens(user_id, purpose);

CREATE TABLE signups (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  company_name TEXT NOT NULL,
  phone TEXT NOT NULL,
  message TEXT,
  payment_status TEXT NOT NULL DEFAULT 'pending' CHECK (payment_status IN ('pending', 'paid')),
  signed_document_url TEXT,
  browser_key_hash TEXT,
  letter_version TEXT,
  envelope_id TEXT,
  envelope_status TEXT CHECK (envelope_status IN ('requested', 'ready', 'completed', 'failed')),
  signing_url TEXT,
  envelope_error TEXT,
  post_envelope_status TEXT CHECK (post_envelope_status IN ('requested', 'ready', 'completed', 'failed')),
  post_envelope_id TEXT,
  checkout_session_id TEXT UNIQUE,
  checkout_url TEXT,
  verification_status TEXT CHECK (verification_status IN ('pending', 'paid', 'unpaid', 'failed')),
  paid_at TEXT,
  amount_cents INTEGER CHECK (amount_cents IS NULL OR amount_cents >= 0),
  currency TEXT,
  user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX signups_created ON signups(created_at);
CREATE INDEX signups_paid ON signups(payment_status, paid_at);
CREATE INDEX signups_email ON signups(email);

CREATE TABLE client_profiles (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  first_name TEXT NOT NULL DEFAULT 'Client',
  last_name TEXT,
  company_name TEXT,
  phone TEXT,
  apex_growth_score INTEGER CHECK (apex_growth_score IS NULL OR (apex_growth_score BETWEEN 0 AND 100)),
  signup_id TEXT REFERENCES signups(id) ON DELETE SET NULL,
  paid_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX client_profiles_names ON client_profiles(first_name, last_name);
CREATE INDEX client_profiles_company ON client_profiles(company_name);

CREATE TABLE progress_stages (
  id TEXT PRIMARY KEY,
  client_id TEXT NOT NULL REFERENCES client_profiles(id) ON DELETE CASCADE,
  stage_name TEXT NOT NULL,
  stage_order INTEGER NOT NULL CHECK (stage_order BETWEEN 1 AND 6),
  is_completed INTEGER NOT NULL DEFAULT 0 CHECK (is_completed IN (0, 1)),
  completed_at TEXT,
  UNIQUE (client_id, stage_order)
);

CREATE TABLE client_tasks (
  id TEXT PRIMARY KEY,
  client_id TEXT NOT NULL REFERENCES client_profiles(id) ON DELETE CASCADE,
  task_title TEXT NOT NULL,
  task_description TEXT,
  task_order INTEGER NOT NULL CHECK (task_order >= 1),
  is_completed INTEGER NOT NULL DEFAULT 0 CHECK (is_completed IN (0, 1)),
  completed_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX client_tasks_client ON client_tasks(client_id, task_order);

CREATE TABLE contact_messages (
  id TEXT PRIMARY KEY,
  client_id TEXT NOT NULL REFERENCES client_profiles(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX contact_messages_client ON contact_messages(client_id, created_at);

-- Every intake submission, stored before any email is attempted.
CREATE TABLE leads (
  id TEXT PRIMARY KEY,
  form_type TEXT NOT NULL CHECK (form_type IN (
    'contact', 'apex-growth-score', 'growth-score-booking', 'apex-circle-application',
    'sell-side-application', 'buy-side-application', 'contract-request',
    'circle-interest', 'exit-suite-interest', 'growth-score-waitlist')),
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  company_name TEXT,
  phone TEXT,
  message TEXT,
  agreement_needed TEXT,
  signup_id TEXT REFERENCES signups(id) ON DELETE SET NULL,
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'closed')),
  ip TEXT,
  user_agent TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX leads_created ON leads(created_at);
CREATE INDEX leads_type_status ON leads(form_type, status, created_at);
CREATE INDEX leads_status ON leads(status, created_at);

-- Transactional outbox: one row per job, written in the same transaction as the domain change.
CREATE TABLE outbox (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  payload TEXT NOT NULL CHECK (json_valid(payload)),
  subject_type TEXT,
  subject_id TEXT,
  created_at TEXT NOT NULL,
  dispatched_at TEXT,
  started_at TEXT,
  completed_at TEXT,
  failed_at TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  result TEXT
);
CREATE INDEX outbox_undispatched ON outbox(created_at) WHERE dispatched_at IS NULL;
CREATE INDEX outbox_open ON outbox(dispatched_at) WHERE completed_at IS NULL AND failed_at IS NULL;
CREATE INDEX outbox_subject ON outbox(subject_type, subject_id);

CREATE TABLE signatures (
  id TEXT PRIMARY KEY,
  signup_id TEXT NOT NULL REFERENCES signups(id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('engagement-letter', 'post-payment-agreement')),
  provider TEXT NOT NULL,
  signer_name TEXT NOT NULL,
  signer_email TEXT NOT NULL,
  signed_at TEXT NOT NULL,
  ip TEXT,
  user_agent TEXT,
  consent_text TEXT NOT NULL,
  document_version TEXT NOT NULL,
  document_sha256 TEXT NOT NULL,
  verification_code TEXT NOT NULL UNIQUE,
  pdf_path TEXT,
  UNIQUE (signup_id, purpose)
);

CREATE TABLE capacity_reservations (
  id TEXT PRIMARY KEY,
  signup_id TEXT NOT NULL UNIQUE REFERENCES signups(id) ON DELETE CASCADE,
  month TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  released_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX capacity_month ON capacity_reservations(month, released_at, expires_at);

CREATE TABLE stripe_events (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  received_at TEXT NOT NULL
);

CREATE TABLE admin_notes (
  id TEXT PRIMARY KEY,
  client_id TEXT NOT NULL REFERENCES client_profiles(id) ON DELETE CASCADE,
  author_user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX admin_notes_client ON admin_notes(client_id, created_at);

CREATE TABLE audit_log (
  id TEXT PRIMARY KEY,
  actor_user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  client_id TEXT REFERENCES client_profiles(id) ON DELETE SET NULL,
  action TEXT NOT NULL,
  before_json TEXT,
  after_json TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX audit_log_client ON audit_log(client_id, created_at);

-- Uploaded files: the six portal templates and each client's Growth Score report.
CREATE TABLE files (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('template', 'report')),
  template_key TEXT,
  client_id TEXT REFERENCES client_profiles(id) ON DELETE CASCADE,
  filename TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size_bytes INTEGER NOT NULL CHECK (size_bytes >= 0),
  storage_path TEXT NOT NULL,
  uploaded_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  CHECK ((kind = 'template' AND template_key IS NOT NULL) OR (kind = 'report' AND client_id IS NOT NULL))
);
CREATE UNIQUE INDEX files_template ON files(template_key) WHERE kind = 'template';
CREATE UNIQUE INDEX files_report ON files(client_id) WHERE kind = 'report';

-- Liveness of worker processes, so /healthz can tell even when Redis is down.
CREATE TABLE worker_heartbeats (
  worker_id TEXT PRIMARY KEY,
  pid INTEGER NOT NULL,
  started_at TEXT NOT NULL,
  beat_at TEXT NOT NULL
);
