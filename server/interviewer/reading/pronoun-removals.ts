/**
 * A removal said with a pronoun of a group named just before it (docs/interviewer.md, "Acts"):
 * "we're not doing route setters anymore so remove them", "the swim teachers aren't users, delete
 * them". The group is the one the words before the verb name, in its clause or in the clause just
 * before; the words are compared as plan-items.ts finds an item, word windows of a few words
 * (linear in the turn).
 */
import type { PlanState } from '../../../src/lib/plan/plan.ts';
import type { TurnAct } from '../language/turn-reading.ts';
import { wordsOf } from './clause-words.ts';
import { findItem, type PlanItem } from './plan-items.ts';

const setOf = (words: string) => new Set(words.split(' '));
/** Verbs that remove what follows them. */
const REMOVING = setOf('remove delete drop scrap ditch lose cut bin axe nix scratch');
/** Pronouns that stand for the group named before. */
const POINTING = setOf('them em those these it that');
/** Words that may trail the pronoun: "delete them please", "remove them from the plan". */
const TRAILING = setOf('please pls plz too then entirely completely altogether from the plan list off out for now');
/** The longest name looked for: a group's name is a few words. */
const MAX_NAME_WORDS = 4;

/** The one user type or segment the words name, the longest name first. */
function groupIn(plan: PlanState, words: readonly string[]): PlanItem | null {
  for (let size = Math.min(MAX_NAME_WORDS, words.length); size >= 1; size--) {
    const found = new Map<string, PlanItem>();
    for (let start = 0; start + size <= words.length; start++) {
      const window = words.slice(start, start + size);
      if (window[0] === 'the' || window.every((word) => POINTING.has(word))) continue;
      const item = findItem(plan, window.join(' '), ['user_type', 'segment']);
      if (item) found.set(`${item.field} ${item.value}`, item);
    }
    if (found.size === 1) return [...found.values()][0] ?? null;
    if (found.size > 1) return null;
  }
  return null;
}

/**
 * The removal a clause makes with a pronoun ("… so remove them"), of the group named before the
 * verb in `clause` or else in `before`; with whether it was named in `before`.
 */
export function removalOfNamed(
  plan: PlanState,
  clause: string,
  before: string,
): { act: TurnAct; namedBefore: boolean } | null {
  const words = wordsOf(clause);
  const verb = words.findIndex((word, index) => REMOVING.has(word) && POINTING.has(words[index + 1] ?? ''));
  if (verb < 0 || !words.slice(verb + 2).every((word) => TRAILING.has(word))) return null;
  const here = groupIn(plan, words.slice(0, verb));
  const there = here ? null : groupIn(plan, wordsOf(before));
  const item = here ?? there;
  if (!item) return null;
  return { act: { act: 'removal', field: item.field, target: item.value }, namedBefore: there !== null };
}
