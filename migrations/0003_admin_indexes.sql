-- Indexes for the admin's lists, so their pages cost the same however much history piles up.
-- Failed jobs (operations page, retry): few rows, found without scanning the whole outbox.
CREATE INDEX outbox_failed ON outbox(failed_at) WHERE failed_at IS NOT NULL AND completed_at IS NULL;
-- The leads inbox pages newest first with id as the tie-break: an index in exactly that order lets a
-- deep page skip entries in the index instead of sorting rows.
CREATE INDEX leads_created_id ON leads(created_at DESC, id DESC);
CREATE INDEX leads_status_created_id ON leads(status, created_at DESC, id DESC);
CREATE INDEX leads_type_status_created_id ON leads(form_type, status, created_at DESC, id DESC);
