/**
 * A LEADS_FILE that is itself an older release's JSON-lines file is moved aside to
 * `<file>.imported.jsonl` (never deleted, never overwritten) so that a new database can take its
 * name; each rename and new file is made durable by syncing its directory.
 */
import { closeSync, existsSync, fsyncSync, openSync, renameSync } from 'node:fs';
import { dirname } from 'node:path';

/** The suffix a JSON-lines LEADS_FILE is renamed with before the database takes its name. */
export const IMPORTED_SUFFIX = '.imported.jsonl';

/** A new file's directory entry is only durable once the directory is synced (POSIX). */
export function syncDirectory(directory: string) {
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

/** Renames an older release's JSON-lines file out of the database's way; the name it now has. */
export function moveAside(file: string): string {
  let aside = `${file}${IMPORTED_SUFFIX}`;
  for (let n = 2; existsSync(aside); n += 1) aside = `${file}.imported-${n}.jsonl`;
  renameSync(file, aside);
  syncDirectory(dirname(file));
  return aside;
}
