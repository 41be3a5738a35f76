/**
 * A local D1 on Cloudflare's runtime (wrangler's platform proxy: workerd, offline), with the
 * migrations of migrations/ applied as `wrangler d1 migrations apply` would: for the store tests
 * and the bench.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { WRANGLER_OFFLINE } from '../server/lead-sink/wrangler-d1.ts';
import type { D1Like } from '../server/sql/d1-runner.ts';

/** The statements of every migration, in order, as `wrangler d1 migrations apply` runs them. */
export function migrationStatements(): string[] {
  return readdirSync('migrations')
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .flatMap((name) =>
      readFileSync(join('migrations', name), 'utf8')
        .split('\n')
        // Comment lines go; the files hold no semicolon but those that end a statement.
        .filter((line) => !line.trimStart().startsWith('--'))
        .join('\n')
        .split(';')
        .map((statement) => statement.trim())
        .filter(Boolean),
    );
}

/** A local D1 in `dir`, migrated once. */
export async function openLocalD1(dir: string) {
  // The platform proxy runs in this process: offline settings here.
  Object.assign(process.env, WRANGLER_OFFLINE);
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
