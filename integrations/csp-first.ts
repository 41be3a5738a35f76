/**
 * Astro writes a page's Content-Security-Policy <meta> where it renders the head's own content,
 * after the elements of the layout: the consent-default script and the <noscript> stylesheet ran
 * before the policy existed. This moves the policy up so that it comes before anything that can
 * run or load. Only `<meta charset>` stays ahead of it: HTML requires the encoding declaration
 * within the first 1024 bytes, the policy alone is longer than that, and a charset loads nothing.
 */
export const CSP_META_START = '<meta http-equiv="content-security-policy"';
const CHARSET_META = /^<meta charset="utf-8">/i;

/** The page with its CSP <meta> first in <head> (after the charset); unchanged when it has none. */
export function moveCspFirst(html: string): string {
  const start = html.indexOf(CSP_META_START);
  if (start === -1) return html;
  const end = html.indexOf('>', start) + 1;
  const meta = html.slice(start, end);
  const rest = html.slice(0, start) + html.slice(end);
  const headStart = rest.indexOf('<head>');
  if (headStart === -1) return html;
  let insertAt = headStart + '<head>'.length;
  const charset = CHARSET_META.exec(rest.slice(insertAt, insertAt + 32));
  if (charset) insertAt += charset[0].length;
  return rest.slice(0, insertAt) + meta + rest.slice(insertAt);
}
