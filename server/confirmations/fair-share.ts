/**
 * The day's mail shared fairly (docs/emails.md, "When they go"): one client (the address its
 * leads came from) gets at most a twentieth of MAIL_DAILY_LIMIT, and one recipient domain at most
 * half, so one stranger cannot spend the site's day of mail in ten minutes and leave the real
 * visitors after them waiting a day. Past a share, the email waits until the share frees, like the
 * cap; among the emails due, an address never written to, from a client that has had the least
 * mail lately, goes first.
 */
import type { SqlRunner } from '../sql/sql-runner.ts';
import { DAY_MS } from './rules.ts';

export const clientShare = (dailyLimit: number) => Math.max(3, Math.ceil(dailyLimit / 20));
export const domainShare = (dailyLimit: number) => Math.max(10, Math.ceil(dailyLimit / 2));

/** The order the due emails go in (a SQL ORDER BY over `confirmations`, ?1 being now). */
export const FAIREST_FIRST = `sends > 0,
  (SELECT count(*) FROM confirmations AS sent WHERE sent.client = confirmations.client AND sent.last_sent_at > ?1 - ${DAY_MS}),
  next_attempt_at`;

/** When the email due to `key` may go under its client's and its domain's shares: null for now. */
export async function shareFreesAt(
  sql: SqlRunner,
  key: string,
  dailyLimit: number,
  now: number,
): Promise<number | null> {
  const [row] = await sql.all('SELECT client, domain FROM confirmations WHERE email_key = ?1', key);
  const shares = [
    ['client', row?.['client'], clientShare(dailyLimit)],
    ['domain', row?.['domain'], domainShare(dailyLimit)],
  ] as const;
  for (const [column, value, share] of shares) {
    if (typeof value !== 'string' || value === '') continue;
    const [day] = await sql.all(
      `SELECT count(*) AS n, min(last_sent_at) AS oldest FROM confirmations
        WHERE ${column} = ?1 AND last_sent_at > ?2 AND email_key != ?3`,
      value,
      now - DAY_MS,
      key,
    );
    if (Number(day?.['n'] ?? 0) >= share) return Number(day?.['oldest'] ?? now) + DAY_MS;
  }
  return null;
}
