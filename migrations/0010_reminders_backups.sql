-- Reminders (issue 17): one row per kind and subject is the truth. It is scheduled and cancelled in the
-- same transaction as the change that causes it; the worker's sweep sends what is due through the outbox
-- after checking that the reason still holds. sent_count never goes past three, and a row the recipient
-- unsubscribed from is never scheduled again.
--   kind: letter-unsigned (subject: signup), checkout-abandoned (subject: signup),
--         missing-documents (subject: client profile)
--   ref: what the reminder is about beyond its subject (checkout-abandoned: the session that was left)
CREATE TABLE reminders (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  subject_id TEXT NOT NULL,
  recipient TEXT NOT NULL,
  ref TEXT,
  due_at TEXT NOT NULL,
  sent_count INTEGER NOT NULL DEFAULT 0,
  last_sent_at TEXT,
  status TEXT NOT NULL DEFAULT 'scheduled',
  status_reason TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (kind, subject_id)
);
CREATE INDEX reminders_due ON reminders(status, due_at);
CREATE INDEX reminders_subject ON reminders(subject_id);

-- Backups the worker (or `npm run db:backup`) took: what, where, how big, and whether it worked.
CREATE TABLE backups (
  id TEXT PRIMARY KEY,
  started_at TEXT NOT NULL,
  finished_at TEXT,
  path TEXT,
  db_bytes INTEGER,
  file_count INTEGER,
  file_bytes INTEGER,
  remote TEXT,
  ok INTEGER NOT NULL DEFAULT 0,
  error TEXT
);
CREATE INDEX backups_started ON backups(started_at);
