/**
 * The words a goal is read by (goal-values.ts, goal-tails.ts): each compared bare, the verb that
 * opens a task found as a tester is told it ("uploads" → "upload"), and who a clause is about.
 */
import { infinitive, readsAsVerb } from '../language/english.ts';

/** Words a goal may be said after: who wants it, and how much ("so first he'd want to …"). */
export const GOAL_LEAD_INS = new Set(
  (
    'so and then first also next she he they we i you users user people customers hed shed theyd wed id ' +
    'wanna want wants wanted need needs has have would like likes to will can could should must usually ' +
    'mostly just always basically mainly often normally typically probably definitely be able ' +
    'guess think maybe perhaps ideally actually really oh well hmm um mm mmm hmmm umm erm er uh ah ok okay tbh honestly'
  ).split(' '),
);
/** Words a verb's object opens with: "pay the deposit", "see what broke" are tasks of their own. */
export const OBJECT_OPENERS = new Set(
  'the a an their his her which who whos what whats when how some any all your my our this these those'.split(' '),
);
/** Words that go with a verb: "draw up", "check in". */
export const PARTICLES = new Set('up in out off down back over'.split(' '));
/** Who a clause after a goal is about: "…, it's like 800 photos", "… each couple she works with". */
export const SUBJECTS = new Set('it its thats theres they theyre she shes he hes which who i we you'.split(' '));
/** Words that end a relative clause said without "who" or "that" ("each couple she works with"). */
export const STRANDED = new Set('with to for on in at about from of'.split(' '));
/** Words that, after a verb, show it is no task but a clause about someone ("finance always asks"). */
export const NOT_AFTER_A_TASK = new Set(
  'always never usually often sometimes just also really actually is are was'.split(' '),
);

/** Verbs that say what someone is or has: "Sophie is the lead" says no task. */
const BEING = new Set(['is', 'was', 'has', 'does']);

export const bare = (word: string) =>
  word
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}-]/gu, '');
export const endsClause = (word: string | undefined) => word !== undefined && /[,;:]$/.test(word);
export const withoutMark = (words: readonly string[]) => words.join(' ').replace(/[,;:]$/, '');

/** "uploads" → "upload": the verb as a tester is told it, or null when the word is no verb. */
export function plainVerb(word: string): string | null {
  if (readsAsVerb(word)) return word;
  const plain = infinitive(word);
  return plain !== word && readsAsVerb(plain) ? plain : null;
}

/** A verb as said of someone ("asks", "hopes"), not as a tester is told it. */
export const isSaidOfSomeone = (word: string) =>
  bare(word).endsWith('s') && !BEING.has(bare(word)) && !readsAsVerb(bare(word)) && plainVerb(bare(word)) !== null;

/** Words in "-ing" that say how, not what is done: "…, including the receipts". */
const NOT_TASKS = new Set(
  'including excluding depending according regarding concerning considering following starting ending using'.split(' '),
);

/** "checking" → true: a task said as what someone is doing ("mostly just checking …"). */
export const isGerund = (word: string) => {
  const said = bare(word);
  return (
    said.length > 4 && said.endsWith('ing') && !NOT_TASKS.has(said) && !readsAsVerb(said) && plainVerb(said) !== null
  );
};

/**
 * A verb that can open a task: as a tester is told it, as said of someone ("sends"), or as what
 * someone is doing ("collecting subs"); never "sorted".
 */
export const taskVerb = (word: string) =>
  readsAsVerb(bare(word)) || isSaidOfSomeone(word) || isGerund(word) ? plainVerb(bare(word)) : null;
