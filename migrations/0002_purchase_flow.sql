-- The Growth Score purchase flow: the sandbox checkout that stands in for Stripe Checkout when no
-- STRIPE_SECRET_KEY is set (never in production). Same shape as the Stripe session fields we read.

CREATE TABLE sandbox_checkout_sessions (
  id TEXT PRIMARY KEY,
  signup_id TEXT NOT NULL REFERENCES signups(id) ON DELETE CASCADE,
  idempotency_key TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete', 'expired')),
  payment_status TEXT NOT NULL DEFAULT 'unpaid' CHECK (payment_status IN ('paid', 'unpaid')),
  amount_total INTEGER NOT NULL CHECK (amount_total >= 0),
  currency TEXT NOT NULL,
  customer_email TEXT,
  success_url TEXT NOT NULL,
  cancel_url TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  completed_at TEXT
);
CREATE INDEX sandbox_checkout_signup ON sandbox_checkout_sessions(signup_id);
