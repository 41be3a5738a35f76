/**
 * Upgrades from an older release, which kept leads as JSON lines: run once at start-up, before
 * the server takes a request (server/serve.ts, the dev integration), never inside a visitor's.
 * - The default database imports an older release's `data/leads.jsonl` beside it (left as it is).
 * - A LEADS_FILE that is itself such a file is moved aside to `<file>.imported.jsonl` (never
 *   deleted), and a new database takes its name.
 * - Anything else at LEADS_FILE (another program's database, a -wal file, package.json) is
 *   refused, and nothing is renamed.
 * - One importer at a time: a lock file beside the database (`<file>.import-lock`, holding its
 *   process id) is taken before anything is looked at; a lock whose process is gone is taken over.
 * - Streamed in batches of 5,000 lines (or 8 MiB), each one transaction that also records how far
 *   the import got, so a crash resumes it at the next start and the leads command can say that an
 *   import is unfinished.
 */
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { isRecord } from '../../src/lib/is-record.ts';
import { type LegacyLine, legacyLines, parseLegacyLine } from './legacy-leads.ts';
import { leadInserter, openLeadDatabase, type SqliteStoreOptions, writeWithDeadline } from './sqlite-store.ts';

/** The suffix a JSON-lines LEADS_FILE is renamed with before the database takes its name. */
export const IMPORTED_SUFFIX = '.imported.jsonl';
/** The lock file of the one importer, beside the database. */
export const IMPORT_LOCK_SUFFIX = '.import-lock';

const IMPORT_BATCH_LINES = 5_000;
const IMPORT_BATCH_BYTES = 8 * 1024 * 1024;
const LOCK_WAIT_MS = 50;

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

/** Whether a file that is no database starts with a lead of an older release (its first line). */
function isLegacyLeads(file: string): boolean {
  const descriptor = openSync(file, 'r');
  try {
    const head = Buffer.alloc(64 * 1024);
    const read = readSync(descriptor, head, 0, head.length, 0);
    const firstLine = head.subarray(0, read).toString('utf8').split('\n', 1)[0] ?? '';
    return parseLegacyLine(firstLine) !== null;
  } finally {
    closeSync(descriptor);
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

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return isRecord(error) && error['code'] === 'EPERM';
  }
};

/** Runs `work` holding the import lock of `file`, waiting while a live process holds it. */
export async function withImportLock<Result>(file: string, work: () => Promise<Result>): Promise<Result> {
  const lock = `${file}${IMPORT_LOCK_SUFFIX}`;
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (!isRecord(error) || error['code'] !== 'EEXIST') throw error;
      const holder = Number(await readFile(lock, 'utf8').catch(() => ''));
      // A lock left by a process that is gone (killed mid-import) is taken over.
      if (Number.isSafeInteger(holder) && holder > 0 && !isAlive(holder)) rmSync(lock, { force: true });
      else await sleep(LOCK_WAIT_MS);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { force: true });
  }
}

/** Renames an older release's JSON-lines file out of the database's way. */
function moveAside(file: string): string {
  let aside = `${file}${IMPORTED_SUFFIX}`;
  for (let n = 2; existsSync(aside); n += 1) aside = `${file}.imported-${n}.jsonl`;
  renameSync(file, aside);
  syncDirectory(dirname(file));
  return aside;
}

export interface ImportCounts {
  imported: number;
  repeats: number;
  skipped: number;
}

type Row = Record<string, unknown>;

