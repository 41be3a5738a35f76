// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PERSONA_FIELDS, PLAN_LIMITS, type PlanState, parsePlanState } from '../../../../src/lib/plan/plan';
import {
  editValue,
  type ItemTarget,
  removeItem,
  type ValueTarget,
  valueProblem,
} from '../../../../src/lib/plan/plan-edits';
import { chatText, planLike } from '../../../support/plan-arbitraries';
import { valuesOf } from '../../../support/plans';
import { checkProperty } from '../../../support/properties';

/** Mostly the first few items, which a plan has; now and then one past PLAN_LIMITS. */
const index = fc.oneof({ arbitrary: fc.nat(3), weight: 4 }, { arbitrary: fc.nat(24), weight: 1 });
const userTypeAt = fc.record({ userType: index });
const segmentAt = fc.record({ userType: index, segment: index });
const goalAt = fc.record({ userType: index, segment: index, goal: index });

const valueTarget: fc.Arbitrary<ValueTarget> = fc.oneof(
  fc.constant({ kind: 'description' as const }),
  userTypeAt.map((at) => ({ kind: 'userType' as const, at })),
  segmentAt.map((at) => ({ kind: 'segment' as const, at })),
  fc
    .tuple(segmentAt, fc.constantFrom(...PERSONA_FIELDS))
    .map(([at, field]) => ({ kind: 'persona' as const, at, field })),
  goalAt.map((at) => ({ kind: 'goal' as const, at })),
  segmentAt.map((at) => ({ kind: 'newGoal' as const, at })),
);

const itemTarget: fc.Arbitrary<ItemTarget> = fc.oneof(
  userTypeAt.map((at) => ({ kind: 'userType' as const, at })),
  segmentAt.map((at) => ({ kind: 'segment' as const, at })),
  goalAt.map((at) => ({ kind: 'goal' as const, at })),
);

/** What a visitor may type: chat-like text, ages good and bad, and text past the limits. */
const typed = fc.oneof(
  chatText,
  fc.constantFrom('34', ' 034 ', '0', '120', '121', '1e2', '３４', ''),
  fc.string({ minLength: 190, maxLength: 1100, unit: 'grapheme' }),
);

type Edit = { target: ValueTarget; input: string } | { target: ItemTarget };
const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ target: valueTarget, input: typed }),
  fc.record({ target: itemTarget }),
);

const apply = (state: unknown, change: Edit): unknown =>
  'input' in change ? editValue(state, change.target, change.input) : removeItem(state, change.target);

function expectWithinLimits(plan: PlanState, before: PlanState): void {
  expect(plan.user_types.length).toBeLessThanOrEqual(PLAN_LIMITS.userTypes);
  for (const userType of plan.user_types) {
    expect(userType.segments.length).toBeLessThanOrEqual(PLAN_LIMITS.segmentsPerUserType);
    for (const segment of userType.segments) {
      expect(segment.goals.length).toBeLessThanOrEqual(PLAN_LIMITS.goalsPerSegment);
    }
  }
  // A value the edit wrote is within its length: the description's, or any other value's.
  const old = new Set(valuesOf(before));
  for (const value of valuesOf(plan).filter((text) => !old.has(text))) {
    const limit = value === plan.app_description?.value ? PLAN_LIMITS.descriptionLength : PLAN_LIMITS.valueLength;
    expect(Array.from(value).length).toBeLessThanOrEqual(limit);
  }
}

describe('the edits of the plan, over any plan and any edit', () => {
  it('make of a plan the page shows one that parsePlanState reads back unchanged, within PLAN_LIMITS', {
    timeout: 120_000,
  }, () => {
    checkProperty(
      fc.property(planLike, edit, (input, change) => {
        const plan = parsePlanState(input);
        if (plan === null) return;
        const edited = apply(plan, change);
        const reread = parsePlanState(edited);
        expect(reread).toEqual(edited);
        if (reread) expectWithinLimits(reread, plan);
      }),
    );
  });

  it('made on the stored state, show as the same edit of the plan shown', { timeout: 120_000 }, () => {
    checkProperty(
      fc.property(planLike, edit, (stored, change) => {
        expect(parsePlanState(apply(stored, change))).toEqual(apply(parsePlanState(stored), change));
      }),
    );
  });

  it('keep every field of the stored state they do not edit, as it was', () => {
    const hostNotes = { asked: ['description'] };
    checkProperty(
      fc.property(planLike, edit, (stored, change) => {
        const state = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? stored : {};
        const edited = apply({ ...state, host_notes: hostNotes }, change);
        expect(edited).toHaveProperty('host_notes', hostNotes);
        expect((edited as { host_notes: unknown }).host_notes).toBe(hostNotes);
      }),
    );
  });

  it('leave the state as it is for a value that would not be saved', () => {
    checkProperty(
      fc.property(planLike, valueTarget, typed, (stored, target, input) => {
        fc.pre(valueProblem(target, input) !== null);
        expect(editValue(stored, target, input)).toBe(stored);
      }),
    );
  });
});
