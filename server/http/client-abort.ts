/**
 * A client that closes the connection in the middle of its upload is routine (a closed tab, a
 * lost train tunnel signal), not a fault of the host: it is worth one line in the log, never a
 * stack trace. Node reports it as an "aborted" ECONNRESET error from the body stream.
 */
import type { Context } from 'hono';
import { isRecord } from '../../src/lib/is-record.ts';

export function isClientAbort(error: unknown, c: Context): boolean {
  return c.req.raw.signal.aborted || (isRecord(error) && error['code'] === 'ECONNRESET');
}

/** The one line logged for an upload cut off by the client. */
export function logClientAbort(c: Context): void {
  console.warn(
    `[reference host] ${c.req.method} ${c.req.path}: the client closed the connection before its body arrived.`,
  );
}
