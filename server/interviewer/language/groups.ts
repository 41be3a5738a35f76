/**
 * The groups of users an answer names, as a person reads them: "Two kinds: landscapers who run
 * small crews and need steady bookings, and homeowners who want their garden sorted" is two
 * groups, Landscapers and Homeowners, each with the rest of its words as its description.
 *
 * An answer is split where a new group starts: after a comma or a joining word ("and", "or",
 * "but also", "&"), when what follows is a noun phrase and not the rest of a description ("…
 * and need steady bookings" goes on describing). A group's name is its head noun phrase, up to
 * the first word that starts describing it ("who", "with", "working"), in the plural, with a
 * capital: "Small and medium businesses", "Owners of small bakeries", "Bookkeepers".
 */
import { PLAN_LIMITS } from '../../../src/lib/plan/plan.ts';
import { listedItems } from '../answer-lists.ts';
import { cleanText } from '../answers.ts';
import { capitalised, opensSentence } from '../mentions.ts';
import { MAX_READ_CHARS, plural, readSentences, readTerms, type Term } from './english.ts';
import { cutAtClause, phraseText } from './phrases.ts';
import {
  endsItem,
  endsSentence,
  isAdjective,
  isDeterminerLike,
  isEmoji,
  isGerund,
  isNoun,
  isVerb,
  joinerLength,
  RELATIVE_WORDS,
} from './terms.ts';

export interface Group {
  /** "Landscapers". */
  name: string;
  /** "who run small crews and need steady bookings", or "" (at most MAX_GROUP_DESCRIPTION_LENGTH). */
  description: string;
}

const MAX_NAME_WORDS = 6;
const MAX_NAME_LENGTH = 48;
export const MAX_GROUP_DESCRIPTION_LENGTH = 60;
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
/** How an answer may open before it names anyone: "Hmm, I think admins". */
const OPENING_FILLERS = new Set([
  'hmm',
  'well',
  'um',
  'uh',
  'i',
  'think',
  'guess',
  'probably',
  'maybe',
  'perhaps',
  'basically',
  'so',
  'ok',
  'okay',
  'yes',
  'yeah',
]);
/** Nouns a group is named by as they are: "Office staff", never "office staffs". */
const UNCOUNTABLE = new Set([
  'staff',
  'personnel',
  'people',
  'folk',
  'folks',
  'police',
  'management',
  'faculty',
  'security',
]);

