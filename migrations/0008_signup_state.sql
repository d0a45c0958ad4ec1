-- The purchase flow's state as one explicit column (issue 15). Until now a signup's place in the flow
-- was read from several columns (payment_status, signed_document_url, envelope_status,
-- checkout_session_id, verification_status, user_id); app/models/signup-transitions.server.ts now
-- moves `state` through its transitions table, and every writer (web and worker) goes through it.
--   details            step 1 done; the letter can be read, the details edited
--   letter_preparing   'I Agree and Sign' pressed; the worker is preparing the signing envelope
--   letter_failed      the envelope could not be prepared; the buyer may try again or edit details
--   awaiting_signature the signing envelope (or the built-in signing page) is ready
--   signed             the engagement letter is signed; payment may start
--   checkout_open      a checkout session is open and holds a place
--   paid               the payment is verified; the account is being set up
--   complete           the buyer's account and portal exist
-- The other columns stay: they carry the details of each state (which envelope, which session).
ALTER TABLE signups ADD COLUMN state TEXT NOT NULL DEFAULT 'details'
  CHECK (state IN ('details', 'letter_preparing', 'letter_failed', 'awaiting_signature', 'signed', 'checkout_open', 'paid', 'complete'));

UPDATE signups SET state = CASE
  WHEN payment_status = 'paid' AND user_id IS NOT NULL THEN 'complete'
  WHEN payment_status = 'paid' THEN 'paid'
  WHEN signed_document_url LIKE 'signed-%' AND checkout_session_id IS NOT NULL AND verification_status = 'pending' THEN 'checkout_open'
  WHEN signed_document_url LIKE 'signed-%' THEN 'signed'
  WHEN envelope_status = 'requested' THEN 'letter_preparing'
  WHEN envelope_status = 'ready' THEN 'awaiting_signature'
  WHEN envelope_status = 'failed' THEN 'letter_failed'
  ELSE 'details'
END;

CREATE INDEX signups_state ON signups(state);
