/**
 * Text and addresses into an email's HTML. Every value a template puts into its markup goes
 * through here: the copy (which anyone with the content editor changes), the links (which carry
 * tokens) and the company's facts. Nothing a visitor typed is ever one of them (docs/emails.md).
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `text` as HTML text or a quoted attribute value: no character of it can start or end markup. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? '');

/**
 * An http(s) or mailto address, as the URL parser writes it (which percent-encodes spaces,
 * quotes and angle brackets, and drops line breaks); anything else is a mistake of the caller's.
 */
export function safeUrl(address: string, schemes: readonly string[] = ['https:', 'http:']): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new Error(`An email link must be an absolute URL, not ${JSON.stringify(address.slice(0, 100))}`);
  }
  if (!schemes.includes(url.protocol))
    throw new Error(`An email link must be ${schemes.join(' or ')}, not ${url.protocol}`);
  return url.href;
}

/**
 * Copy with `{placeholder}`s, as HTML: the words escaped, each placeholder named in `values`
 * replaced by its markup (a link, say), an unknown one left as written.
 */
export function fillHtml(copy: string, values: Readonly<Record<string, string>>): string {
  return copy
    .split(/\{(\w+)\}/)
    .map((part, index) => (index % 2 === 0 ? escapeHtml(part) : (values[part] ?? escapeHtml(`{${part}}`))))
    .join('');
}