/** Imports a JSON-lines file, or what is left of it after a crash; null when it was imported before. */
async function importLegacy(db: DatabaseSync, file: string, source: string): Promise<ImportCounts | null> {
  const key = relative(dirname(file), source);
  const progress = db.prepare('SELECT * FROM legacy_imports WHERE source = ?');
  const start = progress.get(key) as Row | undefined;
  // Imported, and nothing appended since (an older server still running may append to a file left
  // in place): nothing to do.
  if (start?.['finished_at'] && statSync(source).size <= Number(start['bytes_done'])) return null;
  if (start === undefined)
    await writeWithDeadline(db, () =>
      db
        .prepare(
          'INSERT INTO legacy_imports (source, bytes_done, imported, repeats, skipped) VALUES (?, 0, 0, 0, 0) ON CONFLICT DO NOTHING',
        )
        .run(key),
    );
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

  /** Stores the batch and how far it got, in one transaction. */
  const flush = async (finished: boolean) => {
    const end = batch.at(-1)?.end ?? done;
    await writeWithDeadline(db, () => {
      for (const line of batch) {
        const lead = line.text === null ? null : parseLegacyLine(line.text);
        if (lead === null) {
          if (line.text === null || line.text.trim() !== '') counts.skipped += 1;
        } else if (insert(lead)) counts.imported += 1;
        else counts.repeats += 1;
      }
      record.run(end, counts.imported, counts.repeats, counts.skipped, finished ? new Date().toISOString() : null, key);
    });
    done = end;
    batch = [];
    batchBytes = 0;
  };

  for await (const line of legacyLines(source, done)) {
    batch.push(line);
    batchBytes += line.text?.length ?? 0;
    if (batch.length >= IMPORT_BATCH_LINES || batchBytes >= IMPORT_BATCH_BYTES) await flush(false);
  }
  await flush(true);
  return counts;
}

const importSummary = ({ imported, repeats, skipped }: ImportCounts) =>
  `${imported} lead${imported === 1 ? '' : 's'} (${repeats} repeated submission_id${repeats === 1 ? '' : 's'} ignored, ${skipped} unreadable line${skipped === 1 ? '' : 's'} skipped)`;

export interface PrepareOptions extends SqliteStoreOptions {
  /** The lead database. */
  file: string;
  /** An older release's JSON-lines file to import once, if it exists (the default database's). */
  legacyFile?: string;
  /** Where the one line about an import goes. Default: console.log. */
  log?: (line: string) => void;
}

/**
 * Makes the lead database ready before the server takes requests: creates its folder, refuses
 * a file that is not the sink's, and imports what an older release left. Several processes may
 * start at once: one imports, the others wait for it.
 */
export async function prepareLeadStore(options: PrepareOptions): Promise<void> {
  const { file, legacyFile, log = console.log } = options;
  // Nothing there and nothing to import: the database is created by the first lead, so a server
  // that never receives one (or `astro sync`, which runs the dev server's set-up) leaves no file.
  if (!existsSync(file) && (legacyFile === undefined || !existsSync(legacyFile))) return;
  mkdirSync(dirname(file), { recursive: true });
  await withImportLock(file, async () => {
    const kind = storeKind(file);
    if (kind === 'other' && !isLegacyLeads(file))
      throw new Error(
        `LEADS_FILE ${file} is neither a lead database nor an older release's JSON-lines leads: nothing was changed. Name the lead database (by default data/leads.db).`,
      );
    const aside = kind === 'other' ? moveAside(file) : null;
    const db = await openLeadDatabase(file, options);
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
    } finally {
      db.close();
    }
  });
}

/**
 * The imports of `file` that an operator should know are not done: started and not finished
 * (a crash), or a JSON-lines file moved aside with nothing imported yet. Read-only.
 */
export function unfinishedImports(file: string): string[] {
  const pending = existsSync(`${file}${IMPORTED_SUFFIX}`) ? [relative(dirname(file), `${file}${IMPORTED_SUFFIX}`)] : [];
  if (storeKind(file) !== 'sqlite') return pending;
  const db = new DatabaseSync(file, { readOnly: true, timeout: 1_000 });
  try {
    const hasTable = db.prepare("SELECT 1 FROM sqlite_schema WHERE name = 'legacy_imports'").get() !== undefined;
    if (!hasTable) return pending;
    const rows = db.prepare('SELECT source, finished_at FROM legacy_imports').all() as Row[];
    const finished = new Set(rows.filter((row) => row['finished_at']).map((row) => String(row['source'])));
    const started = rows.filter((row) => !row['finished_at']).map((row) => String(row['source']));
    return [...new Set([...started, ...pending.filter((source) => !finished.has(source))])];
  } finally {
    db.close();
  }
}
