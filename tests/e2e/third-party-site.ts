/**
 * A second build whose lead webhook lives on another origin, as a third-party webhook does, for
 * the tests that run the browser's CORS rules against a real server of their own at
 * THIRD_PARTY_WEBHOOK (127.0.0.2 is loopback too, and another origin). It is built as a static
 * deploy with such a webhook would be, with the sink's founder count off.
 *
 * Built only when a test that uses this file's `test` runs, once per run however many workers
 * ask (the first one builds, the others wait for its mark), and served by the site's own server
 * on a free port in each worker that needs it, as the tests' baseURL.
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { E2E_RUN, PORT, THIRD_PARTY_WEBHOOK } from '../playwright.config';
import { PROJECT_NODE, startServer } from '../support/server-process';
import { test as base } from './fixtures';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIST = join(tmpdir(), `testable-e2e-dist-third-party-${PORT}`);
/** Holds the run that built DIST last, once its build is whole. */
const BUILT_MARK = `${DIST}.built`;
/** Held by the worker building, with its run; one left by an earlier run that stopped is taken over. */
const BUILD_LOCK = `${DIST}.lock`;

const readText = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

function build(): Promise<void> {
  const astro = spawn(PROJECT_NODE, [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', DIST], {
    cwd: ROOT,
    env: {
      ...process.env,
      // A webhook on another origin, and no other variable: the founder count and the bot check
      // are off by default, as on a static deploy with such a webhook.
      PUBLIC_LEAD_WEBHOOK_URL: THIRD_PARTY_WEBHOOK,
      ASTRO_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  astro.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString('utf8');
  });
  return new Promise((resolve, reject) =>
    astro.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`astro build ended with ${code}:\n${errors}`)),
    ),
  );
}

async function buildOncePerRun(): Promise<void> {
  while (readText(BUILT_MARK) !== E2E_RUN) {
    try {
      writeFileSync(BUILD_LOCK, E2E_RUN, { flag: 'wx' });
    } catch {
      const holder = readText(BUILD_LOCK);
      // '' is a lock being written; another run's lock is one that run left behind.
      if (holder !== null && holder !== '' && holder !== E2E_RUN) rmSync(BUILD_LOCK, { force: true });
      await sleep(500);
      continue;
    }
    try {
      await build();
      writeFileSync(BUILT_MARK, E2E_RUN);
    } finally {
      rmSync(BUILD_LOCK, { force: true });
    }
  }
}

export const test = base.extend<object, { thirdPartySite: string }>({
  thirdPartySite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function uses from its first parameter.
    async ({}, use) => {
      await buildOncePerRun();
      const server = await startServer(
        {
          PORT: '0',
          HOST: '127.0.0.1',
          DIST_DIR: DIST,
          LEADS_FILE: join(tmpdir(), `testable-e2e-leads-third-party-${PORT}.db`),
        },
        ROOT,
        30_000,
      );
      await use(server.url.replace(/\/$/, ''));
      await server.stop();
    },
    // A cold build on two busy cores.
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ thirdPartySite }, use) => use(thirdPartySite),
});
