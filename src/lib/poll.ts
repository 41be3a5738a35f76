import { POLL_BACKOFF, POLL_INITIAL_DELAY_MS, POLL_MAX_DELAY_MS, POLL_TIMEOUT_MS } from './constants';

/** The wait before poll number `attempt` (0-based): 200, 300, 450 ... ms, never more than 3 s. */
export function pollDelay(attempt: number): number {
  return Math.min(POLL_MAX_DELAY_MS, Math.round(POLL_INITIAL_DELAY_MS * POLL_BACKOFF ** attempt));
}

export type PollStep<T> = { done: true; value: T } | { done: false };

export class PollTimeoutError extends Error {
  constructor() {
    super('Timed out waiting for an async response');
    this.name = 'PollTimeoutError';
  }
}

function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Calls `check` on the backoff schedule until it reports done, throws, the signal aborts, or
 * 120 s have passed in total (the last wait is shortened so the limit is never overrun).
 */
export async function poll<T>(
  check: () => Promise<PollStep<T>>,
  { signal, now = Date.now }: { signal?: AbortSignal; now?: () => number } = {},
): Promise<T> {
  const started = now();
  for (let attempt = 0; ; attempt++) {
    const remaining = POLL_TIMEOUT_MS - (now() - started);
    if (remaining <= 0) throw new PollTimeoutError();
    await abortableSleep(Math.min(pollDelay(attempt), remaining), signal);
    const step = await check();
    if (step.done) return step.value;
  }
}
