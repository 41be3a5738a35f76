/**
 * What is said after a goal, and is no part of it (docs/interviewer.md, "Field shapes"): a reason
 * ("…, because half of them never reply"), what it is for ("… so she remembers her kit"), a hedge
 * ("…, I guess", "…, ideally without calling support"), an aside about something else ("…,
 * finance always asks for that", "… She always forgets."), "as well". What goes on with the task
 * ("…, and pay the deposit", "…, close dupes") is kept, for goalParts to read as a task of its own.
 */
import { readsAsVerb } from '../language/english.ts';
import { wantsAThing } from './goal-verbs.ts';
import {
  bare,
  endsClause,
  GOAL_LEAD_INS,
  isGerund,
  isSaidOfSomeone,
  NOT_AFTER_A_TASK,
  plainVerb,
  STRANDED,
  SUBJECTS,
} from './goal-words.ts';

/** Words said after a goal that add nothing to it: "… as well", "… too", "… tbh". */
const TAIL_WORDS = new Set(
  'too also aswell either lol etc really please ideally tbh tho though honestly anyway anyways mostly'.split(' '),
);
/** Words that only hedge, in a clause of their own: ", I guess", ", probably". */
const HEDGES = new Set(
  'i guess think suppose probably maybe perhaps ideally hopefully preferably really basically or so lol'.split(' '),
);
/** Words that say the same goal louder, wherever they stand ("see who actually finished"). */
const EMPHASIS = new Set(['actually', 'basically']);
/** Words that go on with the task after a comma: "…, and pay the deposit". */
const JOINERS = new Set(['and', 'then', 'or', 'plus']);
/** A reason said after a goal ("…, because half of them never reply") is not part of it. */
const REASONS = new Set(['because', 'since', 'cause', 'cos', 'coz', 'bc']);
/** Who "so" says a purpose of: "… so she remembers her kit", "… so the pupil can read them". */
const PURPOSE_SUBJECTS = new Set([...SUBJECTS, 'that', 'the', 'her', 'his', 'their', 'my', 'our', 'everyone']);
/** Words a verb said of someone goes on with: "finance asks for that", "the accountant wants it". */
const ABOUT_SOMETHING_SAID = new Set('it that them this those these him her me us'.split(' '));
/** Words that say a sentence after a goal describes someone, not a task: "She always forgets", "It takes ages". */
const DESCRIBING = new Set([...NOT_AFTER_A_TASK, 'doesnt', 'dont', 'cant', 'wont', 'isnt', 'hates', 'loves']);
const THINGS_SPOKEN_OF = new Set(['it', 'its', 'thats', 'theres', 'this', 'there']);

/**
 * Whether a clause said after a task is an aside: it only hedges ("if that's a thing", "I guess",
 * "ideally without …"), or has a subject of its own ("finance always asks for that"). After a
 * task said as a tester is told it, a clause that opens the same way is the next task of a list
 * ("triage new bugs, assign them, close dupes").
 */
function isAsideClause(words: readonly string[], listOfTasks: boolean): boolean {
  const said = words.map(bare).filter(Boolean);
  if (said.length === 0 || said.every((word) => HEDGES.has(word))) return true;
  if (said[0] === 'if' && said.length <= 6) return true;
  const [first = '', second = ''] = said;
  // "ideally without ever calling support": a hedge before no task is said of the task before it.
  if (HEDGES.has(first) && !plainVerb(second)) return true;
  if (isGerund(first) && listOfTasks) return false;
  // "…, sounds silly": after tasks told as a tester is told them, a verb said of no one is said of what came before.
  if (listOfTasks && isSaidOfSomeone(first)) return true;
  // "…, she'd want the cheapest one": what is wanted of the task before, not a task.
  const wished = said.findIndex((word) => !GOAL_LEAD_INS.has(word));
  if (wished > 0 && wantsAThing(said, wished)) return true;
  // "close dupes" after "assign them"; "finance asks for that" says something of finance.
  const verbOfFirst =
    isSaidOfSomeone(second) && (!listOfTasks || said.slice(2, 4).some((w) => ABOUT_SOMETHING_SAID.has(w)));
  const opensTask = plainVerb(first) && !NOT_AFTER_A_TASK.has(second) && !verbOfFirst;
  if (opensTask && !SUBJECTS.has(first)) return false;
  return SUBJECTS.has(first) || words.some(isSaidOfSomeone);
}

/** A sentence said after a goal about someone or something: "She always forgets until the letter comes." */
function describesSomeone(words: readonly string[]): boolean {
  const [first = '', second = ''] = words.map(bare).filter(Boolean);
  return THINGS_SPOKEN_OF.has(first) || (SUBJECTS.has(first) && DESCRIBING.has(second));
}

/** The sentences of `words`, each ended by its mark. */
function sentencesOf(words: readonly string[]): string[][] {
  const sentences: string[][] = [[]];
  words.forEach((word, index) => {
    sentences.at(-1)?.push(word);
    if (/[.?!]$/.test(word) && index < words.length - 1) sentences.push([]);
  });
  return sentences;
}

/** The goal without what is said after it: a reason, a purpose, a hedge, an aside, "as well". */
export function withoutTail(all: readonly string[]): string[] {
  const sentences = sentencesOf(all);
  // A goal, then what it is about: "Renewing her own every year. She always forgets."
  const described = sentences.length > 1 && sentences.slice(1).every(describesSomeone);
  let words = described
    ? (sentences[0] ?? []).map((word, index, first) => (index === first.length - 1 ? word.replace(/[.!]$/, '') : word))
    : [...all];
  const reason = words.findIndex(
    (word, index) =>
      index > 1 &&
      (REASONS.has(bare(word)) || (bare(word) === 'so' && PURPOSE_SUBJECTS.has(bare(words[index + 1] ?? '')))),
  );
  if (reason > 0) words = words.slice(0, reason);
  // Several sentences are no goal at all, and are left for the shape check to refuse.
  if (words.some((word, index) => index < words.length - 1 && /[.?!]$/.test(word))) return words;
  // Each clause after the first, unless it goes on with the task ("…, and pay the deposit"), may be an aside.
  const clauses: string[][] = [[]];
  for (const word of words) {
    clauses.at(-1)?.push(word);
    if (endsClause(word)) clauses.push([]);
  }
  const opening = bare(clauses[0]?.find((word) => !GOAL_LEAD_INS.has(bare(word))) ?? '');
  const listOfTasks = clauses.length > 1 && (readsAsVerb(opening) || isGerund(opening));
  const kept = clauses.filter(
    (clause, index) => index === 0 || JOINERS.has(bare(clause[0] ?? '')) || !isAsideClause(clause, listOfTasks),
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
