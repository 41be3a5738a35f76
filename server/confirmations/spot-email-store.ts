/**
 * The founder spot's email in the confirmations table (migrations/0008_founder_spot_emails.sql),
 * over the SqlRunner of either store. As for the other emails, each change two senders could race
 * on is one statement whose WHERE checks what its caller read, so only one of them changes it.
 */
import type { SqlRunner } from '../sql/sql-runner.ts';

/**
 * Makes the spot's email of a confirmed address due at `now`, unless it was ever due before (a
 * second reservation, or the same lead sent again): whether this call made it due.
 */
export async function markSpotEmailDue(sql: SqlRunner, key: string, now: number): Promise<boolean> {
  const [changed] = await sql.write([
    {
      sql: `UPDATE confirmations SET spot_email_since = ?2, spot_email_due_at = ?2
        WHERE email_key = ?1 AND status = 'confirmed' AND spot_email_since IS NULL`,
      params: [key, now],
    },
  ]);
  return (changed ?? 0) > 0;
}

/** Spot emails due by `now`, the longest waiting first. */
export async function dueSpotEmails(sql: SqlRunner, now: number, limit: number) {
  const rows = await sql.all(
    `SELECT email_key, spot_email_due_at, spot_email_since FROM confirmations
      WHERE spot_email_due_at <= ?1 ORDER BY spot_email_due_at LIMIT ?2`,
    now,
    limit,
  );
  return rows.map((row) => ({
    key: String(row['email_key']),
    dueAt: Number(row['spot_email_due_at']),
    since: Number(row['spot_email_since']),
  }));
}

/**
 * Moves a spot email's due time from `from` to `to` (a sender's hold, a retry, or null: no more),
 * noting `sentAt` when the mail server took it, if no other sender moved it first.
 */
export async function moveSpotEmail(
  sql: SqlRunner,
  key: string,
  from: number,
  to: number | null,
  sentAt: number | null = null,
): Promise<boolean> {
  const [moved] = await sql.write([
    {
      sql: `UPDATE confirmations SET spot_email_due_at = ?3, spot_email_sent_at = coalesce(?4, spot_email_sent_at)
        WHERE email_key = ?1 AND spot_email_due_at = ?2`,
      params: [key, from, to, sentAt],
    },
  ]);
  return (moved ?? 0) > 0;
}

/** Stores the hash of the leave link a spot email carries, before it is sent. */
export async function storeLeaveLink(sql: SqlRunner, key: string, hash: string, now: number, expiresAt: number) {
  await sql.write([
    {
      sql: `INSERT INTO confirmation_tokens (token_hash, email_key, purpose, created_at, expires_at)
        VALUES (?1, ?2, 'leave', ?3, ?4)`,
      params: [hash, key, now, expiresAt],
    },
  ]);
}
