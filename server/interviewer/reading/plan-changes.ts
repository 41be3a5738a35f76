/**
 * The acts a turn had, read back from what changed in the plan: a value where there was none is
 * an answer, a new value a correction (a rename, for a group's name), a value gone a removal.
 * User types, segments and goals are matched by name first, so one removed from the middle of a
 * list is one removal (never a rename of each that moved up, nor a removal of every field of its
 * persona), then those left by place. The interviewer checks every value a turn stored with it;
 * the corpus bench scores it.
 */
import { PERSONA_FIELDS, type PlanState, type Segment, type UserType } from '../../../src/lib/plan/plan.ts';
import type { TurnAct, TurnField } from '../language/turn-reading.ts';

function changes(field: TurnField, before: string | undefined, after: string | undefined, renames: boolean): TurnAct[] {
  if (after === before) return [];
  if (!before && after) return [{ act: 'answer', field, value: after }];
  if (before && !after) return [{ act: 'removal', field, target: before }];
  return [{ act: renames ? 'rename' : 'correction', field, value: after ?? '', target: before ?? '' }];
}

/**
 * Pairs the items of a list before and after a turn: the same name first, then, in order, those
 * left on both sides (a rename or a correction). Each `after` item's partner, or undefined when it
 * is new; `gone` lists the `before` items no `after` item took.
 */
export function pairItems<T>(
  before: readonly T[],
  after: readonly T[],
  nameOf: (item: T) => string | undefined,
): { partners: (T | undefined)[]; gone: T[] } {
  const taken = new Set<number>();
  const partners: (T | undefined)[] = after.map((item) => {
    const name = nameOf(item);
    const at = before.findIndex((old, index) => !taken.has(index) && name !== undefined && nameOf(old) === name);
    if (at < 0) return undefined;
    taken.add(at);
    return before[at];
  });
  // What is left on both sides pairs up in order: a new name for an old item.
  const left = before.map((_, index) => index).filter((index) => !taken.has(index));
  for (let index = 0; index < partners.length && left.length > 0; index++) {
    if (partners[index] !== undefined) continue;
    const at = left.shift() as number;
    taken.add(at);
    partners[index] = before[at];
  }
  return { partners, gone: before.filter((_, index) => !taken.has(index)) };
}

function segmentChanges(before: Segment | undefined, after: Segment | undefined): TurnAct[] {
  const acts = changes('segment', before?.segment?.value, after?.segment?.value, true);
  // A segment removed takes its persona and goals with it: one removal.
  if (!after) return acts;
  for (const field of PERSONA_FIELDS) {
    acts.push(...changes(field, before?.persona?.[field]?.value, after.persona?.[field]?.value, false));
  }
  const goals = pairItems(before?.goals ?? [], after.goals, (goal) => goal.value);
  after.goals.forEach((goal, index) => {
    acts.push(...changes('goal', goals.partners[index]?.value, goal.value, false));
  });
  for (const goal of goals.gone) acts.push(...changes('goal', goal.value, undefined, false));
  return acts;
}

function typeChanges(before: UserType | undefined, after: UserType | undefined): TurnAct[] {
  const acts = changes('user_type', before?.type?.value, after?.type?.value, true);
  if (!after) return acts;
  const segments = pairItems(before?.segments ?? [], after.segments, (segment) => segment.segment?.value);
  after.segments.forEach((segment, index) => {
    acts.push(...segmentChanges(segments.partners[index], segment));
  });
  for (const segment of segments.gone) acts.push(...segmentChanges(segment, undefined));
  return acts;
}

export function planChanges(before: PlanState, after: PlanState): TurnAct[] {
  const acts = changes(
    'app_description',
    before.app_description?.value || undefined,
    after.app_description?.value || undefined,
    false,
  );
  const types = pairItems(before.user_types, after.user_types, (type) => type.type?.value);
  // A choice moves a user type kept to the front, past the first of those kept; renamed in the same
  // turn ("doctors first, and call them GPs"), it is the group chosen by its name as it was.
  const first = after.user_types[0];
  const firstKept = before.user_types.find((type) => !types.gone.includes(type));
  const chosen = first !== undefined && after.user_types.length > 1 && types.partners[0] !== firstKept;
  const chosenName = types.partners[0]?.type?.value;
  if (chosen && chosenName) acts.push({ act: 'choice', field: 'user_type', value: chosenName });
  after.user_types.forEach((type, index) => {
    acts.push(...typeChanges(types.partners[index], type));
  });
  for (const type of types.gone) acts.push(...typeChanges(type, undefined));
  return acts;
}

/** The acts that store a value. */
export const storesValue = (act: TurnAct) => act.act === 'answer' || act.act === 'correction' || act.act === 'rename';
