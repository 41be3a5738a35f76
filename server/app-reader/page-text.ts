/**
 * Text as the reader keeps it: collapsed, without control characters, clipped at a word, and the
 * small readers of it (words, prices, JSON-LD types). Every expression here is linear in its
 * input: the text comes from a stranger's page.
 */

/** Whitespace runs become one space; control characters and zero-width marks go. */
export function collapse(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/[\p{Cc}\u200b\ufeff]/gu, '')
    .trim();
}

/** At most `max` characters, cut at a word when one ends near the limit, with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** The lower-case words of a text, for keyword checks ("Sign-up now!" → sign, up, now). */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** A currency sign next to a figure ("$29", "€ 9", "£4.99"): the page shows a price. */
export const showsPrice = (text: string): boolean => /[$€£¥₹]\s?\d|\d\s?[€£]/.test(text);

/** Adds `item` unless it is empty, already there (case aside) or the list is full. */
export function addOnce(list: string[], item: string, max: number): void {
  if (item === '' || list.length >= max) return;
  const key = item.toLowerCase();
  if (!list.some((existing) => existing.toLowerCase() === key)) list.push(item);
}

const MAX_JSON_LD_NODES = 500;
const MAX_JSON_LD_DEPTH = 8;

/** The schema.org `@type`s of one JSON-LD block ("Product", "Organization"); none when it is not JSON. */
export function jsonLdTypes(source: string): string[] {
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch {
    return [];
  }
  const types: string[] = [];
  let visited = 0;
  const visit = (node: unknown, depth: number): void => {
    if (node === null || typeof node !== 'object' || depth > MAX_JSON_LD_DEPTH) return;
    if (++visited > MAX_JSON_LD_NODES) return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item, depth + 1);
      return;
    }
    const record = node as Record<string, unknown>;
    const type = record['@type'];
    for (const name of Array.isArray(type) ? type : [type]) {
      if (typeof name === 'string') types.push(collapse(name.replace(/^https?:\/\/schema\.org\//, '')));
    }
    for (const value of Object.values(record)) visit(value, depth + 1);
  };
  visit(data, 0);
  return types;
}
