/**
 * What every console page and /ops/api/* answer is handed (ops-routes.ts sets it once the
 * operator is signed in): the lead database, the founder count and the clock.
 */
import type { SqlRunner } from '../sql/sql-runner.ts';

export interface OpsDeps {
  database(): Promise<SqlRunner>;
  /** The founder count the site shows (server/founders/founders.ts). */
  foundersTaken(): Promise<number>;
  /** How that count is made; absent in a test, 0 taken elsewhere and every reservation counted. */
  founderRule?: FounderRule;
  now(): Date;
}

/** How the founder count is made (server/founders/founders.ts). */
export interface FounderRule {
  /** FOUNDERS_TAKEN_BEFORE: spots the operator took elsewhere. */
  takenBefore: number;
  /** A mailer is set up: a reservation holds a spot once its address is confirmed. */
  confirmedOnly: boolean;
}

export const NO_FOUNDER_RULE: FounderRule = { takenBefore: 0, confirmedOnly: false };

export type OpsEnv = { Variables: { ops: OpsDeps } };
