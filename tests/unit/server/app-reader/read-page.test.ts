// @vitest-environment node
/**
 * The page reader against real local servers (tests/support/page-server.ts), through the Node
 * fetcher the host uses: what it refuses never reaches the server, in any spelling, after a
 * resolver's answer or a redirect; what it may read, it reads once, politely and within bounds.
 */
import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AllowList, allowListFrom, NOTHING_ALLOWED } from '../../../../server/app-reader/address';
import { createNodeFetchHop, type Resolve } from '../../../../server/app-reader/node-fetch';
import { readerUserAgent, readPage } from '../../../../server/app-reader/read-page';
import { type PageServer, startPageServer } from '../../../support/page-server';

let pages: PageServer;
beforeAll(async () => {
  pages = await startPageServer();
});
afterAll(() => pages.close());

/** A resolver that answers every name with the addresses given, as a hostile DNS server would. */
const resolvingTo =
  (...addresses: string[]): Resolve =>
  async () =>
    addresses.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 }));

const read = (address: string, allow: AllowList = NOTHING_ALLOWED, resolve?: Resolve, timeoutMs?: number) =>
  readPage(address, {
    fetchHop: createNodeFetchHop({ allow, ...(resolve ? { resolve } : {}) }),
    allow,
    userAgent: readerUserAgent('https://testable.example'),
    ...(timeoutMs ? { timeoutMs } : {}),
  });

/** Runs `act` and says what the local server saw meanwhile. */
async function seen(act: () => Promise<unknown>): Promise<string[]> {
  const before = pages.requests.length;
  await act();
  return pages.requests.slice(before).map((request) => request.path);
}

describe('refused before any request', () => {
  it.each([
    (port: number) => `http://127.0.0.1:${port}/saas.html`,
    (port: number) => `http://127.1:${port}/saas.html`,
    (port: number) => `http://2130706433:${port}/saas.html`,
    (port: number) => `http://0x7f000001:${port}/saas.html`,
    (port: number) => `http://0177.0.0.01:${port}/saas.html`,
    (port: number) => `http://[::ffff:127.0.0.1]:${port}/saas.html`,
    (port: number) => `http://localhost:${port}/saas.html`,
    (port: number) => `http://0.0.0.0:${port}/saas.html`,
  ])('%#: a spelling of this machine', async (address) => {
    const url = address(pages.port);
    expect(
      await seen(async () => expect(await read(url)).toMatchObject({ ok: false, unread: { reason: 'private' } })),
    ).toEqual([]);
  });

  it.each([['127.0.0.1'], ['10.0.0.7'], ['::1'], ['169.254.169.254'], ['8.8.8.8', '127.0.0.1']])(
    'a public-looking name that resolves to %s',
    async (...addresses) => {
      const url = `http://totally-public.example:${pages.port}/saas.html`;
      const result = await seen(async () =>
        expect(await read(url, NOTHING_ALLOWED, resolvingTo(...addresses))).toMatchObject({
          ok: false,
          unread: { reason: 'private', redirected: false },
        }),
      );
      expect(result).toEqual([]);
    },
  );

  it('a name that does not resolve is unresolved', async () => {
    const nowhere: Resolve = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await read('https://typo-shop.example/', NOTHING_ALLOWED, nowhere)).toMatchObject({
      ok: false,
      unread: { reason: 'unresolved' },
    });
  });
});

describe('the fetcher on its own', () => {
  it('refuses to talk to a private address it was handed as a literal, which no lookup checks', async () => {
    const hop = createNodeFetchHop({ allow: NOTHING_ALLOWED });
    const paths = await seen(() =>
      expect(
        hop(new URL(`http://127.0.0.1:${pages.port}/saas.html`), { headers: {}, signal: AbortSignal.timeout(5000) }),
      ).rejects.toThrow(),
    );
    expect(paths).toEqual([]);
  });
});

