/**
 * One read of a visitor's page: a GET, redirects followed by hand (at most MAX_REDIRECTS, each
 * hop's address checked again), all of it within one deadline, at most maxBytes of HTML read.
 * The network is handed in (FetchHop): on Node a fetch that checks the address it connects to
 * (node-fetch.ts), on workerd the runtime's strictly public fetch (edge-fetch.ts).
 */
import type { PageRead, PageUnread } from '../../src/lib/page/page-facts.ts';
import { type AllowList, checkAddress } from './address.ts';
import { readPageStream } from './page-stream.ts';

export const READ_LIMITS = { timeoutMs: 8_000, maxBytes: 1024 * 1024, maxRedirects: 5 } as const;

/** Who is asking, and where to find out why (the privacy notice's section on the page reader). */
export const readerUserAgent = (siteUrl: string) =>
  `Mozilla/5.0 (compatible; TestableBot/1.0; +${new URL('/privacy/#page-reader', siteUrl).href})`;

/** One GET, redirects not followed. Throws NetworkRefusal or the runtime's own error. */
export type FetchHop = (url: URL, init: { headers: Record<string, string>; signal: AbortSignal }) => Promise<Response>;

/** Why a fetch failed, as the fetchers can tell it apart. */
export class NetworkRefusal extends Error {
  readonly reason: 'unresolved' | 'private' | 'unreachable';
  constructor(reason: NetworkRefusal['reason']) {
    super(`page reader: ${reason}`);
    this.reason = reason;
  }
}

export interface ReadPageOptions {
  fetchHop: FetchHop;
  allow: AllowList;
  userAgent: string;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const mediaType = (contentType: string) => (contentType.split(';')[0] ?? '').trim().toLowerCase();
/** An answer not read: its body is cancelled, which frees the connection. */
const discard = (response: Response) => response.body?.cancel().catch(() => undefined);
const isRedirect = (status: number) => [301, 302, 303, 307, 308].includes(status);

/** The reason inside whatever the runtime threw: ours, a DNS failure, a deadline, or the rest. */
function unreadFrom(error: unknown, deadline: AbortSignal, redirected: boolean): PageUnread {
  if (deadline.aborted) return { reason: 'timeout' };
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth += 1) {
    if (cause instanceof NetworkRefusal) {
      return cause.reason === 'private' ? { reason: 'private', redirected } : { reason: cause.reason };
    }
    const code = (cause as { code?: unknown }).code;
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA') return { reason: 'unresolved' };
  }
  return { reason: 'unreachable' };
}

export async function readPage(address: string, options: ReadPageOptions): Promise<PageRead> {
  const { timeoutMs = READ_LIMITS.timeoutMs, maxBytes = READ_LIMITS.maxBytes } = options;
  const maxRedirects = options.maxRedirects ?? READ_LIMITS.maxRedirects;
  const deadline = AbortSignal.timeout(timeoutMs);
  const unread = (why: PageUnread): PageRead => ({ ok: false, url: address, unread: why });
  let target: string | URL = address;
  let redirected = false;
  try {
    for (let hop = 0; hop <= maxRedirects; hop += 1) {
      const checked = checkAddress(target, options.allow);
      if (!checked.ok) {
        return unread(
          checked.reason === 'private' ? { reason: 'private', redirected: hop > 0 } : { reason: 'invalid' },
        );
      }
      redirected = hop > 0;
      const response = await options.fetchHop(checked.url, {
        signal: deadline,
        headers: {
          'user-agent': options.userAgent,
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
          'accept-language': 'en;q=0.9,*;q=0.5',
        },
      });
      const location = response.headers.get('location');
      if (isRedirect(response.status) && location) {
        await discard(response);
        target = new URL(location, checked.url);
        continue;
      }
      const contentType = response.headers.get('content-type') ?? '';
      if (response.status >= 400) {
        await discard(response);
        return unread({ reason: 'status', status: response.status });
      }
      if (!HTML_TYPES.has(mediaType(contentType))) {
        await discard(response);
        return unread({ reason: 'not-html', contentType: mediaType(contentType).slice(0, 60) || 'no type' });
      }
      const page = await readPageStream(response.body, { url: checked.url.href, contentType, maxBytes });
      return { ok: true, facts: page.facts };
    }
    return unread({ reason: 'redirects' });
  } catch (error) {
    return unread(unreadFrom(error, deadline, redirected));
  }
}
