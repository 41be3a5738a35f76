/**
 * A goal as the plan writes it (docs/interviewer.md, "Field shapes"): one task, begun with the verb
 * a tester follows. Said in a chat, a goal comes with who wants it ("he'd probably want to …", "Tom
 * would also want to …"), what is said after it ("… as well", "…, if that's a thing", "…, finance
 * always asks for that"), and often with the next task in the same breath ("find a recipe, scale it
 * for 12 people"; "buy a pass / check the next bus"): each task is a goal of its own.
 *
 * Words are compared in sets; nothing here scans the text with a pattern of its own.
 */
import { readsAsVerb, thirdPerson } from '../language/english.ts';
import { capitalised } from '../words/mentions.ts';
import { goalsOfNouns } from './goal-nouns.ts';
import { withoutTail } from './goal-tails.ts';
import { goalsOfThings } from './goal-things.ts';
import { plainOpening, wantsAThing } from './goal-verbs.ts';
import {
  bare,
  endsClause,
  GOAL_LEAD_INS,
  isGerund,
  isSaidOfSomeone,
  NOT_AFTER_A_TASK,
  OBJECT_OPENERS,
  PARTICLES,
  plainVerb,
  STRANDED,
  SUBJECTS,
  taskVerb,
  withoutMark,
} from './goal-words.ts';

export { isSaidOfSomeone, plainVerb } from './goal-words.ts';

/** Words that say a name before them is who wants the goal: "Tom would also want to …", "Omar wants to …". */
const AFTER_A_NAME = new Set(
  'would wants want wanted needs need will can could should also usually mostly always often probably really just likes like'.split(
    ' ',
  ),
);
/** Words that open what a verb said of someone goes on with: "hopes they …", "wishes that …". */
const CLAUSE_AFTER_A_VERB = new Set([...SUBJECTS, 'that', 'to']);
/** Words that say a goal is what follows "is": "the main thing for her is paying the excess". */
const THE_POINT = new Set('thing things priority goal point job aim idea'.split(' '));
/** Words between "is" and the task: "… is just to pay the excess". */
const BEFORE_THE_POINT = new Set('to just really basically mostly being'.split(' '));
/** The most words said before "is" in "the main thing for her is …". */
const MAX_POINT_WORDS = 7;
/** Particles that stand between a verb and its object, never as where it is done. */
const SEPARABLE = new Set('up out off back down away'.split(' '));
/** Words who does a task may open with: "the owner checks the rota". */
const DETERMINERS = new Set('the her his their our my'.split(' '));

/** Where the task said after "the main thing is", "all she wants is to" begins; `start` when none is. */
function afterThePoint(words: readonly string[], start: number): number {
  const said = words.slice(start, start + MAX_POINT_WORDS + 1).map(bare);
  const be = said.findIndex((word, index) => index > 0 && (word === 'is' || word === 'was'));
  const before = said.slice(0, Math.max(be, 0));
  const point =
    before.some((word) => THE_POINT.has(word)) ||
    ((before[0] === 'all' || before[0] === 'what') && before.some((word) => AFTER_A_NAME.has(word)));
  if (be < 0 || !point) return start;
  let at = start + be + 1;
  while (at < words.length - 1 && BEFORE_THE_POINT.has(bare(words[at] ?? ''))) at++;
  return plainVerb(bare(words[at] ?? '')) ? at : start;
}

/** Whether `at` opens a verb said of someone, the task after it: "books a lesson", "checks the rota". */
const saidOfWhoDoesIt = (words: readonly string[], at: number) =>
  OBJECT_OPENERS.has(bare(words[at + 1] ?? '')) && isSaidOfSomeone(words[at] ?? '');

