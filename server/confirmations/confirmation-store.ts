/**
 * The double opt-in's tables (migrations/0005_confirmations.sql) over the SqlRunner of either
 * store (node:sqlite or D1). Every change that two senders could race on (two leads for one
 * address, two isolates draining the same due email, a link pressed twice) is one statement
 * whose WHERE checks what its caller read, so only one of them changes anything.
 */

import type { ConfirmationKind } from '../../src/lib/emails/confirmation-email.ts';
import type { SqlRunner } from '../sql/sql-runner.ts';
import { FAIREST_FIRST } from './fair-share.ts';
import { type ConfirmationState, type ConfirmationStatus, DAY_MS } from './rules.ts';

export interface StoredConfirmation extends ConfirmationState {
  dueSince: number | null;
  nextAttemptAt: number | null;
  attempts: number;
}

/** A number a row holds, or null where it holds none. */
export const orNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export async function confirmationOf(sql: SqlRunner, key: string): Promise<StoredConfirmation | null> {
  const [row] = await sql.all(
    `SELECT kind, status, sends, last_sent_at, due_since, next_attempt_at, attempts, failed_address
      FROM confirmations WHERE email_key = ?1`,
    key,
  );
  if (row === undefined) return null;
  return {
    kind: row['kind'] === 'founder' ? 'founder' : 'waitlist',
    status: String(row['status']) as ConfirmationStatus,
    sends: Number(row['sends']),
    lastSentAt: orNull(row['last_sent_at']),
    dueSince: orNull(row['due_since']),
    nextAttemptAt: orNull(row['next_attempt_at']),
    attempts: Number(row['attempts']),
    failedAddress: row['failed_address'] === null ? null : String(row['failed_address']),
  };
}

/**
 * Makes the address's email due now saying `kind`, if its row is still as `seen` (null: none):
 * false when another lead changed it first. An email due already keeps its place and its tries.
 */
export async function markDue(
  sql: SqlRunner,
  key: string,
  kind: ConfirmationKind,
  seen: ConfirmationState | null,
  now: number,
  { mailbox, client }: { mailbox: string; client: string },
): Promise<boolean> {
  const [changed] = await sql.write([
    {
      sql: `INSERT INTO confirmations (email_key, kind, status, due_since, next_attempt_at, mailbox, client, domain)
        VALUES (?1, ?2, 'due', ?3, ?3, ?6, ?7, ?8)
        ON CONFLICT (email_key) DO UPDATE SET
          kind = ?2,
          mailbox = ?6,
          client = ?7,
          domain = ?8,
          status = 'due',
          due_since = CASE WHEN confirmations.status = 'due' THEN confirmations.due_since ELSE ?3 END,
          next_attempt_at = CASE WHEN confirmations.status = 'due' THEN confirmations.next_attempt_at ELSE ?3 END,
          attempts = CASE WHEN confirmations.status = 'due' THEN confirmations.attempts ELSE 0 END
        WHERE confirmations.status = ?4 AND coalesce(confirmations.last_sent_at, -1) = ?5`,
      params: [
        key,
        kind,
        now,
        seen?.status ?? '',
        seen?.lastSentAt ?? -1,
        mailbox,
        client,
        mailbox.split('@')[1] ?? '',
      ],
    },
  ]);
  return (changed ?? 0) > 0;
}

/** Addresses whose email is due by `now`, the fairest first (fair-share.ts), with the time each is due. */
export async function dueConfirmations(sql: SqlRunner, now: number, limit: number) {
  const rows = await sql.all(
    `SELECT email_key, next_attempt_at FROM confirmations
      WHERE status = 'due' AND next_attempt_at <= ?1 ORDER BY ${FAIREST_FIRST} LIMIT ?2`,
    now,
    limit,
  );
  return rows.map((row) => ({ key: String(row['email_key']), dueAt: Number(row['next_attempt_at']) }));
}

/**
 * Takes a due email to send, holding it until `until` so no other sender takes it meanwhile:
 * false when another took it first (its due time is no longer the one read).
 */
export async function claimDue(sql: SqlRunner, key: string, dueAt: number, until: number): Promise<boolean> {
  const [claimed] = await sql.write([
    {
      sql: `UPDATE confirmations SET next_attempt_at = ?3
        WHERE email_key = ?1 AND status = 'due' AND next_attempt_at = ?2`,
      params: [key, dueAt, until],
    },
  ]);
  return (claimed ?? 0) > 0;
}

