/**
 * Who is asking, for the per-client limits of the reference host: the address of the TCP
 * connection (never a header such as X-Forwarded-For, which any client can write). Behind a
 * proxy every visitor shares the proxy's address, so the limits are generous; the global caps
 * stay as the last resort.
 */
import type { Context } from 'hono';
import { isRecord } from '../../src/lib/is-record.ts';

export const UNKNOWN_CLIENT = 'unknown';

/** The remote address @hono/node-server hands over in `c.env.incoming`, or "unknown" (tests). */
export function clientAddress(c: Context): string {
  const incoming: unknown = isRecord(c.env) ? c.env['incoming'] : undefined;
  const socket: unknown = isRecord(incoming) ? incoming['socket'] : undefined;
  const address = isRecord(socket) ? socket['remoteAddress'] : undefined;
  return typeof address === 'string' && address !== '' ? address : UNKNOWN_CLIENT;
}
