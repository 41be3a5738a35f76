/**
 * Where Google's tag comes from and where it sends what it collects: the page loads the script
 * from the first (after consent only, src/browser/analytics.ts), and the Content-Security-Policy
 * of astro.config.mjs allows both, since a measurement id can arrive at run time.
 */
export const GOOGLE_TAG_ORIGIN = 'https://www.googletagmanager.com';

export const GOOGLE_COLLECTION_ORIGINS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
] as const;
