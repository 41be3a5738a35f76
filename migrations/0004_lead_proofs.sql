-- The bot check's replay table (server/bot-check/used-proofs.ts): each proof of work is good for
-- one submission. A proof is named by its challenge's random nonce, kept with the submission it
-- came with (the browser's outbox sends one submission again until it is answered) and until the
-- challenge runs out, in milliseconds since 1970; after that the proof is refused as expired anyway.
CREATE TABLE used_proofs (
  proof_id TEXT PRIMARY KEY,
  submission_id TEXT NOT NULL,
  expires_at INTEGER NOT NULL
) STRICT;
CREATE INDEX used_proofs_by_expiry ON used_proofs (expires_at);
