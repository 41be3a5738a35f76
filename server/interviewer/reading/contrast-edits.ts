/**
 * A correction said as a contrast across a comma, what is not so first (docs/interviewer.md,
 * "Acts"): "not nervous about the test so much, nervous about the motorway", "it's less that he's
 * annoyed, more that he's late", "scratch calm, she's angry", "she's not worried about results as
 * such, it's more that her son won't ask for help". read-turn.ts reads it as the one clause
 * "<new> not <old>", which edit-acts.ts reads as any "29 not 34".
 *
 * Compared as lists of normalised words: linear, no backtracking pattern.
 */
import { normalizeCommand } from '../words/answers.ts';

/** Words that say what follows is not so, opening the first clause or after its subject. */
const DENIALS = new Set('not less scratch isnt doesnt wasnt arent'.split(' '));
/** Who the first clause is said of, before its denial: "she's not", "Deborah's not", "it's less that". */
const SUBJECTS = new Set('she he they shes hes theyre its it is was are were her his their'.split(' '));
/** How far into the first clause its denial may stand: after a name and a verb at most. */
const MAX_DENIAL_AT = 2;
/** Words that only weigh the denial: "not worried about it as such", "not so much the test". */
const HEDGES = new Set('so much as such exactly really per se that anymore any more just'.split(' '));
/** Words the second clause opens with that only lead into the new value: "more that", "it's more", "but rather". */
const OPENERS = new Set('more its it is rather but just really actually instead that'.split(' '));
/** Words a clause said of someone else opens with: "her son won't ask", "the kids never …". */
const CLAUSE_SUBJECTS = new Set('her his their the my our its she he they'.split(' '));
/** Where a reason after a new state of mind begins: "… won't ask for help when he's stuck". */
const REASONS = new Set('when because since cause as'.split(' '));

const wordsOf = (text: string) => normalizeCommand(text).split(' ').filter(Boolean);

/** Marks a clause may end on. */
const MARKS = new Set('.,;:!?');

/** The words `from` to `to` of `text` (as wordsOf counts them), spelled as typed: "won't", "week's". */
function typed(text: string, from: number, to: number): string {
  const pieces = text.trim().split(/\s+/);
  const kept: string[] = [];
  let counted = 0;
  for (const piece of pieces) {
    const length = wordsOf(piece).length;
    if (counted >= from && counted + length <= to && length > 0) kept.push(piece);
    counted += length;
  }
  const said = kept.join(' ');
  let end = said.length;
  while (end > 0 && MARKS.has(said.charAt(end - 1))) end--;
  return said.slice(0, end);
}

function trimHedges(words: readonly string[]): string[] {
  let start = 0;
  let end = words.length;
  while (start < end && (words[start] === 'that' || words[start] === 'so')) start++;
  while (end > start && HEDGES.has(words[end - 1] ?? '')) end--;
  return words.slice(start, end);
}

/** Where the first clause denies what follows: "not …", "X's not …", "it's less that …"; -1 when it does not. */
function denialAt(words: readonly string[]): number {
  for (let at = 0; at <= MAX_DENIAL_AT && at < words.length; at++) {
    if (DENIALS.has(words[at] ?? '')) return at;
    if (at > 0 && !SUBJECTS.has(words[at] ?? '')) return -1;
  }
  return -1;
}

/**
 * The two clauses as one correction, "<new> not <old>", or "" when the first denies nothing or
 * the second says nothing new. A new value said as a clause of its own ("it's more that her son
 * won't ask") borrows the first word of what it replaces ("worried that her son won't ask").
 */
export function contrasted(first: string, second: string): string {
  const denied = wordsOf(first);
  const at = denialAt(denied);
  if (at < 0) return '';
  // "doesn't hate chasing": the verb denied is part of what was said.
  const old = trimHedges(denied.slice(at + 1));
  const now = wordsOf(second);
  let start = 0;
  while (start < now.length - 1 && OPENERS.has(now[start] ?? '')) start++;
  const clause = start > 0 && now[start - 1] === 'that' && CLAUSE_SUBJECTS.has(now[start] ?? '');
  if (old.length === 0 || start >= now.length) return '';
  if (!clause) return `${typed(second, start, now.length)} not ${old.join(' ')}`;
  const reason = now.findIndex((word, index) => index > start + 2 && REASONS.has(word));
  const said = typed(second, start, reason > 0 ? reason : now.length);
  return `${old[0]} that ${said} not ${old.join(' ')}`;
}
