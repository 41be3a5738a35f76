/**
 * The shape each plan field's value must have before the interviewer stores it (docs/interviewer.md,
 * "Field shapes"). Whatever reads a turn, the rules or a language model, a value that fails here
 * is never stored: the interviewer asks back with its best reading instead.
 *
 * - a name is a first name (one to three capitalised words, none of them a word of the sentence
 *   around it: "And sorry" is not a name);
 * - an age is a whole number of years from 1 to 120;
 * - a gender is one of GENDERS;
 * - a user type or a segment is a short noun phrase naming people ("Team leads", "Owners with one
 *   dog"), never a clause ("Please remove the walkers", "Walker accepting them") or a word about
 *   kinds ("Kinds of people");
 * - an occupation, a state of mind and a device are short phrases, not sentences;
 * - a goal is one sentence a tester can follow: it begins with a verb, ends on a word that can end
 *   a sentence ("Keep track of" does not), and reads as English ("Learn a to build app" does not).
 *
 * Each check splits the value on spaces once and looks words up in sets: linear in the value,
 * which is at most MAX_VALUE_LENGTH characters anyway.
 */
import { MAX_DESCRIPTION_LENGTH, MAX_VALUE_LENGTH } from '../words/answers.ts';
import { readsAsVerb } from './english.ts';
import { looksForeign } from './foreign.ts';
import type { TurnAct, TurnField, TurnReading } from './turn-reading.ts';

export const GENDERS = ['Female', 'Male', 'Non-binary', 'Not stated'] as const;
export const MAX_AGE = 120;

const set = (words: string) => new Set(words.split(' '));

/** Words that open a clause or stand for someone: never the first word of a name or a group. */
const CLAUSE_WORDS = set(
  'and but or so sorry oh ah well she he they them it i we you me us is are was were be been am please remove ' +
    'shes hes theyre its im were youre thats theres ive weve theyve id wed hed shed ' +
    'delete drop call rename add make not no yes yeah like um uh er just actually also because who whom whose ' +
    'that which what when where why how if then there here this these those my our your their his her its',
);
/** Words that cannot end a name of people or a goal: a phrase cut short ("Keep track of"). */
const DANGLING = set(
  'a an the and or but of to for with in on at by from into onto about as than that which who whose their his ' +
    'her my our your its this these those some any every each very so',
);
/** Pronouns and verbs of being: a group's name holding one is a clause ("Walker accepting them"). */
const NOT_IN_A_NAME = set(
  'i we you they them he she it me us him her is are was were am be been being who whom which that because ' +
    'shes hes theyre im youre weve ive ' +
    'when where if but please',
);
/** Words that stand for someone or something already said. */
const PRONOUNS = set(
  'i we you they them he she it me us him her themselves itself ourselves myself shes hes theyre im',
);
/** Words about kinds: "Kinds of people", "Types" name no one. */
const KIND_WORDS = set('kind kinds type types sort sorts group groups category categories way ways thing things stuff');
/** Two words that never follow each other in English ("Learn a to build app"). */
const BROKEN_PAIRS = set('a+to an+to the+to a+a a+the the+a the+the to+to of+of a+an an+a');

const words = (value: string) => value.split(' ').filter(Boolean);
const lower = (word: string) =>
  word
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}-]/gu, '');
const startsCapital = (value: string) => {
  const first = Array.from(value)[0] ?? '';
  return first !== first.toLowerCase() || /[\p{N}]/u.test(first) || first === first.toUpperCase();
};
const isOneLine = (value: string) => value === value.trim() && !/\s{2}|[\n\r\t]/.test(value);
/** More than one sentence, or a question: ". Then", "?" or "!" inside the value. */
const hasSentenceBreak = (value: string) => /[?!;]|\.\s/.test(value);

/** Words that open what qualifies a group's head ("Owners with one dog"); a segment may say it in a clause ("who also do the books"). */
const QUALIFIERS = set('with of from in on at for under over without');
const CLAUSE_QUALIFIERS = set('who that');
/** Prepositions "her" may follow as whom a goal is about: "about her", "to her". */
const TO_WHOM = set('about to by');

