// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PollTimeoutError, poll, pollDelay } from '../../../../src/lib/plan/poll';

describe('pollDelay: 200 ms, ×1.5 each time, capped at 3 s', () => {
  it.each([
    [0, 200],
    [1, 300],
    [2, 450],
    [3, 675],
    [4, 1013],
    [5, 1519],
    [6, 2278],
    [7, 3000],
    [8, 3000],
    [40, 3000],
  ])('wait %d is %d ms', (attempt, delay) => {
    expect(pollDelay(attempt)).toBe(delay);
  });
});

describe('poll', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('checks on the exact schedule and returns the answer', async () => {
    const checkedAt: number[] = [];
    const check = vi.fn(async () => {
      checkedAt.push(Date.now());
      return checkedAt.length === 9 ? { done: true as const, value: 'reply' } : { done: false as const };
    });
    const result = poll(check);
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(result).resolves.toBe('reply');
    expect(checkedAt).toEqual([200, 500, 950, 1625, 2638, 4157, 6435, 9435, 12435]);
  });

  it('gives up after 120 s in total, without overrunning it', async () => {
    const checkedAt: number[] = [];
    const result = poll(async () => {
      checkedAt.push(Date.now());
      return { done: false as const };
    });
    const outcome = expect(result).rejects.toThrow(new PollTimeoutError().message);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(checkedAt.at(-1)).toBeLessThan(120_000);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(checkedAt.at(-1)).toBe(120_000);
    expect(Math.max(...checkedAt)).toBe(120_000);
    // 9435 ms for the first eight checks, then one every 3 s, then the shortened last one.
    expect(checkedAt).toHaveLength(8 + Math.floor((120_000 - 9435) / 3000) + 1);
  });

  it('passes on an error from a check', async () => {
    const result = poll(async () => {
      throw new Error('Task not found');
    });
    const outcome = expect(result).rejects.toThrow('Task not found');
    await vi.advanceTimersByTimeAsync(200);
    await outcome;
  });

  it('stops at once when aborted, leaving no timer behind', async () => {
    const controller = new AbortController();
    const check = vi.fn(async () => ({ done: false as const }));
    const result = poll(check, { signal: controller.signal });
    const outcome = expect(result).rejects.toThrow('left the page');
    await vi.advanceTimersByTimeAsync(500);
    controller.abort(new Error('left the page'));
    await outcome;
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(2);
  });
});

describe('poll with a request that never answers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('cuts a hanging check off at the 120 s limit', async () => {
    const hang = (signal: AbortSignal) =>
      new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    const result = poll(hang);
    const outcome = expect(result).rejects.toBeInstanceOf(PollTimeoutError);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(Date.now()).toBe(120_000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts the time before polling (the kickoff) into the limit', async () => {
    vi.setSystemTime(100_000);
    const check = vi.fn(async () => ({ done: false as const }));
    const result = poll(check, { startedAt: 0 });
    const outcome = expect(result).rejects.toBeInstanceOf(PollTimeoutError);
    await vi.advanceTimersByTimeAsync(20_000);
    await outcome;
    expect(Date.now()).toBe(120_000);
  });
});
