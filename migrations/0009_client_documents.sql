-- Client documents per checklist item (issue 17).
-- client_documents: one row per uploaded file. The file lives on the data volume at storage_path
--   (uploads/documents/<id>.<ext>, relative to the data folder), named by the row's id; original_name is
--   what the client's computer called it, cleaned for headers and screens. removed_at: the client took it
--   back before the firm received the item (the file is deleted; the row stays for the record).
--   notify_outbox_id: the firm's batched "documents uploaded" email that covers this file (null until
--   the job claims it).
-- client_document_items: what the server knows of an item beyond its files: the client's note, "not
--   applicable" with the client's reason, and the firm's "received".
CREATE TABLE client_documents (
  id TEXT PRIMARY KEY,
  client_id TEXT NOT NULL REFERENCES client_profiles(id) ON DELETE CASCADE,
  item_key TEXT NOT NULL,
  original_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size_bytes INTEGER NOT NULL CHECK (size_bytes >= 0),
  storage_path TEXT NOT NULL,
  uploaded_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  uploaded_at TEXT NOT NULL,
  removed_at TEXT,
  notify_outbox_id TEXT
);
CREATE INDEX client_documents_client ON client_documents(client_id, item_key);
CREATE INDEX client_documents_unclaimed ON client_documents(client_id) WHERE notify_outbox_id IS NULL;

CREATE TABLE client_document_items (
  client_id TEXT NOT NULL REFERENCES client_profiles(id) ON DELETE CASCADE,
  item_key TEXT NOT NULL,
  client_note TEXT,
  not_applicable_reason TEXT,
  not_applicable_at TEXT,
  received_at TEXT,
  received_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (client_id, item_key)
);
