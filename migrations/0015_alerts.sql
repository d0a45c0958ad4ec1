-- Alerts to the operator (issue 23): one row per cause, its current state. The worker evaluates every
-- cause on a timer and writes here only when a state changes; the operations page reads the same rows.
--   cause: job-failed, outbox-stale, backup-failed, disk-low, redis-down
--   pending_since: when the condition was first seen true, while it waits out its grace period (Redis:
--                  a minute); null when the condition is not true
--   opened_at / cleared_at: the current (or last) episode; open while cleared_at is null
--   last_sent_at: when the last "raised" email was queued (one per episode, at most one an hour)
--   outbox_id: that email's outbox row (the worker sends it itself when Redis is down)
CREATE TABLE alerts (
  cause TEXT PRIMARY KEY,
  pending_since TEXT,
  opened_at TEXT,
  cleared_at TEXT,
  last_sent_at TEXT,
  outbox_id TEXT,
  detail TEXT,
  updated_at TEXT NOT NULL
);
