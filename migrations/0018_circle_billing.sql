-- The Circle's billing as the member sees it: the card on file, each invoice (paid or failed) the
-- provider reported, and subscriptions refused because the membership already had one.

-- The card the provider charges (brand and last four only; never the number).
ALTER TABLE circle_memberships ADD COLUMN card_brand TEXT;
ALTER TABLE circle_memberships ADD COLUMN card_last4 TEXT;

-- One row per provider invoice of the membership's own subscription, from invoice.paid and
-- invoice.payment_failed (a later event about the same invoice updates it).
CREATE TABLE circle_invoices (
  id TEXT PRIMARY KEY,
  membership_id TEXT NOT NULL REFERENCES circle_memberships(id) ON DELETE CASCADE,
  subscription_id TEXT,
  status TEXT NOT NULL CHECK (status IN ('paid', 'failed')),
  amount_cents INTEGER NOT NULL,
  currency TEXT NOT NULL,
  period_start TEXT,
  period_end TEXT,
  -- When it was paid, or when the payment attempt failed.
  occurred_at TEXT NOT NULL,
  hosted_url TEXT,
  pdf_url TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX circle_invoices_membership ON circle_invoices(membership_id, occurred_at);

-- A second subscription for a membership that already has one (two checkouts both paid): it is
-- cancelled at the provider and its payment refunded by the worker; the row says how that went.
CREATE TABLE circle_refused_subscriptions (
  subscription_id TEXT PRIMARY KEY,
  membership_id TEXT NOT NULL REFERENCES circle_memberships(id) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'refunded', 'failed')),
  detail TEXT,
  created_at TEXT NOT NULL,
  resolved_at TEXT
);
