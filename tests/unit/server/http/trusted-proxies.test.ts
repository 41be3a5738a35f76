// @vitest-environment node
/**
 * TRUST_PROXY (server/http/trusted-proxies.ts): which proxies are believed, who the client is
 * behind them, and, against the real `node server/serve.ts`, that a stranger's failures behind the
 * proxy no longer lock out the operator behind the same proxy, and that TLS ended at the proxy
 * gives the console its `__Host-` Secure cookie.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardedBy, trustedProxiesFrom } from '../../../../server/http/trusted-proxies';
import { hashPassword } from '../../../../server/ops/password';
import { type ServerProcess, startServer } from '../../../support/server-process';

describe('trustedProxiesFrom', () => {
  const proxies = trustedProxiesFrom('10.0.0.5, 192.168.0.0/16, loopback, 2001:db8::1');
  it.each([
    ['10.0.0.5', true],
    ['::ffff:10.0.0.5', true],
    ['10.0.0.6', false],
    ['192.168.44.3', true],
    ['192.169.0.1', false],
    ['127.0.0.1', true],
    ['127.200.3.4', true],
    ['::1', true],
    ['2001:DB8::1', true],
    ['2001:db8::2', false],
    ['not an address', false],
  ])('%s → %s', (address, trusted) => {
    expect(proxies.trusts(address)).toBe(trusted);
  });

  it.each(['10.0.0.0/33', 'proxy.example', '10.0.0.5/x', '2001:db8::/32'])('refuses %j, naming it', (entry) => {
    expect(() => trustedProxiesFrom(entry)).toThrow(`"${entry}"`);
  });
});

describe('forwardedBy', () => {
  const proxies = trustedProxiesFrom('10.0.0.5,10.0.0.6');
  const headers = (forwardedFor: string, proto = '') =>
    new Headers({ 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': proto });
  it.each([
    ['the address the proxy saw', '10.0.0.5', headers('203.0.113.7'), { client: '203.0.113.7', https: false }],
    [
      'the last untrusted hop, not what the client wrote first',
      '10.0.0.5',
      headers('1.1.1.1, 203.0.113.7, 10.0.0.6', 'https'),
      { client: '203.0.113.7', https: true },
    ],
    ['the first hop when every hop is a proxy', '10.0.0.5', headers('10.0.0.6'), { client: '10.0.0.6', https: false }],
    [
      'the proxy itself when it names nobody',
      '10.0.0.5',
      headers('not an address'),
      { client: '10.0.0.5', https: false },
    ],
    [
      'https only as the first proto says',
      '10.0.0.5',
      headers('203.0.113.7', 'http, https'),
      { client: '203.0.113.7', https: false },
    ],
    ['nothing from a client that is no proxy', '203.0.113.9', headers('198.51.100.1', 'https'), null],
  ])('gives %s', (_label, peer, given, expected) => {
    expect(forwardedBy(peer, given, proxies)).toEqual(expected);
  });
});

describe.skipIf(process.platform !== 'linux')('npm start behind a proxy on 127.0.0.1', () => {
  const PASSWORD = 'correct horse battery staple';
  const dir = mkdtempSync(join(tmpdir(), 'trust-proxy-'));
  let server: ServerProcess;
  let port = 0;
  beforeAll(async () => {
    mkdirSync(join(dir, 'dist'));
    server = await startServer(
      {
        PORT: '0',
        DIST_DIR: join(dir, 'dist'),
        LEADS_FILE: join(dir, 'leads.db'),
        OPS_PASSWORD_HASH: await hashPassword(PASSWORD, 1_000),
        TRUST_PROXY: '127.0.0.1',
      },
      dir,
    );
    port = Number(new URL(server.url).port);
  }, 30_000);
  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  /** A request from `from` (a loopback address) with the given headers: its status and cookie. */
  const send = (from: string, path: string, headers: Record<string, string>, body?: string) =>
    new Promise<{ status: number; cookie: string }>((resolve, reject) => {
      const outgoing = request(
        { host: '127.0.0.1', port, path, localAddress: from, headers, agent: false, method: body ? 'POST' : 'GET' },
        (incoming) => {
          incoming.resume();
          incoming.on('end', () =>
            resolve({ status: incoming.statusCode ?? 0, cookie: String(incoming.headers['set-cookie'] ?? '') }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  const basic = (password: string) => `Basic ${btoa(`ops:${password}`)}`;
  const stats = (from: string, client: string, password: string) =>
    send(from, '/ops/api/stats', { 'x-forwarded-for': client, authorization: basic(password) });

  it('tells visitors behind the proxy apart: a stranger’s failures do not lock out the operator', async () => {
    for (let guess = 0; guess < 10; guess += 1)
      expect((await stats('127.0.0.1', '203.0.113.7', `guess ${guess}`)).status).toBe(401);
    expect((await stats('127.0.0.1', '203.0.113.7', 'one more')).status).toBe(429);
    expect((await stats('127.0.0.1', '198.51.100.9', PASSWORD)).status).toBe(200);
  });

  it('ignores the header from a client that is not the proxy', async () => {
    for (let guess = 0; guess < 10; guess += 1)
      expect((await stats('127.0.0.2', `192.0.2.${guess}`, `guess ${guess}`)).status).toBe(401);
    expect((await stats('127.0.0.2', '192.0.2.200', 'one more')).status).toBe(429);
  });

  // A server process to start, as beforeAll's: it is bounded by startServer, not by a unit test's 5 s.
  it('refuses to start on a TRUST_PROXY it cannot read, naming the entry', { timeout: 30_000 }, async () => {
    await expect(
      startServer(
        { PORT: '0', DIST_DIR: join(dir, 'dist'), LEADS_FILE: join(dir, 'other.db'), TRUST_PROXY: 'proxy.example' },
        dir,
      ),
    ).rejects.toThrow(/Testable did not start: TRUST_PROXY: "proxy.example" is not an address/);
  });

  it('sets the console’s __Host- Secure cookie when TLS ended at the proxy', async () => {
    const signIn = await send(
      '127.0.0.1',
      '/ops/sign-in',
      {
        'x-forwarded-for': '198.51.100.10',
        'x-forwarded-proto': 'https',
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
      },
      new URLSearchParams({ password: PASSWORD }).toString(),
    );
    expect(signIn.status).toBe(303);
    expect(signIn.cookie).toMatch(/^__Host-testable_ops=/);
    expect(signIn.cookie).toMatch(/; Secure/);
  });
});
