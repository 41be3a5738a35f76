import { HttpResponse, http } from 'msw';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOUNDERS_TIMEOUT_MS } from '../../../src/lib/api/founders';
import { DEFAULT_FOUNDER_COUNT, FOUNDER_SPOTS } from '../../../src/lib/constants';
import {
  $founderCount,
  $foundersTaken,
  $sinkFounders,
  noteFounderNumber,
  takeFounderSpot,
} from '../../../src/stores/founders';
import { mockNetwork } from '../../support/mock-network';

const server = mockNetwork();

describe('the founder count', () => {
  beforeEach(() => {
    localStorage.clear();
    $founderCount.set(DEFAULT_FOUNDER_COUNT);
  });

  it('takes the next spot, hands out its number and keeps the count in storage', () => {
    expect(takeFounderSpot()).toBe(DEFAULT_FOUNDER_COUNT + 1);
    expect($founderCount.get()).toBe(DEFAULT_FOUNDER_COUNT + 1);
    expect(localStorage.getItem('testable:founderCount')).toBe(String(DEFAULT_FOUNDER_COUNT + 1));
  });

  it('never counts past the last spot', () => {
    $founderCount.set(FOUNDER_SPOTS);
    takeFounderSpot();
    expect($founderCount.get()).toBe(FOUNDER_SPOTS);
  });

  it.each([
    ['a count another page stored', '30', 30],
    ['a count past the last spot', '51', DEFAULT_FOUNDER_COUNT],
    ['junk', 'lots', DEFAULT_FOUNDER_COUNT],
  ])('reads %s from storage as %s', (_, stored, count) => {
    localStorage.setItem('testable:founderCount', stored);
    window.dispatchEvent(new StorageEvent('storage', { key: 'testable:founderCount', newValue: stored }));
    expect($founderCount.get()).toBe(count);
  });
});

describe('the count the page shows', () => {
  beforeEach(() => {
    localStorage.clear();
    $founderCount.set(33);
    $sinkFounders.set({ state: 'loading' });
  });
  afterEach(() => {
    cleanStores($foundersTaken, $sinkFounders);
    vi.useRealTimers();
  });

  /** The values the count takes, from the first. */
  function watch(): (number | null)[] {
    const seen: (number | null)[] = [];
    $foundersTaken.subscribe((count) => seen.push(count));
    return seen;
  }

  it('is no number while the sink’s count is on its way, then the sink’s count', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/founders', async () => {
        await answered;
        return HttpResponse.json({ taken: 27, cap: 50 });
      }),
    );
    const seen = watch();
    expect(seen).toEqual([null]);
    answer();
    await vi.waitFor(() => expect(seen).toEqual([null, 27]));
  });

  it.each([
    ['an error status', () => new HttpResponse('Internal Server Error', { status: 500 })],
    ['a count past the cap', () => HttpResponse.json({ taken: 51, cap: 50 })],
    ['a body that is not JSON', () => new HttpResponse('<h1>Hello</h1>', { headers: { 'content-type': 'text/html' } })],
    ['a dropped connection', () => HttpResponse.error()],
  ])('after %s from the sink, is this browser’s', async (_, reply) => {
    server.use(http.get('*/api/founders', reply));
    const seen = watch();
    await vi.waitFor(() => expect(seen).toEqual([null, 33]));
    expect($sinkFounders.get()).toEqual({ state: 'failed' });
    // And follows it, as spots are taken here or in another tab.
    takeFounderSpot();
    expect(seen.at(-1)).toBe(34);
  });

  it('is this browser’s once the sink has not answered in time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.get('*/api/founders', () => new Promise<Response>(() => {})));
    const seen = watch();
    await vi.advanceTimersByTimeAsync(FOUNDERS_TIMEOUT_MS - 1);
    expect(seen).toEqual([null]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(seen).toEqual([null, 33]));
  });

  it('with the sink’s count off, is this browser’s at once, and asks for nothing', () => {
    $sinkFounders.set({ state: 'off' });
    expect(watch()).toEqual([33]);
  });

  it.each([
    ['a count from the sink', { state: 'known', taken: 30 }, 31, 31],
    ['a count already past the number (another reservation since)', { state: 'known', taken: 35 }, 31, 35],
    ['no count yet', { state: 'loading' }, 31, 31],
    ['a sink whose count failed', { state: 'failed' }, 31, 31],
    ['the last spot', { state: 'known', taken: 50 }, 51, 50],
  ] as const)('with %s, a founder number the sink gave counts at once', (_, before, founder, after) => {
    $sinkFounders.set(before);
    noteFounderNumber(founder);
    expect($sinkFounders.get()).toEqual({ state: 'known', taken: after });
  });

  it('a count that arrives after a founder number never lowers it', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let asked = false;
    server.use(
      http.get('*/api/founders', async () => {
        asked = true;
        await answered;
        // Up to 10 s old: it may not count the reservation just made.
        return HttpResponse.json({ taken: 29, cap: 50 });
      }),
    );
    const seen = watch();
    await vi.waitFor(() => expect(asked).toBe(true));
    const states: unknown[] = [];
    $sinkFounders.listen((state) => states.push(state));
    noteFounderNumber(31);
    answer();
    // The founder number, then the count read with it.
    await vi.waitFor(() => expect(states).toHaveLength(2));
    expect(states).toEqual([
      { state: 'known', taken: 31 },
      { state: 'known', taken: 31 },
    ]);
    expect(seen).toEqual([null, 31]);
  });

  it('with the sink’s count off, a founder number changes nothing', () => {
    $sinkFounders.set({ state: 'off' });
    noteFounderNumber(40);
    expect($foundersTaken.get()).toBe(33);
  });
});
