-- What the operator's console needs (server/ops/), the same on one machine and on D1.
-- A founder reservation's test plan as JSON (docs/leads.md); '' for every other lead.
ALTER TABLE leads ADD COLUMN plan TEXT NOT NULL DEFAULT '';
-- The founder count (distinct addresses with a reservation) and the console's filter by kind.
CREATE INDEX leads_by_message ON leads (message, email_key);
-- The console's signups per day and its date filter.
CREATE INDEX leads_by_received ON leads (received_at);
-- The submissions of an erased person: a browser that sends one again (its outbox retrying an
-- answer it lost) is acknowledged, and the lead is never stored again. An id is random, so
-- nothing here says who the person was.
CREATE TABLE erased_submissions (
  submission_id TEXT PRIMARY KEY,
  erased_at TEXT NOT NULL
) STRICT;
-- The console's sessions: a SHA-256 of the cookie's token (the token itself is never stored) and
-- when the session ends, in milliseconds since 1970.
CREATE TABLE ops_sessions (
  token_hash TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
) STRICT;
