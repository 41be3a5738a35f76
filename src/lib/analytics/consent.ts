/** The visitor's analytics choice, kept in localStorage `testable:consent` (src/lib/config/storage-keys.ts). */
export type ConsentChoice = 'granted' | 'denied';

/** A stored value that is neither choice (absent, edited by hand) means no choice yet. */
export function parseConsent(stored: string | null | undefined): ConsentChoice | undefined {
  return stored === 'granted' || stored === 'denied' ? stored : undefined;
}

/** Google Consent Mode v2 before any choice: the same values as src/page-scripts/gtag-bootstrap.js. */
export const CONSENT_DEFAULTS = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
} as const;

/** Names of Google Analytics cookies (`_ga`, `_ga_<container>`) in a `document.cookie` string. */
export function analyticsCookieNames(cookies: string): string[] {
  return cookies
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => /^_ga(?:_[A-Za-z0-9]+)?$/.test(name));
}

/**
 * The domains a cookie for this host may have been set on: Google's tag picks the widest one the
 * browser accepts ("auto"), so a withdrawal tries each, from the host up to its two last labels.
 */
export function cookieDomains(hostname: string): string[] {
  const labels = hostname.split('.');
  if (labels.length < 2 || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return [];
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
}
