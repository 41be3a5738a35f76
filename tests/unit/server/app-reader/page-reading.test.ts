// @vitest-environment node
/**
 * The reader as strangers get it (server/app-reader/page-reading.ts): one request per address
 * within minutes, whoever asks; a few analyses a minute per client; a few reads a minute per
 * target, so nobody can aim the host at a third party.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowListFrom } from '../../../../server/app-reader/address';
import { createNodeFetchHop } from '../../../../server/app-reader/node-fetch';
import { createPageReading, READING_LIMITS } from '../../../../server/app-reader/page-reading';
import { type PageServer, startPageServer } from '../../../support/page-server';

let pages: PageServer;
beforeAll(async () => {
  pages = await startPageServer();
});
afterAll(() => pages.close());

function reading() {
  let time = Date.parse('2026-11-28T09:00:00Z');
  const allow = allowListFrom('127.0.0.1');
  const read = createPageReading({
    fetchHop: createNodeFetchHop({ allow }),
    allow,
    siteUrl: 'https://testable.example',
    now: () => time,
  });
  return { read, advance: (ms: number) => (time += ms) };
}

const requestsDuring = async (act: () => Promise<unknown>) => {
  const before = pages.requests.length;
  await act();
  return pages.requests.length - before;
};

describe('the cache', () => {
  it('answers the same address again from memory, fragment aside, until it expires', async () => {
    const { read, advance } = reading();
    const address = `${pages.origin}/shop.html`;
    expect(
      await requestsDuring(async () => {
        const first = await read(address, 'a');
        expect(await read(`${address}#basket`, 'b')).toEqual(first);
        await Promise.all([read(address, 'c'), read(address, 'd')]);
      }),
    ).toBe(1);
    advance(READING_LIMITS.keepReadMs);
    expect(await requestsDuring(() => read(address, 'a'))).toBe(1);
  });

  it('shares one read between requests that arrive while it runs', async () => {
    const { read } = reading();
    const address = `${pages.origin}/marketplace.html`;
    expect(await requestsDuring(() => Promise.all(Array.from({ length: 8 }, (_, i) => read(address, `c${i}`))))).toBe(
      1,
    );
  });

  it('keeps a failure only briefly: a site that was down may be up again', async () => {
    const { read, advance } = reading();
    const address = `${pages.origin}/status/503`;
    await read(address, 'a');
    expect(await requestsDuring(() => read(address, 'a'))).toBe(0);
    advance(READING_LIMITS.keepFailureMs);
    expect(await requestsDuring(() => read(address, 'a'))).toBe(1);
  });
});

describe('limits', () => {
  it(`a client may ask ${READING_LIMITS.perClientPerMinute} times a minute, then waits`, async () => {
    const { read, advance } = reading();
    for (let i = 0; i < READING_LIMITS.perClientPerMinute; i += 1) {
      expect((await read(`${pages.origin}/saas.html?n=${i}`, 'greedy')).ok).toBe(true);
    }
    expect(await read(`${pages.origin}/saas.html?n=last`, 'greedy')).toEqual({ ok: false, retryAfterSeconds: 60 });
    expect((await read(`${pages.origin}/saas.html?n=last`, 'someone else')).ok).toBe(true);
    advance(60_000);
    expect((await read(`${pages.origin}/saas.html?n=later`, 'greedy')).ok).toBe(true);
  });

  it(`a target host is read ${READING_LIMITS.perTargetPerMinute} times a minute, however many clients ask`, async () => {
    const { read } = reading();
    const count = await requestsDuring(async () => {
      for (let i = 0; i < READING_LIMITS.perTargetPerMinute + 5; i += 1) {
        const answer = await read(`${pages.origin}/saas.html?page=${i}`, `client-${i}`);
        expect(answer.ok).toBe(i < READING_LIMITS.perTargetPerMinute);
      }
    });
    expect(count).toBe(READING_LIMITS.perTargetPerMinute);
  });
});
