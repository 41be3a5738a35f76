/**
 * A correction said across a comma or a full stop, read as one clause (read-turn.ts): "29, not 34",
 * "Ben's not a sales rep, he's a firefighter".
 */
import { normalizeCommand } from '../words/answers.ts';

const SUBJECT_WORDS = new Set('she he they shes hes theyre is was are were actually really its it'.split(' '));

/**
 * A correction said across a comma, as one clause: "29, not 34" → "29 not 34"; "Ben's not a sales
 * rep, he's a firefighter" → "a firefighter not a sales rep". Empty when the two clauses make none.
 */
export function spanning(first: string, second: string): string {
  if (/^\s*(not|instead)\b/i.test(second)) return `${first} ${second}`;
  const words = normalizeCommand(first).split(' ');
  const not = words.indexOf('not');
  const then = normalizeCommand(second).split(' ');
  let start = 0;
  while (start < then.length && SUBJECT_WORDS.has(then[start] ?? '')) start++;
  // The first clause only says who is "not" something ("Ben's not …"); the second, after its subject, what instead.
  if (not < 1 || not > 2 || start === 0 || start >= then.length) return '';
  return `${then.slice(start).join(' ')} not ${words.slice(not + 1).join(' ')}`;
}
