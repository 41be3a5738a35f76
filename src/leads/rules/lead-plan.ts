/**
 * The plan a founder reservation carries (docs/leads.md, "A founder reservation, and the founder
 * count"): the visitor's test plan as JSON, within the `plan` field's limit, and the reading of it
 * back (the operator's console). Pure.
 */
import { isRecord } from '../../lib/is-record.ts';
import { type PlanState, parsePlanState, type UserType } from '../../lib/plan/plan.ts';
import { LEAD_FIELD_LIMITS } from './fields.ts';

/** The plan with only its first `goals` goals, in the plan's order (the rest of it kept). */
function withGoals(plan: PlanState, goals: number): PlanState {
  let left = goals;
  const user_types = plan.user_types.map((type) => ({
    ...type,
    segments: type.segments.map((segment) => {
      const kept = segment.goals.slice(0, Math.max(0, left));
      left -= kept.length;
      return { ...segment, goals: kept };
    }),
  }));
  return { ...plan, user_types };
}

/** The plan with only its first `segments` segments, in the plan's order (none has goals here). */
function withSegments(plan: PlanState, segments: number): PlanState {
  let left = segments;
  const user_types = plan.user_types.map((type) => {
    const kept = type.segments.slice(0, Math.max(0, left));
    left -= kept.length;
    return { ...type, segments: kept };
  });
  return { ...plan, user_types };
}

const withUserTypes = (plan: PlanState, userTypes: number): PlanState => ({
  ...plan,
  user_types: plan.user_types.slice(0, userTypes),
});

/** The largest n in 0..max for which `fits(n)`, given that fits is true up to some n and false after; -1 if none. */
function largestFitting(max: number, fits: (n: number) => boolean): number {
  let low = -1;
  let high = max;
  while (low < high) {
    const middle = Math.ceil((low + high + 1) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** `text` cut to at most `length` UTF-16 units, never through a character. */
function cutText(text: string, length: number): string {
  const cut = text.slice(0, length);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

const countAll = (types: readonly UserType[], of: (type: UserType) => number) =>
  types.reduce((total, type) => total + of(type), 0);
const goalsOf = (type: UserType) => type.segments.reduce((total, segment) => total + segment.goals.length, 0);

/**
 * The plan as the lead sends it: its JSON, at most `limit` UTF-16 units (what the sink counts).
 * A plan too long for it loses items from its end until it fits: goals first, then segments (their
 * personas with them), then user types; the description of the app last, cut short, with what was
 * read on its page. Any real plan fits whole; this is for the one that does not.
 */
export function leadPlanJson(plan: PlanState, limit: number = LEAD_FIELD_LIMITS.plan): string {
  const fitting = (candidate: PlanState) => {
    const json = JSON.stringify(candidate);
    return json.length <= limit ? json : null;
  };
  const whole = fitting(plan);
  if (whole !== null) return whole;

  // Each step keeps as much as fits of what it drops from: more items only ever make the JSON longer.
  const keptGoals = largestFitting(countAll(plan.user_types, goalsOf), (n) => fitting(withGoals(plan, n)) !== null);
  if (keptGoals >= 0) return fitting(withGoals(plan, keptGoals)) as string;

  const noGoals = withGoals(plan, 0);
  const segmentCount = countAll(plan.user_types, (type) => type.segments.length);
  const keptSegments = largestFitting(segmentCount, (n) => fitting(withSegments(noGoals, n)) !== null);
  if (keptSegments >= 0) return fitting(withSegments(noGoals, keptSegments)) as string;

  const noSegments = withSegments(noGoals, 0);
  const keptTypes = largestFitting(plan.user_types.length, (n) => fitting(withUserTypes(noSegments, n)) !== null);
  if (keptTypes >= 0) return fitting(withUserTypes(noSegments, keptTypes)) as string;

  // No user type left, and still too long: the description alone, as much of it as fits.
  const description = plan.app_description?.value ?? '';
  const described = (length: number): PlanState => {
    const value = cutText(description, length);
    return value === '' ? { user_types: [] } : { app_description: { value }, user_types: [] };
  };
  const keptLength = largestFitting(description.length, (n) => fitting(described(n)) !== null);
  return fitting(described(Math.max(0, keptLength))) ?? '{"user_types":[]}';
}

/**
 * A lead's plan as the console shows it: the plan read as defensively as the page reads one
 * (parsePlanState), or null when the text is not a plan (empty, not JSON, not an object).
 */
export function readLeadPlan(json: string): PlanState | null {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  return isRecord(data) ? parsePlanState(data) : null;
}
