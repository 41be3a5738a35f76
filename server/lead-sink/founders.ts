/**
 * The founder count (README, "The operator's console and the founder count"): the operator's starting figure plus the distinct
 * addresses with a founder reservation, at most FOUNDER_SPOTS; and the number of one address's
 * spot, which a second reservation from it does not change.
 */
import { FOUNDER_MESSAGE } from '../../src/leads/rules/lead-kind.ts';
import { FOUNDER_SPOTS } from '../../src/lib/constants.ts';
import { foundersReserved } from '../ops/lead-queries.ts';
import type { SqlRunner } from './sql-runner.ts';
import { emailKey } from './store.ts';

export interface FounderSpot {
  number: number;
  /** The address had reserved before this reservation: it took no second spot. */
  already: boolean;
}

/**
 * The spot of the address of a reservation just stored (or repeated): its place among the
 * addresses by their first reservation. Null when none is held (an erased person's repeat).
 */
export async function founderSpotOf(
  sql: SqlRunner,
  { email, submission_id }: { email: string; submission_id: string },
  takenBefore: number,
): Promise<FounderSpot | null> {
  const key = emailKey(email);
  const [row] = await sql.all(
    `SELECT (SELECT min(id) FROM leads WHERE message = ?1 AND email_key = ?2) AS first,
      coalesce((SELECT id FROM leads WHERE submission_id = ?3 AND email_key = ?2),
        (SELECT max(id) FROM leads WHERE message = ?1 AND email_key = ?2)) AS this`,
    FOUNDER_MESSAGE,
    key,
    submission_id === '' ? null : submission_id,
  );
  if (row?.['first'] == null || row['this'] == null) return null;
  const first = Number(row['first']);
  const [earlier] = await sql.all(
    'SELECT count(DISTINCT email_key) AS n FROM leads WHERE message = ?1 AND id < ?2',
    FOUNDER_MESSAGE,
    first,
  );
  return { number: takenBefore + Number(earlier?.['n'] ?? 0) + 1, already: first < Number(row['this']) };
}

export interface FounderCountOptions {
  database: () => Promise<SqlRunner>;
  takenBefore: number;
  now: () => number;
  /** How old an answer may be. */
  maxAgeMs?: number;
}

export const FOUNDER_COUNT_MAX_AGE_MS = 10_000;

/**
 * The count, counted at most once every `maxAgeMs` (by one query at a time, however many ask);
 * a reservation stored here counts at once (`changed`).
 */
export function founderCount({ database, takenBefore, now, maxAgeMs = FOUNDER_COUNT_MAX_AGE_MS }: FounderCountOptions) {
  let counted: { at: number; taken: Promise<number> } | null = null;
  return {
    taken(): Promise<number> {
      if (counted === null || now() - counted.at >= maxAgeMs) {
        const taken = database()
          .then(foundersReserved)
          .then((reserved) => Math.min(FOUNDER_SPOTS, takenBefore + reserved));
        counted = { at: now(), taken };
        // A failed count is not kept: the next ask counts again.
        taken.catch(() => {
          if (counted?.taken === taken) counted = null;
        });
      }
      return counted.taken;
    },
    changed(): void {
      counted = null;
    },
  };
}
