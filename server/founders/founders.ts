/**
 * The founder count (docs/operating.md, "The operator's console and the founder count"): the operator's
 * starting figure plus the addresses holding a spot (founder-spots.ts: every address with a
 * founder reservation, or with a mailer only the confirmed ones), at most FOUNDER_SPOTS.
 */
import { FOUNDER_SPOTS } from '../../src/lib/constants.ts';
import type { SqlRunner } from '../sql/sql-runner.ts';
import { foundersHeld } from './founder-spots.ts';

export { type FounderSpot, founderSpotOf, heldSpotOf } from './founder-spots.ts';

export interface FounderCountOptions {
  database: () => Promise<SqlRunner>;
  takenBefore: number;
  /** A mailer is set up: a spot counts once its address is confirmed (founder-spots.ts). */
  confirmedOnly?: boolean;
  now: () => number;
  /** How old an answer may be. */
  maxAgeMs?: number;
}

export const FOUNDER_COUNT_MAX_AGE_MS = 10_000;

/**
 * The count, counted at most once every `maxAgeMs` (by one query at a time, however many ask);
 * a reservation stored here, or a founder's confirmation, counts at once (`changed`).
 */
export function founderCount({
  database,
  takenBefore,
  confirmedOnly = false,
  now,
  maxAgeMs = FOUNDER_COUNT_MAX_AGE_MS,
}: FounderCountOptions) {
  let counted: { at: number; taken: Promise<number> } | null = null;
  return {
    taken(): Promise<number> {
      if (counted === null || now() - counted.at >= maxAgeMs) {
        const taken = database()
          .then((sql) => foundersHeld(sql, confirmedOnly))
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
