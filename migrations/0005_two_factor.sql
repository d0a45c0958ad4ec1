-- Two-factor sign-in (TOTP, RFC 6238): one authenticator per user, and single-use recovery codes.
-- An enrolment is pending (confirmed_at NULL) until the user types a valid code; only a confirmed row
-- asks for a code at sign-in. The secret is stored encrypted (AES-256-GCM, key derived from
-- SESSION_SECRET), so a copy of the database or a backup alone does not give the codes away.
-- last_used_step is the TOTP time step of the last code accepted: a code is refused at that step or
-- earlier, so a code seen over someone's shoulder cannot be replayed within its window.
CREATE TABLE two_factor (
  user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  secret_encrypted TEXT NOT NULL,
  confirmed_at TEXT,
  last_used_step INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Recovery codes are random (50 bits each), shown once at enrolment and stored as SHA-256 hashes.
CREATE TABLE two_factor_recovery_codes (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL UNIQUE,
  used_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX two_factor_recovery_codes_user ON two_factor_recovery_codes(user_id);
