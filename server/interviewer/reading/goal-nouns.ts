/**
 * Goals said as nouns (docs/interviewer.md, "Field shapes"): asked what a persona wants to get
 * done, a founder often names the things ("the veg box, and collection slots", "invoices mostly",
 * "class bookings and the membership renewal") or the doings ("booking, paying, cancelling"). Each
 * becomes a task a tester can follow, begun with its verb: a thing with the verb its kind takes
 * ("Book a collection slot"), a doing said as a noun with its own verb ("Renew the membership").
 * What is said after the list ("…, that's the big one", "…, four ball") is no goal of its own.
 */

import { trimEndChars } from '../../../src/lib/forms/trim-chars.ts';
import { APP_VERBS } from '../language/action-words.ts';
import { readsAsVerb, readTerms, singular } from '../language/english.ts';
import { capitalised } from '../words/mentions.ts';
import { bare, isGerund, plainVerb, SUBJECTS } from './goal-words.ts';
import { isKnownVerb, namesOneThing, verbOfDoing, verbOfThing } from './thing-verbs.ts';

/** Words that join the things of a list, and marks that always do. */
const JOINERS = new Set(['and', 'plus', 'then']);
const JOINING_MARKS = new Set(['&', '+', '/']);
/**
 * Words said before a thing that say nothing of it: "obviously the veg box", "probably just the
 * fitting". A wish is no hedge: "wants a receipt" is read by the goal's own reader ("Get a receipt").
 */
const OPENING_HEDGES = new Set(
  (
    'so and then first also next oh well hmm um umm erm er uh ah ok okay mostly just always basically mainly ' +
    'often normally typically usually probably definitely maybe perhaps ideally actually really tbh honestly ' +
    'obviously primarily especially i guess think suppose reckon'
  ).split(' '),
);
/** Words said after a thing that say nothing of it: "invoices mostly", "hive inspections, mainly", "… I suppose". */
const CLOSING_HEDGES = new Set(
  'mostly mainly obviously primarily too also really tbh lol etc honestly probably i guess suppose think reckon as well first'.split(
    ' ',
  ),
);
/** Words that stand for the thing said before them: "the expenses bit", "the skip-a-week thing". */
const STAND_INS = new Set('thing things bit bits side part feature section stuff'.split(' '));
const DETERMINERS = new Set('the a an her his their my our your its this these those'.split(' '));
/** Words after which the thing is said of something else: "quotes for certified translations". */
const PREPOSITIONS = new Set('for of on with to from at in by about like per'.split(' '));
/** Words that open a clause about the thing, not another thing: "…, that's the big one", "…, what he saw". */
const CLAUSE_OPENERS = new Set([...SUBJECTS, 'what', 'when', 'how', 'where', 'why', 'because', 'so', 'since']);
/** Who a sentence is said of: "she'd want the veg box" is read as a wish by the goal's own reader. */
const PEOPLE = new Set([...SUBJECTS, 'shed', 'hed', 'theyd', 'id', 'wed', 'youd', 'ill', 'shell', 'hell', 'theyll']);
/** Words after "I" that only hedge what follows: "I guess the veg box". */
const HEDGING_VERBS = new Set('guess think suppose reckon'.split(' '));
/** The most words a thing is said in before what it is for: "charity fundraising page". */
const MAX_THING_WORDS = 4;
/** A list of things is short: past these, what is said is read by the goal's own reader. */
const MAX_SAID_LENGTH = 300;
const MAX_ITEMS = 8;
const NUMBERS = new Set('one two three four five six seven eight nine ten twenty'.split(' '));
/** Verbs a goal said plainly opens with, beside those of apps: "email invoices" is a task, "repeat prescriptions" a thing. */
const PLAIN_VERBS = new Set([
  ...APP_VERBS,
  ...'email text ping print add edit remove delete update renew skip swap claim file submit see view get make fill sign top drop start stop open close keep give tip scan lock unlock move change go'.split(
    ' ',
  ),
]);

