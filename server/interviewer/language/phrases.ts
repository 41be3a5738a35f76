/** Turning terms back into text: a phrase as written, cut at a clause. */
import { trimEndChars, trimStartChars } from '../../../src/lib/forms/trim-chars.ts';
import type { Term } from './english.ts';
import { endsItem, isVerb, joinerLength, RELATIVE_WORDS } from './terms.ts';

/** The terms as written, punctuation between them kept, none around the phrase. */
export function phraseText(terms: readonly Term[]): string {
  const text = terms.map((term, index) => `${index === 0 ? '' : term.pre}${term.text}${term.post}`).join('');
  const phrase = trimStartChars(trimEndChars(text.trim(), ' .,;:!?-–—(…'), ' ,;:-–—').trim();
  // A bracket the phrase does not open ("… for events)" of "buyers (… for events)") is not its own.
  const unopened = phrase.endsWith(')') && !phrase.includes('(');
  return unopened ? trimEndChars(phrase, ' .,;:!?)') : phrase;
}

/** Where a clause may end: before "who", a preposition, "and" + verb, or after a comma. */
function isClauseStart(terms: readonly Term[], index: number): boolean {
  const term = terms[index];
  if (!term || index === 0) return false;
  if (endsItem(terms[index - 1])) return true;
  if (RELATIVE_WORDS.has(term.normal) || term.tags.has('Preposition')) return true;
  return joinerLength(terms, index) > 0 && isVerb(terms[index + joinerLength(terms, index)]);
}

/**
 * The longest run of whole clauses from the start that fits in `maxLength` characters; when the
 * first clause alone is longer, its longest run of whole words.
 */
export function cutAtClause(terms: readonly Term[], maxLength: number): Term[] {
  const fits = (count: number) => phraseText(terms.slice(0, count)).length <= maxLength;
  if (fits(terms.length)) return [...terms];
  let words = 0;
  let clauses = 0;
  for (let count = 1; count <= terms.length && fits(count); count += 1) {
    words = count;
    if (isClauseStart(terms, count)) clauses = count;
  }
  return terms.slice(0, clauses > 0 ? clauses : words);
}

/** "a", "a and b", "a, b and c". */
export function joinAnd(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
}

/** "a", "a or b", "a, b or c". */
export function joinOr(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items.at(-1)}` : (items[0] ?? '');
}
