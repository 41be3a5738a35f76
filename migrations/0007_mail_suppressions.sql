-- Mail the site will not send (server/confirmations/suppressions.ts, docs/emails.md), kept apart
-- from the leads so that it outlives an erasure and names nobody: each row is a keyed hash
-- (HMAC-SHA-256 under the site's secret) of a mailbox that left (`reason` 'left', for 30 days)
-- or of an exact address whose mail failed for good ('failed', `until` NULL: for good).
CREATE TABLE mail_suppressions (
  address_hash TEXT PRIMARY KEY,
  reason TEXT NOT NULL,
  until INTEGER
) STRICT;
-- The mailbox each confirmation goes to (mailbox.ts): spellings of one inbox get one email a day.
ALTER TABLE confirmations ADD COLUMN mailbox TEXT;
CREATE INDEX confirmations_by_mailbox ON confirmations (mailbox);
-- Who asked for each confirmation (the client address of its lead, as the limits count clients)
-- and its recipient's domain: no one client, and no one domain, takes more than its share of the
-- day's mail (server/confirmations/fair-share.ts).
ALTER TABLE confirmations ADD COLUMN client TEXT;
ALTER TABLE confirmations ADD COLUMN domain TEXT;
CREATE INDEX confirmations_by_client ON confirmations (client, last_sent_at);
CREATE INDEX confirmations_by_domain ON confirmations (domain, last_sent_at);
