/**
 * What is said after a goal, and is no part of it (docs/interviewer.md, "Field shapes"): a reason
 * ("…, because half of them never reply"), a hedge ("…, I guess"), an aside about something else
 * ("…, finance always asks for that"), "as well". What goes on with the task ("…, and pay the
 * deposit") is kept, for goalParts to read as a task of its own.
 */
import { bare, endsClause, isSaidOfSomeone, NOT_AFTER_A_TASK, plainVerb, STRANDED, SUBJECTS } from './goal-words.ts';

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
export function withoutTail(all: readonly string[]): string[] {
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
