/**
 * The visitor's edits of the test plan, as pure functions of the stored plan state: the state as
 * the host sent it ($planState), which the next chat turn sends back as current_state. An item is
 * named by its place in the plan parsePlanState reads (what the page shows); the edit is made
 * where that item sits in the stored state, and nothing else changes: what this site does not
 * read (app_page, a user type's description, a host's own fields, items it skips) is kept, so the
 * host gets back all it sent. An edit that cannot be made (an empty value, an age out of range,
 * an item that is not there, a full list) answers the state itself.
 */
import { isRecord } from '../is-record.ts';
import { type PersonaField, PLAN_LIMITS, readValued } from './plan.ts';
import { cleanPlanValue, readAge } from './plan-values.ts';

export interface UserTypeAt {
  userType: number;
}
export interface SegmentAt extends UserTypeAt {
  segment: number;
}
export interface GoalAt extends SegmentAt {
  goal: number;
}

/** Steps into the stored state: a field of an object, an index of a list. */
type Path = readonly (string | number)[];

/** A list of the plan as parsePlanState reads it: the items it keeps, the first `max` of them. */
interface PlanList {
  keeps: (item: unknown) => boolean;
  max: number;
}

const USER_TYPES: PlanList = { keeps: isRecord, max: PLAN_LIMITS.userTypes };
const SEGMENTS: PlanList = { keeps: isRecord, max: PLAN_LIMITS.segmentsPerUserType };
const GOALS: PlanList = { keeps: (item) => readValued(item) !== undefined, max: PLAN_LIMITS.goalsPerSegment };

const child = (node: unknown, step: string | number): unknown =>
  typeof step === 'number' ? (Array.isArray(node) ? node[step] : undefined) : isRecord(node) ? node[step] : undefined;

const valueAt = (state: unknown, path: Path): unknown => path.reduce(child, state);

/** `node` with the value at `path` replaced by `update(old)`: what lies on the way is copied, never changed. */
function updateAt(node: unknown, path: Path, update: (old: unknown) => unknown): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return update(node);
  if (typeof step === 'number') {
    const items = Array.isArray(node) ? [...node] : [];
    items[step] = updateAt(items[step], rest, update);
    return items;
  }
  const fields = isRecord(node) ? node : {};
  return { ...fields, [step]: updateAt(fields[step], rest, update) };
}

const keptCount = (items: unknown, list: PlanList): number =>
  Array.isArray(items) ? items.filter(list.keeps).length : 0;

/** Where the `n`th item the plan shows of `items` sits among them; -1 when the plan shows none there. */
function storedIndex(items: unknown, list: PlanList, n: number): number {
  if (!Array.isArray(items) || !Number.isInteger(n) || n < 0 || n >= list.max) return -1;
  let kept = -1;
  return items.findIndex((item) => list.keeps(item) && ++kept === n);
}

/** The items up to the last one the plan shows: those past PLAN_LIMITS, never shown, go. */
function shownPart(items: readonly unknown[], list: PlanList): unknown[] {
  let kept = 0;
  const end = items.findIndex((item) => list.keeps(item) && ++kept > list.max);
  return end < 0 ? [...items] : items.slice(0, end);
}

function itemPath(state: unknown, parent: Path | null, field: string, list: PlanList, n: number): Path | null {
  if (parent === null) return null;
  const index = storedIndex(valueAt(state, [...parent, field]), list, n);
  return index < 0 ? null : [...parent, field, index];
}

/** The field a user type's segments are read from: "segments", or "segment" as some hosts name it. */
function segmentsField(userType: unknown): string {
  const segments = child(userType, 'segments');
  return segments === undefined || segments === null ? 'segment' : 'segments';
}

const planPath = (state: unknown): Path | null => (isRecord(state) ? [] : null);
const userTypePath = (state: unknown, at: UserTypeAt) =>
  itemPath(state, planPath(state), 'user_types', USER_TYPES, at.userType);
function segmentPath(state: unknown, at: SegmentAt): Path | null {
  const userType = userTypePath(state, at);
  return userType && itemPath(state, userType, segmentsField(valueAt(state, userType)), SEGMENTS, at.segment);
}
const goalPath = (state: unknown, at: GoalAt) => itemPath(state, segmentPath(state, at), 'goals', GOALS, at.goal);
const within = (path: Path | null, ...steps: string[]): Path | null => path && [...path, ...steps];

