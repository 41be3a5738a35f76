/**
 * Which imports of an older release's leads are not done, for the leads command to say that the
 * list it prints is partial. Read-only, so that it can run beside a server that is importing.
 */
import { existsSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { IMPORTED_SUFFIX } from './move-aside.ts';
import { storeKind } from './store-kind.ts';

type Row = Record<string, unknown>;

/**
 * The imports of `file` that an operator should know are not done: started and not finished
 * (a crash), or a JSON-lines file moved aside with nothing imported yet.
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
