/**
 * The page reader as the host offers it to strangers: polite to the sites it reads and bounded
 * for itself. A page read in the last few minutes is answered from memory, and so is one being
 * read right now; each client may ask a few times a minute; each target host is read a few times
 * a minute whoever asks, so nobody can use the host to flood a third party; and only so many
 * reads run at once (each holds up to 1 MB), one per client, the rest waiting briefly in line
 * (docs/leads.md, "Limits a stranger meets"): a page that never answers holds one slot of an
 * address for its 8 s, so it takes 32 addresses to hold them all.
 */
import type { PageRead } from '../../src/lib/page/page-facts.ts';
import { createRateLimiter } from '../http/rate-limit.ts';
import { createSlots } from '../http/slots.ts';
import type { AllowList } from './address.ts';
import { type FetchHop, readerUserAgent, readPage } from './read-page.ts';

export const READING_LIMITS = {
  perClientPerMinute: 10,
  perTargetPerMinute: 20,
  inFlight: 32,
  inFlightPerClient: 1,
  /** Reads waiting for a slot, each for at most waitMs. */
  queued: 32,
  waitMs: 3_000,
  /** How long a read is kept: a page changes rarely within minutes; a failure may be fixed soon. */
  keepReadMs: 5 * 60_000,
  keepFailureMs: 30_000,
  keptPages: 200,
  trackedKeys: 10_000,
} as const;

/** Why a read was not made: this client asked too often, the site was read too often, or every slot stayed taken. */
export type ReadingRefusal = 'client' | 'target' | 'busy';

export type Reading = { ok: true; read: PageRead } | { ok: false; reason: ReadingRefusal; retryAfterSeconds: number };

/** What a client is told of each refusal: the true reason, and its status. */
export const READING_REFUSALS = {
  client: { status: 429, error: 'Too many analyses from this address; try again in a minute.' },
  target: { status: 429, error: 'That site has been read often in the last minute; try again in a minute.' },
  busy: { status: 503, error: 'The page reader is busy; try again in a few seconds.' },
} as const satisfies Record<ReadingRefusal, { status: 429 | 503; error: string }>;

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

/**
 * The address a cache knows it by: the URL without its fragment, which never reaches the site, and
 * its host as the limit per target counts it. The URL parser already folds case and every IPv4
 * spelling (`0x7f.1`, `2130706433`); a trailing dot names the same host too.
 */
function cacheKey(address: string): { key: string; host: string } | null {
  try {
    const url = new URL(address);
    url.hash = '';
    while (url.hostname.endsWith('.')) url.hostname = url.hostname.slice(0, -1);
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
  const slots = createSlots({
    total: READING_LIMITS.inFlight,
    perKey: READING_LIMITS.inFlightPerClient,
    queued: READING_LIMITS.queued,
    maxWaitMs: READING_LIMITS.waitMs,
  });
  const userAgent = readerUserAgent(siteUrl);

  const forget = (time: number) => {
    for (const [key, entry] of kept) if (entry.until <= time) kept.delete(key);
    while (kept.size > READING_LIMITS.keptPages) kept.delete(kept.keys().next().value as string);
  };

  const busy: Reading = { ok: false, reason: 'busy', retryAfterSeconds: 2 };
  const start = (address: string, release: () => void): Promise<PageRead> =>
    readPage(address, { fetchHop, allow, userAgent }).finally(release);

  /** One analysis by `client` of `address`. */
  return async function read(address: string, client: string): Promise<Reading> {
    const byClient = clients.hit(client);
    if (!byClient.allowed) return { ok: false, reason: 'client', retryAfterSeconds: byClient.retryAfterSeconds };
    const target = cacheKey(address);
    forget(now());
    const hit = target && kept.get(target.key);
    if (hit) return { ok: true, read: await hit.read };
    const release = await slots.take(client);
    if (!release) return busy;
    // Not a URL: nothing to fetch, so nothing to count against a target.
    if (!target) return { ok: true, read: await start(address, release) };
    // The same page may have been started while this one waited: it is shared, not read twice.
    const joined = kept.get(target.key);
    if (joined) {
      release();
      return { ok: true, read: await joined.read };
    }
    const byTarget = targets.hit(target.host);
    if (!byTarget.allowed) {
      release();
      return { ok: false, reason: 'target', retryAfterSeconds: byTarget.retryAfterSeconds };
    }
    const reading = start(address, release);
    kept.set(target.key, { until: now() + READING_LIMITS.keepReadMs, read: reading });
    const result = await reading;
    if (!result.ok) kept.set(target.key, { until: now() + READING_LIMITS.keepFailureMs, read: reading });
    return { ok: true, read: result };
  };
}