/** The state with `{ value }` at `path`, the other fields of the object there kept. */
function setValue(state: unknown, path: Path | null, value: string): unknown {
  if (path === null || value === '') return state;
  return updateAt(state, path, (old) => ({ ...(isRecord(old) ? old : {}), value }));
}

/** The state without the item at `path`; the list it leaves holds no item the plan did not show. */
function removeAt(state: unknown, path: Path | null, list: PlanList): unknown {
  const index = path?.at(-1);
  if (!path || typeof index !== 'number') return state;
  return updateAt(state, path.slice(0, -1), (items) =>
    shownPart(Array.isArray(items) ? items : [], list).filter((_, position) => position !== index),
  );
}

export const setDescription = (state: unknown, value: string): unknown =>
  setValue(state, within(planPath(state), 'app_description'), cleanPlanValue(value, PLAN_LIMITS.descriptionLength));

export const renameUserType = (state: unknown, at: UserTypeAt, value: string): unknown =>
  setValue(state, within(userTypePath(state, at), 'type'), cleanPlanValue(value));

export const removeUserType = (state: unknown, at: UserTypeAt): unknown =>
  removeAt(state, userTypePath(state, at), USER_TYPES);

export const renameSegment = (state: unknown, at: SegmentAt, value: string): unknown =>
  setValue(state, within(segmentPath(state, at), 'segment'), cleanPlanValue(value));

export const removeSegment = (state: unknown, at: SegmentAt): unknown =>
  removeAt(state, segmentPath(state, at), SEGMENTS);

/** Sets one field of the segment's persona (making the persona if it has none); an age is digits, 1 to 120. */
export function setPersonaField(state: unknown, at: SegmentAt, field: PersonaField, value: string): unknown {
  const clean = field === 'age' ? (readAge(value) ?? '') : cleanPlanValue(value);
  return setValue(state, within(segmentPath(state, at), 'persona', field), clean);
}

export const setGoal = (state: unknown, at: GoalAt, value: string): unknown =>
  setValue(state, goalPath(state, at), cleanPlanValue(value));

/** A goal after the segment's others, while it has fewer than PLAN_LIMITS allow. */
export function addGoal(state: unknown, at: SegmentAt, value: string): unknown {
  const goals = within(segmentPath(state, at), 'goals');
  const goal = cleanPlanValue(value);
  if (goals === null || goal === '' || keptCount(valueAt(state, goals), GOALS) >= GOALS.max) return state;
  return updateAt(state, goals, (old) => [...(Array.isArray(old) ? old : []), { value: goal }]);
}

export const removeGoal = (state: unknown, at: GoalAt): unknown => removeAt(state, goalPath(state, at), GOALS);

/** A value of the plan the visitor can edit, or the goal they are adding. */
export type ValueTarget =
  | { kind: 'description' }
  | { kind: 'userType'; at: UserTypeAt }
  | { kind: 'segment'; at: SegmentAt }
  | { kind: 'persona'; at: SegmentAt; field: PersonaField }
  | { kind: 'goal'; at: GoalAt }
  | { kind: 'newGoal'; at: SegmentAt };

/** An item of the plan the visitor can remove. */
export type ItemTarget =
  | { kind: 'userType'; at: UserTypeAt }
  | { kind: 'segment'; at: SegmentAt }
  | { kind: 'goal'; at: GoalAt };

export type ValueProblem = 'empty' | 'age';

/** Why `input` would not be saved as the value `target` names; null when it would. */
export function valueProblem(target: ValueTarget, input: string): ValueProblem | null {
  if (cleanPlanValue(input) === '') return 'empty';
  return target.kind === 'persona' && target.field === 'age' && readAge(input) === null ? 'age' : null;
}

/** The edit of the value `target` names, to `input`. */
export function editValue(state: unknown, target: ValueTarget, input: string): unknown {
  switch (target.kind) {
    case 'description':
      return setDescription(state, input);
    case 'userType':
      return renameUserType(state, target.at, input);
    case 'segment':
      return renameSegment(state, target.at, input);
    case 'persona':
      return setPersonaField(state, target.at, target.field, input);
    case 'goal':
      return setGoal(state, target.at, input);
    case 'newGoal':
      return addGoal(state, target.at, input);
  }
}

/** The removal of the item `target` names. */
export function removeItem(state: unknown, target: ItemTarget): unknown {
  switch (target.kind) {
    case 'userType':
      return removeUserType(state, target.at);
    case 'segment':
      return removeSegment(state, target.at);
    case 'goal':
      return removeGoal(state, target.at);
  }
}
