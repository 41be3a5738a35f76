// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { afterAll, describe, expect, it } from 'vitest';
import { CONSOLE_POLICY } from '../../../../server/ops/ops-routes';
import { hashPassword } from '../../../../server/ops/password';
import { referenceHost } from '../../../../server/reference-host/astro-integration';
import { createApp } from '../../../../server/site/site-app';
import { leadsFileForAll } from '../../../support/lead-database';
import { JSON_HEADERS, postJson, readBody } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'reference-host-mount-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(join(dir, '404.html'), '<h1>Oops! Page not found</h1>');
writeFileSync(join(dir, 'index.html'), '<h1>Testable</h1>');
// Outside the served folder: a lead database inside it is refused (anyone could download it).
const leadsFile = leadsFileForAll('reference-host-leads-');

describe('the operator’s console under server/site/site-app.ts', () => {
  it('keeps its own policy and no-store, where the pages get theirs; without a password hash it is the site’s 404', async () => {
    const on = createApp({
      distDir: dir,
      referenceHost: { leadsFile, opsPasswordHash: await hashPassword('a password of the console', 1_000) },
    });
    for (const path of ['/ops/sign-in', '/ops/console.css', '/ops']) {
      const response = await on.request(path);
      expect(response.headers.get('content-security-policy'), path).toBe(CONSOLE_POLICY);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(response.headers.get('referrer-policy'), path).toBe('same-origin');
    }
    const page = await on.request('/');
    expect(page.headers.get('content-security-policy')).not.toBe(CONSOLE_POLICY);
    const off = createApp({ distDir: dir, referenceHost: { leadsFile } });
    const missing = await off.request('/ops/sign-in');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Oops! Page not found');
  });
});

describe('server/site/site-app.ts (npm start)', () => {
  const app = createApp({ distDir: dir, referenceHost: { leadsFile, taskDelayMs: 0 } });

  it('answers the analysis API on the same origin as the pages', async () => {
    // A private address: answered at once, with no request leaving the machine.
    const analyzed = await postJson(app, '/api/analyze', { url: 'http://10.255.0.1/' });
    expect(analyzed.status).toBe(200);
    expect((await readBody(analyzed))['status']).toBe('success');
    const kickoff = await postJson(app, '/api/chatasync', {
      conversation: [{ role: 'user', content: 'hi' }],
      current_state: null,
    });
    expect(kickoff.status).toBe(202);
    const lead = await app.request('/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=ada%40example.com',
    });
    expect(lead.status).toBe(200);
  });

  it('keeps serving the pages and the 404 page', async () => {
    expect(await (await app.request('/')).text()).toContain('Testable');
    const missing = await app.request('/no-such-page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Oops! Page not found');
  });

  it('answers unknown API paths with JSON, not the 404 page', async () => {
    const response = await app.request('/api/unknown', { headers: JSON_HEADERS });
    expect(response.status).toBe(404);
    expect(await readBody(response)).toEqual({ error: expect.any(String) });
  });

  it('can leave the reference host out', async () => {
    const bare = createApp({ distDir: dir, referenceHost: false });
    const response = await postJson(bare, '/api/analyze', { url: 'https://example.com' });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Oops! Page not found');
  });
});

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

describe('the Astro dev integration', () => {
  it('serves /api/* through the dev server and passes every other path on', async () => {
    const integration: AstroIntegration = referenceHost({ leadsFile, taskDelayMs: 0 });
    const middlewares: Middleware[] = [];
    const setup = integration.hooks['astro:server:setup'];
    if (!setup) throw new Error('no astro:server:setup hook');
    const server = { middlewares: { use: (middleware: Middleware) => middlewares.push(middleware) } };
    const logger = { info: () => undefined };
    await setup({ server, logger } as unknown as Parameters<typeof setup>[0]);
    expect(middlewares).toHaveLength(1);
    const [middleware] = middlewares;
    if (!middleware) throw new Error('no middleware');

    // A stand-in for Vite's connect stack: whatever the middleware passes on is "Astro's page".
    const http = createServer((req, res) => middleware(req, res, () => res.end('astro page')));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    try {
      const analyzed = await fetch(`${base}/api/analyze`, {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ url: 'http://10.255.0.1/' }),
      });
      expect(analyzed.status).toBe(200);
      expect((await analyzed.json()) as unknown).toMatchObject({ status: 'success' });
      const unauthorised = await fetch(`${base}/api/analyze`, { method: 'POST', body: '{}' });
      expect(unauthorised.status).toBe(401);
      expect(await (await fetch(`${base}/analysis`)).text()).toBe('astro page');
      expect(await (await fetch(`${base}/apiary`)).text()).toBe('astro page');
    } finally {
      await new Promise((resolve) => http.close(resolve));
    }
  });
});
