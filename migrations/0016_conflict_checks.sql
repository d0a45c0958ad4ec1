-- The conflict check (issue 26): parties the firm records on a client's matter, the conflict index every
-- check searches (kept up to date by triggers on the tables it draws from), and one row per check run
-- on a purchase (blocking payment until clear) or on an application (a flag for the firm only).

CREATE TABLE matter_parties (
  id TEXT PRIMARY KEY,
  client_id TEXT NOT NULL REFERENCES client_profiles(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('person', 'company')),
  role TEXT NOT NULL CHECK (role IN ('adverse', 'counterparty', 'co-owner', 'investor', 'other')),
  note TEXT,
  created_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX matter_parties_client ON matter_parties(client_id, created_at);

-- What a buyer named in step 1 as the other parties involved (owners, investors, the other side).
ALTER TABLE signups ADD COLUMN other_parties TEXT;
-- Set when the firm declines the matter: the letter is void and no checkout can be created.
ALTER TABLE signups ADD COLUMN voided_at TEXT;

CREATE TABLE conflict_checks (
  id TEXT PRIMARY KEY,
  subject_type TEXT NOT NULL CHECK (subject_type IN ('signup', 'lead')),
  subject_id TEXT NOT NULL,
  -- 1: payment waits for the outcome (a purchase); 0: a flag for the firm (an application).
  blocking INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'clear', 'open', 'cleared', 'declined', 'superseded')),
  hits_json TEXT,
  ran_at TEXT,
  decided_at TEXT,
  decided_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  decision_reason TEXT,
  reminded_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX conflict_checks_subject ON conflict_checks(subject_type, subject_id, created_at);
CREATE INDEX conflict_checks_status ON conflict_checks(status, created_at);

-- One row per name the firm knows: clients and their companies, every lead, Circle members, and the
-- parties on clients' matters. Names are normalised and compared in the application (the matcher);
-- the version lets a process holding the index in memory know when to read it again.
CREATE TABLE conflict_index (
  id INTEGER PRIMARY KEY,
  source TEXT NOT NULL CHECK (source IN ('client', 'lead', 'member', 'party')),
  source_id TEXT NOT NULL,
  -- the client whose matter a party is on, or the client itself
  client_id TEXT,
  kind TEXT NOT NULL CHECK (kind IN ('person', 'company')),
  name TEXT NOT NULL,
  -- a party's role; a lead's form type
  role TEXT,
  email TEXT,
  since TEXT NOT NULL
);
CREATE INDEX conflict_index_source ON conflict_index(source, source_id);
CREATE TABLE conflict_index_version (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL);
INSERT INTO conflict_index_version (id, version) VALUES (1, 0);

-- clients
INSERT INTO conflict_index (source, source_id, client_id, kind, name, email, since)
  SELECT 'client', c.id, c.id, 'person', trim(c.first_name || ' ' || coalesce(c.last_name, '')), u.email, c.created_at
  FROM client_profiles c LEFT JOIN users u ON u.id = c.user_id WHERE trim(c.first_name || ' ' || coalesce(c.last_name, '')) <> '';
INSERT INTO conflict_index (source, source_id, client_id, kind, name, email, since)
  SELECT 'client', c.id, c.id, 'company', trim(c.company_name), u.email, c.created_at
  FROM client_profiles c LEFT JOIN users u ON u.id = c.user_id WHERE trim(coalesce(c.company_name, '')) <> '';
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

-- leads (every intake form: applications name companies)
INSERT INTO conflict_index (source, source_id, kind, name, role, email, since)
  SELECT 'lead', id, 'person', trim(name), form_type, email, created_at FROM leads WHERE trim(name) <> '';
INSERT INTO conflict_index (source, source_id, kind, name, role, email, since)
  SELECT 'lead', id, 'company', trim(company_name), form_type, email, created_at FROM leads WHERE trim(coalesce(company_name, '')) <> '';
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

-- Circle members
INSERT INTO conflict_index (source, source_id, kind, name, email, since)
  SELECT 'member', id, 'person', trim(name), email, created_at FROM circle_memberships WHERE trim(name) <> '';
INSERT INTO conflict_index (source, source_id, kind, name, email, since)
  SELECT 'member', id, 'company', trim(company_name), email, created_at FROM circle_memberships WHERE trim(coalesce(company_name, '')) <> '';
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

-- parties on clients' matters
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
