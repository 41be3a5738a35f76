// @vitest-environment node
/**
 * The reader as strangers get it (server/app-reader/page-reading.ts): one request per address
 * within minutes, whoever asks; a few analyses a minute per client; a few reads a minute per
 * target, so nobody can aim the host at a third party.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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
    expect(await read(`${pages.origin}/saas.html?n=last`, 'greedy')).toEqual({
      ok: false,
      reason: 'client',
      retryAfterSeconds: 60,
    });
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

  it('folds a trailing dot, case and IPv4 spellings into one target', async () => {
    const { read } = reading();
    const port = new URL(pages.origin).port;
    const spellings = ['127.0.0.1', '127.0.0.1.', '0x7f.0.0.1', '2130706433', '127.1', '0177.0.0.1'];
    const count = await requestsDuring(async () => {
      for (let i = 0; i < READING_LIMITS.perTargetPerMinute + spellings.length; i += 1) {
        const host = spellings[i % spellings.length];
        await read(`http://${host}:${port}/saas.html?page=${i}`, `client-${i}`);
      }
    });
    expect(count).toBe(READING_LIMITS.perTargetPerMinute);
  });
});

describe('pages that never answer', () => {
  /** Pages under /never hang until the test lets them go (or the reader's deadline ends them); others answer. */
  function hanging() {
    const held: (() => void)[] = [];
    const page = () => new Response('<title>A page</title>', { headers: { 'content-type': 'text/html' } });
    const fetchHop = (url: URL, { signal }: { signal: AbortSignal }) =>
      url.pathname.startsWith('/never')
        ? new Promise<Response>((resolve, reject) => {
            held.push(() => resolve(page()));
            signal.addEventListener('abort', () => reject(signal.reason));
          })
        : Promise.resolve(page());
    const allow = allowListFrom('127.0.0.1');
    const read = createPageReading({ fetchHop, allow, siteUrl: 'https://testable.example', perClientPerMinute: 100 });
    const releaseAll = () => {
      for (const go of held.splice(0)) go();
    };
    return { read, held, releaseAll };
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  it(`hold ${READING_LIMITS.inFlightPerClient} slots per client; the others read at once`, async () => {
    const { read, held, releaseAll } = hanging();
    const slow = Array.from({ length: 6 }, (_, i) => read(`http://127.0.0.1/never-${i}`, 'slowpoke'));
    expect((await read('http://127.0.0.1/page', 'visitor')).ok).toBe(true);
    // The client's own reads wait their turn, as many at a time as a client may have.
    for (let round = 0; round < slow.length / READING_LIMITS.inFlightPerClient; round += 1) {
      await vi.waitFor(() => expect(held).toHaveLength(READING_LIMITS.inFlightPerClient));
      releaseAll();
    }
    expect((await Promise.all(slow)).every((answer) => answer.ok)).toBe(true);
  });

  it('queue briefly once every slot is held, then say the reader is busy', async () => {
    vi.useFakeTimers();
    const { read, held, releaseAll } = hanging();
    const clients = READING_LIMITS.inFlight / READING_LIMITS.inFlightPerClient;
    // Each on a site of its own, as many as it takes: the limit per site is not what is tested here.
    const holding = Array.from({ length: READING_LIMITS.inFlight }, (_, i) =>
      read(`http://site-${i}.example/never`, `holder-${i % clients}`),
    );
    const waiting = read('http://127.0.0.1/page', 'visitor');
    await vi.advanceTimersByTimeAsync(0);
    expect(held).toHaveLength(READING_LIMITS.inFlight);
    await vi.advanceTimersByTimeAsync(READING_LIMITS.waitMs);
    expect(await waiting).toEqual({ ok: false, reason: 'busy', retryAfterSeconds: 2 });
    releaseAll();
    await Promise.all(holding);
  });
});
