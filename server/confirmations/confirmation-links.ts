/**
 * The links the confirmation emails carry (migrations/0005_confirmations.sql): stored as hashes
 * before an email goes, looked up when one is pressed, and a confirm link spent once, over the
 * SqlRunner of either store.
 */
import type { SqlRunner } from '../sql/sql-runner.ts';
import { orNull } from './confirmation-store.ts';
import { CONFIRM_LINK_MS, LEAVE_LINK_EXPIRES_AT } from './rules.ts';
import { isTokenShaped, tokenHash } from './tokens.ts';

export type ConfirmResult = 'done' | 'already' | 'expired' | 'invalid';
/** What pressing a confirm link did; `key` is the address it confirmed, when it did (done). */
export interface ConfirmOutcome {
  result: ConfirmResult;
  key: string | null;
}

/** Stores the hashes of one email's two links before it is sent, so they work the moment it arrives. */
export async function storeLinks(
  sql: SqlRunner,
  key: string,
  hashes: { confirm: string; leave: string },
  now: number,
): Promise<void> {
  const insert = `INSERT INTO confirmation_tokens (token_hash, email_key, purpose, created_at, expires_at)
    VALUES (?1, ?2, ?3, ?4, ?5)`;
  await sql.write([
    { sql: insert, params: [hashes.confirm, key, 'confirm', now, now + CONFIRM_LINK_MS] },
    { sql: insert, params: [hashes.leave, key, 'leave', now, LEAVE_LINK_EXPIRES_AT] },
  ]);
}

export interface LinkRow {
  key: string;
  purpose: string;
  expiresAt: number;
  usedAt: number | null;
}

export async function linkOf(sql: SqlRunner, hash: string): Promise<LinkRow | null> {
  const [row] = await sql.all(
    'SELECT email_key, purpose, expires_at, used_at FROM confirmation_tokens WHERE token_hash = ?1',
    hash,
  );
  if (row === undefined) return null;
  return {
    key: String(row['email_key']),
    purpose: String(row['purpose']),
    expiresAt: Number(row['expires_at']),
    usedAt: orNull(row['used_at']),
  };
}

/**
 * Uses a confirm link: in one transaction, the link is marked used (if it was not, and still
 * works) and, only then, its address confirmed and the operator's notice made due (and, for a
 * founder, the spot's email). False when
 * the link was used or ran out meanwhile.
 */
export async function spendConfirmLink(sql: SqlRunner, hash: string, key: string, now: number): Promise<boolean> {
  const [used = 0] = await sql.write([
    {
      sql: `UPDATE confirmation_tokens SET used_at = ?2
        WHERE token_hash = ?1 AND purpose = 'confirm' AND used_at IS NULL AND expires_at > ?2`,
      params: [hash, now],
    },
    {
      // A founder's confirmation holds the spot, and owes the email naming it (spot-email-rules.ts).
      sql: `UPDATE confirmations SET status = 'confirmed', confirmed_at = ?3, next_attempt_at = NULL,
          failure = NULL, notice_due_at = ?2,
          spot_email_since = CASE WHEN kind = 'founder' THEN coalesce(spot_email_since, ?2) ELSE spot_email_since END,
          spot_email_due_at = CASE WHEN kind = 'founder' AND spot_email_since IS NULL THEN ?2
            ELSE spot_email_due_at END
        WHERE email_key = ?4 AND status <> 'confirmed'
          AND EXISTS (SELECT 1 FROM confirmation_tokens WHERE token_hash = ?1 AND used_at = ?2)`,
      params: [hash, now, new Date(now).toISOString(), key],
    },
  ]);
  return used > 0;
}

/** Presses a confirm link: confirms its address once, if the link is one we sent, unused and unexpired. */
export async function pressConfirmLink(sql: SqlRunner, token: string, now: number): Promise<ConfirmOutcome> {
  const only = (result: ConfirmResult): ConfirmOutcome => ({ result, key: null });
  if (!isTokenShaped(token)) return only('invalid');
  const hash = await tokenHash(token);
  const found = await linkOf(sql, hash);
  if (found === null || found.purpose !== 'confirm') return only('invalid');
  if (found.usedAt !== null) return only('already');
  if (found.expiresAt <= now) return only('expired');
  if (await spendConfirmLink(sql, hash, found.key, now)) return { result: 'done', key: found.key };
  // Pressed twice at once, or run out in between: the link as it is now says which.
  return only((await linkOf(sql, hash))?.usedAt != null ? 'already' : 'expired');
}
