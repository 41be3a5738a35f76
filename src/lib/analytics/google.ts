/**
 * Google's tag: where it comes from and where it sends what it collects (the page loads the script
 * from the first, after consent only, src/browser/analytics.ts; the Content-Security-Policy of
 * integrations/content-security-policy.ts allows both, since a measurement id can arrive at run
 * time), and the consent-default bootstrap that Base.astro inlines.
 */
export const GOOGLE_TAG_ORIGIN = 'https://www.googletagmanager.com';

export const GOOGLE_COLLECTION_ORIGINS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
] as const;

// The inline text of src/page-scripts/gtag-bootstrap.js: the CSP hashes the same text, so both
// must come from this one function; a byte of difference and the browser refuses the script.
const LEADING_COMMENTS = /^(?:\s*(?:\/\/[^\n]*|\/\*[\s\S]*?\*\/))*\s*/;

/** The script without its leading comments (they explain the file, pages need not carry them). */
export function inlineScriptText(source: string): string {
  return source.replace(LEADING_COMMENTS, '').trimEnd();
}
