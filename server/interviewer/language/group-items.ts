/**
 * Where one group ends and the next starts in an answer to "who uses your app?", and which
 * groups are parts of another: groups.ts names each item found here.
 *
 * A new group starts after a comma or a joining word ("and", "or", "but also", "&") when a noun
 * phrase follows, not the rest of a description ("… and need steady bookings"). A group named and
 * then opened up ("buyers: local customers and office managers", "buyers — …", "buyers (…)",
 * "buyers such as / like / including …", "buyers, who are …", "Buyers are …") has those as its
 * parts, which the plan keeps as the segments of one user type, not as more user types. Parts run
 * to the end of the sentence, the closing bracket or the closing dash.
 */
import type { Term } from './english.ts';
import {
  endsItem,
  endsSentence,
  isAdjective,
  isDeterminerLike,
  isEmoji,
  isNoun,
  isVerb,
  joinerLength,
  RELATIVE_WORDS,
} from './terms.ts';

export interface Item {
  terms: Term[];
  /** Whether the item is a part of the group named before it ("local customers" of "buyers: …"). */
  part: boolean;
}

const MAX_LEAD_IN_WORDS = 6;
const MAX_COPULA_LEAD_IN_WORDS = 4;
const MAX_NAME_WORDS = 6;

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

/** Drops "Two kinds:", "Our users are mostly" and "Hmm, I think" from the start. */
export function withoutLeadIn(terms: Term[]): Term[] {
  let rest = terms.map(asNoun);
  const colon = rest.findIndex((term) => term.post.includes(':'));
  const shortLeadIn = colon >= 0 && colon < MAX_LEAD_IN_WORDS && colon < rest.length - 1;
  if (shortLeadIn && isLeadIn(rest.slice(0, colon + 1))) rest = rest.slice(colon + 1);
  const copula = rest.findIndex((term) => term.tags.has('Copula'));
  const aboutPeople = rest.slice(0, copula).some((term) => PEOPLE_WORDS.has(term.normal));
  if (copula > 0 && copula <= MAX_COPULA_LEAD_IN_WORDS && aboutPeople) rest = rest.slice(copula + 1);
  const opening = rest.findIndex((term) => !OPENING_FILLERS.has(term.normal));
  return opening > 0 ? rest.slice(opening) : rest;
}

/** Joining words, "the", "their", "two", emoji: what stands before a name without being part of it. */
export function skipToName(terms: readonly Term[], from: number): number {
  let at = from;
  for (;;) {
    const joiner = joinerLength(terms, at);
    const term = terms[at];
    if (joiner > 0) at += joiner;
    else if (isDeterminerLike(term) || isEmoji(term) || term?.tags.has('Value')) at += 1;
    else return at;
  }
}

const skipJoiner = (terms: readonly Term[], index: number) => index + joinerLength(terms, index);

/** Whether a new group starts at `index` (after a comma or a joining word). */
function startsGroup(terms: readonly Term[], index: number): boolean {
  const term = terms[skipToName(terms, index)];
  if (!term || RELATIVE_WORDS.has(term.normal) || isVerb(term)) return false;
  if (term.tags.has('Preposition') || term.tags.has('Adverb') || term.tags.has('QuestionWord')) return false;
  return isNoun(term) || isAdjective(term);
}

/** Plural nouns for people that neither the library's tags nor their endings give away. */
const PEOPLE = new Set(
  'people staff kids children teens families couples folks adults pupils guests patients'.split(' '),
);
/** "customers", "tutors", "florists", "technicians", "assistants", "students", "trainees", "chairmen". */
const PERSON_ENDING = /(?:er|or|ist|ian|ant|ent|ee|man|men)s?$/;
const isPerson = (term: Term) => term.tags.has('Actor') || PEOPLE.has(term.normal) || PERSON_ENDING.test(term.normal);

/**
 * Whether the noun phrase at `index` names people ("local customers", "office staff"): any plural
 * noun after a mark that says parts follow; after a word that may mean something else ("like",
 * "are"), a noun for people.
 */