type Item = { kind: 'thing' | 'task' | 'aside' | 'detail' | 'unknown'; goal?: string[] };

/** The items of a list, each with whether a sentence ended before it. */
function itemsOf(said: string): { words: string[]; afterSentence: boolean }[] {
  const items: { words: string[]; afterSentence: boolean }[] = [{ words: [], afterSentence: false }];
  let sentenceEnded = false;
  const next = () => {
    items.push({ words: [], afterSentence: sentenceEnded });
  };
  for (const word of said.split(' ').filter(Boolean)) {
    const item = items.at(-1) as { words: string[] };
    const plain = bare(word);
    // "a return for the car and two adults": after a preposition, "and" goes on with what it is for.
    const saidOf = item.words.some((each) => PREPOSITIONS.has(bare(each)));
    if (JOINING_MARKS.has(word) || (JOINERS.has(plain) && !saidOf)) {
      if (item.words.length > 0) next();
      continue;
    }
    item.words.push(trimEndChars(word, ',;:.!?'));
    const ends = /[.!?]$/.test(word);
    if (ends || /[,;:]$/.test(word)) {
      sentenceEnded = ends;
      next();
    }
  }
  return items.filter((item) => item.words.length > 0);
}

/** The item without the hedges said around it and the word standing in for it ("the expenses bit" → "expenses"). */
function core(words: readonly string[]): string[] {
  let start = 0;
  while (start < words.length - 1 && OPENING_HEDGES.has(bare(words[start] ?? ''))) start++;
  let end = words.length;
  while (end > start + 1 && CLOSING_HEDGES.has(bare(words[end - 1] ?? ''))) end--;
  const said = words.slice(start, end);
  if (said.length > 1 && STAND_INS.has(bare(said.at(-1) ?? ''))) {
    said.pop();
    if (DETERMINERS.has(bare(said[0] ?? '')) && said.length > 1) said.shift();
  }
  return said;
}

const withArticle = (article: string, next: string) => (article === 'a' && /^[aeiou]/i.test(next) ? 'an' : article);

/** "a monthly donation": a doing said with what kind it is, not with what it is done to. */
const describedOnly = (modifiers: readonly string[]) =>
  modifiers.length > 0 && readTerms(modifiers.join(' '))[0]?.tags.has('Adjective') === true;

/** A thing, or a doing said as a noun, as the task it names; null when neither is known. */
function taskOfThing(words: readonly string[]): string[] | null {
  const said = [...words];
  const determiner = DETERMINERS.has(bare(said[0] ?? '')) ? (said.shift() as string) : '';
  const saidOf = said.findIndex((word, index) => index > 0 && PREPOSITIONS.has(bare(word)));
  const thing = saidOf > 0 ? said.slice(0, saidOf) : said;
  const after = saidOf > 0 ? said.slice(saidOf) : [];
  const last = bare(thing.at(-1) ?? '');
  // "uses the stats page" is no thing: a thing is nouns, what kind it is, and no verb said of anyone.
  const modifiers = thing.slice(0, -1);
  const wordy = modifiers.some((word) => DETERMINERS.has(bare(word)) || PEOPLE.has(bare(word)));
  if (thing.length > MAX_THING_WORDS || wordy) return null;
  const plural = singular(last) !== last;
  const known = verbOfThing([...thing.slice(0, -1).map(bare), singular(last)]);
  if (known) {
    const article = determiner || (plural && known.article === 'a' ? '' : known.article);
    const opening = article ? [withArticle(article, thing[0] ?? '')] : [];
    return [known.verb, ...opening, ...thing, ...after];
  }
  const doing = verbOfDoing(singular(last)) ?? (isGerund(singular(last)) ? plainVerb(singular(last)) : null);
  if (!doing) return null;
  // "a monthly donation" is made; "quick checkout" says how the app should be, not what is done.
  const madeDoing = /(?:ion|al|ment)$/.test(singular(last));
  if (describedOnly(modifiers) && !madeDoing) return null;
  if (describedOnly(modifiers)) return ['make', withArticle(determiner || 'a', thing[0] ?? ''), ...thing, ...after];
  // "class bookings" → "book a class", "the membership renewal" → "renew the membership".
  const object = modifiers.length > 0 ? [withArticle(determiner || 'a', modifiers[0] ?? ''), ...modifiers] : [];
  return [doing, ...object, ...after];
}