function namesPeople(value: string, maxWords: number, clauses: boolean): boolean {
  const all = words(value);
  if (all.length === 0 || all.length > maxWords || !startsCapital(value) || hasSentenceBreak(value)) return false;
  const bare = all.map(lower);
  if (value.endsWith('.') || CLAUSE_WORDS.has(bare[0] ?? '') || DANGLING.has(bare.at(-1) ?? '')) return false;
  // "Owners first" is a choice of the owners, not a group's name.
  if (bare.at(-1) === 'first' || bare.includes('')) return false;
  const qualifier = bare.findIndex(
    (word, index) => index > 0 && (QUALIFIERS.has(word) || (clauses && CLAUSE_QUALIFIERS.has(word))),
  );
  const head = qualifier > 0 ? bare.slice(0, qualifier) : bare;
  const rest = qualifier > 0 ? bare.slice(qualifier + 1) : [];
  if (head.some((word) => KIND_WORDS.has(word) || NOT_IN_A_NAME.has(word))) return false;
  // What qualifies the head names no one else by a pronoun ("who buy it for themselves" is a clause about the app).
  return !rest.some((word) => PRONOUNS.has(word) || (!clauses && NOT_IN_A_NAME.has(word)));
}

function isFirstName(value: string): boolean {
  const all = words(value);
  if (all.length === 0 || all.length > 3 || value.length > 40) return false;
  return all.every(
    (word) =>
      /^\p{L}[\p{L}\p{M}'’.-]*$/u.test(word) &&
      startsCapital(word) &&
      !CLAUSE_WORDS.has(lower(word)) &&
      !DANGLING.has(lower(word)),
  );
}

/** A short phrase, not a sentence: an occupation, a state of mind, a device. */
function isShortPhrase(value: string, maxWords: number): boolean {
  const all = words(value);
  if (all.length === 0 || all.length > maxWords || hasSentenceBreak(value)) return false;
  const bare = all.map(lower);
  // "ER nurse", "IT manager": a word in capitals is a name for something, not "er" or "it".
  const acronym = /^\p{Lu}{2,}$/u.test(all[0] ?? '');
  return (acronym || !CLAUSE_WORDS.has(bare[0] ?? '')) && !DANGLING.has(bare.at(-1) ?? '');
}

function isGoal(value: string): boolean {
  const all = words(value);
  if (all.length > 25 || !startsCapital(value) || hasSentenceBreak(value)) return false;
  if (value.endsWith('.') || value.endsWith(',')) return false;
  // English grammar is only asked of English: a goal said in another language is kept as said.
  if (looksForeign(value)) return true;
  const bare = all.map(lower);
  // "Read what the mums say about her": "her" after a verb or a preposition is whom, not whose.
  const before = bare.at(-2) ?? '';
  const endsOnHer =
    bare.at(-1) === 'her' && bare.length > 1 && (QUALIFIERS.has(before) || TO_WHOM.has(before) || readsAsVerb(before));
  if (!readsAsVerb(bare[0] ?? '') || (DANGLING.has(bare.at(-1) ?? '') && !endsOnHer)) return false;
  return bare.every(
    (word, index) => index === 0 || (word !== bare[index - 1] && !BROKEN_PAIRS.has(`${bare[index - 1]}+${word}`)),
  );
}

const isAge = (value: string) => /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_AGE;

/** Whether `value` may be stored in `field`. */
export function fitsShape(field: TurnField, value: string): boolean {
  if (value === '' || !isOneLine(value)) return false;
  if (field === 'app_description') return Array.from(value).length <= MAX_DESCRIPTION_LENGTH;
  if (Array.from(value).length > MAX_VALUE_LENGTH) return false;
  switch (field) {
    case 'user_type':
      return namesPeople(value, 6, false);
    case 'segment':
      // A kind of those people may say what kind at length ("Front desk staff at clinics with two or three physios").
      return namesPeople(value, 10, true);
    case 'name':
      return isFirstName(value);
    case 'age':
      return isAge(value);
    case 'gender':
      return (GENDERS as readonly string[]).includes(value);
    case 'occupation_background':
      return isShortPhrase(value, 10) && startsCapital(value);
    case 'state_of_mind':
      // A mood is often said with its moment: "A bit stressed by the time she opens the app".
      return isShortPhrase(value, 12) && startsCapital(value);
    case 'device':
      return isShortPhrase(value, 6);
    case 'goal':
      return isGoal(value);
  }
}

/** The acts that store a value (answer, correction, rename) hold one that fits their field. */
export function actFitsShape(act: TurnAct): boolean {
  const stores = act.act === 'answer' || act.act === 'correction' || act.act === 'rename';
  if (!stores) return true;
  return act.field !== undefined && act.value !== undefined && fitsShape(act.field, act.value);
}

export const readingFitsShapes = (reading: TurnReading) => reading.acts.every(actFitsShape);
