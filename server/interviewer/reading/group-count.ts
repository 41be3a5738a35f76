/**
 * "No, there are only two: developers and team leads": a number of user types said to be all
 * there are, fewer than the plan holds, removes the others (docs/interviewer.md, "Acts"). Those
 * named are kept; when none is named, the last ones go. Read from the whole turn, whose list of
 * groups is what is kept, never a new answer.
 */
import type { PlanState } from '../../../src/lib/plan/plan.ts';
import type { Asked, TurnAct } from '../language/turn-reading.ts';
import { wordsOf } from './clause-words.ts';
import { stemsOf } from './plan-items.ts';

const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, '1': 1, '2': 2, '3': 3, '4': 4 };
/** Words that say the number is all there are: "only two", "just the two". */
const ONLY = new Set(['only', 'just']);

/** The number of groups `words` say there only are, or null. */
function onlyCount(words: readonly string[]): number | null {
  for (let at = 0; at < words.length; at++) {
    if (!ONLY.has(words[at] ?? '')) continue;
    const next = words[at + 1] === 'the' ? words[at + 2] : words[at + 1];
    const count = NUMBERS[next ?? ''];
    if (count) return count;
  }
  return null;
}

/** Whether the turn names the group whole: its words in a row ("team leads", not "front-end developers" for "developers"). */
function names(said: readonly string[], group: string): boolean {
  const name = stemsOf(group);
  return name.length > 0 && said.some((_, at) => name.every((word, offset) => said[at + offset] === word));
}

/** The removals a turn makes by saying how many user types there only are; null when it says none. */
export function readGroupCount(plan: PlanState, said: string, asked: Asked): TurnAct[] | null {
  const words = wordsOf(said);
  const count = onlyCount(words);
  const groups = plan.user_types.map((type) => type.type?.value ?? '');
  // Said while the groups are being named, before any has a segment.
  const fresh = plan.user_types.every((type) => type.segments.length === 0);
  if (!count || !fresh || count >= groups.length || words.length > 20) return null;
  const stems = stemsOf(words.join(' '));
  const found = groups.filter((group) => names(stems, group));
  // "Private tutors" names "Tutors" too: a name inside a longer one named counts once.
  const named =
    found.length > count
      ? found.filter((group) => !found.some((other) => other !== group && names(stemsOf(other), group)))
      : found;
  // Without the groups named, only an answer to "which group first?" is about them.
  const kept =
    named.length === count ? named : named.length === 0 && asked === 'first_group' ? groups.slice(0, count) : null;
  if (!kept) return null;
  return groups
    .filter((group) => group !== '' && !kept.includes(group))
    .map((target) => ({ act: 'removal', field: 'user_type', target }));
}
