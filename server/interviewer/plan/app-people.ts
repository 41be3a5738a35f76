/**
 * The groups of people an app's own words name: "An online course teaching developers to build
 * apps" names developers; "dog owners book local walkers" names dog owners and walkers. A
 * suggested plan's user types come from these when the visitor named too few (suggest-types.ts),
 * so that a plan for a course is about developers, not about a stock shop's shoppers.
 *
 * A group is a plural noun for people (people-words.ts) with the nouns before it ("dog owners",
 * "hospital staff"); the words that describe it further ("local walkers", "small business
 * owners", "first-time buyers") name a kind of those people, which a plan makes a segment.
 * Someone else's people ("their kids") and the makers ("we are two founders") are no user type.
 */
import { readSentences, type Term } from '../language/english.ts';
import { ANY_PERSON, ARRIVAL, COLLECTIVES, namesPeople } from '../language/people-words.ts';
import { endsItem, endsSentence, isAdjective, isGerund, isNoun } from '../language/terms.ts';
import { capitalised, stem } from '../words/mentions.ts';

export interface NamedGroup {
  /** The user type: "Dog owners", "Walkers". */
  name: string;
  /** Kinds of them, as the words name them: "Local walkers", "Small business owners". */
  kinds: string[];
}

/** The most of a text read for people: a description and a page title are a few sentences. */
const MAX_TEXT = 600;
/** At most this many words before the head: "small business owners", not a whole clause. */
const MAX_MODIFIERS = 3;

/** Words that say which of a group, not who: "first-time buyers" are a kind of buyers. */
const QUALIFIERS = new Set([
  ...ARRIVAL,
  ...'former occasional frequent busy local small big large young older experienced aspiring independent'.split(' '),
]);
const OWNERS = new Set(['their', 'his', 'her', 'its', 'your', 'my', 'our', 'whose']);
const FIRST_PERSON = new Set(['we', 'i']);

const lower = (term: Term | undefined) => term?.normal ?? '';

/**
 * A word that can stand before the head of a group's name: a noun or a describing word, nothing
 * that ends a phrase. A word in "-ing" describes ("landscaping crews", "for working parents")
 * unless it follows a noun, whose verb it then is ("a course teaching developers").
 */
function isModifier(terms: readonly Term[], index: number): boolean {
  const term = terms[index];
  if (!term || endsItem(term) || endsSentence(term)) return false;
  if (OWNERS.has(lower(term)) || term.tags.has('Determiner') || term.tags.has('Value')) return false;
  if (isGerund(term)) return !isNoun(terms[index - 1]) || endsItem(terms[index - 1]);
  return isNoun(term) || isAdjective(term) || QUALIFIERS.has(lower(term));
}

/** Whether the noun phrase ending at `index` is a group of people, and its words. */
function groupAt(terms: readonly Term[], index: number): { compound: Term[]; described: Term[] } | null {
  const head = terms[index];
  // "kids earn pocket money", "schedule volunteers": the library reads a plural right before or
  // after a verb as a verb itself.
  const besideVerb = [terms[index - 1], terms[index + 1]].some((term) => term?.tags.has('Verb') === true);
  const read = head?.tags.has('Verb') === true ? besideVerb && head.normal.endsWith('s') : isNoun(head);
  if (!head || !read || !namesPeople(head.normal)) return null;
  // "Hospital staff swap shifts" is a group, "staff rotas" are not: a collective before a plural describes it.
  if (COLLECTIVES.has(head.normal) && terms[index + 1]?.tags.has('Plural') && !endsItem(head)) return null;
  let start = index;
  while (start > index - MAX_MODIFIERS && isModifier(terms, start - 1) && !namesPeople(lower(terms[start - 1])))
    start--;
  if (OWNERS.has(lower(terms[start - 1]))) return null;
  const words = terms.slice(start, index + 1);
  // The nouns right before the head name who they are ("dog owners", "landscaping crews"); the words
  // before those, which of them ("small business owners").
  let compoundStart = words.length - 1;
  while (compoundStart > 0) {
    const word = words[compoundStart - 1] as Term;
    if (!(isNoun(word) || isGerund(word)) || isAdjective(word) || QUALIFIERS.has(lower(word))) break;
    compoundStart--;
  }
  const compound = words.slice(compoundStart);
  // "users" and "people" say no one in particular: "iPhone users" do.
  if (ANY_PERSON.has(stem(head.normal)) && compound.length < 2) return null;
  return { compound, described: words };
}

const text = (terms: readonly Term[]) => capitalised(terms.map((term) => term.text).join(' '));

/** Whether two names are one group: "Home bakers" and "Bakers", "Owners of small bakeries" and "Bakeries". */
export function sameGroup(one: string, other: string): boolean {
  const stems = (name: string) =>
    name
      .split(' ')
      .filter((word) => !['of', 'the', 'and'].includes(word))
      .map(stem);
  const [a, b] = [stems(one), stems(other)];
  return a.every((word) => b.includes(word)) || b.every((word) => a.includes(word));
}

/**
 * The kinds of the group `name` (which has `kinds` already) that `group`, the same people, names
 * and it has not: "Home bakers" of "Bakers".
 */
export function newKinds(name: string, kinds: readonly string[], group: NamedGroup): string[] {
  const longer = (kind: string) => kind.split(' ').length > name.split(' ').length;
  const known = new Set(kinds.map((kind) => kind.toLowerCase()));
  return [group.name, ...group.kinds].filter((kind) => longer(kind) && !known.has(kind.toLowerCase()));
}

/** Adds `group` to `groups`: a new group, or a kind of one already there. */
function merge(groups: NamedGroup[], group: NamedGroup): void {
  const known = groups.find((other) => sameGroup(other.name, group.name));
  if (known) known.kinds.push(...newKinds(known.name, known.kinds, group));
  else groups.push(group);
}

/** The groups of people `texts` name, in order and once each, with the kinds of each. */
export function peopleNamed(texts: readonly string[]): NamedGroup[] {
  const groups: NamedGroup[] = [];
  for (const sentence of texts.flatMap((said) => readSentences(said.slice(0, MAX_TEXT)))) {
    // "We are two founders": the makers, not the users.
    const first = sentence.find((term) => isNoun(term) || term.tags.has('Pronoun'));
    if (FIRST_PERSON.has(lower(first)) && sentence.some((term) => term.tags.has('Copula'))) continue;
    for (let index = 0; index < sentence.length; index++) {
      const found = groupAt(sentence, index);
      if (!found) continue;
      const name = text(found.compound);
      const described = text(found.described);
      merge(groups, { name, kinds: described === name ? [] : [described] });
    }
  }
  return groups;
}
