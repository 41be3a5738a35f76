/**
 * The named things of a plan a turn can point at ("the walkers", "her age", "the second goal"),
 * found by the stems of their words (mentions.ts stem), so "walkers", "the Walkers" and "dog
 * walker" all find "Dog walkers".
 */
import { PERSONA_FIELDS, type PlanState } from '../../../src/lib/plan/plan.ts';
import { stem } from '../mentions.ts';
import type { TurnField } from './turn-reading.ts';

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
  // The description is pointed at by its name ("the description"), never by its words.
  const partial = candidates.filter((item) => {
    if (item.field === 'app_description') return false;
    const named = stemsOf(item.value);
    const head = named.at(-1);
    const inName =
      head !== undefined &&
      words.length > 0 &&
      (anyHead || words.includes(head) || !GROUPS.includes(item.field)) &&
      words.every((word) => named.includes(word));
    return named.length > 0 && (inName || named.every((word) => said.includes(word)));
  });
  // A group named in part is meant before a goal that holds the same words.
  const groups = partial.filter((item) => GROUPS.includes(item.field));
  return groups.length > 0 ? groups : partial;
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
