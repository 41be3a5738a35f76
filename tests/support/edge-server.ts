/**
 * The built site on Cloudflare Pages' runtime, offline: dist/ copied with its _headers written
 * for Cloudflare (npm run build:cloudflare does the same), D1's migrations applied to a local
 * database kept in `stateDir`, then `wrangler pages dev` serving both with functions/.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WRANGLER, WRANGLER_OFFLINE } from '../../server/lead-sink/wrangler-d1.ts';
import { cloudflareHeadersFile } from '../../server/site/headers-file.ts';

const ENV = { ...process.env, ...WRANGLER_OFFLINE };

export interface EdgeServer {
  url: string;
  stop(): Promise<void>;
  /** What wrangler and the Functions have printed so far (the operator's log). */
  output(): string;
  /** Rows of a query on the local D1, as `wrangler d1 execute` prints them. */
  query(sql: string): Record<string, unknown>[];
}

/** Copies the build for Cloudflare into `siteDir`. */
export function prepareSite(siteDir: string, dist = 'dist'): void {
  cpSync(dist, siteDir, { recursive: true });
  const headers = join(siteDir, '_headers');
  writeFileSync(headers, cloudflareHeadersFile(readFileSync(headers, 'utf8')));
}

export function applyMigrations(stateDir: string): void {
  execFileSync(WRANGLER, ['d1', 'migrations', 'apply', 'testable', '--local', '--persist-to', stateDir], {
    env: ENV,
    stdio: 'pipe',
  });
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
    query(sql) {
      const printed = execFileSync(
        WRANGLER,
        ['d1', 'execute', 'testable', '--local', '--persist-to', stateDir, '--json', '--command', sql],
        { env: ENV, encoding: 'utf8' },
      );
      const [result] = JSON.parse(printed) as { results: Record<string, unknown>[] }[];
      return result?.results ?? [];
    },
  };
}
