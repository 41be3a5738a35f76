// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inSteps, STEP_MS, yieldToMain } from '../../../src/browser/yield-to-main';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('yieldToMain', () => {
  it('uses scheduler.yield() where the engine has it (Chromium)', async () => {
    const yieldSpy = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldSpy });
    await yieldToMain();
    expect(yieldSpy).toHaveBeenCalledOnce();
  });

  it('waits for a new task elsewhere (Firefox, WebKit)', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    let resumed = false;
    const yielded = yieldToMain().then(() => {
      resumed = true;
    });
    await Promise.resolve();
    expect(resumed).toBe(false);
    await vi.runAllTimersAsync();
    await yielded;
    expect(resumed).toBe(true);
  });
});

describe('inSteps', () => {
  it.each([
    // [ms each item takes, items, how many items had run at each yield]
    [0, 5, []],
    [STEP_MS, 3, [1, 2, 3]],
    [3, 7, [3, 6]],
    [STEP_MS - 1, 4, [2, 4]],
  ])('items of %i ms, %i of them: yields after items %j', async (itemMs, count, expected) => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const done: number[] = [];
    const yields: number[] = [];
    vi.stubGlobal('scheduler', {
      yield: () => {
        yields.push(done.length);
        return Promise.resolve();
      },
    });
    await inSteps(
      Array.from({ length: count }, (_, index) => index),
      (item) => {
        now += itemMs;
        done.push(item);
      },
    );
    expect(done).toEqual(Array.from({ length: count }, (_, index) => index));
    expect(yields).toEqual(expected);
  });
});
