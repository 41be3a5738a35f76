-- The founder spot's email (server/confirmations/spot-emails.ts, docs/emails.md): one to each
-- address that holds a founder spot, naming its number, sent once. spot_email_since: when it
-- became due (NULL: never; set once, so a second reservation or a lead sent again makes none);
-- spot_email_due_at: when it is to be tried next, moved forward by a sender while it sends (NULL:
-- not due: sent, given up, or never due); spot_email_sent_at: when the mail server took it (it
-- counts against the day's cap). Times in milliseconds since 1970.
ALTER TABLE confirmations ADD COLUMN spot_email_since INTEGER;
ALTER TABLE confirmations ADD COLUMN spot_email_due_at INTEGER;
ALTER TABLE confirmations ADD COLUMN spot_email_sent_at INTEGER;
CREATE INDEX confirmations_spot_email_due ON confirmations (spot_email_due_at);
CREATE INDEX confirmations_spot_email_sent ON confirmations (spot_email_sent_at);
