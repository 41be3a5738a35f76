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
import { namesPeople as namesSomeone } from './people-words.ts';

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

const MAX_NAME_WORDS = 6;

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

/**
 * "patients and nurses", "bakers and cooks", "one-man bands with a van": a word in "-s" the library
 * reads as a verb is a plural noun where nothing it could act on follows it (the end, a mark,
 * "and", "who", or a preposition that starts what describes it).
 */
export function endsAsNoun(terms: readonly Term[], at: number): boolean {
  const term = terms[at] as Term;
  const next = terms[at + 1];
  const nothingFollows =
    !next ||
    endsItem(term) ||
    endsSentence(term) ||
    joinerLength(terms, at + 1) > 0 ||
    RELATIVE_WORDS.has(next.normal) ||
    next.tags.has('Preposition');
  return term.tags.has('PresentTense') && term.normal.endsWith('s') && nothingFollows;
}

/** Whether a new group starts at `index` (after a comma or a joining word). */
function startsGroup(terms: readonly Term[], index: number): boolean {
  const at = skipToName(terms, index);
  const term = terms[at];
  if (!term || RELATIVE_WORDS.has(term.normal)) return false;
  if (isVerb(term)) return endsAsNoun(terms, at);
  if (term.tags.has('Preposition') || term.tags.has('Adverb') || term.tags.has('QuestionWord')) return false;
  return isNoun(term) || isAdjective(term);
}

/** Plural nouns for people that neither the library's tags nor their endings give away. */
const PEOPLE = new Set(
  'people ppl staff kids children teens families couples folks adults pupils guests patients'.split(' '),
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
  const start = skipToName(terms, index);
  for (let at = start; at < terms.length; at += 1) {
    const term = terms[at] as Term;
    // "and invoices" after "who quote jobs" goes on describing; "and nurses", "and team leads" name people.
    const pluralVerb = isVerb(term) && endsAsNoun(terms, at) && (at > start || namesSomeone(term.normal));
    if (!isNoun(term) && !isAdjective(term) && !pluralVerb) return false;
    const plural =
      pluralVerb ||
      term.tags.has('Plural') ||
      PEOPLE.has(term.normal) ||
      term.tags.has('Actor') ||
      namesSomeone(term.normal);
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

/**
 * Whether a new group starts at `index`: a noun phrase, and after a description ("who teach
 * maths"), one for people ("and parents"), not more of what is described ("and English").
 */
function groupAt(current: readonly Term[], terms: readonly Term[], index: number): boolean {
  if (!current.some(isNoun) || !startsGroup(terms, index)) return false;
  // "clinics with two or three physios": a joining word between numbers joins the numbers.
  if (current.at(-1)?.tags.has('Value') && terms[skipJoiner(terms, index)]?.tags.has('Value')) return false;
  const describing = current.some(
    (term, at) => RELATIVE_WORDS.has(term.normal) || (isVerb(term) && !endsAsNoun(current, at)),
  );
  return !describing || namesPeople(terms, index, false);
}

/** The items of one sentence: each a group or a part of the group before it. */
export function splitItems(terms: readonly Term[]): Item[] {
  const items: Item[] = [{ terms: [], part: false }];
  // Whether new items are parts, and what closes them besides the sentence's end: a dash, or ", and".
  let part = false;
  let dashCloses = false;
  let closesAtClause = false;
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
      closesAtClause = true;
      items.push({ terms: [], part });
      index += opener - 1;
      continue;
    }
    current.push(term);
    const next = terms[index + 1];
    const dash = isDash(term.post);
    // "patients, such as new mums and retirees, and nurses": a clause of parts ends before ", and".
    const clauseEnds = closesAtClause && endsItem(term) && joinerLength(terms, index + 1) > 0;
    if (term.post.includes(')') || (part && dashCloses && dash) || (part && clauseEnds)) {
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
      closesAtClause = false;
      items.push({ terms: [], part });
      continue;
    }
    const pause = endsItem(term) || endsSentence(term);
    if (pause && groupAt(current, terms, index + 1)) items.push({ terms: [], part });
  }
  return items.filter((item) => item.terms.length > 0);
}