const isHedge = (word: string) => OPENING_HEDGES.has(bare(word)) || CLOSING_HEDGES.has(bare(word));

/** Whether the item is said of someone ("she'd want …", "he's obsessed with …"), not a thing named. */
function saidOfSomeone(words: readonly string[]): boolean {
  const opening = words.findIndex((word) => !JOINERS.has(bare(word)) && bare(word) !== 'oh');
  const [who = '', next = ''] = words.slice(Math.max(opening, 0)).map(bare);
  return PEOPLE.has(who) && !(who === 'i' && HEDGING_VERBS.has(next));
}

function readItem(words: readonly string[]): Item {
  // "…, mainly": a clause of hedges says nothing.
  if (words.every(isHedge)) return { kind: 'detail' };
  if (saidOfSomeone(words)) return { kind: 'aside' };
  const said = core(words);
  const first = bare(said[0] ?? '');
  if (said.length === 0 || CLAUSE_OPENERS.has(first)) return { kind: 'aside' };
  if (/^\d/.test(first) || NUMBERS.has(first)) return { kind: 'detail' };
  // "the skip-a-week thing": a task written as one word.
  const hyphened = first.split('-');
  if (said.length === 1 && hyphened.length > 2 && readsAsVerb(hyphened[0] ?? ''))
    return { kind: 'thing', goal: hyphened };
  const compound = said.length > 1 && namesOneThing(first, singular(bare(said[1] ?? '')));
  // "chasing the ones that don't pay", "booking": a doing said as what someone is doing.
  if (isGerund(first) && !compound) {
    const verb = plainVerb(first) as string;
    return { kind: said.length === 1 ? 'thing' : 'task', goal: [verb, ...said.slice(1)] };
  }
  // "upload photos", "rebook appointments": a word that may be a verb opens a task, unless with the
  // next it names a thing ("bug reports").
  const plainTask =
    said.length > 1 ? PLAIN_VERBS.has(first) || isKnownVerb(first) : PLAIN_VERBS.has(first) && !verbOfThing([first]);
  if (plainTask && !compound) return { kind: 'task', goal: said };
  const goal = taskOfThing(said);
  return goal ? { kind: 'thing', goal } : { kind: 'unknown' };
}

/**
 * The goals an answer names as things or doings, each begun with its verb; null when it names none
 * (it is a task said plainly, which other readers read) or names something no verb is known for.
 */
export function goalsOfNouns(said: string): string[] | null {
  if (said.length > MAX_SAID_LENGTH) return null;
  const goals: Item[] = [];
  // "Invoices mostly": the capital of the answer's first word is no part of the thing.
  const opening = said.split(' ')[0] ?? '';
  const text = /^\p{Lu}\p{Ll}*[,;:.]?$/u.test(opening) ? `${opening.toLowerCase()}${said.slice(opening.length)}` : said;
  const items = itemsOf(text);
  if (items.length > MAX_ITEMS) return null;
  for (const { words, afterSentence } of items) {
    const item = readItem(words);
    // A sentence said of someone is read by the goal's own reader, which knows wishes.
    if (item.kind === 'aside' && goals.length === 0) return null;
    if (item.kind === 'aside') break;
    // "…, four ball", "… . depth, time": details of the thing before, no things of their own.
    if (item.kind === 'detail' || (item.kind === 'unknown' && afterSentence && goals.length > 0)) continue;
    if (item.kind === 'unknown') return null;
    goals.push(item);
  }
  // A list that opens with a task said as a verb is tasks ("pay the deposit and the balance"), for the goal's own reader.
  if (goals[0]?.kind !== 'thing') return null;
  return goals.map((item) => capitalised((item.goal ?? []).join(' ')));
}
