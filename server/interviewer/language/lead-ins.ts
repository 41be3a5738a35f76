/**
 * How an answer to "who uses your app?" may open before it names anyone: "Two kinds:", "Our
 * users are mostly", "Hmm, I think". What follows such a lead-in are the groups; words before a
 * colon that name a group ("Buyers: …") are no lead-in, and the groups after them are its parts
 * (group-items.ts).
 */
import type { Term } from './english.ts';
import { isVerb } from './terms.ts';

const MAX_LEAD_IN_WORDS = 6;
const MAX_COPULA_LEAD_IN_WORDS = 4;

/** "Our users are …", "The audience is …": words that say the answer is about to name people. */
const PEOPLE_WORDS = new Set([
  'users',
  'customers',
  'clients',
  'audience',
  'people',
  'members',
  'visitors',
  'it',
  'they',
]);
/** "It's …", "There's …", "They're …" typed without their apostrophe, which the library does not split. */
const CONTRACTED = new Set(['its', 'theres', 'theyre', 'thats']);
/** Words before "is" or "are" that point at the names to come: "our users are", "it's", "there are", "they're". */
const pointsAhead = (term: Term) => PEOPLE_WORDS.has(term.normal.replace(/['’](s|re)$/, '')) || term.tags.has('There');

/**
 * Whether people are named next ("it's (mostly) students", "there are the dog owners"), not a
 * count of kinds ("there's two sides: …"), a thing ("it's a tool for …") or a purpose ("it's for …").
 */
function namesFollow(terms: readonly Term[]): boolean {
  const start = terms.findIndex((term) => !term.tags.has('Adverb') && term.normal !== 'the');
  for (const term of start < 0 ? [] : terms.slice(start)) {
    if (LEAD_IN_WORDS.has(term.normal) || !['Noun', 'Adjective'].some((tag) => term.tags.has(tag))) return false;
    if (term.tags.has('Plural') || term.tags.has('Actor')) return true;
  }
  return false;
}

/** "Two kinds:", "Main groups:": words of a lead-in before a colon, which name no group. */
const LEAD_IN_WORDS = new Set([
  ...PEOPLE_WORDS,
  ...'kinds kind types type groups group sides side segments categories roles personas main primary user base mix bunch ones'.split(
    ' ',
  ),
]);
/** How an answer may open before it names anyone: "Hmm, I think admins". */
const OPENING_FILLERS = new Set(
  'hmm well um uh i think guess probably maybe perhaps basically so ok okay yes yeah'.split(' '),
);

/** Whether the words before a colon only lead in to the names ("Two kinds:", "Our users:"), naming no group. */
function isLeadIn(terms: readonly Term[]): boolean {
  return terms.some(
    (term) =>
      LEAD_IN_WORDS.has(term.normal) ||
      OPENING_FILLERS.has(term.normal) ||
      term.tags.has('Value') ||
      term.tags.has('Pronoun') ||
      term.tags.has('Possessive') ||
      term.tags.has('Copula') ||
      isVerb(term),
  );
}

const INTERJECTIONS = new Set([
  ...OPENING_FILLERS,
  'hi',
  'hello',
  'hey',
  'wow',
  'oh',
  'ah',
  'no',
  'nope',
  'sure',
  'right',
]);

/** "Buyers: …" tags "Buyers" an interjection, as if it were "Wow: …"; a word of a name is a noun. */
function asNoun(term: Term): Term {
  if (!term.tags.has('Expression') || INTERJECTIONS.has(term.normal) || !/^\p{L}+$/u.test(term.normal)) return term;
  return { ...term, tags: new Set(['Noun', term.normal.endsWith('s') ? 'Plural' : 'Singular']) };
}

/**
 * Drops "Two kinds:", "Our users are mostly" and "Hmm, I think" from the start; and, at the start
 * of the answer (`opens`), "It's …", "There are …", "They're …", which later on say more of a
 * group named before ("Parents. They're the ones who pay.").
 */
export function withoutLeadIn(terms: Term[], opens = false): Term[] {
  let rest = terms.map(asNoun);
  const colon = rest.findIndex((term) => term.post.includes(':'));
  const shortLeadIn = colon >= 0 && colon < MAX_LEAD_IN_WORDS && colon < rest.length - 1;
  if (shortLeadIn && isLeadIn(rest.slice(0, colon + 1))) rest = rest.slice(colon + 1);
  const copula = rest.findIndex((term) => term.tags.has('Copula'));
  const before = rest.slice(0, copula);
  const aboutPeople =
    before.some((term) => PEOPLE_WORDS.has(term.normal)) ||
    (opens && before.some(pointsAhead) && namesFollow(rest.slice(copula + 1)));
  if (copula > 0 && copula <= MAX_COPULA_LEAD_IN_WORDS && aboutPeople) rest = rest.slice(copula + 1);
  const opening = rest.findIndex(
    (term) => !OPENING_FILLERS.has(term.normal) && !(opens && CONTRACTED.has(term.normal)),
  );
  return opening > 0 ? rest.slice(opening) : rest;
}
