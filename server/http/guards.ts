/**
 * What every reference-host route checks before it does any work: the API key and the size and
 * syntax of the body. Failures are JSON errors with a 4xx status, never a crash.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export const MAX_BODY_BYTES = 64 * 1024;

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * 401 unless `x-api-key` matches. The key is public (it ships in the browser bundle), but the
 * comparison is still constant-time over digests, so a real host copying this leaks nothing.
 */
export function requireApiKey(expected: string): MiddlewareHandler {
  const expectedDigest = digest(expected);
  return async (c, next) => {
    const given = c.req.header('x-api-key');
    if (given === undefined || !timingSafeEqual(digest(given), expectedDigest)) {
      return c.json({ error: 'Missing or invalid x-api-key header.' }, 401);
    }
    await next();
    return undefined;
  };
}

/** 413 for bodies over 64 KiB, whether announced by Content-Length or streamed. */
export const limitBody = (): MiddlewareHandler =>
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ error: `The body is larger than ${MAX_BODY_BYTES / 1024} KiB.` }, 413),
  });

/** The parsed JSON body, or a 400 response to return instead. */
export async function readJsonBody(
  c: Context,
): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  const text = await c.req.text();
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false, response: c.json({ error: 'The body must be valid JSON.' }, 400) };
  }
}

/** 405 for a method a route does not take, naming the ones it does in `Allow` (RFC 9110). */
export const methodNotAllowed =
  (allow: string) =>
  (c: Context): Response =>
    c.json({ error: `${c.req.method} is not allowed here; use ${allow}.` }, 405, { Allow: allow });
