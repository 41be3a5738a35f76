/**
 * Who holds a founder spot, and which (docs/operating.md, "The operator's console and the founder count";
 * docs/leads.md, "A founder reservation, and the founder count"), over the SqlRunner of either
 * store. Without a mailer, every address with a founder reservation holds one, numbered by its
 * first reservation. With one (`confirmedOnly`), only an address that confirmed itself by the
 * email's link does, numbered by when its spot became held: the later of its confirmation and its
 * first reservation, so a number once told never moves for an address confirmed after it.
 */
import { FOUNDER_MESSAGE } from '../../src/leads/rules/lead-kind.ts';
import { emailKey } from '../lead-sink/store.ts';
import { named, namedArgs } from '../sql/named-parameters.ts';
import type { SqlRunner } from '../sql/sql-runner.ts';

/** An address's spot: its number, or (with a mailer) none until the address is confirmed. */
export type FounderSpot =
  | { number: number /** The address had reserved before: it took no second spot. */; already: boolean }
  | { pending: true; already: boolean };

/** The leads row's address is confirmed (a correlated lookup by the confirmations' key). */
const CONFIRMED = `EXISTS (SELECT 1 FROM confirmations
  WHERE confirmations.email_key = leads.email_key AND confirmations.status = 'confirmed')`;

/**
 * Addresses holding a spot: one walk of the covering index leads_by_message (message, email_key),
 * and with `confirmedOnly` one lookup of the confirmations' primary key per address.
 */
const FOUNDERS = 'SELECT count(DISTINCT email_key) AS n FROM leads WHERE message = :founder';
const FOUNDERS_HELD = { all: named(FOUNDERS), confirmed: named(`${FOUNDERS} AND ${CONFIRMED}`) };

export async function foundersHeld(sql: SqlRunner, confirmedOnly: boolean): Promise<number> {
  const statement = confirmedOnly ? FOUNDERS_HELD.confirmed : FOUNDERS_HELD.all;
  const [row] = await sql.all(...namedArgs(statement, { founder: FOUNDER_MESSAGE }));
  return Number(row?.['n'] ?? 0);
}

/** Distinct addresses with a founder reservation (the covering index leads_by_message answers it). */
export const foundersReserved = (sql: SqlRunner): Promise<number> => foundersHeld(sql, false);

/**
 * Each confirmed address with a reservation, with when its spot became held (`at`, ISO 8601: the
 * later of its first reservation and its confirmation) and its first reservation's id, which
 * orders two spots held at the same moment.
 */
const HELD = `SELECT leads.email_key AS k, max(min(leads.received_at), confirmations.confirmed_at) AS at,
    min(leads.id) AS first
  FROM leads JOIN confirmations ON confirmations.email_key = leads.email_key
  WHERE leads.message = :founder AND confirmations.status = 'confirmed'
  GROUP BY leads.email_key`;

const HELD_SPOT = named(`WITH held AS (${HELD}), mine AS (SELECT at, first FROM held WHERE k = :email_key)
  SELECT (SELECT count(*) FROM held, mine
      WHERE held.at < mine.at OR (held.at = mine.at AND held.first < mine.first)) AS earlier,
    (SELECT count(*) FROM mine) AS holds`);

/** The number of the spot a confirmed address holds; null when it holds none (no reservation, or not confirmed). */
export async function heldSpotOf(sql: SqlRunner, key: string, takenBefore: number): Promise<number | null> {
  const [row] = await sql.all(...namedArgs(HELD_SPOT, { founder: FOUNDER_MESSAGE, email_key: key }));
  if (Number(row?.['holds'] ?? 0) === 0) return null;
  return takenBefore + Number(row?.['earlier'] ?? 0) + 1;
}

/** The address's first founder reservation, and the one just stored (or, for a repeat, its last). */
const RESERVATION_IDS = named(`SELECT
    (SELECT min(id) FROM leads WHERE message = :founder AND email_key = :email_key) AS first,
    coalesce((SELECT id FROM leads WHERE submission_id = :submission_id AND email_key = :email_key),
      (SELECT max(id) FROM leads WHERE message = :founder AND email_key = :email_key)) AS this`);
const EARLIER_FOUNDERS = named(`${FOUNDERS} AND id < :first`);

/**
 * The spot of the address of a reservation just stored (or repeated). Without a mailer: its place
 * among the addresses by their first reservation. With one: its held spot once confirmed, else
 * pending. Null when the address holds no reservation (an erased person's repeat).
 */
export async function founderSpotOf(
  sql: SqlRunner,
  { email, submission_id }: { email: string; submission_id: string },
  takenBefore: number,
  confirmedOnly = false,
): Promise<FounderSpot | null> {
  const key = emailKey(email);
  const [row] = await sql.all(
    ...namedArgs(RESERVATION_IDS, {
      founder: FOUNDER_MESSAGE,
      email_key: key,
      submission_id: submission_id === '' ? null : submission_id,
    }),
  );
  if (row?.['first'] == null || row['this'] == null) return null;
  const first = Number(row['first']);
  const already = first < Number(row['this']);
  if (confirmedOnly) {
    const number = await heldSpotOf(sql, key, takenBefore);
    return number === null ? { pending: true, already } : { number, already };
  }
  const [earlier] = await sql.all(...namedArgs(EARLIER_FOUNDERS, { founder: FOUNDER_MESSAGE, first }));
  return { number: takenBefore + Number(earlier?.['n'] ?? 0) + 1, already };
}