/** Where the task begins: after who wants it, and a name said as its subject ("Tom would also want to"). */
function taskStart(words: readonly string[]): number {
  let start = 0;
  const skipLeadIns = () => {
    while (start < words.length - 1 && GOAL_LEAD_INS.has(bare(words[start] ?? ''))) start++;
  };
  skipLeadIns();
  start = afterThePoint(words, start);
  // A persona named as the subject: a capitalised word followed by a wish or a verb said of someone.
  const name = words[start] ?? '';
  const next = words[start + 1] ?? '';
  // "Order prints of …" is a task: a word that is a verb is a name only before a wish ("Priya would …").
  const wish = AFTER_A_NAME.has(bare(next));
  const noVerb = () => !readsAsVerb(bare(name)) && !isGerund(name);
  const capital = /^\p{Lu}/u.test(name);
  // "jade books a lesson", "the owner checks the rota": who does it, however it is written.
  if ((capital && (wish || (isSaidOfSomeone(next) && noVerb()))) || (saidOfWhoDoesIt(words, start + 1) && noVerb())) {
    start++;
    skipLeadIns();
  } else if (DETERMINERS.has(bare(name)) && saidOfWhoDoesIt(words, start + 2)) start += 2;
  return start;
}

/**
 * The goal as a tester follows it: without who wants it ("she wants to", "so first he'd"), the
 * person named before it ("Anita marks it ready" → "Mark it ready"), and what is said after it.
 */
/** Words that need no "s" after "she" or "he": "she can", "he must". */
const MODALS = new Set('can could will would shall should may might must did do to'.split(' '));
/** "it's" said as "its" before what a thing is: "when its done". */
const STATES = new Set('done ready full over finished late open closed free booked paid due empty'.split(' '));

/** "write what she feel" → "what she feels", "when its done" → "when it's done": as English says it. */
function agreed(words: readonly string[]): string[] {
  return words.map((word, index) => {
    const before = bare(words[index - 1] ?? '');
    const said = bare(word);
    if (said === 'its' && STATES.has(bare(words[index + 1] ?? ''))) return `it's`;
    const plain = (before === 'she' || before === 'he') && index > 1 && !MODALS.has(said) && /^[a-z]+$/.test(word);
    return plain && readsAsVerb(said) && !said.endsWith('s') ? thirdPerson(said) : word;
  });
}

const sameWords = (some: readonly string[], others: readonly string[]) =>
  some.length === others.length && some.every((word, index) => bare(word) === bare(others[index] ?? ''));

export function goalWithoutLeadIn(value: string): string {
  // "Seating plan, budget": things, each a goal of its own (goalParts), not a verb to find.
  if (goalsOfNouns(value) ?? goalsOfThings(value)) return value;
  const words = agreed(withoutTail(value.split(' ')));
  const start = taskStart(words);
  const afterWish = start > 0 && wantsAThing(words, start);
  const verb = afterWish ? null : plainVerb(bare(words[start] ?? ''));
  const said = words.slice(start);
  const task = plainOpening(verb ? [verb, ...said.slice(1)] : said, afterWish);
  if (!verb && sameWords(task, said)) return withoutMark(words);
  return withoutMark(start === 0 && sameWords(task, words) ? words : task);
}

/** "Build a quote on site" → "the quote": what "it" stands for in the task said next. */
function objectOf(words: readonly string[]): string | null {
  const said = words.map(bare);
  // "Draw up an estimate": the verb's particle is no part of its object.
  const [article, head, after] = said.slice(PARTICLES.has(said[1] ?? '') ? 2 : 1);
  if (article !== 'a' && article !== 'an' && article !== 'the') return null;
  return head && (after === undefined || STRANDED.has(after) || after === 'on') ? `the ${head}` : null;
}

/** The task with "it" said as what it stands for, when that is known. */
const withItAs = (task: string, it: string | null) =>
  it
    ? task
        .split(' ')
        .map((word) => (bare(word) === 'it' ? it : word))
        .join(' ')
    : task;

