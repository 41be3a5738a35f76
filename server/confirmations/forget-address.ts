/**
 * What of the double opt-in goes when an address does (docs/emails.md): on an erasure, with its
 * leads; and once no lead holds it, never kept as refusing mail.
 */
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
