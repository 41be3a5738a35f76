-- The lead sink's table, the same on one machine (node:sqlite, server/lead-sink/sqlite-store.ts)
-- and on Cloudflare D1 (server/lead-sink/d1-store.ts, applied by `wrangler d1 migrations apply`).
CREATE TABLE leads (
  id INTEGER PRIMARY KEY,
  received_at TEXT NOT NULL,
  email TEXT NOT NULL,
  url TEXT NOT NULL,
  message TEXT NOT NULL,
  site TEXT NOT NULL,
  submission_id TEXT UNIQUE,
  email_key TEXT NOT NULL,
  repeat_of TEXT NOT NULL
) STRICT;
-- repeat_of looks up the first lead of an email: the index keeps its rows in id order.
CREATE INDEX leads_by_email ON leads (email_key);
-- One row per legacy file (one machine only), by its path relative to the database's folder: how
-- far the import got (committed with each batch, so a crash resumes it) and whether it finished.
CREATE TABLE legacy_imports (
  source TEXT PRIMARY KEY,
  bytes_done INTEGER NOT NULL,
  imported INTEGER NOT NULL,
  repeats INTEGER NOT NULL,
  skipped INTEGER NOT NULL,
  finished_at TEXT
) STRICT;
