/*
 * Google's tag queue, inlined at the top of every page's <head> by src/layouts/Base.astro (these
 * leading comments are dropped there) and allowed by its sha256 hash in
 * integrations/content-security-policy.ts, both read from this file through
 * src/lib/analytics/google.ts so they cannot drift.
 * Consent Mode v2 starts with everything denied: nothing is stored or sent until the visitor
 * accepts analytics (src/browser/analytics.ts). Keep this tiny; it blocks the first paint.
 */
// biome-ignore-all lint/complexity/noArguments: gtag.js reads its queue as `arguments` objects.
window.dataLayer = window.dataLayer || [];
function gtag() {
  window.dataLayer.push(arguments);
}
window.gtag = gtag;
gtag('consent', 'default', {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
});
