/**
 * The built site on Cloudflare Pages' runtime, offline: dist/ copied with its _headers written
 * for Cloudflare (npm run build:cloudflare does the same), D1's migrations applied to a local
 * database kept in `stateDir`, then `wrangler pages dev` serving both with functions/.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { WRANGLER, WRANGLER_OFFLINE } from '../../server/lead-sink/wrangler-d1.ts';
import { cloudflareHeadersFile } from '../../server/site/headers-file.ts';

const ENV = { ...process.env, ...WRANGLER_OFFLINE };

export interface EdgeServer {
  url: string;
  stop(): Promise<void>;
  /** What wrangler and the Functions have printed so far (the operator's log). */
  output(): string;
  /** Rows of a query on the local D1 (read from its SQLite file, beside the running workerd). */
  query(sql: string): Record<string, unknown>[];
}

/** Copies the build for Cloudflare into `siteDir`. */
export function prepareSite(siteDir: string, dist = 'dist'): void {
  cpSync(dist, siteDir, { recursive: true });
  const headers = join(siteDir, '_headers');
  writeFileSync(headers, cloudflareHeadersFile(readFileSync(headers, 'utf8')));
}

/** Per folder, a local D1 with every migration applied and nothing else. */
const migrated = new Map<string, string>();

/**
 * Gives `stateDir` a local D1 with D1's migrations applied, as `wrangler d1 migrations apply`
 * leaves it. Wrangler applies them once per folder, into a database kept beside `stateDir` (it
 * starts a workerd of its own: seconds each time); every later call copies that database, which
 * is the same files. Whoever removes the folder removes it too.
 */
export function applyMigrations(stateDir: string): void {
  const folder = dirname(stateDir);
  let template = migrated.get(folder);
  if (!template) {
    template = join(folder, 'migrated-d1');
    execFileSync(WRANGLER, ['d1', 'migrations', 'apply', 'testable', '--local', '--persist-to', template], {
      env: ENV,
      stdio: 'pipe',
    });
    migrated.set(folder, template);
  }
  cpSync(template, stateDir, { recursive: true });
}

/** Where workerd keeps the local D1 of `stateDir`: one SQLite file, named by the database's id. */
function d1File(stateDir: string): string {
  const folder = join(stateDir, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const name = existsSync(folder)
    ? readdirSync(folder).find((file) => file.endsWith('.sqlite') && file !== 'metadata.sqlite')
    : undefined;
  if (!name) throw new Error(`no local D1 in ${stateDir}`);
  return join(folder, name);
}

/** `variables` become the Pages project's variables (`--binding NAME=value`). */
export async function startEdge(
  siteDir: string,
  stateDir: string,
  port: number,
  variables: Record<string, string> = {},
): Promise<EdgeServer> {
  const bindings = Object.entries(variables).flatMap(([name, value]) => ['--binding', `${name}=${value}`]);
  const child: ChildProcess = spawn(
    WRANGLER,
    ['pages', 'dev', siteDir, '--ip', '127.0.0.1', '--port', String(port), '--persist-to', stateDir, ...bindings],
    { env: ENV, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Ready on')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`wrangler pages dev exited (${code}) before it was ready:\n${output}`)),
    );
  });
  await ready;
  const url = `http://127.0.0.1:${port}`;
  // The Functions bundle is built on the first request to them: wait for it here, once.
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const response = await fetch(`${url}/api/nowhere`).catch(() => null);
    if (response?.headers.get('content-type')?.startsWith('application/json')) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
    // SQLite's own locks let this read share the file with workerd, as `wrangler d1 execute
    // --local` would (which starts a workerd for each query).
    query(sql) {
      const database = new DatabaseSync(d1File(stateDir), { readOnly: true });
      try {
        return database.prepare(sql).all();
      } finally {
        database.close();
      }
    },
  };
}
