/**
 * The lead store on one machine: one SQLite file through node:sqlite (store.ts says what it
 * keeps). node:sqlite is synchronous, so nothing here ever waits for a lock on the event loop:
 * the database is opened with no busy timeout, and a write that finds another process's write
 * lock gives way (an asynchronous wait, doubling from 5 ms) and tries again until its deadline,
 * then fails with StoreBusyError, which the route answers 503 with Retry-After. A commit itself
 * (one fsync) is the only time a write holds the event loop.
 * - Durable before answered: WAL journal with synchronous=FULL.
 * - Bounded: `maxBytes` caps the file (SQLITE_FULL past it: StoreFullError, answered 507).
 * - Readers never hold the WAL back: leads() reads a page at a time, each its own short read, so
 *   a reader that stalls (a paused pipe) keeps no snapshot open and checkpoints go on.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { isRecord } from '../../src/lib/is-record.ts';
import { leadOf, leadValues } from '../sql/lead-columns.ts';
import { bindNamed } from '../sql/named-parameters.ts';
import type { SqlRunner } from '../sql/sql-runner.ts';
import { StoreBusyError, StoreFullError, StoreNotReadyError } from '../sql/store-errors.ts';
import { emailKey, INSERT_LEAD, type LeadStore, pagedLeads, type ReceivedLead, SELECT_LEAD_PAGE } from './store.ts';

const MIGRATIONS = new URL('../../migrations/', import.meta.url);
/** The migrations, in order (read when a database needs one, not when this module loads). */
export const migrationFiles = () =>
  readdirSync(MIGRATIONS)
    .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name))
    .sort();
/**
 * `PRAGMA user_version` once every migration is applied, one per file of migrations/ (a unit
 * test holds them equal); a database from a newer release is refused.
 */
export const SCHEMA_VERSION = 8;

/** How long a write may wait for another process's lock before it fails (StoreBusyError). */
export const DEFAULT_WRITE_DEADLINE_MS = 4_000;
const FIRST_WAIT_MS = 5;
/** What the write-ahead log is cut back to after a checkpoint (SQLite checkpoints every 1,000 pages, 4 MiB). */
export const WAL_SIZE_LIMIT_BYTES = 8 * 1024 * 1024;
const LONGEST_WAIT_MS = 200;

const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;
const SQLITE_FULL = 13;

/** SQLite's primary result code of a node:sqlite error (its extended code's low byte). */
const resultCode = (error: unknown) =>
  isRecord(error) && typeof error['errcode'] === 'number' ? error['errcode'] & 0xff : undefined;
const isBusy = (error: unknown) => [SQLITE_BUSY, SQLITE_LOCKED].includes(resultCode(error) ?? -1);

type Row = Record<string, unknown>;

/**
 * Runs `work`, giving way while another process holds the lock it needs (an asynchronous wait,
 * so other requests go on), until `deadlineMs` from now.
 */
async function giveWay<Result>(work: () => Result, deadlineMs: number): Promise<Result> {
  const deadline = Date.now() + deadlineMs;
  for (let wait = FIRST_WAIT_MS; ; wait = Math.min(wait * 2, LONGEST_WAIT_MS)) {
    try {
      return work();
    } catch (error) {
      if (resultCode(error) === SQLITE_FULL) throw new StoreFullError(`The lead store is full: ${String(error)}`);
      if (/no such table/i.test(String(error)))
        throw new StoreNotReadyError(
          `The lead database has no lead table (${String(error)})`,
          'restart the server, which creates the tables of a lead database when it opens it',
        );
      if (!isBusy(error)) throw error;
      const left = deadline - Date.now();
      if (left <= 0) throw new StoreBusyError(`Another process held the lead store for ${deadlineMs} ms.`, 2);
      await sleep(Math.min(wait, left));
    }
  }
}

/** Runs `work` in a write transaction, giving way to another process's (see giveWay). */
export const writeWithDeadline = <Result>(
  db: DatabaseSync,
  work: () => Result,
  deadlineMs = DEFAULT_WRITE_DEADLINE_MS,
): Promise<Result> => giveWay(() => inTransaction(db, work), deadlineMs);

