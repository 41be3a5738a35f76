/**
 * Erasing an address (the console's erase, a leave link): its leads, and what of the double
 * opt-in goes with them (docs/emails.md); and once no lead holds an address, never kept as
 * refusing mail.
 */
import { emailKey } from '../lead-sink/store.ts';
import { bindNamed, named } from '../sql/named-parameters.ts';
import type { SqlRunner } from '../sql/sql-runner.ts';

/** What erasing an address also deletes: its confirmation and every link it was sent. */
const ERASE_CONFIRMATIONS = [
  'DELETE FROM confirmations WHERE email_key = :email_key',
  'DELETE FROM confirmation_tokens WHERE email_key = :email_key',
];
const UNHELD = 'NOT EXISTS (SELECT 1 FROM leads WHERE email_key = :email_key)';
const FORGET_UNHELD = ERASE_CONFIRMATIONS.map((statement) => named(`${statement} AND ${UNHELD}`));

/** The submission ids of an address's leads, kept so that a browser sending one again stores nothing. */
const NOTE_ERASED = named(`INSERT INTO erased_submissions (submission_id, erased_at)
  SELECT submission_id, :erased_at FROM leads WHERE email_key = :email_key AND submission_id IS NOT NULL
  ON CONFLICT (submission_id) DO NOTHING`);
const ERASE_LEADS = [named('DELETE FROM leads WHERE email_key = :email_key'), ...ERASE_CONFIRMATIONS.map(named)];

/** Forgets an address no lead holds any more (erased meanwhile): no row says it refuses mail. */
export async function forgetUnheld(sql: SqlRunner, key: string): Promise<void> {
  await sql.write(FORGET_UNHELD.map((statement) => bindNamed(statement, { email_key: key })));
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
    bindNamed(NOTE_ERASED, { email_key: key, erased_at: now.toISOString() }),
    ...ERASE_LEADS.map((statement) => bindNamed(statement, { email_key: key })),
  ]);
  await sql.emptyLog?.();
  return erased ?? 0;
}
