/**
 * Both lead stores, so that one set of tests runs against each: node:sqlite on one machine, and
 * D1 as Cloudflare's runtime runs it (wrangler's platform proxy: workerd with a local D1, offline),
 * its data kept in a folder so that a restart finds it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { type D1Like, d1Store } from '../../server/lead-sink/d1-store';
import { openLeadDatabase, sqliteStore } from '../../server/lead-sink/sqlite-store';
import type { LeadStore } from '../../server/lead-sink/store';

export interface StoreKind {
  name: string;
  /** Opens the store kept in `dir` (created empty the first time); `close` ends its process or file. */
  open(dir: string): Promise<{ store: LeadStore; close(): Promise<void> }>;
}

/** The statements of every migration, in order, as `wrangler d1 migrations apply` runs them. */
export function migrationStatements(): string[] {
  return readdirSync('migrations')
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .flatMap((name) =>
      readFileSync(join('migrations', name), 'utf8')
        .replace(/^\s*--.*$/gm, '')
        .split(/;\s*$/m)
        .map((statement) => statement.trim())
        .filter(Boolean),
    );
}

// Offline: wrangler asks nothing and sends nothing.
process.env['WRANGLER_SEND_METRICS'] = 'false';
process.env['CI'] = 'true';

/** A local D1 in `dir`, migrated once. */
export async function openLocalD1(dir: string) {
  const proxy = await getPlatformProxy<{ DB: D1Like & { batch(statements: unknown[]): Promise<unknown> } }>({
    configPath: 'wrangler.toml',
    persist: { path: dir },
  });
  const db = proxy.env.DB;
  const migrated = await db
    .prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'leads'")
    .bind()
    .all<{ n: number }>();
  if (migrated.results[0]?.n === 0)
    await db.batch(migrationStatements().map((statement) => db.prepare(statement).bind()));
  return { db, dispose: () => proxy.dispose() };
}

export const STORE_KINDS: StoreKind[] = [
  {
    name: 'node:sqlite',
    async open(dir) {
      const store = sqliteStore(await openLeadDatabase(join(dir, 'leads.db')));
      return { store, close: () => store.close() };
    },
  },
  {
    name: 'D1 on workerd',
    async open(dir) {
      const { db, dispose } = await openLocalD1(dir);
      return { store: d1Store(db), close: dispose };
    },
  },
];
