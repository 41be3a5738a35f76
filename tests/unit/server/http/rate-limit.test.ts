// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createRateLimiter, type RateDecision } from '../../../../server/http/rate-limit';

/** One hit: at `time` ms, from `key`, expecting `allowed` or the Retry-After in seconds. */
type Step = [time: number, key: string, expected: 'allowed' | number];

const decision = (expected: 'allowed' | number): RateDecision =>
  expected === 'allowed' ? { allowed: true } : { allowed: false, retryAfterSeconds: expected };

function run(steps: Step[], options: { limit?: number; windowMs?: number; maxKeys?: number } = {}) {
  let time = 0;
  const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, maxKeys: 100, now: () => time, ...options });
  return steps.map(([at, key]) => {
    time = at;
    return limiter.hit(key);
  });
}

describe('createRateLimiter', () => {
  it.each<[string, Step[], { limit?: number; windowMs?: number; maxKeys?: number }]>([
    [
      'allows up to the limit, then asks to wait until the window ends',
      [
        [0, 'a', 'allowed'],
        [1_000, 'a', 'allowed'],
        [1_000, 'a', 59],
        [59_001, 'a', 1],
      ],
      {},
    ],
    [
      'rounds the wait up to whole seconds and never says 0',
      [
        [0, 'a', 'allowed'],
        [0, 'a', 'allowed'],
        [59_999, 'a', 1],
        [30_500, 'a', 30],
      ],
      {},
    ],
    [
      'starts a fresh window once the old one has passed',
      [
        [0, 'a', 'allowed'],
        [0, 'a', 'allowed'],
        [60_000, 'a', 'allowed'],
        [60_000, 'a', 'allowed'],
        [60_001, 'a', 60],
      ],
      {},
    ],
    [
      'counts each key on its own',
      [
        [0, 'a', 'allowed'],
        [0, 'a', 'allowed'],
        [0, 'b', 'allowed'],
        [0, 'a', 60],
        [0, 'b', 'allowed'],
        [0, 'b', 60],
      ],
      {},
    ],
    [
      'a refused hit does not lengthen the wait',
      [
        [0, 'a', 'allowed'],
        [0, 'a', 'allowed'],
        [10_000, 'a', 50],
        [20_000, 'a', 40],
        [60_000, 'a', 'allowed'],
      ],
      {},
    ],
    [
      'refuses everything with a limit of 0',
      [
        [0, 'a', 60],
        [59_000, 'a', 1],
      ],
      { limit: 0 },
    ],
    [
      'follows the window length',
      [
        [0, 'a', 'allowed'],
        [0, 'a', 'allowed'],
        [0, 'a', 10],
        [10_000, 'a', 'allowed'],
      ],
      { windowMs: 10_000 },
    ],
    [
      'never asks for more than one window when the clock steps back',
      [
        [100_000, 'a', 'allowed'],
        [100_000, 'a', 'allowed'],
        [0, 'a', 60],
      ],
      {},
    ],
    [
      'forgets the oldest key past maxKeys, so it starts afresh',
      [
        [0, 'a', 'allowed'],
        [0, 'a', 'allowed'],
        [1, 'b', 'allowed'],
        [2, 'c', 'allowed'],
        [3, 'a', 'allowed'],
        [3, 'c', 'allowed'],
        [3, 'c', 60],
      ],
      { maxKeys: 2 },
    ],
  ])('%s', (_label, steps, options) => {
    expect(run(steps, options)).toEqual(steps.map(([, , expected]) => decision(expected)));
  });

  it('holds at most maxKeys keys, however many clients come', () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 50, now: () => time });
    for (let i = 0; i < 10_000; i++) {
      time = i;
      limiter.hit(`client-${i}`);
      expect(limiter.size).toBeLessThanOrEqual(50);
    }
    // The newest keys are the ones still limited.
    expect(limiter.hit('client-9999')).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('lets expired windows go without waiting for the cap', () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000, maxKeys: 100, now: () => time });
    for (const key of ['a', 'b', 'c']) limiter.hit(key);
    expect(limiter.size).toBe(3);
    time = 1_000;
    limiter.hit('d');
    expect(limiter.size).toBe(1);
  });
});
