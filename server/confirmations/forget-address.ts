/**
 * Erasing an address (the console's erase, a leave link): its leads, and what of the double
 * opt-in goes with them (docs/emails.md); and once no lead holds an address, never kept as
 * refusing mail.
 */
import { emailKey } from '../lead-sink/store.ts';
import type { SqlRunner } from '../sql/sql-runner.ts';

/** What erasing an address also deletes: its confirmation and every link it was sent. */
export const ERASE_CONFIRMATIONS = [
  'DELETE FROM confirmations WHERE email_key = ?1',
  'DELETE FROM confirmation_tokens WHERE email_key = ?1',
] as const;

/** Forgets an address no lead holds any more (erased meanwhile): no row says it refuses mail. */
export async function forgetUnheld(sql: SqlRunner, key: string): Promise<void> {
  const unheld = 'NOT EXISTS (SELECT 1 FROM leads WHERE email_key = ?1)';
  await sql.write(ERASE_CONFIRMATIONS.map((statement) => ({ sql: `${statement} AND ${unheld}`, params: [key] })));
}

/**
 * Erases every lead of one address, in one transaction, noting their submission ids so that a
 * browser that sends one again is acknowledged and it is never stored again, with the address's
 * confirmation and the links it was sent. How many leads were erased.
 */
export const erasePerson = (sql: SqlRunner, email: string, now: Date): Promise<number> =>
  eraseAddress(sql, emailKey(email), now);

/** erasePerson, by the address's key (a leave link knows only that). */
export async function eraseAddress(sql: SqlRunner, key: string, now: Date): Promise<number> {
  const [, erased] = await sql.write([
    {
      sql: `INSERT INTO erased_submissions (submission_id, erased_at)
        SELECT submission_id, ?2 FROM leads WHERE email_key = ?1 AND submission_id IS NOT NULL
        ON CONFLICT (submission_id) DO NOTHING`,
      params: [key, now.toISOString()],
    },
    { sql: 'DELETE FROM leads WHERE email_key = ?1', params: [key] },
    ...ERASE_CONFIRMATIONS.map((statement) => ({ sql: statement, params: [key] })),
  ]);
  await sql.emptyLog?.();
  return erased ?? 0;
}
