-- Room held for uploads while their bytes are still arriving (app/models/upload-space.server.ts): each
-- row is one upload in flight, counted against its client's quota and against the data volume's free
-- space until the upload ends. A row left by a process that died stops counting at expires_at.
CREATE TABLE upload_reservations (
  id TEXT PRIMARY KEY,
  -- Null for the firm's own uploads (templates, reports, Circle files): they count only against the disk.
  client_id TEXT,
  bytes INTEGER NOT NULL CHECK (bytes >= 0),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX upload_reservations_client ON upload_reservations (client_id, expires_at);

-- One row, rewritten by every /healthz: proof that the database takes a write (app/models/health.server.ts).
CREATE TABLE health_probe (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  checked_at TEXT NOT NULL
);
