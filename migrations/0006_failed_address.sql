-- The exact address, as written, whose mail failed for good (server/confirmations/, docs/emails.md):
-- addresses that differ only in look-alike letters (a Kelvin sign for a K) share an email_key, and
-- one of them refusing mail must not stop mail to the others. NULL: the failure was no address's
-- own (sends were retried for the link's whole life), and stops mail to every spelling.
ALTER TABLE confirmations ADD COLUMN failed_address TEXT;
