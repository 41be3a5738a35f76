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
import { capitalised } from '../mentions.ts';
import { withoutTail } from './goal-tails.ts';
import { goalsOfThings } from './goal-things.ts';
import {
  bare,
  endsClause,
  isSaidOfSomeone,
  NOT_AFTER_A_TASK,
  plainVerb,
  STRANDED,
  SUBJECTS,
  taskVerb,
  withoutMark,
} from './goal-words.ts';

export { isSaidOfSomeone, plainVerb } from './goal-words.ts';

/** Words a goal may be said after: who wants it, and how much ("so first he'd want to …"). */
const GOAL_LEAD_INS = new Set(
  (
    'so and then first also next she he they we i you users user people customers hed shed theyd wed id ' +
    'wanna want wants wanted need needs has have would like likes to will can could should must usually ' +
    'mostly just always basically mainly often normally typically probably definitely be able ' +
    'guess think maybe perhaps ideally actually really oh well hmm um'
  ).split(' '),
);
/** Words that say a name before them is who wants the goal: "Tom would also want to …", "Omar wants to …". */
const AFTER_A_NAME = new Set(
  'would wants want wanted needs need will can could should also usually mostly always often probably really just likes like'.split(
    ' ',
  ),
);
/** Words a verb's object opens with: "pay the deposit", "see what broke" are tasks of their own. */
const OBJECT_OPENERS = new Set(
  'the a an their his her which who whos what whats when how some any all your my our this these those'.split(' '),
);
/** Words that go with a verb: "draw up", "check in". */
const PARTICLES = new Set('up in out off down back over'.split(' '));
/** Words that open what a verb said of someone goes on with: "hopes they …", "wishes that …". */
const CLAUSE_AFTER_A_VERB = new Set([...SUBJECTS, 'that', 'to']);
/** Where the task begins: after who wants it, and a name said as its subject ("Tom would also want to"). */
function taskStart(words: readonly string[]): number {
  let start = 0;
  const skipLeadIns = () => {
    while (start < words.length - 1 && GOAL_LEAD_INS.has(bare(words[start] ?? ''))) start++;
  };
  skipLeadIns();
  // A persona named as the subject: a capitalised word followed by a wish or a verb said of someone.
  const name = words[start] ?? '';
  const next = words[start + 1] ?? '';
  // "Order prints of …" is a task: a word that is a verb is a name only before a wish ("Priya would …").
  const wish = AFTER_A_NAME.has(bare(next));
  if (/^\p{Lu}/u.test(name) && (wish || (!readsAsVerb(bare(name)) && isSaidOfSomeone(next)))) {
    start++;
    skipLeadIns();
  }
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

export function goalWithoutLeadIn(value: string): string {
  // "Seating plan, budget": things, each a goal of its own (goalParts), not a verb to find.
  if (goalsOfThings(value)) return value;
  const words = agreed(withoutTail(value.split(' ')));
  const start = taskStart(words);
  const verb = plainVerb(bare(words[start] ?? ''));
  if (!verb || (start === 0 && verb === bare(words[0] ?? ''))) return withoutMark(words);
  return withoutMark([verb, ...words.slice(start + 1)]);
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
 * The tasks said in one goal, each a goal of its own. Said apart by "/" or ";" they always are;
 * after a comma, when a verb opens what follows ("find a recipe, scale it for 12 people"); after
 * "and" or "then", only where the second is plainly a task of its own, a verb and its object ("…
 * and pay the deposit", "… and then he'd want to see who's coming"); "mark it ready" goes on with
 * what the first made, and stays with it.
 */
export function goalParts(goal: string): string[] {
  const things = goalsOfThings(goal);
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
    const verb = taskVerb(words[verbAt] ?? '');
    const object = bare(words[verbAt + 1] ?? '');
    if (!verb || verbAt + 1 >= words.length || NOT_AFTER_A_TASK.has(object)) continue;
    // "and then he'd want to see …": words of wanting say a task of its own begins.
    const wanted = verbAt > at + 1;
    if (!comma && !wanted && !OBJECT_OPENERS.has(object)) continue;
    const first = words.slice(0, at);
    const rest = words.slice(verbAt + 1);
    const said = [verb, ...rest].join(' ');
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
