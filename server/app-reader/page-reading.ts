/**
 * The page reader as the host offers it to strangers: polite to the sites it reads and bounded
 * for itself. A page read in the last few minutes is answered from memory, and so is one being
 * read right now; each client may ask a few times a minute; each target host is read a few times
 * a minute whoever asks, so nobody can use the host to flood a third party; and only so many
 * reads run at once (each holds up to 1 MB).
 */
import type { PageRead } from '../../src/lib/page/page-facts.ts';
import { createRateLimiter } from '../http/rate-limit.ts';
import type { AllowList } from './address.ts';
import { type FetchHop, readerUserAgent, readPage } from './read-page.ts';

export const READING_LIMITS = {
  perClientPerMinute: 10,
  perTargetPerMinute: 20,
  inFlight: 16,
  /** How long a read is kept: a page changes rarely within minutes; a failure may be fixed soon. */
  keepReadMs: 5 * 60_000,
  keepFailureMs: 30_000,
  keptPages: 200,
  trackedKeys: 10_000,
} as const;

export type Reading = { ok: true; read: PageRead } | { ok: false; retryAfterSeconds: number };

export interface PageReadingOptions {
  fetchHop: FetchHop;
  allow: AllowList;
  siteUrl: string;
  now?: () => number;
  perClientPerMinute?: number;
}

interface Kept {
  until: number;
  read: Promise<PageRead>;
}

/** The address a cache knows it by: the URL without its fragment, which never reaches the site. */
function cacheKey(address: string): { key: string; host: string } | null {
  try {
    const url = new URL(address);
    url.hash = '';
    return { key: url.href, host: url.hostname.toLowerCase() };
  } catch {
    return null;
  }
}

export function createPageReading(options: PageReadingOptions) {
  const { fetchHop, allow, siteUrl, now = Date.now } = options;
  const limiter = (limit: number) =>
    createRateLimiter({ limit, windowMs: 60_000, maxKeys: READING_LIMITS.trackedKeys, now });
  const clients = limiter(options.perClientPerMinute ?? READING_LIMITS.perClientPerMinute);
  const targets = limiter(READING_LIMITS.perTargetPerMinute);
  const kept = new Map<string, Kept>();
  let inFlight = 0;
  const userAgent = readerUserAgent(siteUrl);

  const forget = (time: number) => {
    for (const [key, entry] of kept) if (entry.until <= time) kept.delete(key);
    while (kept.size > READING_LIMITS.keptPages) kept.delete(kept.keys().next().value as string);
  };

  const start = (address: string): Promise<PageRead> => {
    inFlight += 1;
    return readPage(address, { fetchHop, allow, userAgent }).finally(() => {
      inFlight -= 1;
    });
  };

  /** One analysis by `client` of `address`. */
  return async function read(address: string, client: string): Promise<Reading> {
    const byClient = clients.hit(client);
    if (!byClient.allowed) return { ok: false, retryAfterSeconds: byClient.retryAfterSeconds };
    const target = cacheKey(address);
    // Not a URL: nothing to fetch, so nothing to count against a target.
    if (!target) return { ok: true, read: await start(address) };
    const time = now();
    forget(time);
    const hit = kept.get(target.key);
    if (hit) return { ok: true, read: await hit.read };
    if (inFlight >= READING_LIMITS.inFlight) return { ok: false, retryAfterSeconds: 1 };
    const byTarget = targets.hit(target.host);
    if (!byTarget.allowed) return { ok: false, retryAfterSeconds: byTarget.retryAfterSeconds };
    const reading = start(address);
    kept.set(target.key, { until: time + READING_LIMITS.keepReadMs, read: reading });
    const result = await reading;
    if (!result.ok) kept.set(target.key, { until: now() + READING_LIMITS.keepFailureMs, read: reading });
    return { ok: true, read: result };
  };
}
