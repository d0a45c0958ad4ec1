-- 0003's admin indexes lead with the same columns as three of 0001's, so those three answer nothing the
-- newer ones cannot (SQLite reads an index in either direction). Each cost a page write on every lead
-- stored (decision 0018 measures the WAL pages a form post writes, with and without them).
DROP INDEX IF EXISTS leads_created;
DROP INDEX IF EXISTS leads_status;
DROP INDEX IF EXISTS leads_type_status;
