/**
 * What a term is, read from the library's tags with the corrections this interviewer can make
 * that the library cannot: it knows the answer is about people and apps. Pure predicates on Term.
 */
import type { Term } from './english.ts';

const has = (term: Term | undefined, tag: string) => term?.tags.has(tag) ?? false;

export const isNoun = (term: Term | undefined) => has(term, 'Noun') && !has(term, 'Pronoun') && !isDeterminerLike(term);
export const isAdjective = (term: Term | undefined) => has(term, 'Adjective');
export const isVerb = (term: Term | undefined) => has(term, 'Verb') && !has(term, 'Auxiliary') && !has(term, 'Copula');
export const isGerund = (term: Term | undefined) => has(term, 'Gerund') || (term?.normal.endsWith('ing') ?? false);
export const isEmoji = (term: Term | undefined) => has(term, 'Emoji') || has(term, 'Emoticon');

/** "the", "their", "a few": words before a group's name that are not part of it. */
const DETERMINER_LIKE = new Set([
  'a',
  'an',
  'the',
  'their',
  'our',
  'my',
  'your',
  'his',
  'her',
  'its',
  'some',
  'many',
  'most',
  'mostly',
  'mainly',
  'primarily',
  'largely',
  'usually',
  'often',
  'also',
  'both',
  'all',
  'few',
  'lots',
  'lot',
  'plenty',
  'several',
  'other',
  'occasional',
  'odd',
  'various',
  'different',
  'plus',
  'even',
  'sometimes',
  'too',
  'just',
  'only',
  'either',
  'then',
  'of',
]);

export function isDeterminerLike(term: Term | undefined): boolean {
  return term !== undefined && (DETERMINER_LIKE.has(term.normal) || has(term, 'Determiner') || has(term, 'Possessive'));
}

/** Words that join two groups or two actions: "and", "or", "&", "but also", "as well as". */
const JOINERS = [
  ['as', 'well', 'as'],
  ['but', 'also'],
  ['and', 'also'],
  ['along', 'with'],
  ['together', 'with'],
  ['and'],
  ['or'],
  ['&'],
  ['+'],
  ['plus'],
  ['but'],
  ['nor'],
];

/** How many terms from `index` on join two items (0 when none do). */
export function joinerLength(terms: readonly Term[], index: number): number {
  const joiner = JOINERS.find((words) => words.every((word, offset) => terms[index + offset]?.normal === word));
  return joiner?.length ?? 0;
}

/** Words that start a description of a group: the name is what comes before them. */
export const RELATIVE_WORDS = new Set(['who', 'that', 'which', 'whose', 'where', 'when', 'whom']);

/** Punctuation after a term that ends a list item or a clause. */
export const endsItem = (term: Term | undefined) =>
  /[,;:/()–—]/.test(term?.post ?? '') || term?.post.includes(' - ') === true;
export const endsSentence = (term: Term | undefined) => /[.!?]/.test(term?.post ?? '');
