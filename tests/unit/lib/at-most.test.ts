// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atMost } from '../../../src/lib/at-most';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const settlesAfter = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(resolve, ms, value));

describe('atMost', () => {
  it.each([
    ['work first', 100, 200, 'work'],
    ['the wait first', 300, 200, 'late'],
    ['no wait at all', 1, 0, 'late'],
    ['a wait below zero, as no wait', 1, -50, 'late'],
  ])('%s', async (_name, workMs, waitMs, expected) => {
    const result = atMost(settlesAfter(workMs, 'work'), waitMs, 'late');
    await vi.runAllTimersAsync();
    expect(await result).toBe(expected);
  });

  it('leaves no timer behind, whichever comes first', async () => {
    const result = atMost(Promise.resolve('work'), 60_000, 'late');
    expect(await result).toBe('work');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes the work’s failure on', async () => {
    await expect(atMost(Promise.reject(new Error('broken')), 1_000, 'late')).rejects.toThrow('broken');
    expect(vi.getTimerCount()).toBe(0);
  });
});