function inTransaction<Result>(db: DatabaseSync, work: () => Result): Result {
  // IMMEDIATE takes the write lock at once: a check and the write it decides cannot interleave
  // with another process's.
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

const userVersion = (db: DatabaseSync) => Number((db.prepare('PRAGMA user_version').get() as Row)['user_version']);

/**
 * Schema 2 finds repeats by a normalised email (emailKey, server/sql/lead-columns.ts): the keys
 * of rows stored before are computed again.
 */
function renormaliseEmailKeys(db: DatabaseSync): void {
  const update = db.prepare('UPDATE leads SET email_key = ? WHERE id = ?');
  for (const row of db.prepare('SELECT id, email, email_key FROM leads').iterate()) {
    const key = emailKey(String(row['email']));
    if (key !== row['email_key']) update.run(key, row['id'] as number);
  }
}
const AFTER_MIGRATION: Record<number, (db: DatabaseSync) => void> = { 2: renormaliseEmailKeys };

/** The schema version of a lead database (0: none yet); one from a newer release is refused. */
export function schemaVersionOf(db: DatabaseSync, file: string): number {
  const version = userVersion(db);
  if (version > SCHEMA_VERSION)
    throw new Error(`${file} was written by a newer release (schema ${version}; this one knows ${SCHEMA_VERSION}).`);
  return version;
}

/** A database is the sink's when it has its schema, or nothing at all yet: its schema version. */
function refuseForeign(db: DatabaseSync, file: string): number {
  const version = schemaVersionOf(db, file);
  const tables = Number((db.prepare("SELECT count(*) AS n FROM sqlite_schema WHERE type = 'table'").get() as Row)['n']);
  if (version === 0 && tables > 0)
    throw new Error(
      `${file} is a SQLite database of something else, not of leads: LEADS_FILE must name the lead database.`,
    );
  return version;
}

function migrate(db: DatabaseSync, file: string): void {
  const version = refuseForeign(db, file);
  const files = migrationFiles();
  for (let next = version + 1; next <= SCHEMA_VERSION; next += 1) {
    db.exec(readFileSync(new URL(files[next - 1] as string, MIGRATIONS), 'utf8'));
    AFTER_MIGRATION[next]?.(db);
    db.exec(`PRAGMA user_version = ${next}`);
  }
}

export interface SqliteStoreOptions {
  /** See DEFAULT_WRITE_DEADLINE_MS. */
  writeDeadlineMs?: number;
  /** A cap on the database's size: past it a write fails (StoreFullError). */
  maxBytes?: number;
}

/** Opens (creating if need be) the lead database with the sink's settings and schema. */
export async function openLeadDatabase(
  file: string,
  { writeDeadlineMs = DEFAULT_WRITE_DEADLINE_MS, maxBytes }: SqliteStoreOptions = {},
): Promise<DatabaseSync> {
  const db = new DatabaseSync(file, { timeout: 0 });
  try {
    // Before anything writes to it: another program's database is left exactly as it was.
    await giveWay(() => refuseForeign(db, file), writeDeadlineMs);
    // WAL: readers (npm run leads) never block the writer; FULL: each commit is fsync'ed.
    await giveWay(() => db.exec('PRAGMA journal_mode = WAL'), writeDeadlineMs);
    db.exec('PRAGMA synchronous = FULL');
    // An erased person's leads are overwritten, not only unlinked: nothing of them stays in the file.
    db.exec('PRAGMA secure_delete = ON');
    // Once a checkpoint has copied the log into the database, the log file is cut back to this.
    db.exec(`PRAGMA journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
    if (maxBytes !== undefined) {
      const pageSize = Number((db.prepare('PRAGMA page_size').get() as Row)['page_size']);
      db.exec(`PRAGMA max_page_count = ${Math.max(1, Math.floor(maxBytes / pageSize))}`);
    }
    if (userVersion(db) !== SCHEMA_VERSION) await writeWithDeadline(db, () => migrate(db, file), writeDeadlineMs);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** Stores one lead; false when its submission_id is already stored. Inside a write transaction. */
export function leadInserter(db: DatabaseSync): (lead: ReceivedLead) => boolean {
  const insert = db.prepare(INSERT_LEAD.sql);
  return (lead) => Number(insert.run(...bindNamed(INSERT_LEAD, leadValues(lead)).params).changes) > 0;
}

/** Reads the leads of a database opened by someone else (read-only), a page at a time. */
export function readLeadPages(db: DatabaseSync, pageRows?: number) {
  const page = db.prepare(SELECT_LEAD_PAGE.sql);
  return pagedLeads(
    async (after, limit) => page.all(...bindNamed(SELECT_LEAD_PAGE, { after, limit }).params) as Row[],
    leadOf,
    pageRows,
  );
}

/**
 * The database for the operator's queries: a read runs at once (node:sqlite is synchronous), the
 * writes in one transaction that gives way to another process's (see giveWay).
 */
export function sqliteRunner(db: DatabaseSync, writeDeadlineMs?: number): SqlRunner {
  return {
    all: async (sql, ...params) =>
      giveWay(() => db.prepare(sql).all(...params) as Row[], writeDeadlineMs ?? DEFAULT_WRITE_DEADLINE_MS),
    write: (statements) =>
      writeWithDeadline(
        db,
        () => statements.map(({ sql, params }) => Number(db.prepare(sql).run(...params).changes)),
        writeDeadlineMs,
      ),
    emptyLog: async () => {
      await giveWay(() => db.exec('PRAGMA wal_checkpoint(TRUNCATE)'), writeDeadlineMs ?? DEFAULT_WRITE_DEADLINE_MS);
    },
  };
}

/** The store over an open database (see openLeadDatabase). */
export function sqliteStore(db: DatabaseSync, { writeDeadlineMs }: SqliteStoreOptions = {}): LeadStore {
  const insert = leadInserter(db);
  return {
    sql: sqliteRunner(db, writeDeadlineMs),
    async add(lead) {
      const stored = await writeWithDeadline(db, () => insert(lead), writeDeadlineMs);
      return { duplicate: !stored };
    },
    leads: (pageRows) => readLeadPages(db, pageRows),
    async close() {
      if (db.isOpen) db.close();
    },
  };
}
