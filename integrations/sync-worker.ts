/**
 * The sync worker (src/leads/worker.ts) at its stable address, /sw.js: bundled with esbuild
 * into one classic script, written beside the pages by the build and served by the dev server.
 * With the worker turned off (PUBLIC_LEAD_SYNC_WORKER=off) the same address serves its kill
 * switch, which removes any installed version.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { SYNC_WORKER_URL } from '../src/leads/rules/names.ts';

const WORKER_SOURCE = new URL('../src/leads/worker.ts', import.meta.url);
const KILL_SWITCH_SOURCE = new URL('../src/leads/worker-kill-switch.js', import.meta.url);

/** The script served at /sw.js: the worker, or its kill switch. */
export async function bundleSyncWorker({ enabled }: { enabled: boolean }): Promise<string> {
  const { outputFiles } = await build({
    entryPoints: [fileURLToPath(enabled ? WORKER_SOURCE : KILL_SWITCH_SOURCE)],
    bundle: true,
    write: false,
    // A classic script, which every browser with service workers can run.
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const [script] = outputFiles;
  if (script === undefined) throw new Error(`esbuild wrote nothing for ${SYNC_WORKER_URL}`);
  return script.text;
}

export function syncWorker({ enabled }: { enabled: boolean }): AstroIntegration {
  return {
    name: 'testable:sync-worker',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((request, response, next) => {
          if (request.url?.split('?')[0] !== SYNC_WORKER_URL) return next();
          bundleSyncWorker({ enabled }).then((script) => {
            response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
            // As public/_headers has it: the browser asks again on every update check.
            response.setHeader('Cache-Control', 'no-cache');
            response.end(script);
          }, next);
        });
      },
      'astro:build:done': async ({ dir }) => {
        await writeFile(new URL(`.${SYNC_WORKER_URL}`, dir), await bundleSyncWorker({ enabled }));
      },
    },
  };
}
