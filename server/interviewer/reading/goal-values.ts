/**
 * A goal as the plan writes it (docs/interviewer.md, "Field shapes"): one task, begun with the verb
 * a tester follows. Said in a chat, a goal comes with who wants it ("he'd probably want to …", "Tom
 * would also want to …"), what is said after it ("… as well", "…, if that's a thing", "…, finance
 * always asks for that"), and often with the next task in the same breath ("find a recipe, scale it
 * for 12 people"; "buy a pass / check the next bus"): each task is a goal of its own.
 *
 * Words are compared in sets; nothing here scans the text with a pattern of its own.
 */
import { infinitive, readsAsVerb, thirdPerson } from '../language/english.ts';
import { capitalised } from '../mentions.ts';
import { goalsOfThings } from './goal-things.ts';

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
/** Words said after a goal that add nothing to it: "… as well", "… too". */
const TAIL_WORDS = new Set('too also aswell either lol etc really please ideally'.split(' '));
/** Words that only hedge, in a clause of their own: ", I guess", ", probably". */
const HEDGES = new Set('i guess think suppose probably maybe perhaps ideally really basically or so lol'.split(' '));
/** Words that say the same goal louder, wherever they stand ("see who actually finished"). */
const EMPHASIS = new Set(['actually', 'basically']);
/** Words that go on with the task after a comma: "…, and pay the deposit". */
const JOINERS = new Set(['and', 'then', 'or', 'plus']);
/** A reason said after a goal ("…, because half of them never reply") is not part of it. */
const REASONS = new Set(['because', 'since', 'cause', 'cos']);
/** Who a clause after a goal is about: "…, it's like 800 photos", "… each couple she works with". */
const SUBJECTS = new Set('it its thats theres they theyre she shes he hes which who i we you'.split(' '));
/** Words that end a relative clause said without "who" or "that" ("each couple she works with"). */
const STRANDED = new Set('with to for on in at about from of'.split(' '));
/** Words a verb's object opens with: "pay the deposit", "see what broke" are tasks of their own. */
const OBJECT_OPENERS = new Set(
  'the a an their his her which who whos what whats when how some any all your my our this these those'.split(' '),
);
/** Verbs that say what someone is or has: "Sophie is the lead" says no task. */
const BEING = new Set(['is', 'was', 'has', 'does']);
/** Words that go with a verb: "draw up", "check in". */
const PARTICLES = new Set('up in out off down back over'.split(' '));
/** Words that open what a verb said of someone goes on with: "hopes they …", "wishes that …". */
const CLAUSE_AFTER_A_VERB = new Set([...SUBJECTS, 'that', 'to']);
/** Words that, after a verb, show it is no task but a clause about someone ("finance always asks"). */
const NOT_AFTER_A_TASK = new Set(
  'always never usually often sometimes just also really actually is are was'.split(' '),
);

const bare = (word: string) =>
  word
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}-]/gu, '');
const endsClause = (word: string | undefined) => word !== undefined && /[,;:]$/.test(word);
const withoutMark = (words: readonly string[]) => words.join(' ').replace(/[,;:]$/, '');

/** "uploads" → "upload": the verb as a tester is told it, or null when the word is no verb. */
export function plainVerb(word: string): string | null {
  if (readsAsVerb(word)) return word;
  const plain = infinitive(word);
  return plain !== word && readsAsVerb(plain) ? plain : null;
}

/** A verb as said of someone ("asks", "hopes"), not as a tester is told it. */
export const isSaidOfSomeone = (word: string) =>
  bare(word).endsWith('s') && !BEING.has(bare(word)) && !readsAsVerb(bare(word)) && plainVerb(bare(word)) !== null;

/** A verb that can open a task: as a tester is told it, or as said of someone ("sends"), never "sorted". */
const taskVerb = (word: string) => (readsAsVerb(bare(word)) || isSaidOfSomeone(word) ? plainVerb(bare(word)) : null);

/** Whether the clause only hedges ("if that's a thing", "I guess") or is said about something else. */
function isAsideClause(words: readonly string[]): boolean {
  const said = words.map(bare).filter(Boolean);
  if (said.length === 0 || said.every((word) => HEDGES.has(word))) return true;
  if (said[0] === 'if' && said.length <= 6) return true;
  // A clause with a subject of its own that does not open with a task: "finance always asks for that".
  const opensTask = plainVerb(said[0] ?? '') && !NOT_AFTER_A_TASK.has(said[1] ?? '') && !isSaidOfSomeone(said[1] ?? '');
  if (opensTask && !SUBJECTS.has(said[0] ?? '')) return false;
  return SUBJECTS.has(said[0] ?? '') || words.some(isSaidOfSomeone);
}

/** The goal without what is said after it: a reason, a hedge, an aside, "as well". */
function withoutTail(all: readonly string[]): string[] {
  let words = [...all];
  const reason = words.findIndex((word, index) => index > 1 && REASONS.has(bare(word)));
  if (reason > 0) words = words.slice(0, reason);
  // Several sentences are no goal at all, and are left for the shape check to refuse.
  if (words.some((word, index) => index < words.length - 1 && /[.?!]$/.test(word))) return words;
  // Each clause after the first, unless it goes on with the task ("…, and pay the deposit"), may be an aside.
  const clauses: string[][] = [[]];
  for (const word of words) {
    clauses.at(-1)?.push(word);
    if (endsClause(word)) clauses.push([]);
  }
  const kept = clauses.filter(
    (clause, index) => index === 0 || JOINERS.has(bare(clause[0] ?? '')) || !isAsideClause(clause),
  );
  words = kept.flat();
  words[words.length - 1] = (words.at(-1) ?? '').replace(/[,;:]$/, '');
  for (;;) {
    const last = bare(words.at(-1) ?? '');
    if (words.length > 2 && TAIL_WORDS.has(last)) words.pop();
    else if (words.length > 3 && last === 'well' && bare(words.at(-2) ?? '') === 'as') words.splice(-2);
    else break;
  }
  // "Share a checklist with each couple she works with": the clause about the couple is cut.
  if (STRANDED.has(bare(words.at(-1) ?? ''))) {
    const subject = words.findIndex((word, index) => index > 2 && SUBJECTS.has(bare(word)));
    if (subject > 0) words = words.slice(0, subject);
  }
  return words.filter((word, index) => index === 0 || !EMPHASIS.has(bare(word)));
}

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
