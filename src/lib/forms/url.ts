/**
 * The app address rule (specification section 5): non-blank, and a URL either as typed or with
 * https:// put in front. Only http(s) addresses are accepted, without user:password@ and without
 * spaces, and with a host every engine accepts alike (lib/forms/host-name.ts), so nothing but a web
 * address ever reaches the analysis host; whether it can be reached is the host's answer to give.
 */
import { isAcceptedHost } from './host-name.ts';

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;

export function normalizeAppUrl(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return null;
  const candidate = HAS_SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || !isAcceptedHost(url.hostname)) return null;
  return url.href;
}

export function isValidAppUrl(input: string): boolean {
  return normalizeAppUrl(input) !== null;
}

/**
 * The stored app address (localStorage `testable:devUrl`, src/lib/config/storage-keys.ts): a
 * normalised http(s) address, or '' for none.
 */
export function parseStoredDevUrl(stored: string | null | undefined): string {
  return typeof stored === 'string' ? (normalizeAppUrl(stored) ?? '') : '';
}

/** How the address is stored: as itself; no address removes the key. */
export function serializeDevUrl(url: string): string | undefined {
  return url || undefined;
}

/** How an address reads on screen: an address that is just a host shows no trailing slash. */
export function displayAppUrl(url: string): string {
  return url.replace(/^(https?:\/\/[^/?#]+)\/$/i, '$1');
}
