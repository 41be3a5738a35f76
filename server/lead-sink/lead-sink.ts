/**
 * The reference lead sink: stands in for the third-party webhook that receives waitlist leads
 * and feedback. Leads are rows of a SQLite database (node:sqlite), so what the sink costs does
 * not grow with what it holds: no set of ids in memory, no file read whole at start-up.
 * - Durable before answered: WAL journal with synchronous=FULL, so a lead is committed to disk
 *   before `add` resolves and the route answers 200.
 * - Repeats: the browser retries a submission with the same submission_id until it is
 *   answered, so `submission_id` is UNIQUE and a repeat is acknowledged as a duplicate without a
 *   second row, also across restarts and across processes on the same database. A lead without
 *   one (a server-to-server call) is always new: it is stored with a NULL submission_id.
 * - repeat_of: a lead whose email (trimmed, case-insensitive) came before names the first lead
 *   from that email, by its submission_id, or as `received_at=<its received_at>` when that one
 *   had none (it is then the first row of that email at that time); '' otherwise.
 * - Upgrades: an older release kept a JSON-lines file. It is imported once, streamed, when the
 *   default database is new beside `data/leads.jsonl`, or when LEADS_FILE itself is such a file
 *   (moved aside to `<file>.imported.jsonl` first, never deleted).
 *
 * The database calls are synchronous (node:sqlite's DatabaseSync): a write blocks the event loop
 * for one commit, or up to the busy timeout while another process holds the write lock.
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readSync, renameSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { LeadText } from '../../src/leads/rules/fields.ts';
import { isRecord } from '../../src/lib/is-record.ts';
import { type LegacyLead, type LegacyLine, legacyLeads, legacyLines, parseLegacyLine } from './legacy-leads.ts';

export type LeadInput = LeadText;

export interface StoredLead extends LeadInput {
  /** ISO 8601 time the sink accepted the lead. */
  received_at: string;
  /** The first lead from the same email when this one repeats it, else '' (see above). */
  repeat_of: string;
}

export const DEFAULT_LEADS_FILE = 'data/leads.db';
/** Where an older release kept its leads, as JSON lines: imported once into the default database. */
export const LEGACY_LEADS_FILE = 'data/leads.jsonl';
/** `PRAGMA user_version` of the schema below; a database from a newer release is refused. */
export const SCHEMA_VERSION = 1;
/** How long a write waits for another process's write to finish before it fails. */
export const DEFAULT_BUSY_TIMEOUT_MS = 5_000;
/** The suffix a JSON-lines LEADS_FILE is renamed with before the database takes its name. */
export const IMPORTED_SUFFIX = '.imported.jsonl';

// Legacy lines are imported in transactions of this many lines (or bytes, whichever comes
// first): one commit per batch instead of one per lead, and the event loop breathes between.
const IMPORT_BATCH_LINES = 5_000;
const IMPORT_BATCH_BYTES = 8 * 1024 * 1024;

export interface LeadSinkOptions {
  /** The SQLite database; created, with its folder, on first use. */
  file: string;
  /** An older release's JSON-lines file to import once, if it exists. */
  legacyFile?: string;
  now?: () => Date;
  /** See DEFAULT_BUSY_TIMEOUT_MS. */
  busyTimeoutMs?: number;
  /** A cap on the database's size: past it a write fails (SQLITE_FULL) like on a full disk. */
  maxBytes?: number;
  /** Where the one line about an import goes. Default: console.log. */
  log?: (line: string) => void;
}

export interface LeadSink {
  /** Stores the lead durably; `duplicate` when its submission_id was already stored. */
  add(lead: LeadInput): Promise<{ duplicate: boolean }>;
}

export interface ClosableLeadSink extends LeadSink {
  /** Closes the database (after which `add` opens it again). */
  close(): Promise<void>;
}

