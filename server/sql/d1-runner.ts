/**
 * D1, Cloudflare's replicated SQLite, as a SqlRunner (sql-runner.ts): the part of its binding
 * the stores use, and what a failed call means (store-errors.ts). Every statement is one round
 * trip and its own transaction; a batch is one transaction.
 */
import type { SqlRunner, SqlStatement } from './sql-runner.ts';
import { StoreBusyError, StoreFullError, StoreNotReadyError } from './store-errors.ts';

/** What the operator runs when D1 has no lead table (the deploy command runs it too). */
export const D1_MIGRATE = 'npx wrangler d1 migrations apply testable --remote';

/** A statement with its values bound (the Workers runtime's D1PreparedStatement). */
export interface D1Bound {
  run(): Promise<{ meta: { changes?: number } }>;
  all<Row = Record<string, unknown>>(): Promise<{ results: Row[] }>;
}

/** The part of D1's binding the store uses (the Workers runtime's D1Database has it). */
export interface D1Like {
  prepare(sql: string): { bind(...values: unknown[]): D1Bound };
  /** Runs the statements in one transaction. */
  batch(statements: D1Bound[]): Promise<{ meta: { changes?: number } }[]>;
}

/**
 * What a failed D1 call means for a lead: a full database stays full until an operator acts
 * (507), and so does one without the lead table (its migrations not applied: 500, with the fix
 * in the log); anything else D1 reports (a lost connection, an overloaded or reset database)
 * passes, so the page is told to try again (503) and keeps the lead meanwhile.
 */
export function d1Failure(error: unknown): Error {
  if (error instanceof StoreNotReadyError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/SQLITE_FULL|disk is full|maximum (DB|database) size/i.test(message))
    return new StoreFullError(`The lead store is full: ${message}`);
  if (/no such table/i.test(message))
    return new StoreNotReadyError(`D1 has no lead table (${message})`, `apply the migrations: ${D1_MIGRATE}`);
  return new StoreBusyError(`D1 did not store the lead: ${message}`, 5);
}

/** Stands in for the binding DB when the Pages project has none: every statement says so. */
const unbound = () => {
  throw new StoreNotReadyError(
    'No D1 database is bound as DB',
    `bind one (wrangler.toml [[d1_databases]], or the Pages project's settings), then ${D1_MIGRATE}`,
  );
};
export const UNBOUND_D1: D1Like = { prepare: unbound, batch: unbound };

/** The database for the operator's queries; a failure means what it means for a lead (d1Failure). */
export function d1Runner(db: D1Like): SqlRunner {
  const bound = ({ sql, params }: SqlStatement) => db.prepare(sql).bind(...params);
  return {
    async all(sql, ...params) {
      try {
        return (await bound({ sql, params }).all()).results;
      } catch (error) {
        throw d1Failure(error);
      }
    },
    async write(statements) {
      try {
        return (await db.batch(statements.map(bound))).map(({ meta }) => meta.changes ?? 0);
      } catch (error) {
        throw d1Failure(error);
      }
    },
  };
}
