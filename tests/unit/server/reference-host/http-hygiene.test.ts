// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createReferenceHost } from '../../../../server/reference-host/node-host';
import { createApp } from '../../../../server/site/site-app';
import { leadsFileForAll } from '../../../support/lead-database';
import { JSON_HEADERS, postForm, postJson } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'reference-host-hygiene-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// Outside the served folder: a lead database inside it is refused (anyone could download it).
const leadsFile = leadsFileForAll('reference-host-leads-');
writeFileSync(join(dir, '404.html'), '<h1>Not found</h1>');

const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

/** One request of every kind of answer the host gives, with the status it must get. */
const answers: [string, number, (app: Hono) => Response | Promise<Response>][] = [
  ['analyze', 200, (app) => postJson(app, '/api/analyze', { url: 'http://10.255.0.1/' })],
  [
    'a chat kickoff',
    202,
    (app) => postJson(app, '/api/chatasync', { conversation: [{ role: 'user', content: 'hi' }], current_state: null }),
  ],
  ['a lead', 200, (app) => postForm(app, { email: 'ada@example.com' })],
  ['a bad body', 400, (app) => postJson(app, '/api/analyze', 'not json')],
  ['an invalid email', 400, (app) => postForm(app, { email: 'not-an-email' })],
  ['a wrong key', 401, (app) => postJson(app, '/api/analyze', {}, { 'content-type': 'application/json' })],
  [
    'a foreign origin',
    403,
    (app) =>
      app.request('/api/leads', {
        method: 'POST',
        headers: { ...formHeaders, origin: 'https://evil.example' },
        body: 'email=a%40b.co',
      }),
  ],
  ['an unknown task', 404, (app) => app.request('/api/chatasync/status/nope', { headers: JSON_HEADERS })],
  ['an unknown path', 404, (app) => app.request('/api/nothing', { headers: JSON_HEADERS })],
  ['a wrong method', 405, (app) => app.request('/api/leads', { method: 'PUT' })],
  ['a huge body', 413, (app) => postJson(app, '/api/analyze', { url: 'x'.repeat(70 * 1024) })],
  [
    'a rebound host name',
    421,
    (app) =>
      app.request('http://rebind.evil.example/api/analyze', { method: 'POST', headers: JSON_HEADERS, body: '{}' }),
  ],
  ['a JSON lead', 415, (app) => app.request('/api/leads', { method: 'POST', headers: JSON_HEADERS, body: '{}' })],
];

describe('Cache-Control: no-store on every /api/* answer', () => {
  describe.each([
    [
      'the reference host (npm run dev mounts it as it is)',
      (options = {}) => createReferenceHost({ leadsFile, taskDelayMs: 0, ...options }),
    ],
    [
      'server/site/site-app.ts (npm start)',
      (options = {}) => createApp({ distDir: dir, referenceHost: { leadsFile, taskDelayMs: 0, ...options } }),
    ],
  ])('%s', (_name, make) => {
    it.each(answers)('%s → %d', async (_label, status, send) => {
      const response = await send(make());
      expect(response.status).toBe(status);
      expect(response.headers.get('cache-control')).toBe('no-store');
    });

    it('a rate-limited lead → 429', async () => {
      const response = await postForm(make({ leadsPerMinute: 0 }), { email: 'ada@example.com' });
      expect(response.status).toBe(429);
      expect(response.headers.get('cache-control')).toBe('no-store');
    });
  });

  it('an internal error → 500', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A file where the leads folder should be: the sink cannot write, the host answers 500.
    const blocker = join(dir, 'blocker');
    writeFileSync(blocker, '');
    const response = await postForm(createReferenceHost({ leadsFile: join(blocker, 'leads.db') }), {
      email: 'ada@example.com',
    });
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('405 names the methods a route takes in Allow', () => {
  const app = createReferenceHost({ leadsFile });
  it.each([
    ['/api/analyze', 'GET', 'POST'],
    ['/api/chatasync', 'DELETE', 'POST'],
    ['/api/chatasync/status/abc', 'POST', 'GET, HEAD'],
    ['/api/leads', 'GET', 'POST'],
    ['/api/leads', 'PUT', 'POST'],
  ])('%s %s → Allow: %s', async (path, method, allow) => {
    const response = await app.request(path, { method, headers: JSON_HEADERS });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe(allow);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });
});

describe('an upload the client cuts off', () => {
  async function listen(app: Hono): Promise<{ server: ServerType; port: number }> {
    return new Promise((resolve) => {
      const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
        resolve({ server, port: info.port }),
      );
    });
  }

  it.each([
    ['/api/leads', 'application/x-www-form-urlencoded', 'email=ada%40example.com&message='],
    ['/api/analyze', 'application/json', '{"url": "https://exa'],
  ])('%s logs one line, not a stack trace, and the server keeps answering', async (path, type, half) => {
    const lines: string[] = [];
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        lines.push(args.map((arg) => (arg instanceof Error ? (arg.stack ?? String(arg)) : String(arg))).join(' '));
      });
    }
    const { server, port } = await listen(createApp({ distDir: dir, referenceHost: { leadsFile } }));
    try {
      const socket = connect(port, '127.0.0.1');
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('error', reject);
      });
      // The head and part of the promised 1000 bytes, then the connection goes.
      const head = `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: ${type}\r\nx-api-key: local-dev-key\r\nContent-Length: 1000\r\n\r\n`;
      await new Promise<void>((resolve) => socket.end(`${head}${half}`, resolve));
      socket.destroy();
      await vi.waitFor(() => expect(lines).toHaveLength(1), { timeout: 5_000 });

      // A request after the cut is answered, and nothing more was logged about the cut one.
      const after = await fetch(`http://127.0.0.1:${port}/api/leads`, {
        method: 'POST',
        headers: formHeaders,
        body: 'email=bo%40example.com',
      });
      expect(after.status).toBe(200);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(path);
      expect(lines[0]).not.toContain('\n');
      expect(lines[0]).not.toMatch(/\bat \w/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
