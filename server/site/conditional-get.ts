/**
 * Conditional GET (RFC 9110 section 13) for the static files: every file answer carries a weak
 * ETag made of the file's size and modification time (as nginx does; weak, since the bytes sent
 * depend on the compression the client accepts) and its Last-Modified, and a browser
 * revalidating a copy it holds (pages are `no-cache`: they are revalidated on every view) gets
 * `304 Not Modified` with no body instead of the file again.
 */
import type { MiddlewareHandler } from 'hono';

/** An HTTP date is 29 characters; anything much longer is not one, and is not parsed. */
const MAX_DATE_LENGTH = 64;

/** The tag without its weakness marker: If-None-Match compares weakly (RFC 9110 13.1.2). */
const opaqueTag = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);

/** The validator of a file: W/"<size in hex>-<modification time in whole seconds, hex>". */
export function fileEtag(size: number, lastModified: string): string | null {
  const time = Date.parse(lastModified);
  if (!Number.isSafeInteger(size) || size < 0 || !Number.isFinite(time)) return null;
  return `W/"${size.toString(16)}-${Math.floor(time / 1000).toString(16)}"`;
}

/**
 * Whether an If-None-Match list names `etag` (or is `*`). A list is comma-separated; our tags
 * hold no comma, so splitting at every comma can only break tags that are not ours. One pass,
 * bounded by Node's header size limit.
 */
export function matchesIfNoneMatch(header: string, etag: string): boolean {
  const wanted = opaqueTag(etag);
  for (const part of header.split(',')) {
    const tag = part.trim();
    if (tag === '*' || opaqueTag(tag) === wanted) return true;
  }
  return false;
}

/** Whether a file last modified at `lastModified` is unchanged since the If-Modified-Since date. */
export function unmodifiedSince(header: string, lastModified: string): boolean {
  if (header.length > MAX_DATE_LENGTH) return false;
  const since = Date.parse(header);
  const modified = Date.parse(lastModified);
  return Number.isFinite(since) && Number.isFinite(modified) && modified <= since;
}

/**
 * Whether a request holding these conditions may be answered 304 for a representation with these
 * validators. If-None-Match, when sent, decides alone (RFC 9110 13.2.2).
 */
export function isNotModified(
  conditions: { ifNoneMatch?: string | undefined; ifModifiedSince?: string | undefined },
  validators: { etag: string | null; lastModified: string | null },
): boolean {
  if (conditions.ifNoneMatch !== undefined) {
    return validators.etag !== null && matchesIfNoneMatch(conditions.ifNoneMatch, validators.etag);
  }
  if (conditions.ifModifiedSince === undefined || validators.lastModified === null) return false;
  return unmodifiedSince(conditions.ifModifiedSince, validators.lastModified);
}

/** The ETag of a static file answer, from the size and date serve-static sets; run inside compression. */
export const fileValidators = (): MiddlewareHandler => async (c, next) => {
  await next();
  if (c.res.status !== 200 || c.res.headers.has('etag')) return;
  const size = c.res.headers.get('content-length');
  const lastModified = c.res.headers.get('last-modified');
  if (size === null || lastModified === null) return;
  const etag = fileEtag(Number(size), lastModified);
  if (etag !== null) c.header('ETag', etag);
};

/** What describes the body, which a 304 has none of. */
const BODY_HEADERS = ['content-length', 'content-encoding', 'content-type', 'content-range', 'transfer-encoding'];

/**
 * Turns a 200 for GET or HEAD into 304 when the request's conditions hold. Runs outside every
 * other middleware, so the 304 keeps the headers the 200 had (Cache-Control, ETag, Vary, the
 * security headers), which browsers copy onto the copy they keep.
 */
export const conditionalGet = (): MiddlewareHandler => async (c, next) => {
  await next();
  if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || c.res.status !== 200) return;
  const conditions = { ifNoneMatch: c.req.header('if-none-match'), ifModifiedSince: c.req.header('if-modified-since') };
  const validators = { etag: c.res.headers.get('etag'), lastModified: c.res.headers.get('last-modified') };
  if (!isNotModified(conditions, validators)) return;
  await c.res.body?.cancel();
  // Hono copies the previous answer's headers onto the one assigned here.
  c.res = new Response(null, { status: 304 });
  for (const name of BODY_HEADERS) c.res.headers.delete(name);
};
