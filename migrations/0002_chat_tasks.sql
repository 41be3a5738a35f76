-- The reference host's chat turns on the edge (server/reference-host/d1-tasks.ts): a status poll
-- may reach another isolate than the one that accepted the turn, so the turn lives here. Its
-- answer is computed when it is accepted; the status follows from the clock.
CREATE TABLE chat_tasks (
  id TEXT PRIMARY KEY,
  client TEXT NOT NULL,
  submitted_at INTEGER NOT NULL,
  finishes_at INTEGER NOT NULL,
  json TEXT NOT NULL
) STRICT;
CREATE INDEX chat_tasks_by_client ON chat_tasks (client, finishes_at);
CREATE INDEX chat_tasks_by_finish ON chat_tasks (finishes_at);
