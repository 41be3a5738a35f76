/**
 * The acts a turn had, read back from what changed in the plan: a value where there was none is
 * an answer, a new value a correction (a rename, for a group's name), a value gone a removal.
 * User types are matched by name first (a choice moves one to the front), then by place. The
 * interviewer checks every value a turn stored with it; the corpus bench scores it.
 */
import { PERSONA_FIELDS, type PlanState, type Segment } from '../../../src/lib/plan/plan.ts';
import type { TurnAct, TurnField } from './turn-reading.ts';

function changes(field: TurnField, before: string | undefined, after: string | undefined, renames: boolean): TurnAct[] {
  if (after === before) return [];
  if (!before && after) return [{ act: 'answer', field, value: after }];
  if (before && !after) return [{ act: 'removal', field, target: before }];
  return [{ act: renames ? 'rename' : 'correction', field, value: after ?? '', target: before ?? '' }];
}

function segmentChanges(before: Segment | undefined, after: Segment | undefined): TurnAct[] {
  const acts = changes('segment', before?.segment?.value, after?.segment?.value, true);
  for (const field of PERSONA_FIELDS) {
    acts.push(...changes(field, before?.persona?.[field]?.value, after?.persona?.[field]?.value, false));
  }
  const goals = Math.max(before?.goals.length ?? 0, after?.goals.length ?? 0);
  for (let index = 0; index < goals; index++) {
    acts.push(...changes('goal', before?.goals[index]?.value, after?.goals[index]?.value, false));
  }
  return acts;
}

export function planChanges(before: PlanState, after: PlanState): TurnAct[] {
  const acts = changes(
    'app_description',
    before.app_description?.value || undefined,
    after.app_description?.value || undefined,
    false,
  );
  const name = (index: number, plan: PlanState) => plan.user_types[index]?.type?.value;
  const moved =
    after.user_types.length > 1 &&
    name(0, after) !== name(0, before) &&
    before.user_types.some((type) => type.type?.value === name(0, after));
  if (moved) acts.push({ act: 'choice', field: 'user_type', value: name(0, after) ?? '' });
  const count = Math.max(before.user_types.length, after.user_types.length);
  for (let index = 0; index < count; index++) {
    const now = after.user_types[index];
    const old = moved
      ? before.user_types.find((type) => type.type?.value === name(index, after))
      : before.user_types[index];
    if (!moved || !old || !now) acts.push(...changes('user_type', old?.type?.value, now?.type?.value, true));
    if (!now) continue;
    const segments = Math.max(old?.segments.length ?? 0, now.segments.length);
    for (let at = 0; at < segments; at++) acts.push(...segmentChanges(old?.segments[at], now.segments[at]));
  }
  return acts;
}

/** The acts that store a value. */
export const storesValue = (act: TurnAct) => act.act === 'answer' || act.act === 'correction' || act.act === 'rename';
