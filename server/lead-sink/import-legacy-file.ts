/**
 * One older release's JSON-lines file imported into the lead database, whatever its size: read
 * as a stream in batches of 5,000 lines (or 8 MiB), each stored in one transaction that also
 * records how far the import got (the `legacy_imports` table), so that a crash resumes it at the
 * next start and the leads command can say that an import is unfinished.
 */
import { statSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { type LegacyLine, legacyLines, parseLegacyLine } from './legacy-leads.ts';
import { leadInserter, writeWithDeadline } from './sqlite-store.ts';

const IMPORT_BATCH_LINES = 5_000;
const IMPORT_BATCH_BYTES = 8 * 1024 * 1024;

export interface ImportCounts {
  imported: number;
  repeats: number;
  skipped: number;
}

type Row = Record<string, unknown>;

/**
 * Imports the JSON-lines file `source` into `db`, the database at `file`, or what is left of it
 * after a crash; null when it was imported before.
 */
export async function importLegacyFile(db: DatabaseSync, file: string, source: string): Promise<ImportCounts | null> {
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
