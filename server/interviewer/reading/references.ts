/**
 * What an edit points at in the plan (docs/interviewer.md, "Acts"): a pronoun ("call them …"), a
 * field's name ("the segment", "that user type", "the description"), or words naming an item,
 * with or without the field's name ("the couples segment", "the renew one", "the devops people").
 */
import type { PlanState } from '../../../src/lib/plan/plan.ts';
import type { Asked, TurnField } from '../language/turn-reading.ts';
import { findGap } from '../replies/interview-questions.ts';
import { type Focus, join, startsWith } from './clause-words.ts';
import { closestTo, itemsNamed, type PlanItem, planItems, stemsOf } from './plan-items.ts';

export const GROUPS: readonly TurnField[] = ['user_type', 'segment'];

/** Words that stand for the group in focus. */
const PRONOUNS = ['them', 'it', 'they', 'those', 'these', 'that', 'this'];
/** Words that name a field, said after what names the item or alone ("the segment"). */
const FIELD_NOUNS: [string, readonly TurnField[]][] = [
  ['user type', ['user_type']],
  ['type', ['user_type']],
  ['segment', ['segment']],
  ['group', GROUPS],
  ['description', ['app_description']],
  ['goal', ['goal']],
  ['task', ['goal']],
  ['one', []],
  ['bit', []],
  ['lot', GROUPS],
];
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'last'];
const ARTICLES = new Set(['the', 'that', 'this', 'those', 'these', 'my', 'our', 'your']);

/** The item of `field` (any group when none) the visitor is talking about: the one asked about, else the last. */
export function itemInFocus(
  plan: PlanState,
  focus: Focus | null,
  asked: Asked,
  fields: readonly TurnField[] = GROUPS,
): PlanItem | null {
  if (fields.includes('app_description') && plan.app_description?.value)
    return { field: 'app_description', value: plan.app_description.value, type: -1 };
  const gap = findGap(plan);
  const type = gap && 'type' in gap ? gap.type : (focus?.type ?? plan.user_types.length - 1);
  const userType = plan.user_types[type];
  const segmentAt = gap && 'segment' in gap ? gap.segment : focus?.type === type ? focus.segment : undefined;
  const index = segmentAt ?? (userType?.segments.length ?? 0) - 1;
  const segment = userType?.segments[index];
  const groupAsked = asked === 'segment' || asked === 'user_type' || asked === 'first_group';
  const segmentMeant = fields.includes('segment') && (!fields.includes('user_type') || !groupAsked);
  if (segmentMeant && segment?.segment?.value)
    return { field: 'segment', value: segment.segment.value, type, segment: index };
  if (fields.includes('goal') && segment?.goals.length === 1 && segment.goals[0])
    return { field: 'goal', value: segment.goals[0].value, type, segment: index, goal: 0 };
  // "the goal", said while a persona without any is asked about: the one goal of the last persona with goals.
  const withGoals = fields.includes('goal') && !segment?.goals.length ? lastWithGoals(plan) : null;
  const goals = withGoals ? (plan.user_types[withGoals.type]?.segments[withGoals.segment]?.goals ?? []) : [];
  if (withGoals && goals.length === 1 && goals[0])
    return { field: 'goal', value: goals[0].value, ...withGoals, goal: 0 };
  if (!fields.includes('user_type')) return null;
  return userType?.type?.value ? { field: 'user_type', value: userType.type.value, type } : null;
}

/** The last persona with goals: "the first goal" said while a persona without any is asked about. */
function lastWithGoals(plan: PlanState): Focus | null {
  for (let type = plan.user_types.length - 1; type >= 0; type--) {
    const segments = plan.user_types[type]?.segments ?? [];
    for (let segment = segments.length - 1; segment >= 0; segment--)
      if ((segments[segment]?.goals.length ?? 0) > 0) return { type, segment };
  }
  return null;
}

/** The goal at `place` (ORDINALS) of the persona asked about, else the last one described. */
function goalAt(plan: PlanState, focus: Focus | null, place: number): PlanItem | null {
  const gap = findGap(plan);
  const asked = gap && 'segment' in gap ? { type: gap.type, segment: gap.segment } : focus;
  const held = asked ? (plan.user_types[asked.type]?.segments[asked.segment]?.goals.length ?? 0) : 0;
  const at = held > 0 ? asked : lastWithGoals(plan);
  if (!at) return null;
  const goals = plan.user_types[at.type]?.segments[at.segment]?.goals ?? [];
  const goal = place === ORDINALS.length - 1 ? goals.length - 1 : place;
  const value = goals[goal]?.value;
  return value ? { field: 'goal', value, type: at.type, segment: at.segment, goal } : null;
}

/** The length of the pronoun `words` open with, and of the field's name after it ("that segment"): 0 when none. */
export function pronounAt(words: readonly string[]): { length: number; fields: readonly TurnField[] } {
  const pronoun = PRONOUNS.find((word) => words[0] === word);
  if (!pronoun) return { length: 0, fields: GROUPS };
  const noun = FIELD_NOUNS.find(([name]) => startsWith(words.slice(1), name) > 0);
  if (!noun || noun[1].length === 0) return { length: 1, fields: GROUPS };
  return { length: 1 + noun[0].split(' ').length, fields: noun[1] };
}

/**
 * The item `words` point at, among `fields`: a pronoun or a field's name alone is the item in
 * focus; words naming an item find it, among the fields a field's name after them allows. `hint`,
 * the new value said for it, chooses between items named alike ("the gallery goal should be
 * 'upload a gallery of 500 photos'"), and which segment "the segment" is once the plan is full.
 */
export function referenceOf(
  plan: PlanState,
  words: readonly string[],
  focus: Focus | null,
  asked: Asked,
  fields: readonly TurnField[],
  hint: readonly string[] = [],
): PlanItem | null {
  const pronoun = pronounAt(words);
  if (pronoun.length > 0 && pronoun.length === words.length) {
    const allowed = fields.filter((field) => pronoun.fields.includes(field));
    return allowed.length > 0 ? itemInFocus(plan, focus, asked, allowed) : null;
  }
  let named = ARTICLES.has(words[0] ?? '') ? words.slice(1) : [...words];
  let allowed = fields;
  for (const [noun, nounFields] of FIELD_NOUNS) {
    const length = noun.split(' ').length;
    if (named.length < length || join(named.slice(-length)) !== noun) continue;
    named = named.slice(0, -length);
    if (nounFields.length > 0) allowed = fields.filter((field) => nounFields.includes(field));
    break;
  }
  if (allowed.length === 0) return null;
  if (named.length === 0) {
    const inFocus = itemInFocus(plan, focus, asked, allowed);
    if (!inFocus || findGap(plan) || sharesWords(inFocus, hint)) return inFocus;
    const alike = planItems(plan).filter((item) => item.field === inFocus.field);
    return closestTo(alike, hint) ?? inFocus;
  }
  // "The first goal", "the last one": a goal of the persona in focus, by its place.
  const place = ORDINALS.indexOf(named[0] ?? '');
  if (named.length === 1 && place >= 0 && allowed.includes('goal')) return goalAt(plan, focus, place);
  const items = itemsNamed(plan, join(named), allowed, allowed !== fields);
  const exact = items.filter((item) => stemsOf(item.value).join(' ') === stemsOf(join(named)).join(' '));
  if (exact.length > 0 || items.length === 1) return exact[0] ?? items[0] ?? null;
  return closestTo(items, hint);
}

const sharesWords = (item: PlanItem, hint: readonly string[]) => {
  const words = new Set(stemsOf(hint.join(' ')));
  return stemsOf(item.value).some((word) => words.has(word));
};
