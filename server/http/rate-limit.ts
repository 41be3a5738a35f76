/**
 * A fixed-window counter per key (a client address): at most `limit` hits in each window of
 * `windowMs`, the window starting at the key's first hit. Strangers choose how many keys there
 * are, so the memory is bounded too: past `maxKeys`, the key whose window started first is
 * forgotten (it is the one closest to being forgotten anyway).
 */
export interface RateLimitOptions {
  limit: number;
  windowMs: number;
  maxKeys: number;
  now: () => number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one hit for `key`, unless its window is already full. */
  hit(key: string): RateDecision;
  /** What a hit would be told now, counting nothing (a limit on failures checks before it tries). */
  check(key: string): RateDecision;
  /** How many keys are tracked now. */
  readonly size: number;
}

interface Window {
  start: number;
  count: number;
}

export function createRateLimiter({ limit, windowMs, maxKeys, now }: RateLimitOptions): RateLimiter {
  // A key is (re)inserted only when its window starts, so the Map's order is the order of the
  // window starts: expired windows sit at the front, and so does the oldest one to evict. Both
  // clean-ups are then a walk from the front that stops at the first live window.
  const windows = new Map<string, Window>();
  const longestWaitSeconds = Math.max(1, Math.ceil(windowMs / 1000));

  function dropExpired(time: number) {
    for (const [key, window] of windows) {
      if (time - window.start < windowMs) return;
      windows.delete(key);
    }
  }

  function open(key: string, time: number): Window {
    if (windows.size >= maxKeys) {
      const oldest = windows.keys().next();
      if (!oldest.done) windows.delete(oldest.value);
    }
    const window = { start: time, count: 0 };
    windows.set(key, window);
    return window;
  }

  function decide(window: Window | undefined, time: number): RateDecision {
    if (window === undefined || window.count < limit) return { allowed: true };
    // Clamped, so a clock that steps back never asks for more than one whole window.
    const seconds = Math.ceil((window.start + windowMs - time) / 1000);
    return { allowed: false, retryAfterSeconds: Math.min(longestWaitSeconds, Math.max(1, seconds)) };
  }

  return {
    hit(key) {
      const time = now();
      dropExpired(time);
      const window = windows.get(key) ?? open(key, time);
      const decision = decide(window, time);
      if (decision.allowed) window.count += 1;
      return decision;
    },
    check(key) {
      const time = now();
      dropExpired(time);
      return decide(windows.get(key), time);
    },
    get size() {
      return windows.size;
    },
  };
}
