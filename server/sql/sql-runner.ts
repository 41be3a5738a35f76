/**
 * The few ways the features' and the console's queries reach the lead database, the same over
 * node:sqlite (server/lead-sink/sqlite-store.ts) and D1 (d1-runner.ts), so that each query is
 * written once. The bottom of the server: it imports nothing.
 */
export type SqlValue = string | number | null;
export type SqlRow = Record<string, unknown>;

export interface SqlStatement {
  sql: string;
  params: readonly SqlValue[];
}

export interface SqlRunner {
  /** The rows a read gives. */
  all(sql: string, ...params: SqlValue[]): Promise<SqlRow[]>;
  /** Runs the writes in one transaction, all or none: how many rows each changed. */
  write(statements: readonly SqlStatement[]): Promise<number[]>;
  /**
   * Copies the write-ahead log into the database and empties it, so that what was just erased
   * leaves no copy on disk (SQLite; D1 keeps no log of ours to empty).
   */
  emptyLog?(): Promise<void>;
}
