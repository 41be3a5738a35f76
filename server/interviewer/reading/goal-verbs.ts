/**
 * The verb a goal opens with, as a tester is told it (docs/interviewer.md, "Field shapes"), when a
 * founder says it otherwise: a verb of a chat for a plain one ("bung the lamb boxes on the site" →
 * "Put …", "ping the client" → "Message …"), what is to be done said as what is to be had done
 * ("get it filed before the 31st" → "File it …"), and a wish for a thing ("wants it back by
 * Thursday" → "Get it back by Thursday").
 */
import { bare, OBJECT_OPENERS, PARTICLES, plainVerb, STRANDED } from './goal-words.ts';

/** Verbs of a chat, and the plain verb a tester is told; used only before what they act on. */
const CHATTY: Readonly<Record<string, string>> = {
  bung: 'put',
  pop: 'put',
  stick: 'put',
  chuck: 'put',
  whack: 'put',
  sling: 'put',
  shove: 'put',
  ping: 'message',
  ack: 'acknowledge',
  nab: 'get',
  bag: 'get',
};
/** Verbs of a chat said with their particle: "fire off an invoice", "knock up a quote". */
const CHATTY_PHRASES: Readonly<Record<string, string>> = {
  'fire off': 'send',
  'kick back': 'send back',
  'knock up': 'make',
  'rustle up': 'make',
  'whip up': 'make',
  'suss out': 'work out',
  'dig out': 'find',
  'chuck out': 'throw out',
  'chuck away': 'throw away',
};
/** Words what a verb acts on opens with: "pop the veg on", never "stick to a budget". */
const THING_OPENERS = new Set(
  'the a an this that these those his her their my our your some any all it them everything each every'.split(' '),
);
/** Verbs that have a thing done: "get it filed", "have the car washed". */
const HAVING_DONE = new Set(['get', 'have']);
/** Words that say a thing is wanted: "wants it back", "she'd want gift aid on it". */
const WISHES = new Set('want wants wanted need needs'.split(' '));
/** Words that end what is had done: "get a quote for the roof", "get it back folded" have nothing done. */
const BETWEEN_THINGS = new Set('back for to on in at by with from of and or'.split(' '));
/** The most words what is to be done to may have: "get the van's MOT booked". */
const MAX_THING_WORDS = 4;

const entry = (table: Readonly<Record<string, string>>, key: string) =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/** "filed", "sent", "paid": a verb as what was done to a thing; never "done", which says nothing of what. */
const isParticiple = (word: string) =>
  word !== 'done' &&
  !word.endsWith('s') &&
  !word.endsWith('ing') &&
  plainVerb(word) !== null &&
  plainVerb(word) !== word;

/** "get it filed before the 31st" → "file it before the 31st"; null when nothing is had done. */
function done(words: readonly string[]): string[] | null {
  if (!HAVING_DONE.has(bare(words[0] ?? '')) || !THING_OPENERS.has(bare(words[1] ?? ''))) return null;
  for (let at = 2; at <= Math.min(MAX_THING_WORDS + 1, words.length - 1); at++) {
    const said = bare(words[at] ?? '');
    const verb = isParticiple(said) ? plainVerb(said) : null;
    if (verb && verb !== said) return [verb, ...words.slice(1, at), ...words.slice(at + 1)];
    if (BETWEEN_THINGS.has(said)) return null;
  }
  return null;
}

/**
 * Whether what is said at `at`, after a wish with no "to", is the thing wanted ("she'd want gift
 * aid on it"), not a verb said without its "to" ("he want find a partner").
 */
export function wantsAThing(words: readonly string[], at: number): boolean {
  if (!WISHES.has(bare(words[at - 1] ?? ''))) return false;
  const next = bare(words[at + 1] ?? '');
  const verbFirst =
    plainVerb(bare(words[at] ?? '')) && (OBJECT_OPENERS.has(next) || PARTICLES.has(next) || STRANDED.has(next));
  return !verbFirst;
}

/**
 * The task's words with its opening verb as a tester is told it: `words` open with the verb
 * (already plain) or, after a wish, with the thing wanted.
 */
export function plainOpening(words: readonly string[], afterWish = false): string[] {
  const [first = '', second = '', third = ''] = words.map(bare);
  if (afterWish) return done(['get', ...words]) ?? ['get', ...words];
  const phrase = entry(CHATTY_PHRASES, `${first} ${second}`);
  if (phrase && THING_OPENERS.has(third)) return [phrase, ...words.slice(2)];
  const chatty = entry(CHATTY, first);
  if (chatty && THING_OPENERS.has(second)) return [chatty, ...words.slice(1)];
  return done(words) ?? [...words];
}
