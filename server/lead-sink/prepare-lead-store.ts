/**
 * Upgrades from an older release, which kept leads as JSON lines: run once at start-up, before
 * the server takes a request (server/serve.ts, the dev integration), never inside a visitor's.
 * - The default database imports an older release's `data/leads.jsonl` beside it (left as it is).
 * - A LEADS_FILE that is itself such a file is moved aside to `<file>.imported.jsonl` (never
 *   deleted), and a new database takes its name (move-aside.ts).
 * - Anything else at LEADS_FILE (another program's database, a -wal file, package.json) is
 *   refused, and nothing is renamed (store-kind.ts tells them apart).
 * - One importer at a time (import-lock.ts): the others wait for it.
 * - Streamed in batches, each one transaction that also records how far the import got, so a
 *   crash resumes it at the next start (import-legacy-file.ts) and the leads command can say
 *   that an import is unfinished (unfinished-imports.ts).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { type ImportCounts, importLegacyFile } from './import-legacy-file.ts';
import { withImportLock } from './import-lock.ts';
import { IMPORTED_SUFFIX, moveAside, syncDirectory } from './move-aside.ts';
import { openLeadDatabase, type SqliteStoreOptions } from './sqlite-store.ts';
import { isLegacyLeads, storeKind } from './store-kind.ts';

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
        const counts = await importLegacyFile(db, file, source);
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