function namesPeople(terms: readonly Term[], index: number, strict: boolean): boolean {
  if (!startsGroup(terms, index)) return false;
  for (let at = skipToName(terms, index); at < terms.length; at += 1) {
    const term = terms[at] as Term;
    if (!isNoun(term) && !isAdjective(term)) return false;
    const plural = term.tags.has('Plural') || PEOPLE.has(term.normal) || term.tags.has('Actor');
    if (plural && (!strict || isPerson(term))) return true;
    if (endsItem(term) || endsSentence(term)) return false;
  }
  return false;
}

/** Whether the item so far is a name and nothing else ("buyers", "and office staff"), so parts may follow. */
function namesOnly(terms: readonly Term[]): boolean {
  const name = terms.slice(skipToName(terms, 0));
  return (
    name.length > 0 &&
    name.length <= MAX_NAME_WORDS &&
    name.some(isNoun) &&
    name.every((term) => (isNoun(term) || isAdjective(term)) && !RELATIVE_WORDS.has(term.normal))
  );
}

/** Words that open up a group into its parts: "such as", "including", "who are". */
const OPENERS = [
  'such as',
  'including',
  'especially',
  'particularly',
  'in particular',
  'for example',
  'for instance',
  'e.g.',
  'eg',
  'i.e.',
  'ie',
  'namely',
  'who are',
  'that are',
  'which are',
].map((opener) => opener.split(' '));
/** Openers that also mean something else ("parents like short lessons"): only a noun for people follows them. */
const WEAK_OPENERS = ['like', 'are', 'include'].map((opener) => [opener]);

const openerIn = (openers: readonly string[][], terms: readonly Term[], index: number) =>
  openers.find((words) =>
    words.every((word, offset) => {
      const term = terms[index + offset];
      return term !== undefined && (term.normal === word || term.text.toLowerCase() === word);
    }),
  )?.length ?? 0;

const isDash = (text: string) => text.includes('—') || text.includes('–') || text.includes(' - ');

/** The items of one sentence: each a group or a part of the group before it. */
/**
 * Whether a new group starts at `index`: a noun phrase, and after a description ("who teach
 * maths"), one for people ("and parents"), not more of what is described ("and English").
 */
function groupAt(current: readonly Term[], terms: readonly Term[], index: number): boolean {
  if (!current.some(isNoun) || !startsGroup(terms, index)) return false;
  // "clinics with two or three physios": a joining word between numbers joins the numbers.
  if (current.at(-1)?.tags.has('Value') && terms[skipJoiner(terms, index)]?.tags.has('Value')) return false;
  const describing = current.some((term) => RELATIVE_WORDS.has(term.normal) || isVerb(term));
  return !describing || namesPeople(terms, index, false);
}

export function splitItems(terms: readonly Term[]): Item[] {
  const items: Item[] = [{ terms: [], part: false }];
  // Whether new items are parts, and whether a dash, not the sentence's end, closes them.
  let part = false;
  let dashCloses = false;
  for (let index = 0; index < terms.length; index += 1) {
    const current = (items.at(-1) as Item).terms;
    const term = terms[index] as Term;
    const joiner = joinerLength(terms, index);
    if (joiner > 0 && groupAt(current, terms, index)) {
      items.push({ terms: [], part });
      index += joiner - 1;
      continue;
    }
    const strong = part ? 0 : openerIn(OPENERS, terms, index);
    const opener = strong || (part ? 0 : openerIn(WEAK_OPENERS, terms, index));
    if (opener > 0 && namesOnly(current) && namesPeople(terms, index + opener, strong === 0)) {
      part = true;
      items.push({ terms: [], part });
      index += opener - 1;
      continue;
    }
    current.push(term);
    const next = terms[index + 1];
    const dash = isDash(term.post);
    if (term.post.includes(')') || (part && dashCloses && dash)) {
      part = false;
      if (next && startsGroup(terms, index + 1)) items.push({ terms: [], part });
      continue;
    }
    const opens = term.post.includes(':') || dash || next?.pre.includes('(') === true;
    if (
      !part &&
      opens &&
      namesOnly(current) &&
      joinerLength(terms, index + 1) === 0 &&
      namesPeople(terms, index + 1, false)
    ) {
      part = true;
      dashCloses = dash;
      items.push({ terms: [], part });
      continue;
    }
    const pause = endsItem(term) || endsSentence(term);
    if (pause && groupAt(current, terms, index + 1)) items.push({ terms: [], part });
  }
  return items.filter((item) => item.terms.length > 0);
}