/**
 * Whether the verb at `verbAt`, after "and" at `at`, opens a task of its own: its object follows
 * ("… and pay the deposit", "… and kick back any with missing receipts"), or it is said of the
 * persona as the first task was ("books a lesson and pays for a block of ten"), where "orders and
 * invoices" are two things.
 */
function opensWhatIsDone(words: readonly string[], at: number, verbAt: number): boolean {
  // "kick back any …", "set up the room"; "pay in the app" says where, and goes on with the task.
  const particle = SEPARABLE.has(bare(words[verbAt + 1] ?? '')) ? 1 : 0;
  if (OBJECT_OPENERS.has(bare(words[verbAt + 1 + particle] ?? ''))) return true;
  // "suppliers and prices for …": after a plural, a word in "s" is the next thing of a list.
  const saidOfThePersona = isSaidOfSomeone(words[verbAt] ?? '') && !bare(words[at - 1] ?? '').endsWith('s');
  return saidOfThePersona && STRANDED.has(bare(words[verbAt + 1] ?? ''));
}

/**
 * The tasks said in one goal, each a goal of its own. Said apart by "/" or ";" they always are;
 * after a comma, when a verb opens what follows ("find a recipe, scale it for 12 people"); after
 * "and" or "then", only where the second is plainly a task of its own, a verb and its object ("…
 * and pay the deposit", "… and then he'd want to see who's coming"); "mark it ready" goes on with
 * what the first made, and stays with it.
 */
export function goalParts(goal: string): string[] {
  const things = goalsOfNouns(goal) ?? goalsOfThings(goal);
  if (things) return things;
  const marked = goal
    .split(/;|\s\/\s|\s\|\s/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (marked.length > 1) {
    const tasks = marked.map((part) => capitalised(goalWithoutLeadIn(part)));
    // "Log a run; share it with the club": "it" is the run.
    const resolved = tasks.map((task, index) =>
      index > 0 ? withItAs(task, objectOf((tasks[index - 1] ?? '').split(' '))) : task,
    );
    return resolved.flatMap((task) => goalParts(task));
  }
  const words = goal.split(' ');
  for (let at = 2; at < words.length - 1; at++) {
    const joiner = bare(words[at] ?? '');
    const comma = endsClause(words[at - 1]);
    const joined = joiner === 'and' || joiner === 'then';
    if (!joined && !comma) continue;
    let verbAt = joined ? at + 1 : at;
    while (verbAt < words.length - 1 && GOAL_LEAD_INS.has(bare(words[verbAt] ?? ''))) verbAt++;
    // "… and then just wants it back by Thursday": a thing wanted is a task of its own.
    const wish = joined && verbAt > at + 1 && wantsAThing(words, verbAt);
    const verb = wish ? null : taskVerb(words[verbAt] ?? '');
    const object = bare(words[verbAt + 1] ?? '');
    if ((!verb && !wish) || verbAt + 1 >= words.length || NOT_AFTER_A_TASK.has(object)) continue;
    // "and then he'd want to see …": words of wanting say a task of its own begins.
    const wanted = verbAt > at + 1;
    if (!comma && !wanted && !opensWhatIsDone(words, at, verbAt)) continue;
    const first = words.slice(0, at);
    const said = wish ? words.slice(verbAt - 1).join(' ') : [verb, ...words.slice(verbAt + 1)].join(' ');
    const task = comma ? withItAs(said, objectOf(first)) : said;
    return [withoutMark(first), ...goalParts(capitalised(goalWithoutLeadIn(task)))];
  }
  // "Send the link and hopes they don't lose it": a task goes on with no word said of someone.
  const described = words.findIndex(
    (word, index) =>
      index > 1 &&
      bare(words[index - 1] ?? '') === 'and' &&
      isSaidOfSomeone(word) &&
      CLAUSE_AFTER_A_VERB.has(bare(words[index + 1] ?? '')),
  );
  return [described > 0 ? withoutMark(words.slice(0, described - 1)) : goal];
}
