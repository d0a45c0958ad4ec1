-- The Circle: memberships, their invitations, the terms' signatures, the billing events they are
-- computed from, and the deliverables members request.

CREATE TABLE circle_memberships (
  id TEXT PRIMARY KEY,
  -- 'client': joined from the portal; 'invitation': an approved applicant's emailed link.
  source TEXT NOT NULL CHECK (source IN ('client', 'invitation')),
  user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  email TEXT NOT NULL,
  name TEXT NOT NULL,
  company_name TEXT,
  lead_id TEXT REFERENCES leads(id) ON DELETE SET NULL,
  browser_key_hash TEXT,
  terms_signed_at TEXT,
  checkout_session_id TEXT,
  customer_id TEXT,
  subscription_id TEXT UNIQUE,
  -- Billing state, computed only from the provider's events (see app/models/membership-state.ts).
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'past_due', 'ended')),
  cancel_at_period_end INTEGER NOT NULL DEFAULT 0,
  current_period_end TEXT,
  started_at TEXT,
  ended_at TEXT,
  welcomed_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX circle_memberships_user ON circle_memberships(user_id);
CREATE INDEX circle_memberships_session ON circle_memberships(checkout_session_id);

CREATE TABLE circle_invitations (
  id TEXT PRIMARY KEY,
  lead_id TEXT REFERENCES leads(id) ON DELETE SET NULL,
  email TEXT NOT NULL,
  name TEXT NOT NULL,
  company_name TEXT,
  token_hash TEXT NOT NULL UNIQUE,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  membership_id TEXT REFERENCES circle_memberships(id) ON DELETE SET NULL,
  created_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE circle_signatures (
  id TEXT PRIMARY KEY,
  membership_id TEXT NOT NULL UNIQUE REFERENCES circle_memberships(id) ON DELETE CASCADE,
  signer_name TEXT NOT NULL,
  signer_email TEXT NOT NULL,
  signed_at TEXT NOT NULL,
  ip TEXT,
  user_agent TEXT,
  consent_text TEXT NOT NULL,
  document_version TEXT NOT NULL,
  document_sha256 TEXT NOT NULL
);

-- Every provider event about a membership, once (by event id). The state is a fold over them.
CREATE TABLE circle_billing_events (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  membership_id TEXT,
  subscription_id TEXT,
  occurred_at INTEGER NOT NULL,
  observation TEXT NOT NULL,
  received_at TEXT NOT NULL
);
CREATE INDEX circle_billing_events_membership ON circle_billing_events(membership_id);
CREATE INDEX circle_billing_events_subscription ON circle_billing_events(subscription_id);

-- Every change of a membership, for the firm's audit log.
CREATE TABLE circle_audit (
  id TEXT PRIMARY KEY,
  membership_id TEXT NOT NULL REFERENCES circle_memberships(id) ON DELETE CASCADE,
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  detail TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX circle_audit_membership ON circle_audit(membership_id, created_at);

CREATE TABLE circle_deliverables (
  id TEXT PRIMARY KEY,
  membership_id TEXT NOT NULL REFERENCES circle_memberships(id) ON DELETE CASCADE,
  -- The calendar month (America/New_York) the request counts against: YYYY-MM.
  month TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'received' CHECK (status IN ('received', 'in_progress', 'delivered')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX circle_deliverables_month ON circle_deliverables(membership_id, month);

CREATE TABLE circle_files (
  id TEXT PRIMARY KEY,
  deliverable_id TEXT NOT NULL REFERENCES circle_deliverables(id) ON DELETE CASCADE,
  -- 'attachment': sent by the member with the request; 'deliverable': the firm's work product.
  kind TEXT NOT NULL CHECK (kind IN ('attachment', 'deliverable')),
  filename TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size_bytes INTEGER NOT NULL,
  storage_path TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX circle_files_deliverable ON circle_files(deliverable_id);

-- The sandbox checkout for the membership (no STRIPE_SECRET_KEY, never in production).
CREATE TABLE circle_sandbox_sessions (
  id TEXT PRIMARY KEY,
  membership_id TEXT NOT NULL REFERENCES circle_memberships(id) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete', 'expired')),
  success_url TEXT NOT NULL,
  cancel_url TEXT NOT NULL,
  created_at TEXT NOT NULL,
  completed_at TEXT
);
