-- The double opt-in (server/confirmations/, docs/emails.md): one row per address (its email_key,
-- as leads have it) that is, was or will be sent a confirmation. Times in milliseconds since 1970.
-- status: 'due' (an email is to be sent at next_attempt_at), 'sent', 'confirmed', or 'failed'
-- (the address refused mail for good, or sends were retried for the link's whole life: no more
-- mail to it; `failure` says why). kind: what the last or next email says ('waitlist' or 'founder').
CREATE TABLE confirmations (
  email_key TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  status TEXT NOT NULL,
  due_since INTEGER,
  next_attempt_at INTEGER,
  attempts INTEGER NOT NULL DEFAULT 0,
  sends INTEGER NOT NULL DEFAULT 0,
  last_sent_at INTEGER,
  confirmed_at TEXT,
  failure TEXT,
  notice_due_at INTEGER
) STRICT;
CREATE INDEX confirmations_due ON confirmations (status, next_attempt_at);
CREATE INDEX confirmations_notices ON confirmations (notice_due_at);
-- The links the emails carry: a SHA-256 of each random token (the token itself is never stored),
-- whose address, what it does ('confirm': once, for 14 days; 'leave': erases the address), when
-- it was made and when it runs out. Made tokens also count the day's emails against the cap.
CREATE TABLE confirmation_tokens (
  token_hash TEXT PRIMARY KEY,
  email_key TEXT NOT NULL,
  purpose TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
) STRICT;
CREATE INDEX confirmation_tokens_by_email ON confirmation_tokens (email_key);
CREATE INDEX confirmation_tokens_by_created ON confirmation_tokens (purpose, created_at);
