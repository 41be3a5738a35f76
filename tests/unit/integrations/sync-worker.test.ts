// @vitest-environment node
/**
 * /sw.js as built and as served in dev: the sync worker listens for install and sync, never
 * fetch; its kill switch removes itself.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { bundleSyncWorker, syncWorker } from '../../../integrations/sync-worker';

/** Runs a worker script in a scope of its own; returns what it listens for and a way to fire it. */
function runWorker(script: string) {
  const listeners = new Map<string, (event: unknown) => void>();
  const scope = {
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: vi.fn(async () => {}),
    registration: { unregister: vi.fn(async () => true) },
  };
  runInNewContext(script, { self: scope });
  return {
    scope,
    types: [...listeners.keys()],
    fire: (type: string, event: unknown = {}) => listeners.get(type)?.(event),
  };
}

describe('the sync worker script', () => {
  it('is one classic script that listens for install and sync, and never for fetch', async () => {
    const script = await bundleSyncWorker({ enabled: true });
    expect(script).not.toMatch(/^\s*import\s/m);
    const worker = runWorker(script);
    expect(worker.types).toEqual(['install', 'sync']);
    worker.fire('install');
    expect(worker.scope.skipWaiting).toHaveBeenCalled();
  });

  it('is the kill switch when turned off: it takes over, then unregisters itself', async () => {
    const worker = runWorker(await bundleSyncWorker({ enabled: false }));
    expect(worker.types).toEqual(['install', 'activate']);
    worker.fire('install');
    expect(worker.scope.skipWaiting).toHaveBeenCalled();
    let activated: unknown;
    worker.fire('activate', { waitUntil: (work: Promise<unknown>) => (activated = work) });
    await expect(activated).resolves.toBe(true);
    expect(worker.scope.registration.unregister).toHaveBeenCalled();
  });

  it('ships the kill switch as plain JavaScript, to be copied over a deployed sw.js as it is', () => {
    const source = readFileSync(new URL('../../../src/leads/worker-kill-switch.js', import.meta.url), 'utf8');
    expect(runWorker(source).types).toEqual(['install', 'activate']);
  });
});

describe('the integration', () => {
  const hooks = syncWorker({ enabled: true }).hooks;
  const dir = mkdtempSync(join(tmpdir(), 'sync-worker-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes /sw.js beside the built pages', async () => {
    await hooks['astro:build:done']?.({ dir: pathToFileURL(`${dir}/`) } as never);
    expect(readFileSync(join(dir, 'sw.js'), 'utf8')).toBe(await bundleSyncWorker({ enabled: true }));
  });

  it('serves /sw.js in dev, no-cache, and leaves every other address to the dev server', async () => {
    let middleware: (request: { url: string }, response: unknown, next: () => void) => void = () => {};
    hooks['astro:server:setup']?.({
      server: { middlewares: { use: (handler: never) => (middleware = handler) } },
    } as never);
    const headers: Record<string, string> = {};
    const body = await new Promise<string>((resolve) => {
      const response = { setHeader: (name: string, value: string) => (headers[name] = value), end: resolve };
      middleware({ url: '/sw.js?v=2' }, response, () => resolve('next'));
    });
    expect(body).toBe(await bundleSyncWorker({ enabled: true }));
    expect(headers).toEqual({ 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
    const next = vi.fn();
    middleware({ url: '/sw.json' }, {}, next);
    expect(next).toHaveBeenCalled();
  });
});
