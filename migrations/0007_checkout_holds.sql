-- Capacity holds are tied to the checkout they wait for, and to who asked (issue 14, finding 6).
--   checkout_session_id: the provider's Checkout Session this hold keeps a place for. The session's
--     expiry (webhook or cancel URL) releases exactly this hold, never a newer one of the same signup.
--   network_key: the buyer's address (IPv6 cut to its /64), for the limit on open holds per network.
--   email_key: the signup's email, lower-cased, for at most one open hold per email address.
-- over_capacity_at on signups: a payment completed for a hold that had already lapsed or been released,
-- in a month that was full by then. The payment is honoured; the firm sees the flag and decides.
ALTER TABLE capacity_reservations ADD COLUMN checkout_session_id TEXT;
ALTER TABLE capacity_reservations ADD COLUMN network_key TEXT;
ALTER TABLE capacity_reservations ADD COLUMN email_key TEXT;
UPDATE capacity_reservations
   SET checkout_session_id = (SELECT s.checkout_session_id FROM signups s WHERE s.id = capacity_reservations.signup_id),
       email_key = (SELECT lower(trim(s.email)) FROM signups s WHERE s.id = capacity_reservations.signup_id);
CREATE INDEX capacity_reservations_session ON capacity_reservations(checkout_session_id);
CREATE INDEX capacity_reservations_network ON capacity_reservations(network_key, expires_at);
CREATE INDEX capacity_reservations_email ON capacity_reservations(email_key, expires_at);
ALTER TABLE signups ADD COLUMN over_capacity_at TEXT;
