-- Enum values are checked in the application, not in SQL (issue 24). Until now a column such as
-- leads.form_type listed its values in a CHECK, so a new lead type, status or kind meant a migration
-- that rebuilds the table (SQLite cannot change a CHECK in place). The values now live in
-- app/utils/db-enums.ts: the generated Kysely types (app/utils/db-schema.generated.ts) use them, and the
-- forms' zod schemas and the models refuse anything else before it reaches the database. Adding a value
-- is a change to that module alone.
--
-- Each table whose CHECKs listed enum values is rebuilt once here, by SQLite's own procedure
-- (https://www.sqlite.org/lang_altertable.html#otheralter): create new_X without those CHECKs, copy the
-- rows (same columns, same order, so SELECT * is exact), drop X, rename new_X to X, create X's indexes
-- again. The migrator runs every migration with foreign key enforcement off and checks the foreign keys
-- before it commits (app/utils/migrate.server.ts): with enforcement on, dropping leads would null the
-- Circle's references to it. References to X from other tables name X and find the new table.
-- Everything else stays as it was: columns, defaults, NOT NULL, UNIQUE, foreign keys, indexes, and the
-- CHECKs that are not lists of values (amounts and sizes not negative). files kept its rule that a
-- template has a key and a report has a client, written so it no longer limits the kinds.
--
-- The conflict index's twelve triggers (migration 0016) are dropped first and created again at the end
-- exactly as 0016 wrote them: nine sit on tables rebuilt here, and the three on client_profiles write to
-- conflict_index, which is rebuilt too.

DROP TRIGGER conflict_index_client_insert;
DROP TRIGGER conflict_index_client_update;
DROP TRIGGER conflict_index_client_delete;
DROP TRIGGER conflict_index_lead_insert;
DROP TRIGGER conflict_index_lead_update;
DROP TRIGGER conflict_index_lead_delete;
DROP TRIGGER conflict_index_member_insert;
DROP TRIGGER conflict_index_member_update;
DROP TRIGGER conflict_index_member_delete;
DROP TRIGGER conflict_index_party_insert;
DROP TRIGGER conflict_index_party_update;
DROP TRIGGER conflict_index_party_delete;

-- tokens (purpose)
CREATE TABLE new_tokens (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL
);
INSERT INTO new_tokens SELECT * FROM tokens;
DROP TABLE tokens;
ALTER TABLE new_tokens RENAME TO tokens;
CREATE INDEX tokens_user ON tokens(user_id, purpose);

-- signups (payment_status, envelope_status, post_envelope_status, verification_status, state)
CREATE TABLE new_signups (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  company_name TEXT NOT NULL,
  phone TEXT NOT NULL,
  message TEXT,
  payment_status TEXT NOT NULL DEFAULT 'pending',
  signed_document_url TEXT,
  browser_key_hash TEXT,
  letter_version TEXT,
  envelope_id TEXT,
  envelope_status TEXT,
  signing_url TEXT,
  envelope_error TEXT,
  post_envelope_status TEXT,
  post_envelope_id TEXT,
  checkout_session_id TEXT UNIQUE,
  checkout_url TEXT,
  verification_status TEXT,
  paid_at TEXT,
  amount_cents INTEGER CHECK (amount_cents IS NULL OR amount_cents >= 0),
  currency TEXT,
  user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  over_capacity_at TEXT,
  -- Where the purchase stands (migration 0008); moved only by app/models/signup-transitions.server.ts.
  state TEXT NOT NULL DEFAULT 'details',
  other_parties TEXT,
  voided_at TEXT
);
INSERT INTO new_signups SELECT * FROM signups;
DROP TABLE signups;
ALTER TABLE new_signups RENAME TO signups;
CREATE INDEX signups_created ON signups(created_at);
CREATE INDEX signups_paid ON signups(payment_status, paid_at);
CREATE INDEX signups_email ON signups(email);
CREATE INDEX signups_state ON signups(state);

-- leads (form_type, status)
CREATE TABLE new_leads (
  id TEXT PRIMARY KEY,
  form_type TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  company_name TEXT,
  phone TEXT,
  message TEXT,
  agreement_needed TEXT,
  signup_id TEXT REFERENCES signups(id) ON DELETE SET NULL,
  status TEXT NOT NULL DEFAULT 'new',
  ip TEXT,
  user_agent TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  -- When the lead's purchase was paid (migration 0019): the admin panel shows it as a client.
  client_at TEXT
);
INSERT INTO new_leads SELECT * FROM leads;
DROP TABLE leads;
ALTER TABLE new_leads RENAME TO leads;
CREATE INDEX leads_created_id ON leads(created_at DESC, id DESC);
CREATE INDEX leads_status_created_id ON leads(status, created_at DESC, id DESC);
CREATE INDEX leads_type_status_created_id ON leads(form_type, status, created_at DESC, id DESC);

-- signatures (purpose)
CREATE TABLE new_signatures (
  id TEXT PRIMARY KEY,
  signup_id TEXT NOT NULL REFERENCES signups(id) ON DELETE CASCADE,
  purpose TEXT NOT NULL,
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
INSERT INTO new_signatures SELECT * FROM signatures;
DROP TABLE signatures;
ALTER TABLE new_signatures RENAME TO signatures;

-- files (kind)
CREATE TABLE new_files (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  template_key TEXT,
  client_id TEXT REFERENCES client_profiles(id) ON DELETE CASCADE,
  filename TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size_bytes INTEGER NOT NULL CHECK (size_bytes >= 0),
  storage_path TEXT NOT NULL,
  uploaded_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  -- A template has its key, a report its client.
  CHECK (kind <> 'template' OR template_key IS NOT NULL),
  CHECK (kind <> 'report' OR client_id IS NOT NULL)
);
INSERT INTO new_files SELECT * FROM files;
DROP TABLE files;
ALTER TABLE new_files RENAME TO files;
CREATE UNIQUE INDEX files_template ON files(template_key) WHERE kind = 'template';
CREATE UNIQUE INDEX files_report ON files(client_id) WHERE kind = 'report';

-- sandbox_checkout_sessions (status, payment_status)
CREATE TABLE new_sandbox_checkout_sessions (
  id TEXT PRIMARY KEY,
  signup_id TEXT NOT NULL REFERENCES signups(id) ON DELETE CASCADE,
  idempotency_key TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL DEFAULT 'open',
  payment_status TEXT NOT NULL DEFAULT 'unpaid',
  amount_total INTEGER NOT NULL CHECK (amount_total >= 0),
  currency TEXT NOT NULL,
  customer_email TEXT,
  success_url TEXT NOT NULL,
  cancel_url TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  completed_at TEXT
);
INSERT INTO new_sandbox_checkout_sessions SELECT * FROM sandbox_checkout_sessions;
DROP TABLE sandbox_checkout_sessions;
ALTER TABLE new_sandbox_checkout_sessions RENAME TO sandbox_checkout_sessions;
CREATE INDEX sandbox_checkout_signup ON sandbox_checkout_sessions(signup_id);

-- circle_memberships (source, status)
CREATE TABLE new_circle_memberships (
  id TEXT PRIMARY KEY,
  -- 'client': joined from the portal; 'invitation': an approved applicant's emailed link.
  source TEXT NOT NULL,
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
  status TEXT NOT NULL DEFAULT 'pending',
  cancel_at_period_end INTEGER NOT NULL DEFAULT 0,
  current_period_end TEXT,
  started_at TEXT,
  ended_at TEXT,
  welcomed_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  card_brand TEXT,
  card_last4 TEXT
);
INSERT INTO new_circle_memberships SELECT * FROM circle_memberships;
DROP TABLE circle_memberships;
ALTER TABLE new_circle_memberships RENAME TO circle_memberships;
CREATE INDEX circle_memberships_user ON circle_memberships(user_id);
CREATE INDEX circle_memberships_session ON circle_memberships(checkout_session_id);

-- circle_deliverables (status)
CREATE TABLE new_circle_deliverables (
  id TEXT PRIMARY KEY,
  membership_id TEXT NOT NULL REFERENCES circle_memberships(id) ON DELETE CASCADE,
  -- The calendar month (America/New_York) the request counts against: YYYY-MM.
  month TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'received',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
INSERT INTO new_circle_deliverables SELECT * FROM circle_deliverables;
DROP TABLE circle_deliverables;
ALTER TABLE new_circle_deliverables RENAME TO circle_deliverables;
CREATE INDEX circle_deliverables_month ON circle_deliverables(membership_id, month);

-- circle_files (kind)
CREATE TABLE new_circle_files (
  id TEXT PRIMARY KEY,
  deliverable_id TEXT NOT NULL REFERENCES circle_deliverables(id) ON DELETE CASCADE,
  -- 'attachment': sent by the member with the request; 'deliverable': the firm's work product.
  kind TEXT NOT NULL,
  filename TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size_bytes INTEGER NOT NULL,
  storage_path TEXT NOT NULL,
  created_at TEXT NOT NULL
);
INSERT INTO new_circle_files SELECT * FROM circle_files;
DROP TABLE circle_files;
ALTER TABLE new_circle_files RENAME TO circle_files;
CREATE INDEX circle_files_deliverable ON circle_files(deliverable_id);

-- circle_sandbox_sessions (status)
CREATE TABLE new_circle_sandbox_sessions (
  id TEXT PRIMARY KEY,
  membership_id TEXT NOT NULL REFERENCES circle_memberships(id) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'open',
  success_url TEXT NOT NULL,
  cancel_url TEXT NOT NULL,
  created_at TEXT NOT NULL,
  completed_at TEXT
);
INSERT INTO new_circle_sandbox_sessions SELECT * FROM circle_sandbox_sessions;
DROP TABLE circle_sandbox_sessions;
ALTER TABLE new_circle_sandbox_sessions RENAME TO circle_sandbox_sessions;

-- circle_invoices (status)
CREATE TABLE new_circle_invoices (
  id TEXT PRIMARY KEY,
  membership_id TEXT NOT NULL REFERENCES circle_memberships(id) ON DELETE CASCADE,
  subscription_id TEXT,
  status TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  currency TEXT NOT NULL,
  period_start TEXT,
  period_end TEXT,
  -- When it was paid, or when the payment attempt failed.
  occurred_at TEXT NOT NULL,
  hosted_url TEXT,
  pdf_url TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
INSERT INTO new_circle_invoices SELECT * FROM circle_invoices;
DROP TABLE circle_invoices;
ALTER TABLE new_circle_invoices RENAME TO circle_invoices;
CREATE INDEX circle_invoices_membership ON circle_invoices(membership_id, occurred_at);

-- circle_refused_subscriptions (status)
CREATE TABLE new_circle_refused_subscriptions (
  subscription_id TEXT PRIMARY KEY,
  membership_id TEXT NOT NULL REFERENCES circle_memberships(id) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'pending',
  detail TEXT,
  created_at TEXT NOT NULL,
  resolved_at TEXT
);
INSERT INTO new_circle_refused_subscriptions SELECT * FROM circle_refused_subscriptions;
DROP TABLE circle_refused_subscriptions;
ALTER TABLE new_circle_refused_subscriptions RENAME TO circle_refused_subscriptions;

-- matter_parties (kind, role)
CREATE TABLE new_matter_parties (
  id TEXT PRIMARY KEY,
  client_id TEXT NOT NULL REFERENCES client_profiles(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  kind TEXT NOT NULL,
  role TEXT NOT NULL,
  note TEXT,
  created_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
INSERT INTO new_matter_parties SELECT * FROM matter_parties;
DROP TABLE matter_parties;
ALTER TABLE new_matter_parties RENAME TO matter_parties;
CREATE INDEX matter_parties_client ON matter_parties(client_id, created_at);

-- conflict_checks (subject_type, status)
CREATE TABLE new_conflict_checks (
  id TEXT PRIMARY KEY,
  subject_type TEXT NOT NULL,
  subject_id TEXT NOT NULL,
  -- 1: payment waits for the outcome (a purchase); 0: a flag for the firm (an application).
  blocking INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  hits_json TEXT,
  ran_at TEXT,
  decided_at TEXT,
  decided_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  decision_reason TEXT,
  reminded_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
INSERT INTO new_conflict_checks SELECT * FROM conflict_checks;
DROP TABLE conflict_checks;
ALTER TABLE new_conflict_checks RENAME TO conflict_checks;
CREATE INDEX conflict_checks_subject ON conflict_checks(subject_type, subject_id, created_at);
CREATE INDEX conflict_checks_status ON conflict_checks(status, created_at);

-- conflict_index (source, kind); ids are kept, so the next row still numbers after the last
CREATE TABLE new_conflict_index (
  id INTEGER PRIMARY KEY,
  source TEXT NOT NULL,
  source_id TEXT NOT NULL,
  -- the client whose matter a party is on, or the client itself
  client_id TEXT,
  kind TEXT NOT NULL,
  name TEXT NOT NULL,
  -- a party's role; a lead's form type
  role TEXT,
  email TEXT,
  since TEXT NOT NULL
);
INSERT INTO new_conflict_index SELECT * FROM conflict_index;
DROP TABLE conflict_index;
ALTER TABLE new_conflict_index RENAME TO conflict_index;
CREATE INDEX conflict_index_source ON conflict_index(source, source_id);

-- The conflict index's triggers, as migration 0016 wrote them.
CREATE TRIGGER conflict_index_client_insert AFTER INSERT ON client_profiles BEGIN
  INSERT INTO conflict_index (source, source_id, client_id, kind, name, email, since)
    SELECT 'client', NEW.id, NEW.id, 'person', trim(NEW.first_name || ' ' || coalesce(NEW.last_name, '')),
      (SELECT email FROM users WHERE id = NEW.user_id), NEW.created_at
    WHERE trim(NEW.first_name || ' ' || coalesce(NEW.last_name, '')) <> '';
  INSERT INTO conflict_index (source, source_id, client_id, kind, name, email, since)
    SELECT 'client', NEW.id, NEW.id, 'company', trim(NEW.company_name), (SELECT email FROM users WHERE id = NEW.user_id), NEW.created_at
    WHERE trim(coalesce(NEW.company_name, '')) <> '';
  UPDATE conflict_index_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER conflict_index_client_update AFTER UPDATE OF first_name, last_name, company_name ON client_profiles BEGIN
  DELETE FROM conflict_index WHERE source = 'client' AND source_id = OLD.id;
  INSERT INTO conflict_index (source, source_id, client_id, kind, name, email, since)
    SELECT 'client', NEW.id, NEW.id, 'person', trim(NEW.first_name || ' ' || coalesce(NEW.last_name, '')),
      (SELECT email FROM users WHERE id = NEW.user_id), NEW.created_at
    WHERE trim(NEW.first_name || ' ' || coalesce(NEW.last_name, '')) <> '';
  INSERT INTO conflict_index (source, source_id, client_id, kind, name, email, since)
    SELECT 'client', NEW.id, NEW.id, 'company', trim(NEW.company_name), (SELECT email FROM users WHERE id = NEW.user_id), NEW.created_at
    WHERE trim(coalesce(NEW.company_name, '')) <> '';
  UPDATE conflict_index_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER conflict_index_client_delete AFTER DELETE ON client_profiles BEGIN
  DELETE FROM conflict_index WHERE source = 'client' AND source_id = OLD.id;
  UPDATE conflict_index_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER conflict_index_lead_insert AFTER INSERT ON leads BEGIN
  INSERT INTO conflict_index (source, source_id, kind, name, role, email, since)
    SELECT 'lead', NEW.id, 'person', trim(NEW.name), NEW.form_type, NEW.email, NEW.created_at WHERE trim(NEW.name) <> '';
  INSERT INTO conflict_index (source, source_id, kind, name, role, email, since)
    SELECT 'lead', NEW.id, 'company', trim(NEW.company_name), NEW.form_type, NEW.email, NEW.created_at
    WHERE trim(coalesce(NEW.company_name, '')) <> '';
  UPDATE conflict_index_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER conflict_index_lead_update AFTER UPDATE OF name, company_name, email ON leads BEGIN
  DELETE FROM conflict_index WHERE source = 'lead' AND source_id = OLD.id;
  INSERT INTO conflict_index (source, source_id, kind, name, role, email, since)
    SELECT 'lead', NEW.id, 'person', trim(NEW.name), NEW.form_type, NEW.email, NEW.created_at WHERE trim(NEW.name) <> '';
  INSERT INTO conflict_index (source, source_id, kind, name, role, email, since)
    SELECT 'lead', NEW.id, 'company', trim(NEW.company_name), NEW.form_type, NEW.email, NEW.created_at
    WHERE trim(coalesce(NEW.company_name, '')) <> '';
  UPDATE conflict_index_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER conflict_index_lead_delete AFTER DELETE ON leads BEGIN
  DELETE FROM conflict_index WHERE source = 'lead' AND source_id = OLD.id;
  UPDATE conflict_index_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER conflict_index_member_insert AFTER INSERT ON circle_memberships BEGIN
  INSERT INTO conflict_index (source, source_id, kind, name, email, since)
    SELECT 'member', NEW.id, 'person', trim(NEW.name), NEW.email, NEW.created_at WHERE trim(NEW.name) <> '';
  INSERT INTO conflict_index (source, source_id, kind, name, email, since)
    SELECT 'member', NEW.id, 'company', trim(NEW.company_name), NEW.email, NEW.created_at WHERE trim(coalesce(NEW.company_name, '')) <> '';
  UPDATE conflict_index_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER conflict_index_member_update AFTER UPDATE OF name, company_name, email ON circle_memberships BEGIN
  DELETE FROM conflict_index WHERE source = 'member' AND source_id = OLD.id;
  INSERT INTO conflict_index (source, source_id, kind, name, email, since)
    SELECT 'member', NEW.id, 'person', trim(NEW.name), NEW.email, NEW.created_at WHERE trim(NEW.name) <> '';
  INSERT INTO conflict_index (source, source_id, kind, name, email, since)
    SELECT 'member', NEW.id, 'company', trim(NEW.company_name), NEW.email, NEW.created_at WHERE trim(coalesce(NEW.company_name, '')) <> '';
  UPDATE conflict_index_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER conflict_index_member_delete AFTER DELETE ON circle_memberships BEGIN
  DELETE FROM conflict_index WHERE source = 'member' AND source_id = OLD.id;
  UPDATE conflict_index_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER conflict_index_party_insert AFTER INSERT ON matter_parties BEGIN
  INSERT INTO conflict_index (source, source_id, client_id, kind, name, role, since)
    VALUES ('party', NEW.id, NEW.client_id, NEW.kind, trim(NEW.name), NEW.role, NEW.created_at);
  UPDATE conflict_index_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER conflict_index_party_update AFTER UPDATE OF name, kind, role ON matter_parties BEGIN
  DELETE FROM conflict_index WHERE source = 'party' AND source_id = OLD.id;
  INSERT INTO conflict_index (source, source_id, client_id, kind, name, role, since)
    VALUES ('party', NEW.id, NEW.client_id, NEW.kind, trim(NEW.name), NEW.role, NEW.created_at);
  UPDATE conflict_index_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER conflict_index_party_delete AFTER DELETE ON matter_parties BEGIN
  DELETE FROM conflict_index WHERE source = 'party' AND source_id = OLD.id;
  UPDATE conflict_index_version SET version = version + 1 WHERE id = 1;
END;
