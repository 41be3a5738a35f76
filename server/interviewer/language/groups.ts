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
 *
 * How often a group uses the app ("mainly X; sometimes Y") is read first (qualifiers.ts), and
 * where groups meet and which are parts of another ("buyers: local customers and office
 * managers") in group-items.ts; a group's parts are its `segments`.
 */
import { PLAN_LIMITS } from '../../../src/lib/plan/plan.ts';
import { listedItems } from '../words/answer-lists.ts';
import { cleanText } from '../words/answers.ts';
import { capitalised, opensSentence } from '../words/mentions.ts';
import { MAX_READ_CHARS, plural, readSentences, readTerms, type Term } from './english.ts';
import { fitsShape } from './field-shapes.ts';
import { endsAsNoun, type Item, skipToName, splitItems } from './group-items.ts';
import { readableGroups } from './group-words.ts';
import { withoutLeadIn } from './lead-ins.ts';
import { namedByWhatTheyDo, STAND_INS } from './people-who.ts';
import { namesPeople as namesSomeone } from './people-words.ts';
import { cutAtClause, phraseText } from './phrases.ts';
import { withoutQualifiers } from './qualifiers.ts';
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
  /** Its parts, as a segment names each ("Local customers", "Office managers ordering for events"). */
  segments?: string[];
}

const MAX_NAME_WORDS = 6;
const MAX_NAME_LENGTH = 48;
/** Most words of what people are doing that may name them: "People moving house". */
const MAX_DOING_WORDS = 3;
export const MAX_GROUP_DESCRIPTION_LENGTH = 60;

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
  'congregation',
  'audience',
  'public',
  'clergy',
  'workforce',
  'clientele',
]);

// A word of a name as written: letters and digits, with nothing but spaces, quotes and the
// punctuation that ends a list item around it ("&amp;" or "alert(" are not names).
const NAME_WORD = /^[\p{L}\p{N}][\p{L}\p{N}\p{M}'’&+-]*$/u;
const BEFORE_NAME_WORD = /^[\s"'“‘(]*$/;
const AFTER_NAME_WORD = /^[\s,;:.!?"'”’()–—-]*$/;
const isNameWord = (term: Term) =>
  NAME_WORD.test(term.text) && BEFORE_NAME_WORD.test(term.pre) && AFTER_NAME_WORD.test(term.post);

// A tag's angle brackets and what is between them: "<b>Store</b> owners" names store owners.
const MARKUP = /<[^<>]*>/g;

/** Whether the term at `index` starts describing the group named so far instead of going on naming it. */
function startsDescription(item: readonly Term[], index: number, name: readonly Term[]): boolean {
  const term = item[index] as Term;
  const next = item[index + 1];
  const last = name.at(-1);
  // "night nurses who …", "bigger firms with a depot": a plural the library reads as a verb, after a name's word.
  if (isVerb(term) && (isNoun(last) || isAdjective(last)) && endsAsNoun(item, index)) return false;
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
    // "Tenant" at the start of the answer is a word, not a name the library leaves as it is.
    const word = /^\p{Lu}\p{Ll}+$/u.test(term.text) ? term.text.toLowerCase() : term.text;
    return index === head && singular && countable ? plural(word) : term.text;
  });
  while (words.length > 1 && words.join(' ').length > MAX_NAME_LENGTH) words.pop();
  const name = words.join(' ');
  return name.length <= MAX_NAME_LENGTH ? capitalised(name) : null;
}

function readItem(item: readonly Term[]): Group | null {
  const start = skipToName(item, 0);
  const name: Term[] = [];
  let pluralVerb = false;
  let index = start;
  for (; index < item.length; index += 1) {
    const term = item[index] as Term;
    if (isEmoji(term)) continue;
    if (name.length > 0 && startsDescription(item, index, name)) break;
    pluralVerb ||= isVerb(term) && endsAsNoun(item, index) && (name.length > 0 || namesSomeone(term.normal));
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
  if (!pluralVerb && !name.some(isNoun) && index < item.length) return null;
  const description = phraseText(cutAtClause(item.slice(index), MAX_GROUP_DESCRIPTION_LENGTH));
  const said = name.map((term) => term.normal).join(' ');
  // "people who teach guitar" are guitar teachers; "people moving house" are named by it.
  const doers = namedByWhatTheyDo(said, description);
  if (doers) return { name: doers, description: '' };
  const doing = STAND_INS.has(said) && isGerund(item[index]) && description.split(' ').length <= MAX_DOING_WORDS;
  const text = groupName(name);
  if (doing && text) return { name: `${text} ${description}`, description: '' };
  return text ? { name: text, description } : null;
}

/** Words where a description may be cut short and still read whole: "with a second car | that sits …", "with a garden | they love". */
const DESCRIPTION_CUTS = new Set([
  ...RELATIVE_WORDS,
  ...'with without from in on at for and but they he she we you i'.split(' '),
]);

/**
 * A group as a segment is named: its name with as much of its description as still names people
 * (docs/interviewer.md, "Field shapes"), cut where a qualifier starts: "Families with a second car
 * that sits in the driveway all week" → "Families with a second car"; "Adults who never got round
 * to it" → "Adults", since "who never got round to it" speaks of something by a pronoun.
 */
export function segmentName(group: Group): string {
  const words = group.description.split(' ').filter(Boolean);
  if (`${group.name} ${group.description}`.length > MAX_GROUP_DESCRIPTION_LENGTH) return group.name;
  for (let end = words.length; end > 0; end -= 1) {
    const cut = end < words.length;
    // A cut leaves a qualifier of its own ("on nights"), not a word left hanging ("Students checking").
    if (cut && (!DESCRIPTION_CUTS.has((words[end] ?? '').toLowerCase()) || end < 2)) continue;
    if (cut && /ing$/.test(words[end - 1] ?? '')) continue;
    const described = `${group.name} ${words.slice(0, end).join(' ')}`.replace(/[,;:]$/, '');
    if (described.length <= MAX_GROUP_DESCRIPTION_LENGTH && fitsShape('segment', described)) return described;
  }
  return group.name;
}

/** The items of the answer: a laid-out list's lines, or the groups and parts of each sentence. */
function itemsOf(text: string): Item[] {
  const listed = listedItems(text);
  if (listed) return listed.map((line) => ({ terms: withoutLeadIn(readTerms(withoutQualifiers(line))), part: false }));
  const plain = withoutQualifiers(cleanText(text, MAX_READ_CHARS + 1));
  return readSentences(plain).flatMap((sentence, index) => splitItems(withoutLeadIn(sentence, index === 0)));
}

/** Every group an answer names, in order and once each, with its parts; null when it names none. */
export function readGroups(answer: string): Group[] | null {
  const groups: Group[] = [];
  let parent: Group | undefined;
  for (const item of itemsOf(readableGroups(answer.replace(MARKUP, ' ')))) {
    const group = readItem(item.terms);
    if (!group) continue;
    const known = groups.find((other) => other.name.toLowerCase() === group.name.toLowerCase());
    if (item.part && parent) {
      const segments = parent.segments ?? [];
      const name = segmentName(group);
      if (!segments.some((other) => other.toLowerCase() === name.toLowerCase())) segments.push(name);
      parent.segments = segments;
      continue;
    }
    if (!known && groups.length >= PLAN_LIMITS.userTypes) break;
    if (!known) groups.push(group);
    parent = known ?? group;
  }
  return groups.length > 0 ? groups : null;
}
