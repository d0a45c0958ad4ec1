-- After payment (issue 27).
-- A session signed in by a purchase, not by a password: the browser that paid gets one, limited to that
-- signup until the owner proves the address (setting a password through the emailed link ends every
-- session of the account, this one included). NULL: an ordinary session.
ALTER TABLE sessions ADD COLUMN scope_signup_id TEXT REFERENCES signups(id) ON DELETE CASCADE;

-- When a lead's purchase was paid: the lead became a client. The leads table's status CHECK cannot be
-- widened without rebuilding the table, which would null the Circle's references to it, so the admin
-- panel shows a lead with this set as 'Client' whatever its follow-up status.
ALTER TABLE leads ADD COLUMN client_at TEXT;
