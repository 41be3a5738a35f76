/**
 * Which browser pages may post a lead. A browser names the page's origin in `Origin` on every
 * POST, so a lead from any other site (or from a sandboxed frame or a file, which send the
 * literal `null`) is refused. A request without `Origin` is not from a browser page (a
 * server-to-server call, curl) and carries no visitor's ambient authority, so it is allowed.
 */

/** The origin of an http(s) URL, or null for anything else. */
export function httpOrigin(text: string): string | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The site's own origins besides the one a request is addressed to: PUBLIC_SITE_URL's and the
 * comma-separated LEAD_ALLOWED_ORIGINS (entries that are not http(s) URLs are ignored).
 */
export function allowedOriginsFromEnv(siteUrl: string, extra = ''): string[] {
  const origins = [siteUrl, ...extra.split(',')].map(httpOrigin).filter((origin) => origin !== null);
  return [...new Set(origins)];
}

/**
 * Whether a lead with this `Origin` header may be stored: no header, the origin the request was
 * addressed to (its URL, built from Host), or one of `allowed`.
 */
export function isAllowedOrigin(origin: string | undefined, requestUrl: string, allowed: readonly string[]): boolean {
  if (origin === undefined) return true;
  const given = httpOrigin(origin);
  return given !== null && (given === httpOrigin(requestUrl) || allowed.includes(given));
}