// A word of a name as written: letters and digits, with nothing but spaces, quotes and the
// punctuation that ends a list item around it ("&amp;" or "alert(" are not names).
const NAME_WORD = /^[\p{L}\p{N}][\p{L}\p{N}\p{M}'’&+-]*$/u;
const BEFORE_NAME_WORD = /^[\s"'“‘(]*$/;
const AFTER_NAME_WORD = /^[\s,;:.!?"'”’)]*$/;
const isNameWord = (term: Term) =>
  NAME_WORD.test(term.text) && BEFORE_NAME_WORD.test(term.pre) && AFTER_NAME_WORD.test(term.post);

// A tag's angle brackets and what is between them: "<b>Store</b> owners" names store owners.
const MARKUP = /<[^<>]*>/g;

/** Drops "Two kinds:", "Our users are mostly" and "Hmm, I think" from the start. */
function withoutLeadIn(terms: Term[]): Term[] {
  let rest = terms;
  const colon = rest.findIndex((term) => term.post.includes(':'));
  if (colon >= 0 && colon < MAX_LEAD_IN_WORDS && colon < rest.length - 1) rest = rest.slice(colon + 1);
  const copula = rest.findIndex((term) => term.tags.has('Copula'));
  const aboutPeople = rest.slice(0, copula).some((term) => PEOPLE_WORDS.has(term.normal));
  if (copula > 0 && copula <= MAX_COPULA_LEAD_IN_WORDS && aboutPeople) rest = rest.slice(copula + 1);
  const opening = rest.findIndex((term) => !OPENING_FILLERS.has(term.normal));
  return opening > 0 ? rest.slice(opening) : rest;
}

/** Joining words, "the", "their", "two", emoji: what stands before a name without being part of it. */
function skipToName(terms: readonly Term[], from: number): number {
  let at = from;
  for (;;) {
    const joiner = joinerLength(terms, at);
    const term = terms[at];
    if (joiner > 0) at += joiner;
    else if (isDeterminerLike(term) || isEmoji(term) || term?.tags.has('Value')) at += 1;
    else return at;
  }
}

/** Whether a new group starts at `index` (after a comma or a joining word). */
function startsGroup(terms: readonly Term[], index: number): boolean {
  const term = terms[skipToName(terms, index)];
  if (!term || RELATIVE_WORDS.has(term.normal) || isVerb(term)) return false;
  if (term.tags.has('Preposition') || term.tags.has('Adverb') || term.tags.has('QuestionWord')) return false;
  return isNoun(term) || isAdjective(term);
}

function splitItems(terms: readonly Term[]): Term[][] {
  const items: Term[][] = [[]];
  for (let index = 0; index < terms.length; index += 1) {
    const current = items.at(-1) ?? [];
    const term = terms[index] as Term;
    const joiner = joinerLength(terms, index);
    if (joiner > 0 && current.some(isNoun) && startsGroup(terms, index)) {
      items.push([]);
      index += joiner - 1;
      continue;
    }
    current.push(term);
    const pause = endsItem(term) || endsSentence(term);
    if (pause && current.some(isNoun) && startsGroup(terms, index + 1)) items.push([]);
  }
  return items.filter((item) => item.length > 0);
}

/** Whether `term` starts describing the group named so far instead of going on naming it. */
function startsDescription(term: Term, name: readonly Term[], next: Term | undefined): boolean {
  const last = name.at(-1);
  if (joinerLength([term], 0) > 0) return name.some(isNoun);
  if (term.normal === 'of') return name.length > 1;
  if (RELATIVE_WORDS.has(term.normal) || isDeterminerLike(term) || term.tags.has('Pronoun')) return true;
  // "very small businesses": an adverb before an adjective still names.
  if (term.tags.has('Adverb') && !isAdjective(next)) return true;
  if (['Preposition', 'Copula', 'Ordinal'].some((tag) => term.tags.has(tag))) return true;
  // "Nurses working night shifts", "Owners new to quoting".
  if (isNoun(last) && (isGerund(term) || (isAdjective(term) && !isNoun(next)))) return true;
  return isVerb(term) && !isGerund(term) && !isNoun(next);
}

/** The name in the plural with a capital: the head noun ("owners" of "owners of bakeries") decides. */
function groupName(terms: Term[]): string | null {
  const of = terms.findIndex((term) => term.normal === 'of');
  const head = of > 0 ? of - 1 : terms.length - 1;
  const words = terms.map((term, index) => {
    const countable = !UNCOUNTABLE.has(term.normal) && !term.tags.has('Uncountable');
    const singular = term.tags.has('Singular') && !term.normal.endsWith('s');
    return index === head && singular && countable ? plural(term.text) : term.text;
  });
  while (words.length > 1 && words.join(' ').length > MAX_NAME_LENGTH) words.pop();
  const name = words.join(' ');
  return name.length <= MAX_NAME_LENGTH ? capitalised(name) : null;
}

function readItem(item: readonly Term[]): Group | null {
  const start = skipToName(item, 0);
  const name: Term[] = [];
  let index = start;
  for (; index < item.length; index += 1) {
    const term = item[index] as Term;
    if (isEmoji(term)) continue;
    if (name.length > 0 && startsDescription(term, name, item[index + 1])) break;
    name.push(term);
    if (endsItem(term) || endsSentence(term) || name.length >= MAX_NAME_WORDS) {
      index += 1;
      break;
    }
  }
  while (name.length > 1 && (name.at(-1)?.normal === 'of' || joinerLength(name, name.length - 1) > 0)) name.pop();
  const first = name[0];
  if (!first || opensSentence(first.normal) || !name.every(isNameWord)) return null;
  // A name with no noun in it is a name only when it is all there is ("Cooks", which reads as a verb).
  if (!name.some(isNoun) && index < item.length) return null;
  const description = cutAtClause(item.slice(index), MAX_GROUP_DESCRIPTION_LENGTH);
  const text = groupName(name);
  return text ? { name: text, description: phraseText(description) } : null;
}

/** Every group an answer names, in order and once each; null when it names none. */
export function readGroups(answer: string): Group[] | null {
  const text = answer.replace(MARKUP, ' ');
  const listed = listedItems(text);
  const items = listed
    ? listed.map((line) => withoutLeadIn(readTerms(line)))
    : readSentences(cleanText(text, MAX_READ_CHARS + 1)).flatMap((sentence) => splitItems(withoutLeadIn(sentence)));
  const groups: Group[] = [];
  for (const item of items) {
    if (groups.length >= PLAN_LIMITS.userTypes) break;
    const group = readItem(item);
    const known = groups.some((other) => other.name.toLowerCase() === group?.name.toLowerCase());
    if (group && !known) groups.push(group);
  }
  return groups.length > 0 ? groups : null;
}
