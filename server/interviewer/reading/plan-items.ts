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
export const stemsOf = (text: string) =>
  text
    .split(/\s+/)
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
 * The item `phrase` names among `fields`: every stem of the phrase is in the item's name, or every
 * stem of the item's name in the phrase ("the walkers" → "Dog walkers"; "dog walkers" → "Walkers").
 * A whole-name match wins over a partial one; null when none or when two match equally.
 */
export function findItem(plan: PlanState, phrase: string, fields: readonly TurnField[]): PlanItem | null {
  const said = stemsOf(phrase);
  if (said.length === 0) return null;
  const candidates = planItems(plan).filter((item) => fields.includes(item.field));
  const exact = candidates.filter((item) => stemsOf(item.value).join(' ') === said.join(' '));
  if (exact.length > 0) return exact[0] ?? null;
  // Part of a name finds it only with its head, the last word: "the walkers" finds "Dog walkers",
  // "another segment" finds nothing.
  const partial = candidates.filter((item) => {
    const named = stemsOf(item.value);
    const head = named.at(-1);
    const inName = head !== undefined && said.includes(head) && said.every((word) => named.includes(word));
    return named.length > 0 && (inName || named.every((word) => said.includes(word)));
  });
  return partial.length === 1 ? (partial[0] ?? null) : null;
}