const SCHEMA = `
  CREATE TABLE leads (
    id INTEGER PRIMARY KEY,
    received_at TEXT NOT NULL,
    email TEXT NOT NULL,
    url TEXT NOT NULL,
    message TEXT NOT NULL,
    site TEXT NOT NULL,
    submission_id TEXT UNIQUE,
    email_key TEXT NOT NULL,
    repeat_of TEXT NOT NULL
  ) STRICT;
  -- repeat_of looks up the first lead of an email: the index keeps its rows in id order.
  CREATE INDEX leads_by_email ON leads (email_key);
  -- One row per legacy file, by its path relative to the database's folder: how far the import
  -- got (committed with each batch, so a crash resumes it) and whether it finished.
  CREATE TABLE legacy_imports (
    source TEXT PRIMARY KEY,
    bytes_done INTEGER NOT NULL,
    imported INTEGER NOT NULL,
    repeats INTEGER NOT NULL,
    skipped INTEGER NOT NULL,
    finished_at TEXT
  ) STRICT;
`;

const INSERT_LEAD = `
  INSERT INTO leads (received_at, email, url, message, site, submission_id, email_key, repeat_of)
  VALUES (:received_at, :email, :url, :message, :site, :submission_id, :email_key, coalesce(
    (SELECT coalesce(submission_id, 'received_at=' || received_at) FROM leads
      WHERE email_key = :email_key ORDER BY id LIMIT 1),
    ''))
  ON CONFLICT (submission_id) DO NOTHING`;

const SELECT_LEADS = `
  SELECT received_at, email, url, message, site, coalesce(submission_id, '') AS submission_id, repeat_of
  FROM leads ORDER BY id`;

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

/** What is at a leads path: nothing, a SQLite database (an empty file is one to SQLite), or something else. */
export function storeKind(file: string): 'missing' | 'sqlite' | 'other' {
  let descriptor: number;
  try {
    descriptor = openSync(file, 'r');
  } catch (error) {
    if (isRecord(error) && error['code'] === 'ENOENT') return 'missing';
    throw error;
  }
  try {
    const header = Buffer.alloc(SQLITE_HEADER.length);
    const read = readSync(descriptor, header, 0, header.length, 0);
    if (read === 0) return 'sqlite';
    return read === header.length && header.equals(SQLITE_HEADER) ? 'sqlite' : 'other';
  } finally {
    closeSync(descriptor);
  }
}

const emailKey = (email: string) => email.trim().toLowerCase();

type Row = Record<string, unknown>;

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

function migrate(db: DatabaseSync, file: string): void {
  inTransaction(db, () => {
    const version = Number((db.prepare('PRAGMA user_version').get() as Row)['user_version']);
    if (version > SCHEMA_VERSION)
      throw new Error(`${file} was written by a newer release (schema ${version}; this one knows ${SCHEMA_VERSION}).`);
    if (version === SCHEMA_VERSION) return;
    db.exec(SCHEMA);
    db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
  });
}

