-- The step between a correct password and a session, for accounts with two-factor sign-in on (issue 23).
-- The password step stores a row here and puts its random id in a short-lived signed cookie; the code
-- page needs both. The row is deleted when the code is accepted (the cookie works once), when the
-- account's password changes or its sessions are revoked, and when it expires. It counts the wrong
-- codes tried in this one sign-in, so a guesser cannot spread its guesses over many addresses.
CREATE TABLE pending_sign_ins (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- A digest of the password hash at the password step: a password changed since ends the sign-in.
  password_stamp TEXT NOT NULL,
  redirect_to TEXT NOT NULL,
  failures INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX pending_sign_ins_user ON pending_sign_ins (user_id);
CREATE INDEX pending_sign_ins_expires ON pending_sign_ins (expires_at);
