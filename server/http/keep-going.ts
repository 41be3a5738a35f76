/**
 * Work a request starts that goes on after its answer (an email being sent). On the edge the
 * runtime is told to wait for it (waitUntil), or it could be cut off with the answer; on one
 * machine the process runs on, and there is no execution context to tell. A failure is logged,
 * never thrown at nobody.
 */
import type { Context } from 'hono';
import { logText } from './log-text.ts';

export function keepGoing(c: Context, work: Promise<unknown>): void {
  const logged = work.catch((error: unknown) =>
    console.error('[reference host] Work after an answer failed:', logText(error)),
  );
  let context: Context['executionCtx'] | null = null;
  try {
    context = c.executionCtx;
  } catch {
    // One machine: Hono has no execution context there, and needs none.
  }
  context?.waitUntil(logged);
}
