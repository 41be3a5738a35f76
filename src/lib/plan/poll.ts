import { POLL_BACKOFF, POLL_INITIAL_DELAY_MS, POLL_MAX_DELAY_MS, POLL_TIMEOUT_MS } from '../constants';

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
 * Runs `work` with a signal that aborts when `outer` does or after `ms` (with PollTimeoutError),
 * so a request that never answers cannot outlive the time limit. Timers, not AbortSignal.timeout,
 * so fake clocks control it.
 */
export async function withDeadline<T>(
  work: (signal: AbortSignal) => Promise<T>,
  ms: number,
  outer?: AbortSignal,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new PollTimeoutError()), Math.max(0, ms));
  const onAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) onAbort();
  outer?.addEventListener('abort', onAbort, { once: true });
  try {
    return await work(controller.signal);
  } catch (error) {
    throw controller.signal.aborted ? controller.signal.reason : error;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onAbort);
  }
}

/**
 * Calls `check` on the backoff schedule until it reports done, throws, the signal aborts, or
 * 120 s have passed since `startedAt` (the last wait is shortened and a pending check is cut
 * off, so the limit is never overrun).
 */
export async function poll<T>(
  check: (signal: AbortSignal) => Promise<PollStep<T>>,
  { signal, now = Date.now, startedAt = now() }: { signal?: AbortSignal; now?: () => number; startedAt?: number } = {},
): Promise<T> {
  const remaining = () => POLL_TIMEOUT_MS - (now() - startedAt);
  for (let attempt = 0; ; attempt++) {
    if (remaining() <= 0) throw new PollTimeoutError();
    await abortableSleep(Math.min(pollDelay(attempt), remaining()), signal);
    const step = await withDeadline(check, remaining(), signal);
    if (step.done) return step.value;
  }
}
