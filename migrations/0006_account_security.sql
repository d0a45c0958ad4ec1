-- Who has proven they own their email address. A purchase's portal is attached only to an account
-- whose owner proved the address (through an emailed set-password or reset link) or that the firm's
-- operator created; test accounts never are. Accounts that existed before this migration and hold a
-- password without being test accounts got it through one of those two paths, so they count as proven.
ALTER TABLE users ADD COLUMN email_verified_at TEXT;
UPDATE users SET email_verified_at = updated_at WHERE is_test_account = 0 AND password_hash IS NOT NULL;