/**
 * The emails to visitors made in the 24 hours before `now` (confirmations, by their links, and
 * founder spot emails), and when the oldest of them was made.
 */
export async function sentInLastDay(sql: SqlRunner, now: number): Promise<{ count: number; oldest: number | null }> {
  const [row] = await sql.all(
    `SELECT count(*) AS n, min(at) AS oldest FROM (
        SELECT created_at AS at FROM confirmation_tokens WHERE purpose = 'confirm' AND created_at > ?1
        UNION ALL SELECT spot_email_sent_at FROM confirmations WHERE spot_email_sent_at > ?1)`,
    now - DAY_MS,
  );
  return { count: Number(row?.['n'] ?? 0), oldest: orNull(row?.['oldest']) };
}

/** The address an email to `key` goes to: as its latest lead wrote it; null once erased. */
export async function addressOf(sql: SqlRunner, key: string): Promise<string | null> {
  const [row] = await sql.all('SELECT email FROM leads WHERE email_key = ?1 ORDER BY id DESC LIMIT 1', key);
  return row === undefined ? null : String(row['email']);
}

/** What became of a send, as the row keeps it; only a row still due is changed (a confirmation meanwhile wins). */
export type SendRecord =
  /** Sent, saying `kind`: if a lead changed the kind meanwhile (a founder after the wait list), the new one is due at once. */
  | { sent: true; at: number; kind: ConfirmationKind }
  | { sent: false; retryAt: number; reason: string }
  /** Given up: `address` refused it for good (null: retried for the link's whole life). */
  | { sent: false; retryAt: null; reason: string; address: string | null };

export async function recordSend(sql: SqlRunner, key: string, record: SendRecord): Promise<void> {
  const statement = record.sent
    ? {
        sql: `UPDATE confirmations SET sends = sends + 1, last_sent_at = ?2, failure = NULL,
          status = CASE WHEN kind = ?3 THEN 'sent' ELSE 'due' END,
          next_attempt_at = CASE WHEN kind = ?3 THEN NULL ELSE ?2 END,
          due_since = CASE WHEN kind = ?3 THEN due_since ELSE ?2 END,
          attempts = CASE WHEN kind = ?3 THEN attempts + 1 ELSE 0 END
          WHERE email_key = ?1 AND status = 'due'`,
        params: [key, record.at, record.kind],
      }
    : record.retryAt === null
      ? {
          sql: `UPDATE confirmations SET status = 'failed', attempts = attempts + 1, next_attempt_at = NULL,
            failure = ?2, failed_address = ?3 WHERE email_key = ?1 AND status = 'due'`,
          params: [key, record.reason, record.address],
        }
      : {
          sql: `UPDATE confirmations SET attempts = attempts + 1, next_attempt_at = ?2, failure = ?3
            WHERE email_key = ?1 AND status = 'due'`,
          params: [key, record.retryAt, record.reason],
        };
  await sql.write([statement]);
}

/** Puts a due email back to wait (the day's cap is reached) without counting a try. */
export async function postpone(sql: SqlRunner, key: string, until: number): Promise<void> {
  await sql.write([
    {
      sql: `UPDATE confirmations SET next_attempt_at = ?2 WHERE email_key = ?1 AND status = 'due'`,
      params: [key, until],
    },
  ]);
}

/** Operator notices due by `now`: the address's key, what it confirmed, when, and the notice's due time. */
export async function dueNotices(sql: SqlRunner, now: number, limit: number) {
  const rows = await sql.all(
    `SELECT email_key, kind, confirmed_at, notice_due_at FROM confirmations
      WHERE notice_due_at <= ?1 ORDER BY notice_due_at LIMIT ?2`,
    now,
    limit,
  );
  return rows.map((row) => ({
    key: String(row['email_key']),
    kind: (row['kind'] === 'founder' ? 'founder' : 'waitlist') as ConfirmationKind,
    confirmedAt: Date.parse(String(row['confirmed_at'])),
    dueAt: Number(row['notice_due_at']),
  }));
}

/** Moves a notice's due time from `from` to `to` (null: done), if no other sender moved it first. */
export async function moveNotice(sql: SqlRunner, key: string, from: number, to: number | null): Promise<boolean> {
  const [moved] = await sql.write([
    {
      sql: 'UPDATE confirmations SET notice_due_at = ?3 WHERE email_key = ?1 AND notice_due_at = ?2',
      params: [key, from, to],
    },
  ]);
  return (moved ?? 0) > 0;
}