/** Opens (creating if need be) the leads database with the sink's settings and schema. */
export function openLeadDatabase(
  file: string,
  { busyTimeoutMs = DEFAULT_BUSY_TIMEOUT_MS, maxBytes }: Pick<LeadSinkOptions, 'busyTimeoutMs' | 'maxBytes'> = {},
): DatabaseSync {
  const db = new DatabaseSync(file, { timeout: busyTimeoutMs });
  try {
    // WAL: readers (npm run leads) never block the writer; FULL: each commit is fsync'ed.
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = FULL');
    if (maxBytes !== undefined) {
      const pageSize = Number((db.prepare('PRAGMA page_size').get() as Row)['page_size']);
      db.exec(`PRAGMA max_page_count = ${Math.max(1, Math.floor(maxBytes / pageSize))}`);
    }
    migrate(db, file);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** A new file's directory entry is only durable once the directory is synced (POSIX). */
function syncDirectory(directory: string) {
  try {
    const descriptor = openSync(directory, 'r');
    try {
      fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
  } catch {
    // Some platforms cannot open or sync a directory; the database itself is synced.
  }
}

/** Renames an older release's JSON-lines file out of the database's way; null if it is gone. */
function moveAside(file: string): string | null {
  let aside = `${file}${IMPORTED_SUFFIX}`;
  for (let n = 2; existsSync(aside); n += 1) aside = `${file}.imported-${n}.jsonl`;
  try {
    renameSync(file, aside);
  } catch (error) {
    // Another process on the same path moved it first.
    if (isRecord(error) && error['code'] === 'ENOENT') return null;
    throw error;
  }
  syncDirectory(dirname(file));
  return aside;
}

interface ImportCounts {
  imported: number;
  repeats: number;
  skipped: number;
}

/** Stores one lead with the given received_at; false when its submission_id is already stored. */
export type LeadInserter = (lead: LegacyLead) => boolean;

export function leadInserter(db: DatabaseSync): LeadInserter {
  const insert = db.prepare(INSERT_LEAD);
  return (lead) => {
    const { changes } = insert.run({
      received_at: lead.received_at,
      email: lead.email,
      url: lead.url,
      message: lead.message,
      site: lead.site,
      submission_id: lead.submission_id === '' ? null : lead.submission_id,
      email_key: emailKey(lead.email),
    });
    return Number(changes) > 0;
  };
}

/**
 * Imports an older release's JSON-lines file, or what is left of it after a crash; null when
 * it was imported before (or another process is importing it now).
 */
async function importLegacy(db: DatabaseSync, file: string, source: string): Promise<ImportCounts | null> {
  const key = relative(dirname(file), source);
  const progress = db.prepare('SELECT * FROM legacy_imports WHERE source = ?');
  const start = progress.get(key) as Row | undefined;
  if (start?.['finished_at']) return null;
  if (start === undefined)
    db.prepare(
      'INSERT INTO legacy_imports (source, bytes_done, imported, repeats, skipped) VALUES (?, 0, 0, 0, 0) ON CONFLICT DO NOTHING',
    ).run(key);
  let done = Number(start?.['bytes_done'] ?? 0);
  const counts: ImportCounts = {
    imported: Number(start?.['imported'] ?? 0),
    repeats: Number(start?.['repeats'] ?? 0),
    skipped: Number(start?.['skipped'] ?? 0),
  };
  const insert = leadInserter(db);
  const record = db.prepare(
    'UPDATE legacy_imports SET bytes_done = ?, imported = ?, repeats = ?, skipped = ?, finished_at = ? WHERE source = ?',
  );
  let batch: LegacyLine[] = [];
  let batchBytes = 0;

  /** Stores the batch and how far it got, in one transaction; false if another process is ahead. */
  const flush = (finished: boolean): boolean => {
    const end = batch.at(-1)?.end ?? done;
    const stored = inTransaction(db, () => {
      const now = progress.get(key) as Row;
      if (Number(now['bytes_done']) !== done || now['finished_at']) return false;
      for (const line of batch) {
        const lead = line.text === null ? null : parseLegacyLine(line.text);
        if (lead === null) {
          if (line.text === null || line.text.trim() !== '') counts.skipped += 1;
        } else if (insert(lead)) counts.imported += 1;
        else counts.repeats += 1;
      }
      record.run(end, counts.imported, counts.repeats, counts.skipped, finished ? new Date().toISOString() : null, key);
      return true;
    });
    done = end;
    batch = [];
    batchBytes = 0;
    return stored;
  };

  for await (const line of legacyLines(source, done)) {
    batch.push(line);
    batchBytes += line.text?.length ?? 0;
    if ((batch.length >= IMPORT_BATCH_LINES || batchBytes >= IMPORT_BATCH_BYTES) && !flush(false)) return null;
  }
  return flush(true) ? counts : null;
}

const importSummary = ({ imported, repeats, skipped }: ImportCounts) =>
  `${imported} lead${imported === 1 ? '' : 's'} (${repeats} repeated submission_id${repeats === 1 ? '' : 's'} ignored, ${skipped} unreadable line${skipped === 1 ? '' : 's'} skipped)`;

interface Store {
  db: DatabaseSync;
  insert: LeadInserter;
}

async function openStore(options: LeadSinkOptions): Promise<Store> {
  const { file, legacyFile, busyTimeoutMs = DEFAULT_BUSY_TIMEOUT_MS, log = console.log } = options;
  mkdirSync(dirname(file), { recursive: true });
  const kind = storeKind(file);
  const aside = kind === 'other' ? moveAside(file) : null;
  const db = openLeadDatabase(file, {
    busyTimeoutMs,
    ...(options.maxBytes === undefined ? {} : { maxBytes: options.maxBytes }),
  });
  try {
    if (kind !== 'sqlite') syncDirectory(dirname(file));
    // Also a file moved aside by a start-up that stopped before its import was done.
    const pending = `${file}${IMPORTED_SUFFIX}`;
    const sources = [legacyFile, aside, pending].filter(
      (source, index, all): source is string =>
        source !== undefined && source !== null && all.indexOf(source) === index && existsSync(source),
    );
    for (const source of sources) {
      const counts = await importLegacy(db, file, source);
      if (counts === null) continue;
      log(
        source === legacyFile
          ? `[lead sink] imported ${importSummary(counts)} from ${source}, an older release's JSON-lines file (left as it was), into ${file}`
          : `[lead sink] ${file} held an older release's JSON-lines leads: moved them to ${source} and imported ${importSummary(counts)} into a new database at ${file}`,
      );
    }
    return { db, insert: leadInserter(db) };
  } catch (error) {
    db.close();
    throw error;
  }
}

export function createLeadSink(options: LeadSinkOptions): ClosableLeadSink {
  const { now = () => new Date() } = options;
  // Opened on first use, so a host that never receives a lead never creates a database; a
  // failed opening (a folder that cannot be created, a database locked past the timeout) is
  // tried again by the next lead.
  let opening: Promise<Store> | null = null;
  const store = () => {
    opening ??= openStore(options).catch((error: unknown) => {
      opening = null;
      throw error;
    });
    return opening;
  };

  return {
    async add(lead) {
      const { insert } = await store();
      const stored = insert({ received_at: now().toISOString(), ...lead });
      return { duplicate: !stored };
    },
    async close() {
      const current = opening;
      opening = null;
      if (current) (await current).db.close();
    },
  };
}

/**
 * Every lead stored at `file`, in the order received, streamed: a database (opened read-only)
 * or an older release's JSON-lines file (read as it is, repeat_of ''). Nothing there, no leads.
 */
export async function* storedLeads(file: string, busyTimeoutMs = DEFAULT_BUSY_TIMEOUT_MS): AsyncGenerator<StoredLead> {
  const kind = storeKind(file);
  if (kind === 'missing') return;
  if (kind === 'other') {
    for await (const lead of legacyLeads(file)) yield { ...lead, repeat_of: '' };
    return;
  }
  const db = new DatabaseSync(file, { readOnly: true, timeout: busyTimeoutMs });
  try {
    const version = Number((db.prepare('PRAGMA user_version').get() as Row)['user_version']);
    // An empty file, or a database created but not yet given its schema: no leads yet.
    if (version === 0) return;
    if (version > SCHEMA_VERSION)
      throw new Error(`${file} was written by a newer release (schema ${version}; this one knows ${SCHEMA_VERSION}).`);
    for (const row of db.prepare(SELECT_LEADS).iterate()) yield row as unknown as StoredLead;
  } finally {
    db.close();
  }
}

/** Every lead stored at `file`, in memory: for tests and small stores. */
export async function readLeads(file: string): Promise<StoredLead[]> {
  const leads: StoredLead[] = [];
  for await (const lead of storedLeads(file)) leads.push({ ...lead });
  return leads;
}