describe('redirects', () => {
  // The server itself is allowed here (it has to answer the first hop); the hop it sends the
  // reader on to is not.
  const allowServer = () => allowListFrom('127.0.0.1');

  it.each([
    'http://127.0.0.2/admin',
    'http://[::1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://localhost/',
    'file:///etc/passwd',
  ])('to %s: refused, and never requested', async (to) => {
    const url = `${pages.origin}/redirect?to=${encodeURIComponent(to)}`;
    const result = await read(url, allowServer());
    expect(result).toMatchObject({ ok: false });
    if (!result.ok) expect(['private', 'invalid']).toContain(result.unread.reason);
    if (!result.ok && result.unread.reason === 'private') expect(result.unread.redirected).toBe(true);
  });

  it('to a name resolving to a private address: refused at the connection', async () => {
    const url = `${pages.origin}/redirect?to=${encodeURIComponent(`http://rebound.example:${pages.port}/saas.html`)}`;
    const paths = await seen(async () =>
      expect(await read(url, allowServer(), resolvingTo('127.0.0.2'))).toMatchObject({
        ok: false,
        unread: { reason: 'private', redirected: true },
      }),
    );
    expect(paths).toEqual([`/redirect?to=${encodeURIComponent(`http://rebound.example:${pages.port}/saas.html`)}`]);
  });

  it('followed, each hop checked, at most 5', async () => {
    expect(await read(`${pages.origin}/redirect?to=/shop.html`, allowServer())).toMatchObject({
      ok: true,
      facts: { url: `${pages.origin}/shop.html`, title: 'Greenyard — Garden supplies delivered' },
    });
    const paths = await seen(async () =>
      expect(await read(`${pages.origin}/loop/0`, allowServer())).toMatchObject({
        ok: false,
        unread: { reason: 'redirects' },
      }),
    );
    expect(paths).toEqual(['/loop/0', '/loop/1', '/loop/2', '/loop/3', '/loop/4', '/loop/5']);
  });
});

describe('what may be read', () => {
  const allow = allowListFrom('127.0.0.1');

  it('is read once, with a User-Agent that names Testable and says where to read why', async () => {
    const before = pages.requests.length;
    expect(await read(`${pages.origin}/marketplace.html`, allow)).toMatchObject({
      ok: true,
      facts: { forms: ['search', 'booking'] },
    });
    expect(pages.requests.slice(before)).toEqual([
      {
        path: '/marketplace.html',
        userAgent: 'Mozilla/5.0 (compatible; TestableBot/1.0; +https://testable.example/privacy/#page-reader)',
      },
    ]);
  });

  it('by an allowed name resolving to a private address', async () => {
    expect(
      await read(
        `http://staging.internal:${pages.port}/saas.html`,
        allowListFrom('staging.internal'),
        resolvingTo('127.0.0.1'),
      ),
    ).toMatchObject({ ok: true, facts: { title: 'Shiftly — Rotas for small clinics' } });
  });

  it.each([
    ['/status/503', { reason: 'status', status: 503 }],
    ['/status/404', { reason: 'status', status: 404 }],
    ['/report.pdf', { reason: 'not-html', contentType: 'application/pdf' }],
  ])('%s is not read, and says why', async (path, unread) => {
    expect(await read(`${pages.origin}${path}`, allow)).toEqual({ ok: false, url: `${pages.origin}${path}`, unread });
  });

  it('a page that never ends is given up at the deadline', async () => {
    expect(await read(`${pages.origin}/slow`, allow, undefined, 300)).toMatchObject({
      ok: false,
      unread: { reason: 'timeout' },
    });
  });

  it('a page of 8 MB is read to 1 MB, and the connection closed', async () => {
    expect(await read(`${pages.origin}/huge`, allow)).toMatchObject({ ok: true, facts: { title: 'Huge' } });
  });

  it('a port nothing listens on is unreachable', async () => {
    const closed = await startPageServer();
    await closed.close();
    expect(await read(`${closed.origin}/`, allow)).toMatchObject({ ok: false, unread: { reason: 'unreachable' } });
  });
});
