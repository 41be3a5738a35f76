/**
 * Applies the acts that change what the plan holds (removal, rename, correction), and answers a
 * model or a "Did you mean …?" gave, each checked against its field's shape first. Each applied
 * act says what it changed, in a sentence the reply begins with ("I changed Sarah's age from 34 to
 * 29."): the visitor sees every change the chat makes.
 */
import type { PlanState } from '../../../src/lib/plan/plan.ts';
import { fitsShape } from '../language/field-shapes.ts';
import { isPersonaField, type TurnAct, type TurnField } from '../language/turn-reading.ts';
import { moveToFront } from '../plan/first-group.ts';
import { findGap, lastSegment } from '../replies/interview-questions.ts';
import { newSegment } from '../replies/interview-turn.ts';
import { MAX_REPEATED_LENGTH, personMention } from '../words/mentions.ts';
import { typeSaidUnder } from './added-groups.ts';
import type { Focus } from './clause-words.ts';
import { findItem, planItems } from './plan-items.ts';

const LABELS: Record<TurnField, string> = {
  app_description: 'app description',
  user_type: 'user type',
  segment: 'segment',
  name: 'name',
  age: 'age',
  gender: 'gender',
  occupation_background: 'occupation',
  state_of_mind: 'state of mind',
  device: 'device',
  goal: 'goal',
};
export const fieldLabel = (field: TurnField) => LABELS[field];
/** A value named in a reply, when short: a reply never pastes a long stretch of what was said (mentions.ts). */
const quoted = (text: string) => (text.length <= MAX_REPEATED_LENGTH ? `“${text}”` : 'it');

/** The item an act names, the focused persona's first. */
function itemOf(plan: PlanState, act: TurnAct, focus: Focus | null) {
  const items = planItems(plan).filter((item) => item.field === act.field && item.value === act.target);
  return items.find((item) => item.type === focus?.type && item.segment === focus?.segment) ?? items[0];
}

/** Applies one edit; the sentence saying what changed, or null when it changed nothing. */
export function applyEdit(plan: PlanState, act: TurnAct, focus: Focus | null): string | null {
  const field = act.field;
  if (!field) return null;
  if (act.act !== 'removal' && !fitsShape(field, act.value ?? '')) return null;
  const item = itemOf(plan, act, focus);
  if (!item) return null;
  const userType = plan.user_types[item.type];
  const segment = item.segment === undefined ? undefined : userType?.segments[item.segment];
  if (act.act === 'removal') {
    if (field === 'user_type') plan.user_types.splice(item.type, 1);
    else if (field === 'segment' && item.segment !== undefined) userType?.segments.splice(item.segment, 1);
    else if (field === 'goal' && item.goal !== undefined) segment?.goals.splice(item.goal, 1);
    else return null;
    return `I removed the ${fieldLabel(field)} ${quoted(item.value)}.`;
  }
  const value = act.value ?? '';
  if (field === 'app_description') plan.app_description = { value };
  else if (field === 'user_type' && userType) userType.type = { value };
  else if (field === 'segment' && segment) segment.segment = { value };
  else if (field === 'goal' && segment && item.goal !== undefined) segment.goals[item.goal] = { value };
  else if (isPersonaField(field) && segment) segment.persona = { ...segment.persona, [field]: { value } };
  else return null;
  if (act.act === 'rename') return `I renamed ${quoted(item.value)} to ${quoted(value)}.`;
  const whose = isPersonaField(field) && field !== 'name' ? personMention(segment?.persona?.name?.value) : null;
  return `I changed ${whose ? `${whose}’s` : 'the'} ${fieldLabel(field)} from ${quoted(item.value)} to ${quoted(value)}.`;
}

/** Stores an answer read elsewhere (a model, a confirmed "Did you mean …?"); false when it does not fit. */
export function applyAnswer(plan: PlanState, act: TurnAct): boolean {
  const { field, value = '' } = act;
  if (!field || !fitsShape(field, value)) return false;
  const gap = findGap(plan);
  // "another segment under drivers": filed under the user type named, else the one asked about or the last.
  const under = field === 'segment' ? findItem(plan, typeSaidUnder(act) ?? '', ['user_type']) : null;
  const typeIndex = under ? under.type : gap && 'type' in gap ? gap.type : plan.user_types.length - 1;
  const segment = gap && 'segment' in gap ? plan.user_types[gap.type]?.segments[gap.segment] : lastSegment(plan);
  if (field === 'app_description') plan.app_description = { value };
  else if (field === 'user_type') plan.user_types.push({ type: { value }, segments: [] });
  else if (field === 'segment' && plan.user_types[typeIndex])
    plan.user_types[typeIndex].segments.push(newSegment(value));
  else if (field === 'goal' && segment) segment.goals.push({ value });
  else if (isPersonaField(field) && segment) segment.persona = { ...segment.persona, [field]: { value } };
  else return false;
  return true;
}

/** A choice of the group to start with: that user type moves to the front. */
export function applyChoice(plan: PlanState, act: TurnAct): boolean {
  const index = plan.user_types.findIndex((type) => type.type?.value === act.value);
  if (index < 0) return false;
  moveToFront(plan, { index, namesSegment: false });
  return true;
}
