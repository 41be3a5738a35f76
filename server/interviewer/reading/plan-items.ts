/**
 * The named things of a plan a turn can point at ("the walkers", "her age", "the second goal"),
 * found by the stems of their words (mentions.ts stem), so "walkers", "the Walkers" and "dog
 * walker" all find "Dog walkers".
 */
import { PERSONA_FIELDS, type PlanState } from '../../../src/lib/plan/plan.ts';
import type { TurnField } from '../language/turn-reading.ts';
import { stem } from '../words/mentions.ts';

export interface PlanItem {
  field: TurnField;
  value: string;
  type: number;
  segment?: number;
  goal?: number;
}

// Words that point at an item without naming it ("the couples segment", "the payment reminder one").
const FILLER_WORDS = new Set(
  'the a an our my all any those these them of please for now just only segment one goal group type'.split(' '),
);
/** Words that stand for a group's head when the rest names it ("the devops people" → "DevOps engineers"). */
const ANY_HEAD = new Set('people folk folks guy guys user users crowd lot'.split(' '));
const GROUPS: readonly TurnField[] = ['user_type', 'segment'];

export const stemsOf = (text: string) =>
  text
    .split(/[\s\-–/]+/)
    .map(stem)
    .filter((word) => word !== '' && !FILLER_WORDS.has(word));

export function planItems(plan: PlanState): PlanItem[] {
  const items: PlanItem[] = [];
  if (plan.app_description?.value)
    items.push({ field: 'app_description', value: plan.app_description.value, type: -1 });
  plan.user_types.forEach((userType, type) => {
    if (userType.type?.value) items.push({ field: 'user_type', value: userType.type.value, type });
    userType.segments.forEach((entry, segment) => {
      if (entry.segment?.value) items.push({ field: 'segment', value: entry.segment.value, type, segment });
      for (const field of PERSONA_FIELDS) {
        const value = entry.persona?.[field]?.value;
        if (value) items.push({ field, value, type, segment });
      }
      for (const [index, goal] of entry.goals.entries()) {
        items.push({ field: 'goal', value: goal.value, type, segment, goal: index });
      }
    });
  });
  return items;
}

/**
 * The items `phrase` names among `fields`: every stem of the phrase is in the item's name, or every
 * stem of the item's name in the phrase ("the walkers" → "Dog walkers"; "dog walkers" → "Walkers").
 * Whole-name matches when there are any, else the partial ones. `anyWord`: the field was named
 * ("the couples segment"), so any word of a group's name finds it, not only its head.
 */
export function itemsNamed(plan: PlanState, phrase: string, fields: readonly TurnField[], anyWord = false): PlanItem[] {
  const said = stemsOf(phrase);
  if (said.length === 0) return [];
  const candidates = planItems(plan).filter((item) => fields.includes(item.field));
  const exact = candidates.filter((item) => stemsOf(item.value).join(' ') === said.join(' '));
  if (exact.length > 0) return exact;
  // Part of a group's name finds it only with its head, the last word ("the walkers" finds "Dog
  // walkers", "another segment" finds nothing), or a word that stands for any head ("the devops
  // people"); part of a goal or another value by any of its words ("the sourdough one").
  const anyHead = anyWord || said.some((word) => ANY_HEAD.has(word));
  const words = said.filter((word) => !ANY_HEAD.has(word));
  const partly = (same: (held: string, word: string) => boolean) =>
    candidates.filter((item) => {
      if (item.field === 'app_description') return false;
      const named = stemsOf(item.value);
      const has = (word: string) => named.some((held) => same(held, word));
      const head = named.at(-1);
      const inName =
        head !== undefined &&
        words.length > 0 &&
        (anyHead || words.some((word) => same(head, word)) || !GROUPS.includes(item.field)) &&
        words.every(has);
      return named.length > 0 && (inName || named.every((held) => said.some((word) => same(held, word))));
    });
  // The description is pointed at by its name ("the description"), never by its words; a word
  // mistyped ("pharmacits") finds an item only when no word finds one as typed.
  const exactly = partly((held, word) => held === word);
  const partial = exactly.length > 0 ? exactly : partly(nearlySame);
  // A group named in part is meant before a goal that holds the same words.
  const groups = partial.filter((item) => GROUPS.includes(item.field));
  return groups.length > 0 ? groups : partial;
}

/** The longest word compared letter by letter: no name is longer. */
const MAX_WORD = 24;

/** Two words one typo apart (a letter missed, added, changed or two swapped), when long enough to tell. */
export function nearlySame(held: string, word: string): boolean {
  if (held === word) return true;
  const shortest = Math.min(held.length, word.length);
  if (shortest < 5 || shortest > MAX_WORD || Math.abs(held.length - word.length) > 1) return false;
  let previous = Array.from({ length: word.length + 1 }, (_, index) => index);
  for (let row = 1; row <= held.length; row++) {
    const current = [row];
    for (let column = 1; column <= word.length; column++) {
      const cost = held[row - 1] === word[column - 1] ? 0 : 1;
      current[column] = Math.min(
        (previous[column] ?? 0) + 1,
        (current[column - 1] ?? 0) + 1,
        (previous[column - 1] ?? 0) + cost,
      );
    }
    previous = current;
  }
  const swapped =
    held.length === word.length && [...held].filter((letter, index) => letter !== word[index]).length === 2;
  return (previous[word.length] ?? 2) <= 1 || (swapped && [...held].sort().join('') === [...word].sort().join(''));
}

/** The item `phrase` names among `fields` (itemsNamed): a whole-name match first; null when none or when two match in part. */
export function findItem(plan: PlanState, phrase: string, fields: readonly TurnField[]): PlanItem | null {
  const items = itemsNamed(plan, phrase, fields);
  const exact = items[0] && stemsOf(items[0].value).join(' ') === stemsOf(phrase).join(' ');
  return exact || items.length === 1 ? (items[0] ?? null) : null;
}

/** Of `items`, the one whose name shares most words with `hint` (a new value said for it); null on a tie. */
export function closestTo(items: readonly PlanItem[], hint: readonly string[]): PlanItem | null {
  const words = new Set(stemsOf(hint.join(' ')));
  const shared = items.map((item) => stemsOf(item.value).filter((word) => words.has(word)).length);
  const most = Math.max(0, ...shared);
  const best = items.filter((_, index) => shared[index] === most);
  return most > 0 && best.length === 1 ? (best[0] ?? null) : null;
}
