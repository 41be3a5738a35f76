/**
 * What every console page and /ops/api/* answer is handed (ops-routes.ts sets it once the
 * operator is signed in): the lead database, the founder count and the clock.
 */
import type { SqlRunner } from '../lead-sink/sql-runner.ts';

export interface OpsDeps {
  database(): Promise<SqlRunner>;
  /** The founder count the site shows (server/lead-sink/founders.ts). */
  foundersTaken(): Promise<number>;
  now(): Date;
}

export type OpsEnv = { Variables: { ops: OpsDeps } };
