/**
 * Astro's CSP lists, on every page, the hash of every inline script and style of the whole site.
 * A page needs only the hashes of its own inline blocks; each other one is 47 bytes in the first
 * flight that gzip cannot shrink. Build-time (Node): each page keeps the hashes it uses. The
 * blocks of a document the page embeds as an <iframe srcdoc> are its own too: that document
 * lives under the page's policy (the email previews at /emails/ show an email's <style> so).
 */
import { createHash } from 'node:crypto';

const RAW_TEXT_TAGS = ['script', 'style'] as const;
const CSP_CONTENT_START = '<meta http-equiv="content-security-policy" content="';
const HASHED_DIRECTIVES = new Set(['script-src', 'style-src']);
// An srcdoc attribute as Astro writes one: double quotes, with `"` inside written &quot;.
const SRCDOC = /\ssrcdoc="([^"]*)"/gi;
const ATTRIBUTE_ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/** An attribute's value as the browser reads it, for the entities an HTML writer puts in one. */
const attributeText = (value: string) =>
  value.replace(/&(?:amp|quot|#39|lt|gt);/g, (entity) => ATTRIBUTE_ENTITIES[entity] ?? '');

/**
 * The text of every inline <script> and <style> of a page (a script with `src` has none), and of
 * every document it embeds with srcdoc.
 */
export function inlineBlocks(html: string): string[] {
  const embedded = [...html.matchAll(SRCDOC)].flatMap(([, value = '']) => ownBlocks(attributeText(value)));
  // The page's own blocks are read with the embedded documents left out, which are read above as the browser reads them.
  return [...ownBlocks(html.replace(SRCDOC, ' srcdoc=""')), ...embedded];
}

/** The inline blocks of the document itself. */
function ownBlocks(html: string): string[] {
  const blocks: string[] = [];
  const lower = html.toLowerCase();
  for (const tag of RAW_TEXT_TAGS) {
    const open = `<${tag}`;
    const close = `</${tag}`;
    for (let at = lower.indexOf(open); at !== -1; at = lower.indexOf(open, at + 1)) {
      const next = lower[at + open.length];
      if (next !== '>' && next !== ' ' && next !== '\n' && next !== '\t') continue; // <styles>, <scripty>
      const bodyStart = lower.indexOf('>', at) + 1;
      const bodyEnd = lower.indexOf(close, bodyStart);
      if (bodyStart === 0 || bodyEnd === -1) break;
      const attributes = lower.slice(at + open.length, bodyStart - 1);
      if (!/\ssrc=/.test(attributes)) blocks.push(html.slice(bodyStart, bodyEnd));
      at = bodyEnd;
    }
  }
  return blocks;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The page with only its own inline blocks' hashes left in its CSP <meta>; unchanged without a
 * policy. A block the policy did not allow stays refused: one that came from content, say.
 */
export function keepOwnHashes(html: string): string {
  const start = html.indexOf(CSP_CONTENT_START);
  if (start === -1) return html;
  const contentStart = start + CSP_CONTENT_START.length;
  const contentEnd = html.indexOf('"', contentStart);
  const used = new Set(inlineBlocks(html).map(sha256));
  const directives = html
    .slice(contentStart, contentEnd)
    .split(';')
    .map((directive) => {
      const [name = '', ...sources] = directive.trim().split(' ');
      if (!HASHED_DIRECTIVES.has(name)) return directive;
      const kept = sources.filter((source) => !source.startsWith("'sha256-") || used.has(source));
      return [name, ...kept].join(' ');
    });
  return html.slice(0, contentStart) + directives.join(';') + html.slice(contentEnd);
}
