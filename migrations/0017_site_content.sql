-- The firm's own content (identity, attorney, deal portfolio, testimonials, the Growth Score sample,
-- capacity and scheduling link), edited in the admin panel's Site content section.
-- Each publish adds a version (a JSON document checked by app/schemas/site-content.server.ts); the newest is
-- live. Restoring an earlier version publishes a copy of it, so the newest row is always what is live.
-- While no version exists the site shows the example content (app/content/site-content-example.ts).

CREATE TABLE site_content_versions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  document TEXT NOT NULL,
  published_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  published_by_email TEXT NOT NULL,
  published_at TEXT NOT NULL,
  -- The version this one copies, when it was published by 'Restore'.
  restored_from INTEGER
);

-- The one draft being edited (id is always 1). Absent: the draft is the live version.
CREATE TABLE site_content_draft (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  document TEXT NOT NULL,
  updated_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  updated_at TEXT NOT NULL
);

-- Images uploaded for the content (portrait, sample report page), by the SHA-256 of the original's
-- bytes. Their resized forms are files under uploads/content/<id>/ in the data folder.
CREATE TABLE site_content_images (
  id TEXT PRIMARY KEY,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  source_type TEXT NOT NULL,
  -- The widths made, comma-separated (each in AVIF, WebP and JPEG).
  widths TEXT NOT NULL,
  uploaded_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
);
