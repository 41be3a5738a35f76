/**
 * The app address rule: non-blank, and a URL either as typed or with https:// put in front.
 * Only http(s) addresses with a real host name are accepted (no other schemes, no user:password@,
 * no bare words), so nothing but a web address ever reaches the analysis host.
 */
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
  if (url.username || url.password) return null;
  const host = url.hostname;
  const isNamedHost = host === 'localhost' || /^[^.]+(\.[^.]+)+$/.test(host);
  if (!isNamedHost || host.endsWith('.')) return null;
  return url.href;
}

export function isValidAppUrl(input: string): boolean {
  return normalizeAppUrl(input) !== null;
}
