/**
 * The mailbox an address delivers to, for the limits that count mail per person (docs/emails.md,
 * "When they go"). Some providers ignore a `+tag`, and Gmail also ignores dots in the name, so
 * `a.da+1@gmail.com`, `ada+2@googlemail.com` and `ada@gmail.com` are one inbox: without folding,
 * fifteen leads put nine emails in it. Only providers known to do so are folded; elsewhere a `+`
 * or a dot may be part of a different person's name.
 */

import { emailKey } from '../lead-sink/store.ts';
import type { SqlRunner } from '../sql/sql-runner.ts';
import { type ConfirmationReply, DAY_MS } from './rules.ts';

/** Providers whose mail servers drop a `+tag` from the name. */
const PLUS_TAGS = new Set([
  'gmail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'fastmail.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
]);
/** Providers that also ignore dots in the name, and the domain each is the same mailbox under. */
const DOTLESS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

export function mailboxOf(email: string): string {
  const key = emailKey(email);
  const at = key.lastIndexOf('@');
  if (at < 1) return key;
  const written = key.slice(at + 1);
  const domain = DOTLESS[written.replace(/\.$/, '')] ?? written.replace(/\.$/, '');
  let name = key.slice(0, at);
  if (PLUS_TAGS.has(domain)) name = name.split('+')[0] || name;
  if (domain in DOTLESS) name = name.replaceAll('.', '');
  return `${name}@${domain}`;
}

/**
 * What a lead is told when another spelling of its mailbox already has a confirmation that counts
 * (one on its way, one sent within a day, or the mailbox confirmed): no second email goes. Null
 * when none does, and this address's own rules decide.
 */
export async function otherSpellingReply(
  sql: SqlRunner,
  mailbox: string,
  key: string,
  now: number,
): Promise<{ reply: ConfirmationReply } | null> {
  const [row] = await sql.all(
    `SELECT status FROM confirmations WHERE mailbox = ?1 AND email_key != ?2
      AND (status IN ('due', 'confirmed') OR last_sent_at > ?3)
      ORDER BY CASE status WHEN 'confirmed' THEN 0 WHEN 'due' THEN 1 ELSE 2 END LIMIT 1`,
    mailbox,
    key,
    now - DAY_MS,
  );
  if (row === undefined) return null;
  const status = String(row['status']);
  return { reply: status === 'confirmed' ? null : status === 'due' ? 'queued' : 'sent' };
}
