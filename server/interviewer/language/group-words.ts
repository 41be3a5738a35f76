/**
 * Group names as founders type them, made readable before the groups are read (groups.ts):
 * "tenants/landlords" is a list; "first time buyers" are first-time buyers; "the tenant's and the
 * landlord's" name tenants and landlords. Word by word, each looked at once (linear time).
 */

/** Two words that modify a name together, typed without their hyphen. */
const COMPOUNDS = new Map([
  ['first time', 'first-time'],
  ['part time', 'part-time'],
  ['full time', 'full-time'],
  ['self employed', 'self-employed'],
]);
/** Words whose "'s" is a verb ("it's", "there's"), never a possessive. */
const NOT_POSSESSIVE = new Set(
  'it there that what who he she let here where how everyone someone one this which'.split(' '),
);
const JOINING = new Set(['and', 'or', '&', '+', 'plus']);
const APOSTROPHE_S = /^(.*\p{L})['’]s?([,;:.!?)]*)$/u;

/** "tenant's," → "tenant,": a name said in the possessive, with nothing it owns after it. */
function withoutPossessive(word: string, next: string | undefined): string {
  const match = APOSTROPHE_S.exec(word);
  if (!match) return word;
  const [, stem = '', marks = ''] = match;
  const endsName = marks !== '' || next === undefined || JOINING.has(next.toLowerCase());
  return endsName && !NOT_POSSESSIVE.has(stem.toLowerCase()) ? `${stem}${marks}` : word;
}

/** "tenants/landlords" → "tenants, landlords"; "and/or" and "w/" stay as written. */
function withoutSlash(word: string): string {
  const parts = word.split('/');
  const words = parts.length > 1 && parts.every((part) => /^\p{L}{3,}[,;:.!?]*$/u.test(part));
  return words && word.toLowerCase() !== 'and/or' ? parts.join(', ') : word;
}

export function readableGroups(text: string): string {
  const words = text.split(' ');
  const out: string[] = [];
  for (let at = 0; at < words.length; at += 1) {
    const word = words[at] ?? '';
    const next = words[at + 1];
    const compound = next === undefined ? undefined : COMPOUNDS.get(`${word.toLowerCase()} ${next.toLowerCase()}`);
    if (compound && next !== undefined) {
      out.push(
        word.charAt(0) === word.charAt(0).toUpperCase()
          ? `${compound.charAt(0).toUpperCase()}${compound.slice(1)}`
          : compound,
      );
      at += 1;
      continue;
    }
    out.push(withoutSlash(withoutPossessive(word, next)));
  }
  return out.join(' ');
}
